/**
 * Rendering a generated area list (src/generator/SchemaList.tsx) in a test: react-admin with the in-memory data
 * provider, the app's English messages, a caller of a role and permissions, and a phone-sized screen on demand.
 */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { AdminContext, memoryStore, TestMemoryRouter, type AuthProvider } from 'react-admin';
import { createQueryClient } from '../../../src/queryClient.js';
import { memoryDataProvider, type Calls } from '../resources/harness.js';
import { i18nProvider } from '../quotations/harness.js';

export const callerOf = (slug: string, permissions: string[], schoolId: number | null = null): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => permissions,
  getIdentity: async () => ({ id: 9, full_name: 'Someone', role: { slug }, school_id: schoolId }),
});

/** Renders `list` at `at` over these rows by resource; answers the data provider's calls. */
export function renderAreaList(
  list: ReactNode,
  { data, caller, at }: { data: Record<string, Record<string, unknown>[]>; caller: AuthProvider; at: string },
) {
  const calls: Calls = { getList: [], create: [], update: [] };
  render(
    <TestMemoryRouter initialEntries={[at]}>
      <AdminContext
        dataProvider={memoryDataProvider(data, calls)}
        i18nProvider={i18nProvider}
        authProvider={caller}
        queryClient={createQueryClient()}
        store={memoryStore()}
      >
        {list}
      </AdminContext>
    </TestMemoryRouter>,
  );
  return calls;
}

/** A screen below 768 px (the app's phone layout) from now on. */
export function onPhone() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
  }));
}
