import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifySchemaValidationError } from 'fastify/types/schema.js';
import { MSG } from '../../domain/messages.js';
import { unprocessable } from './errors.js';
import { PASSWORD_RULE_MESSAGE } from '../../domain/password.js';
import { controlCharacterProblem, isMultiLineField } from '../../domain/text.js';
import { emptyFieldErrors } from '../../domain/fieldErrors.js';

/** Turns ajv errors into `{ field: [message] }` with the specification's wording. */
export function fieldErrors(
  errors: FastifySchemaValidationError[],
  emailMessage: string = MSG.invalidEmail,
): Record<string, string[]> {
  const out = emptyFieldErrors();
  const add = (field: string, text: string) => {
    const key = field || '_';
    const list = (out[key] ??= []);
    if (!list.includes(text)) list.push(text);
  };
  for (const e of errors) {
    const path = e.instancePath.replace(/^\//, '').split('/')[0] ?? '';
    const params = e.params as Record<string, unknown>;
    switch (e.keyword) {
      case 'required':
        add(String(params.missingProperty), MSG.required);
        break;
      case 'format':
        add(path, params.format === 'email' ? emailMessage : `Must be a valid ${String(params.format)}.`);
        break;
      case 'minLength':
        if (path === 'password' || path.endsWith('password')) add(path, PASSWORD_RULE_MESSAGE);
        else if (params.limit === 1) add(path, MSG.required);
        else add(path, `Must be at least ${String(params.limit)} characters.`);
        break;
      case 'maxLength':
        add(path, `May not be greater than ${String(params.limit)} characters.`);
        break;
      case 'additionalProperties':
        add(String(params.additionalProperty), 'This field is not allowed.');
        break;
      case 'type':
        add(path, `Must be of type ${String(params.type)}.`);
        break;
      case 'enum':
        add(path, 'The selected value is invalid.');
        break;
      case 'pattern':
        add(path, 'The format is invalid.');
        break;
      case 'maxItems':
        add(path, `May not have more than ${String(params.limit)} items.`);
        break;
      default:
        add(path, e.message ?? 'The value is invalid.');
    }
  }
  return out;
}

/** The slice of JSON Schema the strict pre-check reads. */
interface SchemaNode {
  type?: string | readonly string[];
  nullable?: boolean;
  properties?: Record<string, SchemaNode>;
  additionalProperties?: boolean | SchemaNode;
  items?: SchemaNode;
  anyOf?: readonly SchemaNode[];
  oneOf?: readonly SchemaNode[];
  maxLength?: number;
  format?: string;
  enum?: readonly unknown[];
  'x-widget'?: string;
  content?: Record<string, { schema?: SchemaNode }>;
}

const INTEGER_TEXT = /^-?\d{1,15}$/;
const MAX_INT32 = 2_147_483_647;
const NUMBER_TEXT = /^-?\d{1,15}(\.\d{1,15})?$/;

/** Every type a node admits (its own `type` or the union of its branches); null when it does not say. */
function typesOf(node: SchemaNode): Set<string> | null {
  if (node.type !== undefined) {
    const set = new Set(typeof node.type === 'string' ? [node.type] : node.type);
    if (node.nullable) set.add('null');
    return set;
  }
  const branches = node.anyOf ?? node.oneOf;
  if (!branches) return null;
  const set = new Set<string>();
  for (const b of branches) {
    const t = typesOf(b);
    if (!t) return null;
    t.forEach((x) => set.add(x));
  }
  return set;
}

const stringBranches = (node: SchemaNode): SchemaNode[] =>
  [node, ...(node.anyOf ?? []), ...(node.oneOf ?? [])].filter((n) => typesOf(n)?.has('string'));

/**
 * What ajv's type coercion (needed for query strings and form values) would wrongly let through, checked on the raw body
 * before ajv sees it: a boolean, null or list where a number is expected (`role_id: true` would become 1, `null` 0, `[0]` 0),
 * a text that is not plain digits where an integer is expected ('0x10', '1e3', ' 7'), and control characters in any text.
 * Errors come in ajv's shape so `fieldErrors` words them like every other validation error.
 */
export function strictInputErrors(schema: unknown, data: unknown): FastifySchemaValidationError[] {
  const errors: FastifySchemaValidationError[] = [];
  const root = schema as SchemaNode;
  const node = root.content ? root.content['application/json']?.schema : root;
  if (node) visit(node, data, '', errors);
  return errors;
}

/**
 * Runs `strictInputErrors` on every route's body before ajv. Its errors are reported together with ajv's (the error handler
 * merges them through the returned lookup), and on their own when ajv, having coerced the value, finds nothing wrong.
 */
export function strictInputChecks(app: FastifyInstance): (request: FastifyRequest) => FastifySchemaValidationError[] {
  const found = new WeakMap<FastifyRequest, FastifySchemaValidationError[]>();
  app.addHook('preValidation', async (request) => {
    const schema = request.routeOptions.schema?.body;
    if (!schema || request.body === undefined || request.body === null) return;
    const errors = strictInputErrors(schema, request.body);
    if (errors.length) found.set(request, errors);
  });
  app.addHook('preHandler', async (request) => {
    const validation = found.get(request);
    if (validation)
      throw Object.assign(new Error('The given data was invalid.'), {
        validation,
        validationContext: 'body',
        statusCode: 422,
      });
  });
  return (request) => found.get(request) ?? [];
}

function visit(node: SchemaNode, data: unknown, path: string, errors: FastifySchemaValidationError[]) {
  const types = typesOf(node);
  const typeError = () => {
    const type = [...(types ?? [])].find((t) => t !== 'null') ?? 'string';
    errors.push({
      keyword: 'type',
      instancePath: path,
      schemaPath: '#/type',
      params: { type },
      message: `must be ${type}`,
    });
  };
  if (types) {
    const numeric = types.has('integer') || types.has('number');
    if (typeof data === 'boolean' && !types.has('boolean')) return typeError();
    if (data === null && numeric && !types.has('null')) return typeError();
    if (Array.isArray(data) && !types.has('array')) return typeError();
    if (typeof data === 'string' && numeric && !types.has('string')) {
      if (!(types.has('number') ? NUMBER_TEXT : INTEGER_TEXT).test(data)) return typeError();
    }
    // Integer columns (ids, counts, years) are 32-bit in PostgreSQL: a larger value would fail in the database.
    if (
      types.has('integer') &&
      !types.has('number') &&
      (typeof data === 'number' || typeof data === 'string') &&
      Math.abs(Number(data)) > MAX_INT32
    ) {
      errors.push({
        keyword: 'maximum',
        instancePath: path,
        schemaPath: '#/maximum',
        params: { limit: MAX_INT32 },
        message: `Must be at most ${MAX_INT32}.`,
      });
      return;
    }
  }
  // A lone value where a list is expected is wrapped into one by ajv: check it as an item.
  if (
    types?.has('array') &&
    node.items &&
    data !== null &&
    typeof data !== 'object' &&
    ![...types].some((t) => t !== 'array' && t !== 'null')
  ) {
    return visit(node.items, data, path, errors);
  }
  if (typeof data === 'string') {
    const texts = stringBranches(node);
    if (texts.length) {
      const problem = controlCharacterProblem(
        data,
        texts.some((t) => isMultiLineField(t)),
      );
      if (problem)
        errors.push({
          keyword: 'controlCharacters',
          instancePath: path,
          schemaPath: '#',
          params: {},
          message: problem,
        });
    }
    return;
  }
  if (Array.isArray(data)) {
    if (node.items && typeof node.items === 'object')
      data.forEach((item, i) => visit(node.items!, item, `${path}/${i}`, errors));
    return;
  }
  if (data && typeof data === 'object') {
    const extra = typeof node.additionalProperties === 'object' ? node.additionalProperties : null;
    for (const [k, v] of Object.entries(data)) {
      const sub = (node.properties && Object.hasOwn(node.properties, k) ? node.properties[k] : undefined) ?? extra;
      if (sub) visit(sub, v, `${path}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`, errors);
    }
  }
}

/**
 * A record's version as a form sends it (the optimistic lock): absent is null, a whole number is itself, anything else
 * ('2027-03-28', '1.5', true) is refused as bad input here, before it could reach SQL (PostgreSQL fails on it).
 */
export function versionField(v: unknown, field = 'version'): number | null {
  if (v === undefined || v === null || v === '') return null;
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : NaN;
  if (Number.isSafeInteger(n) && n >= 0 && n <= MAX_INT32) return n;
  throw unprocessable({ [field]: ['Must be of type integer.'] });
}

/** An id as a client may send it: a positive integer, or its digits as text (form values). Anything else (true, '0x10', 1.5, [1]) is null. */
export function referenceId(v: unknown): number | null {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d{1,15}$/.test(v) ? Number(v) : NaN;
  return Number.isSafeInteger(n) && n > 0 && n <= MAX_INT32 ? n : null;
}
