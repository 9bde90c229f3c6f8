/**
 * The MA's endorsement of a claim asks with the app's dialog and the words of where it goes (the invoice team), never the
 * browser's native confirm; after the endorsement, as after a step dialog, the page returns to the claim list.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Notification, TestMemoryRouter, type AuthProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { ClaimSteps } from '../../../custom-pages/claims/ClaimSteps.js';
import type { Claim } from '../../../custom-pages/claims/api.js';
import { createQueryClient } from '../../../src/queryClient.js';
import { memoryDataProvider } from '../resources/harness.js';
import { i18nProvider, stubCanvas } from '../quotations/harness.js';

const authProvider: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => ['claim.view', 'claim.approve'],
  getIdentity: async () => ({
    id: 9,
    full_name: 'Demo MA',
    role: { slug: 'MANAGING-AGENT' },
    signatures: [{ id: 4, url: '/api/user/9/signatures/4' }],
  }),
};

let posts: string[] = [];
beforeEach(() => {
  posts = [];
  stubCanvas();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        posts.push(String(url));
        return new Response(JSON.stringify({ message: 'Successfully endorsed claims' }), { status: 200 });
      }
      return new Response(JSON.stringify({ data: [] }), { status: 200 });
    }),
  );
});
vi.setConfig({ testTimeout: 60_000 });
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const claim = {
  id: 31,
  version: 2,
  status: 'PENDING',
  current_status: 'PENDING_MA',
  actions: ['ma_endorse'],
  approvals: [],
} as unknown as Claim;

describe('MA endorsement', () => {
  it('asks in the app dialog that it goes to the invoice team, then returns to the claim list', async () => {
    const nativeConfirm = vi.spyOn(window, 'confirm');
    render(
      <TestMemoryRouter initialEntries={['/works-order/claims/31']}>
        <AdminContext
          dataProvider={memoryDataProvider({})}
          i18nProvider={i18nProvider}
          authProvider={authProvider}
          queryClient={createQueryClient()}
        >
          <Routes>
            <Route path="/works-order/claims/:id" element={<ClaimSteps claim={claim} />} />
            <Route path="/works-order/claims" element={<h1>Claim list</h1>} />
          </Routes>
          <Notification />
        </AdminContext>
      </TestMemoryRouter>,
    );
    const user = userEvent.setup();
    // the stored signature stands in for drawing one
    await user.click(await screen.findByRole('radio', { name: 'Use my signature' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(posts).toHaveLength(0);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Are you sure you want to ENDORSE this claim? If yes, this will be endorsed and forwarded to the invoice team.',
    );
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('heading', { name: 'Claim list' })).toBeInTheDocument();
    expect(posts).toEqual(['/api/claims/31/ma-approval']);
    expect(nativeConfirm).not.toHaveBeenCalled();
  });
});
