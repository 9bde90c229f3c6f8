/**
 * Spec part 2 §2: an operations manager's school is preselected on the claim list and the WSO list — in the filter shown
 * and in the list's request — although who is signed in is known only after the list first renders.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, memoryStore, TestMemoryRouter, type AuthProvider } from 'react-admin';
import { ClaimList } from '../../../custom-pages/claims/ClaimList.js';
import { WsoList } from '../../../custom-pages/wso/WsoList.js';
import { createQueryClient } from '../../../src/queryClient.js';
import { memoryDataProvider, type Calls } from '../resources/harness.js';
import { i18nProvider } from '../quotations/harness.js';

const authProvider: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => ['claim.view', 'wso.view'],
  getIdentity: async () => {
    await new Promise((r) => setTimeout(r, 50));
    return { id: 4, full_name: 'Demo OM', role: { slug: 'OPERATIONS-MANAGER' }, school_id: 3 };
  },
};

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const u = String(url);
      if (u.startsWith('/api/school'))
        return new Response(
          JSON.stringify({
            data: [
              { id: 2, name: 'Bedok Primary School', zone: 'EAST', oms: [] },
              { id: 3, name: 'Admiralty Primary School', zone: 'NORTH', oms: [] },
            ],
          }),
          { status: 200 },
        );
      return new Response(JSON.stringify({ data: {} }), { status: 200 });
    }),
  );
});
vi.setConfig({ testTimeout: 60_000 });
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("an operations manager's school on the lists", () => {
  for (const [name, List, resource] of [
    ['claim list', ClaimList, 'claims'],
    ['WSO list', WsoList, 'work-service-order'],
  ] as const) {
    it(`is preselected on the ${name}`, async () => {
      const calls: Calls = { getList: [], create: [], update: [] };
      render(
        <TestMemoryRouter>
          <AdminContext
            dataProvider={memoryDataProvider({}, calls)}
            i18nProvider={i18nProvider}
            authProvider={authProvider}
            queryClient={createQueryClient()}
            store={memoryStore()}
          >
            <List />
          </AdminContext>
        </TestMemoryRouter>,
      );
      await waitFor(() => expect(calls.getList.some((c) => c.resource === resource)).toBe(true));
      expect(calls.getList.filter((c) => c.resource === resource).map((c) => c.params.filter)).toEqual(
        calls.getList.filter((c) => c.resource === resource).map(() => expect.objectContaining({ school: '3' })),
      );
      expect(await screen.findByText('Admiralty Primary School')).toBeInTheDocument();
    });
  }
});
