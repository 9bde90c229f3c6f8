import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RecordContextProvider } from 'react-admin';
import { ChangePasswordTab, SignatureTab, signatureCanvasHeight } from '../../../custom-pages/profile/index.js';
import { Harness, memoryDataProvider } from './harness.js';

const fetchMock = vi.fn();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  // jsdom has no canvas: give signature_pad a do-nothing 2D context
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () =>
      new Proxy(
        {},
        { get: (_t, p) => (p === 'canvas' ? document.createElement('canvas') : () => undefined), set: () => true },
      ) as never,
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const user5 = { id: 5, full_name: 'Tina', email: 't@caretaker.test', signatures: [] };

function renderTab(tab: React.ReactNode) {
  return render(
    <Harness dataProvider={memoryDataProvider({})} resource="settings/users">
      <RecordContextProvider value={user5}>{tab}</RecordContextProvider>
    </Harness>,
  );
}

describe('profile tabs', () => {
  it('sizes the signature canvas 378 px, 195 px from a 1920 px wide window', () => {
    expect(signatureCanvasHeight(1280)).toBe(378);
    expect(signatureCanvasHeight(1919)).toBe(378);
    expect(signatureCanvasHeight(1920)).toBe(195);
  });

  it('requires name and signature details and refuses an empty drawing', async () => {
    renderTab(<SignatureTab />);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Save signature' }));
    expect((await screen.findAllByText('This field is required.')).length).toBe(2);
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Main');
    await user.type(screen.getByRole('textbox', { name: /^Signature details/ }), 'Tina, Technician');
    await user.click(screen.getByRole('button', { name: 'Save signature' }));
    await new Promise((r) => setTimeout(r, 200));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: 'New signature' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Clear' })).toBeInTheDocument();
  });

  it('changes the password with PUT /api/user/change-password/{id}', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ message: 'Password has been updated.' }), { status: 200 }),
    );
    renderTab(<ChangePasswordTab />);
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText(/^Current password/), 'Old#password1');
    await user.type(screen.getByLabelText(/^New password/), 'New#password12');
    await user.type(screen.getByLabelText(/^Confirm password/), 'New#password13');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password does not match')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Confirm password/));
    await user.type(screen.getByLabelText(/^Confirm password/), 'New#password12');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/user/change-password/5');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(init.body)).toEqual({
      current_password: 'Old#password1',
      new_password: 'New#password12',
      confirm_password: 'New#password12',
      password_reset: true,
    });
  });

  it("shows the server's field error when the current password is wrong", async () => {
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({
          message: 'The current password is incorrect.',
          errors: { current_password: ['The current password is incorrect.'] },
        }),
        { status: 422 },
      ),
    );
    renderTab(<ChangePasswordTab />);
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText(/^Current password/), 'Wrong#password1');
    await user.type(screen.getByLabelText(/^New password/), 'New#password12');
    await user.type(screen.getByLabelText(/^Confirm password/), 'New#password12');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The current password is incorrect.')).toBeInTheDocument();
  });
});
