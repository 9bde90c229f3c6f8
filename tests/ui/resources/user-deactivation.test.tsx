import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AdminContext,
  Notification,
  RecordContextProvider,
  TestMemoryRouter,
  memoryStore,
  type AuthProvider,
} from 'react-admin';
import { MSG } from '../../../domain/messages.js';
import { DeactivateButton } from '../../../custom-pages/users/DeactivateButton.js';
import { mockFetch } from '../shell/fetchMock.js';
import { memoryDataProvider, testI18nProvider } from './harness.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const signedInWith = (permissions: string[]): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => permissions,
  getIdentity: async () => ({ id: 1, fullName: 'Admin', role: { slug: 'ADMIN' } }),
});

function renderButton(permissions: string[], record: { id: number; status: string }) {
  return render(
    <TestMemoryRouter>
      <AdminContext
        dataProvider={memoryDataProvider({})}
        authProvider={signedInWith(permissions)}
        i18nProvider={testI18nProvider}
        store={memoryStore()}
      >
        <RecordContextProvider value={{ ...record, full_name: 'Ivy', email: 'ivy@caretaker.test' }}>
          <DeactivateButton />
        </RecordContextProvider>
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );
}

describe("the administrator's Deactivate and Reactivate", () => {
  it('asks for confirmation, then deactivates with POST /api/user/{id}/deactivate', async () => {
    const { calls } = mockFetch({
      'POST /api/user/9/deactivate': { body: { message: MSG.userDeactivated, data: { id: 9, status: 'deactivated' } } },
    });
    renderButton(['user.edit'], { id: 9, status: 'active' });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(/signed out everywhere at once/);
    expect(calls.some((c) => c.path === '/api/user/9/deactivate')).toBe(false);
    await user.click(screen.getAllByRole('button', { name: 'Deactivate' }).at(-1)!);
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/user/9/deactivate')).toHaveLength(1));
    expect(calls.find((c) => c.path === '/api/user/9/deactivate')?.method).toBe('POST');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says a deactivated user cannot sign in, and offers Reactivate', async () => {
    const { calls } = mockFetch({
      'POST /api/user/9/reactivate': { body: { message: MSG.userReactivated, data: { id: 9, status: 'active' } } },
    });
    renderButton(['user.edit'], { id: 9, status: 'deactivated' });
    expect(await screen.findByText('This user is deactivated: they cannot sign in.')).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Reactivate' }));
    await user.click(screen.getAllByRole('button', { name: 'Reactivate' }).at(-1)!);
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/user/9/reactivate')).toHaveLength(1));
  });

  it("is not offered without the permission to edit users, nor on one's own record", async () => {
    mockFetch({});
    renderButton(['user.view'], { id: 9, status: 'active' });
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByRole('button', { name: 'Deactivate' })).toBeNull();
    cleanup();
    renderButton(['user.edit'], { id: 1, status: 'active' });
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByRole('button', { name: 'Deactivate' })).toBeNull();
  });
});
