import type { JsonSchema } from './responses.js';

/**
 * Named component schemas. A shared schema is marked once where it is built (`named('Quotation', …)` in the records
 * modules, `Error422` in errorResponses, `PagedQuotation` by pagedOf); when the document is built, every marked copy
 * becomes a `$ref` to `components.schemas`. The routes keep passing plain schema objects, so a route added later that
 * uses a shared record gets the reference by itself, and nothing changes in how Fastify reads the route's schema.
 */
export const COMPONENT_MARK = 'x-component';

/** The same schema, marked to be listed once under `components.schemas[name]`. */
export const named = (name: string, schema: JsonSchema): JsonSchema => ({ ...schema, [COMPONENT_MARK]: name });

export const nameOf = (schema: JsonSchema): string | undefined => schema[COMPONENT_MARK] as string | undefined;

type Found = { schema: JsonSchema; descriptions: Set<unknown> };

/**
 * Replaces every marked schema of the document by a `$ref` and lists it under `components.schemas`. Copies of one name
 * may differ in their description only (a route words its answer its own way; the response keeps that wording); two
 * different schemas under one name are a mistake, refused when the document is built.
 */
export function collectComponents(doc: Record<string, unknown>): Record<string, unknown> {
  const found = new Map<string, Found>();
  const strip = (s: JsonSchema) => {
    const { [COMPONENT_MARK]: _mark, description: _description, ...rest } = s;
    return rest;
  };
  const visit = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(visit);
    if (!node || typeof node !== 'object') return node;
    const out: JsonSchema = {};
    for (const [k, v] of Object.entries(node)) out[k] = visit(v);
    const name = nameOf(out);
    if (!name) return out;
    // A nullable use (the document's `nullable: true`, merged in from `anyOf [x, null]`) stays inline: OpenAPI 3.0 has
    // no null type to put beside the reference, and `nullable` without a `type` is not a schema validators accept.
    if (out.nullable === true) {
      delete out[COMPONENT_MARK];
      return out;
    }
    const schema = strip(out);
    const seen = found.get(name);
    if (!seen) found.set(name, { schema, descriptions: new Set([out.description]) });
    else if (JSON.stringify(seen.schema) !== JSON.stringify(schema))
      throw new Error(
        `Two different schemas are named ${name} in the OpenAPI document: ${JSON.stringify(seen.schema)} and ${JSON.stringify(schema)}`,
      );
    else seen.descriptions.add(out.description);
    return { $ref: `#/components/schemas/${name}` };
  };
  const paths = visit(doc.paths);
  const components = (doc.components ?? {}) as Record<string, unknown>;
  const schemas: Record<string, JsonSchema> = { ...((components.schemas ?? {}) as Record<string, JsonSchema>) };
  for (const [name, { schema, descriptions }] of [...found].sort(([a], [b]) => a.localeCompare(b))) {
    // One wording for every use: kept; several: each response says its own, the component none.
    const [only] = descriptions;
    schemas[name] = descriptions.size === 1 && typeof only === 'string' ? { ...schema, description: only } : schema;
  }
  return { ...doc, paths, components: { ...components, schemas } };
}
