/**
 * react-admin dataProvider for the Caretaker API (Laravel-style paging, `{ data }` envelopes).
 * - getList: `page`, `per_page`, `sort`, `order` (asc|desc) and the filters as query parameters
 *   (arrays as `key[]=a&key[]=b`); `meta.total` gives the total, an unpaged `{ data: [...] }` counts itself.
 * - create/update switch to multipart `FormData` when a value holds a File.
 * - `meta.method` overrides the HTTP verb of update (e.g. PATCH for roles, POST for documents).
 * - Extra: `send()` for custom pages (any path, verb, body), `getAll()` for `all=1` look-ups.
 */
import type { DataProvider, GetListParams, Identifier, RaRecord } from 'ra-core';
import { api, apiRequest, containsFile, toFormData, type QueryValue } from './http.js';
import { resourcePath } from './resourceRegistry.js';

export interface CaretakerDataProvider extends DataProvider {
  send<T = any>(params: {
    method?: string;
    path: string;
    body?: unknown;
    query?: Record<string, QueryValue>;
  }): Promise<T>;
  getAll<T = RaRecord>(resource: string, query?: Record<string, QueryValue>): Promise<T[]>;
}

function listQuery(params: Partial<GetListParams>): Record<string, QueryValue> {
  const query: Record<string, QueryValue> = {};
  if (params.pagination) {
    query.page = params.pagination.page;
    query.per_page = params.pagination.perPage;
  }
  if (params.sort?.field) {
    query.sort = params.sort.field;
    query.order = String(params.sort.order ?? 'ASC').toLowerCase() === 'desc' ? 'desc' : 'asc';
  }
  for (const [key, value] of Object.entries(params.filter ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) query[key] = value as QueryValue;
    else if (typeof value === 'object') query[key] = JSON.stringify(value);
    else query[key] = value as QueryValue;
  }
  return query;
}

function body(data: unknown): unknown {
  return data && typeof data === 'object' && containsFile(data) ? toFormData(data as Record<string, unknown>) : data;
}

function recordOf(json: any, fallback: Record<string, unknown> = {}): any {
  const data = json && typeof json === 'object' && 'data' in json ? json.data : json;
  if (data && typeof data === 'object' && 'id' in data) return data;
  // e.g. DELETE answers { data: { message } }: keep the record react-admin knows
  return { ...fallback, ...(data && typeof data === 'object' ? data : {}) };
}

const join = (path: string, id: Identifier) => `${path}/${encodeURIComponent(String(id))}`;

export function createDataProvider(): CaretakerDataProvider {
  const provider: CaretakerDataProvider = {
    async getList(resource, params) {
      const json = await api(resourcePath(resource), {
        query: { ...listQuery(params), ...(params.meta?.query ?? {}) },
        signal: params.signal,
      });
      const data: any[] = Array.isArray(json?.data) ? json.data : Array.isArray(json) ? json : [];
      const meta = json?.meta;
      const total = typeof meta?.total === 'number' ? meta.total : data.length;
      return { data, total, meta: meta ? { ...meta, links: json?.links } : undefined };
    },

    async getOne(resource, params) {
      const json = await api(join(resourcePath(resource), params.id), {
        query: params.meta?.query,
        signal: params.signal,
      });
      return { data: recordOf(json, { id: params.id }) };
    },

    async getMany(resource, params) {
      // one request with `id[]` (the API's multi-id filter); ids it did not answer are fetched one by one
      const ids = [...new Set(params.ids.map(String))];
      if (ids.length === 0) return { data: [] };
      const path = resourcePath(resource);
      let rows: any[] = [];
      try {
        const json = await api(path, { query: { id: ids, per_page: Math.max(ids.length, 1) }, signal: params.signal });
        rows = (Array.isArray(json?.data) ? json.data : []).filter((r: any) => r && ids.includes(String(r.id)));
      } catch (e) {
        if ((e as Error)?.name === 'AbortError') throw e;
      }
      const found = new Set(rows.map((r) => String(r.id)));
      const missing = ids.filter((id) => !found.has(id));
      const more = await Promise.all(
        missing.map((id) => api(join(path, id), { signal: params.signal }).then((json) => recordOf(json, { id }))),
      );
      const byId = new Map([...rows, ...more].map((r) => [String(r.id), r]));
      return { data: ids.map((id) => byId.get(id)).filter(Boolean) };
    },

    async getManyReference(resource, params) {
      return provider.getList(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } });
    },

    async create(resource, params) {
      const json = await api(resourcePath(resource), { method: 'POST', body: body(params.data) });
      return { data: recordOf(json, params.data as Record<string, unknown>) };
    },

    async update(resource, params) {
      const method = params.meta?.method ?? 'PUT';
      const json = await api(join(resourcePath(resource), params.id), { method, body: body(params.data) });
      return {
        data: recordOf(json, {
          ...(params.previousData ?? {}),
          ...(params.data as Record<string, unknown>),
          id: params.id,
        }),
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
      const json = await api(join(resourcePath(resource), params.id), { method: 'DELETE' });
      const previous = (params.previousData ?? { id: params.id }) as RaRecord;
      return { data: { ...previous, id: params.id }, meta: { message: json?.message ?? json?.data?.message } } as any;
    },

    async deleteMany(resource, params) {
      await Promise.all(params.ids.map((id) => api(join(resourcePath(resource), id), { method: 'DELETE' })));
      return { data: params.ids };
    },

    async send({ method = 'GET', path, body: b, query }) {
      return api(path, { method, body: body(b), query });
    },

    async getAll(resource, query) {
      const json = await api(resourcePath(resource), { query: { all: 1, ...query } });
      return Array.isArray(json?.data) ? json.data : [];
    },
  };
  return provider;
}

export const dataProvider = createDataProvider();
export { apiRequest };
