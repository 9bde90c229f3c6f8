/**
 * The administrators' API-tokens screen: the list without secrets; New token posts the name, the picked service account
 * and the life, then shows the token once with a warning and a copy button; Revoke asks first, then deletes.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiTokens } from '../../../custom-pages/api-tokens/ApiTokens.js';
import type { ApiToken } from '../../../custom-pages/api-tokens/api.js';
import { Harness, listsBySend, testDataProvider, type Send } from '../files/harness.js';

afterEach(cleanup);

const TOKEN: ApiToken = {
  id: 4,
  name: 'finance-sync',
  prefix: 'ctk_Ab12Cd34Ef56',
  status: 'active',
  user: { id: 9, full_name: 'Finance Bot', email: 'bot@x.test', role_name: 'Invoice Team' },
  expires_at: '2027-02-01T00:00:00.000Z',
  last_used_at: null,
  revoked_at: null,
  created_by: { id: 1, full_name: 'Admin' },
  created_at: '2026-11-20T01:00:00.000Z',
};
const SECRET = `ctk_${'Z'.repeat(54)}`;

function sendWith(lists: ApiToken[][]) {
  let reads = 0;
  return vi.fn(async ({ method = 'GET', path }: Parameters<Send>[0]) => {
    if (method === 'GET' && path === '/api-tokens') return { data: lists[Math.min(reads++, lists.length - 1)] };
    if (method === 'GET' && path === '/user')
      return { data: [{ id: 9, full_name: 'Finance Bot', email: 'bot@x.test', role: { name: 'Invoice Team' } }] };
    if (method === 'POST' && path === '/api-tokens')
      return { message: 'created', data: { ...TOKEN, id: 5, name: 'asset-sync', token: SECRET } };
    if (method === 'DELETE' && path === '/api-tokens/4')
      return { message: 'API token revoked.', data: { ...TOKEN, status: 'revoked' } };
    throw new Error(`unexpected ${method} ${path}`);
  });
}

const renderScreen = (send: Send, permissions = ['api-token.view', 'api-token.create', 'api-token.delete']) =>
  render(
    <Harness dataProvider={testDataProvider(send, listsBySend(send))} permissions={permissions}>
      <ApiTokens />
    </Harness>,
  );

describe('API tokens', () => {
  it('lists tokens by name, start and service account, never a secret', async () => {
    renderScreen(sendWith([[TOKEN]]));
    const row = (await screen.findByText('finance-sync')).closest('tr')!;
    expect(within(row).getByText('ctk_Ab12Cd34Ef56…')).toBeTruthy();
    expect(within(row).getByText('Finance Bot (Invoice Team)')).toBeTruthy();
    expect(within(row).getByText('Never')).toBeTruthy();
    expect(within(row).getByText('Active')).toBeTruthy();
  });

  it('creates a token and shows it once, with the warning and a copy button', async () => {
    const send = sendWith([[TOKEN]]);
    renderScreen(send);
    fireEvent.click(await screen.findByRole('button', { name: 'New token' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Name/ }), { target: { value: 'asset-sync' } });
    const account = within(dialog).getByRole('combobox', { name: /Service account/ });
    fireEvent.mouseDown(account);
    fireEvent.click(await screen.findByRole('option', { name: 'Finance Bot (Invoice Team)' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'New token' }));
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith({
        method: 'POST',
        path: '/api-tokens',
        body: { name: 'asset-sync', user_id: 9, expires_in_days: 90 },
      }),
    );
    expect(await screen.findByDisplayValue(SECRET)).toBeTruthy();
    expect(screen.getByText(/It will not be shown again/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy token' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByDisplayValue(SECRET)).toBeNull());
  });

  it('revokes after asking, and offers neither action to someone who may only look', async () => {
    const send = sendWith([[TOKEN], [{ ...TOKEN, status: 'revoked' }]]);
    renderScreen(send);
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke token finance-sync' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(send).toHaveBeenCalledWith({ method: 'DELETE', path: '/api-tokens/4' }));
    expect(await screen.findByText('Revoked')).toBeTruthy();
    cleanup();
    renderScreen(sendWith([[TOKEN]]), ['api-token.view']);
    await screen.findByText('finance-sync');
    expect(screen.queryByRole('button', { name: /Revoke|New token/ })).toBeNull();
  });
});
