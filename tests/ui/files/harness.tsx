/**
 * Harness for the file, school and organisation screens: react-admin's AdminContext with the application's
 * real i18n catalogue (so the specification's English wording is what the tests read), a dataProvider whose
 * `send()` is a test double, the toast outlet and an in-memory router at the given path.
 */
import type { ReactNode } from 'react';
import {
  AdminContext,
  Notification,
  type CreateParams,
  type DataProvider,
  type DeleteParams,
  type UpdateParams,
} from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { i18nProvider } from '../../../src/i18n/index.js';

export type Send = (params: {
  method?: string;
  path: string;
  body?: unknown;
  query?: Record<string, unknown>;
}) => Promise<unknown>;

export function testDataProvider(send: Send, extra: Partial<DataProvider> = {}): DataProvider {
  const none = async () => ({ data: [], total: 0 });
  return {
    getList: none,
    getOne: async () => ({ data: { id: 0 } }),
    getMany: async () => ({ data: [] }),
    getManyReference: none,
    create: async (_r: string, p: CreateParams) => ({ data: { ...p.data, id: 1 } }),
    update: async (_r: string, p: UpdateParams) => ({ data: { ...p.data, id: p.id } }),
    updateMany: async () => ({ data: [] }),
    delete: async (_r: string, p: DeleteParams) => ({ data: p.previousData }),
    deleteMany: async () => ({ data: [] }),
    send,
    ...extra,
  } as unknown as DataProvider;
}

/**
 * A generated list's reads (react-admin's getList of resource `r`) answered by the same double as `GET /r`, so a screen
 * whose list is SchemaList reads its rows from the test's `send` as a hand-written one did.
 */
export const listsBySend = (send: Send): Partial<DataProvider> => ({
  getList: async (resource: string) => {
    const { data } = (await send({ method: 'GET', path: `/${resource}` })) as { data: never[] };
    return { data, total: data.length };
  },
});

/** Permissions and role the authProvider reports (admin by default). */
export function testAuthProvider(permissions: string[] = [], role = 'ADMIN') {
  return {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getIdentity: async () => ({ id: 1, fullName: 'Admin', role: { slug: role } }),
    getPermissions: async () => permissions,
  };
}

export function Harness({
  children,
  dataProvider,
  permissions,
  role,
  path = '/',
  route = '/',
}: {
  children: ReactNode;
  dataProvider?: DataProvider;
  permissions?: string[];
  role?: string;
  /** Where the memory router starts. */
  path?: string;
  /** The route pattern the child is mounted at (for useParams). */
  route?: string;
}) {
  return (
    <MemoryRouter initialEntries={[path]}>
      <AdminContext
        dataProvider={dataProvider ?? testDataProvider(async () => ({}))}
        i18nProvider={i18nProvider}
        authProvider={testAuthProvider(permissions, role)}
      >
        <Routes>
          <Route path={route} element={children} />
        </Routes>
        <Notification autoHideDuration={1000} />
      </AdminContext>
    </MemoryRouter>
  );
}
