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
import { ResetTwoFactorButton } from '../../../custom-pages/users/ResetTwoFactorButton.js';
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

function renderButton(permissions: string[], recordId = 9) {
  return render(
    <TestMemoryRouter>
      <AdminContext
        dataProvider={memoryDataProvider({})}
        authProvider={signedInWith(permissions)}
        i18nProvider={testI18nProvider}
        store={memoryStore()}
      >
        <RecordContextProvider value={{ id: recordId, full_name: 'Ivy', email: 'ivy@caretaker.test' }}>
          <ResetTwoFactorButton />
        </RecordContextProvider>
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );
}

describe("the administrator's 'Reset two-factor'", () => {
  it('asks for confirmation, then resets the user with POST /api/user/{id}/two-factor/reset', async () => {
    const { calls } = mockFetch({
      'POST /api/user/9/two-factor/reset': {
        body: { message: MSG.twoFactorReset, data: { message: MSG.twoFactorReset } },
      },
    });
    renderButton(['user.edit']);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Reset two-factor' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(/sign them out everywhere/);
    expect(calls.some((c) => c.path === '/api/user/9/two-factor/reset')).toBe(false);
    await user.click(screen.getAllByRole('button', { name: 'Reset two-factor' }).at(-1)!);
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/user/9/two-factor/reset')).toHaveLength(1));
    expect(calls.find((c) => c.path === '/api/user/9/two-factor/reset')?.method).toBe('POST');
  });

  it('is not offered without the permission to edit users', async () => {
    mockFetch({});
    renderButton(['user.view']);
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByRole('button', { name: 'Reset two-factor' })).toBeNull();
  });

  it("is not offered on the administrator's own record (turned off in My profile, with the password)", async () => {
    mockFetch({});
    renderButton(['user.edit'], 1);
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByRole('button', { name: 'Reset two-factor' })).toBeNull();
  });
});
