/**
 * react-admin dataProvider for the Caretaker API (Laravel-style paging, `{ data }` envelopes).
 * - getList: `page`, `per_page`, `sort`, `order` (asc|desc) and the filters as query parameters
 *   (arrays as `key[]=a&key[]=b`); `meta.total` gives the total, an unpaged `{ data: [...] }` counts itself. A list
 *   longer than the server counts (`meta.total_exact` false) has no total but react-admin's `pageInfo` (partial
 *   pagination); a page after one it read is asked for after that page's last row (listSeek.ts).
 * - create/update switch to multipart `FormData` when a value holds a File.
 * - `meta.method` overrides the HTTP verb of update (e.g. PATCH for roles, POST for documents).
 * - Extra: `send()` for custom pages (any path, verb, body), `getAll()` for `all=1` look-ups.
 */
import type { DataProvider, Identifier, RaRecord } from 'ra-core';
import { api, apiRequest, containsFile, toFormData, type QueryValue } from './http.js';
import { listQuery } from './listQuery.js';
import { rememberPage, withSeek } from './listSeek.js';
import { resourcePath } from './resourceRegistry.js';
import { withLifecycleCallbacks } from 'ra-core';
import { LIFECYCLE_CALLBACKS } from './dataProviderCallbacks.js';
import { withCaretakerMethods, type CaretakerMethods } from './dataProviderMethods.js';

/** The API's answers: a record or rows under `data`, paging under `meta` and `links`, a `message`. */
interface Envelope {
  data?: unknown;
  meta?: { total?: number; total_exact?: boolean } & Record<string, unknown>;
  links?: { next?: string | null } & Record<string, unknown>;
  message?: string;
}

const rowsOf = (json: Envelope | RaRecord[] | undefined): RaRecord[] =>
  Array.isArray(json) ? json : Array.isArray(json?.data) ? (json.data as RaRecord[]) : [];

export interface CaretakerBaseProvider extends DataProvider {
  // The caller names the answer's shape (each area's api.ts has the types); unknown would make every call cast.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  send<T = any>(params: {
    method?: string;
    path: string;
    body?: unknown;
    query?: Record<string, QueryValue>;
  }): Promise<T>;
  getAll<T = RaRecord>(resource: string, query?: Record<string, QueryValue>): Promise<T[]>;
}

function body(data: unknown): unknown {
  return data && typeof data === 'object' && containsFile(data) ? toFormData(data as Record<string, unknown>) : data;
}

function recordOf(json: unknown, fallback: Record<string, unknown> = {}): RaRecord {
  const data = json && typeof json === 'object' && 'data' in json ? (json as Envelope).data : json;
  if (data && typeof data === 'object' && 'id' in data) return data as RaRecord;
  // e.g. DELETE answers { data: { message } }: keep the record react-admin knows
  return { ...fallback, ...(data && typeof data === 'object' ? data : {}) } as RaRecord;
}

const join = (path: string, id: Identifier) => `${path}/${encodeURIComponent(String(id))}`;

/** The provider with its typed custom methods (`quotations.step`, `cops.submit`, `config.get`…). */
export type CaretakerDataProvider = CaretakerBaseProvider & CaretakerMethods;

export function createDataProvider(): CaretakerBaseProvider {
  const provider: CaretakerBaseProvider = {
    async getList(resource, params) {
      const path = resourcePath(resource);
      const query = { ...listQuery(params), ...(params.meta?.query ?? {}) };
      const json = await api<Envelope | RaRecord[]>(path, { query: withSeek(path, query), signal: params.signal });
      const data = rowsOf(json);
      rememberPage(path, query, data);
      const meta = Array.isArray(json) ? undefined : json?.meta;
      const withLinks = meta ? { ...meta, links: (json as Envelope).links } : undefined;
      if (meta?.total_exact === false) {
        const page = params.pagination?.page ?? 1;
        const pageInfo = { hasNextPage: !!(json as Envelope).links?.next, hasPreviousPage: page > 1 };
        return { data: data as never[], pageInfo, meta: withLinks };
      }
      const total = typeof meta?.total === 'number' ? meta.total : data.length;
      return { data: data as never[], total, meta: withLinks };
    },

    async getOne(resource, params) {
      const json = await api(join(resourcePath(resource), params.id), {
        query: params.meta?.query,
        signal: params.signal,
      });
      return { data: recordOf(json, { id: params.id }) as never };
    },

    async getMany(resource, params) {
      // one request with `id[]` (the API's multi-id filter); ids it did not answer are fetched one by one
      const ids = [...new Set(params.ids.map(String))];
      if (ids.length === 0) return { data: [] };
      const path = resourcePath(resource);
      let rows: RaRecord[] = [];
      try {
        const json = await api<Envelope>(path, {
          query: { id: ids, per_page: Math.max(ids.length, 1) },
          signal: params.signal,
        });
        rows = rowsOf(json).filter((r) => r && ids.includes(String(r.id)));
      } catch (e) {
        if ((e as Error)?.name === 'AbortError') throw e;
      }
      const found = new Set(rows.map((r) => String(r.id)));
      const missing = ids.filter((id) => !found.has(id));
      const more = await Promise.all(
        missing.map((id) => api(join(path, id), { signal: params.signal }).then((json) => recordOf(json, { id }))),
      );
      const byId = new Map([...rows, ...more].map((r) => [String(r.id), r]));
      return { data: ids.map((id) => byId.get(id)).filter((r): r is RaRecord => !!r) as never[] };
    },

    async getManyReference(resource, params) {
      return provider.getList(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } });
    },

    async create(resource, params) {
      const json = await api(resourcePath(resource), { method: 'POST', body: body(params.data) });
      return { data: recordOf(json, params.data as Record<string, unknown>) as never };
    },

    async update(resource, params) {
      const method = params.meta?.method ?? 'PUT';
      const json = await api(join(resourcePath(resource), params.id), { method, body: body(params.data) });
      return {
        data: recordOf(json, {
          ...(params.previousData ?? {}),
          ...(params.data as Record<string, unknown>),
          id: params.id,
        }) as never,
      };
    },

    async updateMany(resource, params) {
      await Promise.all(
        params.ids.map((id) =>
          provider.update(resource, { id, data: params.data, previousData: {} as RaRecord, meta: params.meta }),
        ),
      );
      return { data: params.ids };
    },

    async delete(resource, params) {
      const json = await api<Envelope>(join(resourcePath(resource), params.id), { method: 'DELETE' });
      const previous = (params.previousData ?? { id: params.id }) as RaRecord;
      const message = json?.message ?? (json?.data as { message?: string } | undefined)?.message;
      return { data: { ...previous, id: params.id } as never, meta: { message } };
    },

    async deleteMany(resource, params) {
      await Promise.all(params.ids.map((id) => api(join(resourcePath(resource), id), { method: 'DELETE' })));
      return { data: params.ids };
    },

    async send({ method = 'GET', path, body: b, query }) {
      return api(path, { method, body: body(b), query });
    },

    async getAll(resource, query) {
      const json = await api<Envelope>(resourcePath(resource), { query: { all: 1, ...query } });
      return rowsOf(json) as never[];
    },
  };
  return provider;
}

/**
 * The application's provider, composed (issue 9 §5): the Laravel-envelope base above, its typed custom methods
 * (src/dataProviderMethods.ts) and the lifecycle callbacks (src/dataProviderCallbacks.ts).
 */
export function composeDataProvider(base: CaretakerBaseProvider = createDataProvider()): CaretakerDataProvider {
  return withLifecycleCallbacks(withCaretakerMethods(base), LIFECYCLE_CALLBACKS);
}

export const dataProvider = composeDataProvider();
export { apiRequest };
