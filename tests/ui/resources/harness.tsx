/**
 * Test harness for generated and hand-written screens: react-admin's AdminContext with a tiny in-memory
 * dataProvider (no HTTP) and an English i18nProvider built from ra-language-english plus our messages.
 */
import type { ReactNode } from 'react';
import {
  AdminContext,
  ResourceContextProvider,
  TestMemoryRouter,
  memoryStore,
  type CreateParams,
  type DataProvider,
  type DeleteParams,
  type GetListParams,
  type GetManyParams,
  type GetOneParams,
  type UpdateParams,
} from 'react-admin';
import type { TranslationMessages } from 'ra-core';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { withCaretakerMethods } from '../../../src/dataProviderMethods.js';
import { createDataProvider } from '../../../src/dataProvider.js';
import englishMessages from 'ra-language-english';
import { en as generatorEn } from '../../../src/generator/i18n.js';
import { en as resourcesEn } from '../../../resources/i18n.js';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);

export function deepMerge(...sources: Obj[]): Obj {
  const out: Obj = {};
  for (const src of sources) {
    for (const [k, v] of Object.entries(src)) {
      const here = out[k];
      out[k] = isObj(v) && isObj(here) ? deepMerge(here, v) : v;
    }
  }
  return out;
}

export const testI18nProvider = polyglotI18nProvider(
  () => deepMerge(englishMessages, generatorEn, resourcesEn) as TranslationMessages,
  'en',
  [],
  { allowMissing: true },
);

export interface Calls {
  getList: { resource: string; params: GetListParams }[];
  create: { resource: string; params: CreateParams }[];
  update: { resource: string; params: UpdateParams }[];
}

/** getList (contains-filter on strings, exact otherwise; paging; total), getOne, getMany, create, update, delete. */
export function memoryDataProvider(
  data: Record<string, Obj[]>,
  calls: Calls = { getList: [], create: [], update: [] },
): DataProvider & { calls: Calls } {
  const table = (resource: string) => (data[resource] ??= []);
  const real = createDataProvider();
  const provider = {
    calls,
    getList: async (resource: string, params: GetListParams) => {
      calls.getList.push({ resource, params });
      let rows = table(resource).filter((r) =>
        Object.entries(params.filter ?? {}).every(([k, v]) =>
          v === undefined || v === ''
            ? true
            : typeof r[k] === 'string'
              ? (r[k] as string).toLowerCase().includes(String(v).toLowerCase())
              : String(r[k]) === String(v),
        ),
      );
      const total = rows.length;
      const { page = 1, perPage = 25 } = params.pagination ?? {};
      rows = rows.slice((page - 1) * perPage, page * perPage);
      return { data: rows, total };
    },
    getOne: async (resource: string, params: GetOneParams) => ({
      data: table(resource).find((r) => String(r.id) === String(params.id)),
    }),
    getMany: async (resource: string, params: GetManyParams) => ({
      data: table(resource).filter((r) => params.ids.map(String).includes(String(r.id))),
    }),
    getManyReference: async () => ({ data: [], total: 0 }),
    create: async (resource: string, params: CreateParams) => {
      calls.create.push({ resource, params });
      const record = { ...params.data, id: table(resource).length + 1 };
      table(resource).push(record);
      return { data: record };
    },
    update: async (resource: string, params: UpdateParams) => {
      calls.update.push({ resource, params });
      return { data: { ...params.previousData, ...params.data, id: params.id } };
    },
    updateMany: async () => ({ data: [] }),
    delete: async (_resource: string, params: DeleteParams) => ({ data: params.previousData }),
    deleteMany: async () => ({ data: [] }),
    // The custom pages' calls (src/useApi.ts) take the real provider's HTTP path; tests stub fetch underneath.
    send: real.send,
  };
  // The typed custom methods (quotations.step, cops.submit…) ride on that same send.
  return withCaretakerMethods(provider) as unknown as DataProvider & { calls: Calls };
}

export function Harness({
  dataProvider,
  resource,
  children,
  path = '/',
}: {
  dataProvider: DataProvider;
  resource: string;
  children: ReactNode;
  path?: string;
}) {
  return (
    <TestMemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={dataProvider} i18nProvider={testI18nProvider} store={memoryStore()}>
        <ResourceContextProvider value={resource}>{children}</ResourceContextProvider>
      </AdminContext>
    </TestMemoryRouter>
  );
}

export const ROLES = [
  { id: 1, name: 'Admin', slug: 'ADMIN' },
  { id: 2, name: 'Operations manager', slug: 'OPERATIONS-MANAGER' },
  { id: 3, name: 'Technician', slug: 'TECHNICIAN' },
  { id: 4, name: 'Invoice team', slug: 'INVOICE_TEAM' },
];
