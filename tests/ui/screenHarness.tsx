/**
 * Test harness for an area's screens: the screen under its route pattern (its :params), the real English catalogue, a
 * signed-in identity, and an in-memory data provider whose custom calls go through fetch (stub it in the test).
 */
import type { ReactNode } from 'react';
import {
  AdminContext,
  Notification,
  TestMemoryRouter,
  memoryStore,
  type AuthProvider,
  type DataProvider,
} from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { i18nProvider } from './quotations/harness.js';
import { memoryDataProvider } from './resources/harness.js';

export interface TestIdentity {
  id: number;
  full_name: string;
  role: { slug: string };
  school_id: number | null;
}

export const authAs = (identity: TestIdentity): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => [],
  getIdentity: async () => ({ ...identity, fullName: identity.full_name }),
});

export function ScreenHarness({
  path,
  at,
  identity,
  dataProvider,
  children,
}: {
  /** The route pattern, e.g. /dashboard/inspection/:tab */
  path: string;
  /** The address opened. */
  at: string;
  identity: TestIdentity;
  dataProvider?: DataProvider;
  children: ReactNode;
}) {
  return (
    <TestMemoryRouter initialEntries={[at]}>
      <AdminContext
        dataProvider={dataProvider ?? memoryDataProvider({})}
        authProvider={authAs(identity)}
        i18nProvider={i18nProvider}
        store={memoryStore()}
      >
        <Routes>
          <Route path={path} element={children} />
        </Routes>
        <Notification />
      </AdminContext>
    </TestMemoryRouter>
  );
}
