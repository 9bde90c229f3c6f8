import type { FastifyRequest, RouteOptions } from 'fastify';
import { pagingQuerySchema } from '../../schemas/common.js';
import { unprocessable } from './errors.js';

/**
 * A list answers 422 to a filter or a sort field it does not know, instead of ignoring it: a client that misspells a
 * filter would otherwise read every record as if it had been filtered. What a list knows is what its querystring
 * schema declares — the same declaration the document publishes — so a list route added later is guarded by itself.
 *
 * A list route is a GET route whose querystring declares `per_page` (the paging parameters of `pagingQuerySchema`).
 * Its `sort` names its sort fields as an `enum`; a list that declares none keeps its own order and accepts only `id`
 * (react-admin's default), which the document then says.
 */
type Schema = Record<string, unknown>;

/** The `sort` parameter of a list that sorts by these fields. */
export const sortBy = (...fields: string[]) => ({ type: 'string', enum: [...new Set(fields)] }) as const;

const DEFAULT_SORT_FIELDS = ['id'];

/** `filter[school]` and `school[]` name the filter `school`; a declared `school` or `school[]` admits both. */
const filterName = (key: string) => key.replace(/\[\]$/, '');

/** Fastify `onRoute` hook: installs the check on every list route. */
export function guardListParameters(route: RouteOptions): void {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  if (!methods.includes('GET') && !methods.includes('HEAD')) return;
  const querystring = route.schema?.querystring as Schema | undefined;
  let properties = querystring?.properties as Record<string, Schema> | undefined;
  if (!properties?.per_page) return;
  if (properties.sort && !properties.sort.enum) {
    properties = { ...properties, sort: { ...properties.sort, enum: DEFAULT_SORT_FIELDS } };
    // A new schema object: querystring schemas are shared between routes and must not change under another one.
    route.schema = { ...route.schema, querystring: { ...querystring, properties } };
  }
  const known = new Set(Object.keys(properties).map(filterName));
  const sortFields = (properties.sort?.enum as string[] | undefined) ?? [];
  const filters = [...known].filter((k) => !PAGING.has(k)).sort();

  const check = async (request: FastifyRequest) => {
    // Before validation: the query as it came, whatever its shape.
    const raw: unknown = request.query;
    const query: object = typeof raw === 'object' && raw !== null ? raw : {};
    const errors: Record<string, string[]> = {};
    const unknown = Object.keys(query).filter((k) => !known.has(filterName(k)));
    if (unknown.length)
      errors.filter = unknown.map(
        (k) => `The filter ${k} is not known; this list filters by ${filters.join(', ') || 'nothing'}.`,
      );
    const sort = 'sort' in query ? query.sort : undefined;
    if (sort !== undefined && sort !== '' && !sortFields.includes(String(sort)))
      errors.sort = [`This list cannot be sorted by ${String(sort)}; it sorts by ${sortFields.join(', ')}.`];
    if (Object.keys(errors).length) throw unprocessable(errors);
  };
  const before = route.preValidation;
  route.preValidation = before ? [...(Array.isArray(before) ? before : [before]), check] : check;
}

const PAGING = new Set(Object.keys(pagingQuerySchema));
