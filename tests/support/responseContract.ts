import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

/**
 * Checks answers against the OpenAPI document the app publishes: the status code must be documented for the
 * operation, the content type must be one it lists, and a JSON body must match the documented schema. Files, pages
 * and event streams (documented as binary) are checked by status and content type only.
 */
export interface ContractViolation {
  method: string;
  url: string;
  route: string;
  status: number;
  problem: string;
}

type OpenApiDoc = {
  components?: Record<string, unknown>;
  paths: Record<
    string,
    Record<string, { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> }>
  >;
};

const isBinary = (schema: unknown) => (schema as { format?: string } | undefined)?.format === 'binary';
const baseType = (header: unknown) =>
  String(header ?? '')
    .split(';')[0]
    .trim()
    .toLowerCase();
const mediaMatches = (range: string, type: string) =>
  range === type || range === '*/*' || (range.endsWith('/*') && type.startsWith(range.slice(0, -1)));

/** `/api/user/:id` (Fastify) -> `/api/user/{id}` (OpenAPI). */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

export class ResponseContract {
  readonly violations: ContractViolation[] = [];
  private readonly ajv = new Ajv({ strict: false, allErrors: true });
  private readonly compiled = new Map<unknown, ValidateFunction>();
  private doc?: OpenApiDoc;

  constructor(private readonly app: FastifyInstance) {
    addFormats(this.ajv);
  }

  // Hundreds of operations share a few dozen distinct schemas (the error envelope above all): compile each text once.
  private readonly compiledByText = new Map<string, ValidateFunction>();

  private validator(schema: unknown): ValidateFunction {
    let v = this.compiled.get(schema);
    if (!v) {
      const text = JSON.stringify(schema);
      // Shared schemas are `$ref`s to `#/components/schemas/…`: compiled beside the document's components, so the
      // reference resolves against the same root.
      v =
        this.compiledByText.get(text) ??
        this.ajv.compile({ allOf: [schema], components: this.doc?.components ?? {} } as object);
      this.compiledByText.set(text, v);
      this.compiled.set(schema, v);
    }
    return v;
  }

  /** One answer. `body` is the serialised payload (undefined for streams and buffers). */
  check(a: {
    method: string;
    url: string;
    route: string | undefined;
    status: number;
    contentType: unknown;
    body: string | undefined;
  }): void {
    if (!a.route?.startsWith('/api') || a.route.startsWith('/api/docs')) return;
    this.doc ??= this.app.swagger() as unknown as OpenApiDoc;
    const fail = (problem: string): void => {
      this.violations.push({ method: a.method, url: a.url, route: a.route!, status: a.status, problem });
    };
    const operation = this.doc.paths[openApiPath(a.route)]?.[a.method.toLowerCase()];
    if (!operation) return fail('operation not in the OpenAPI document');
    const response = operation.responses?.[String(a.status)] ?? operation.responses?.[`${String(a.status)[0]}XX`];
    if (!response)
      return fail(
        `status ${a.status} not documented (documented: ${Object.keys(operation.responses ?? {}).join(', ')})`,
      );
    const content = response.content ?? {};
    const ranges = Object.keys(content);
    if (!ranges.length) return; // documented without a body
    const type = baseType(a.contentType);
    const range = ranges.find((r) => mediaMatches(r, type));
    if (!range) return fail(`content type "${type}" not documented (documented: ${ranges.join(', ')})`);
    const schema = content[range].schema;
    if (!schema || isBinary(schema) || type !== 'application/json') return;
    if (a.body === undefined) return fail('JSON answer sent as a stream, cannot be checked');
    let value: unknown;
    try {
      value = JSON.parse(a.body);
    } catch {
      return fail('body is not JSON');
    }
    const validate = this.validator(schema);
    if (!validate(value)) fail(this.ajv.errorsText(validate.errors, { separator: '; ', dataVar: 'body' }));
  }

  /** Installs the check on every answer the app sends (call before app.ready()). */
  install(): this {
    this.app.addHook('onSend', async (request, reply, payload) => {
      this.check({
        method: request.method,
        url: request.url,
        route: request.routeOptions.url,
        status: reply.statusCode,
        contentType: reply.getHeader('content-type'),
        body: typeof payload === 'string' ? payload : undefined,
      });
      return payload;
    });
    return this;
  }

  /** One line per (route, status, problem), with an example URL and how often it happened. */
  report(): string {
    const seen = new Map<string, { line: string; n: number }>();
    for (const v of this.violations) {
      const key = `${v.method} ${v.route} -> ${v.status}: ${v.problem}`;
      const entry = seen.get(key) ?? { line: `${key}  (e.g. ${v.url})`, n: 0 };
      entry.n += 1;
      seen.set(key, entry);
    }
    return [...seen.values()].map((e) => (e.n > 1 ? `${e.line} x${e.n}` : e.line)).join('\n');
  }
}
