import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RecordContextProvider } from 'react-admin';
import { MSG } from '../../../domain/messages.js';
import { TwoFactorTab } from '../../../custom-pages/profile/TwoFactorTab.js';
import { mockFetch } from '../shell/fetchMock.js';
import { Harness, memoryDataProvider } from './harness.js';

const QR = 'data:image/png;base64,iVBORw0KGgo=';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderTab() {
  return render(
    <Harness dataProvider={memoryDataProvider({})} resource="settings/users">
      <RecordContextProvider value={{ id: 5, full_name: 'Tina', email: 't@caretaker.test' }}>
        <TwoFactorTab />
      </RecordContextProvider>
    </Harness>,
  );
}

describe("profile tab 'Two-factor sign-in'", () => {
  it('sets it up: QR code and key, a first code, then the recovery codes once', async () => {
    let enabled = false;
    const { calls } = mockFetch({
      'GET /api/user/two-factor': () => ({
        body: { data: { enabled, required: false, recovery_codes_left: enabled ? 10 : 0 } },
      }),
      'POST /api/user/two-factor/setup': {
        body: { data: { secret: 'JBSWY3DPEHPK3PXP', otpauth_url: 'otpauth://x', qr_code: QR } },
      },
      'POST /api/user/two-factor/confirm': (call) => {
        if ((call.body as { code: string }).code !== '123456')
          return {
            status: 422,
            body: { message: MSG.secondFactorWrong, errors: { code: [MSG.secondFactorWrong] } },
          };
        enabled = true;
        const codes = ['AAAAA-BBBBB', 'CCCCC-DDDDD'];
        return {
          body: { message: MSG.twoFactorEnabled, data: { message: MSG.twoFactorEnabled, recovery_codes: codes } },
        };
      },
    });
    renderTab();
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByText(/Two-factor sign-in is off/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Set up' }));
    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toHaveAttribute('src', QR);
    expect(screen.getByTestId('two-factor-secret')).toHaveTextContent('JBSWY3DPEHPK3PXP');
    await user.type(screen.getByLabelText(/^Code/), '000000');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect((await screen.findAllByText(MSG.secondFactorWrong)).length).toBeGreaterThan(0);
    await user.clear(screen.getByLabelText(/^Code/));
    await user.type(screen.getByLabelText(/^Code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    const list = await screen.findByTestId('recovery-codes');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['AAAAA-BBBBB', 'CCCCC-DDDDD']);
    // the secret is gone from the screen once confirmed
    expect(screen.queryByTestId('two-factor-secret')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'I have saved my recovery codes' }));
    expect(await screen.findByText('Two-factor sign-in is on. Recovery codes left: 10.')).toBeInTheDocument();
    expect(screen.queryByTestId('recovery-codes')).toBeNull();
    expect(calls.filter((c) => c.path === '/api/user/two-factor/confirm').map((c) => c.body)).toEqual([
      { code: '000000' },
      { code: '123456' },
    ]);
  });

  it('turns it off with the current password and shows a wrong password on the field', async () => {
    let enabled = true;
    const { calls } = mockFetch({
      'GET /api/user/two-factor': () => ({ body: { data: { enabled, required: false, recovery_codes_left: 7 } } }),
      'POST /api/user/two-factor/disable': (call) => {
        if ((call.body as { current_password: string }).current_password !== 'Right#password1')
          return {
            status: 422,
            body: { message: MSG.currentPasswordWrong, errors: { current_password: [MSG.currentPasswordWrong] } },
          };
        enabled = false;
        return { body: { message: MSG.twoFactorDisabled, data: { message: MSG.twoFactorDisabled } } };
      },
    });
    renderTab();
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByText('Two-factor sign-in is on. Recovery codes left: 7.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    // the password is required before anything is sent
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/user/two-factor/disable')).toBe(false);
    await user.type(screen.getByLabelText(/^Current password/), 'Wrong#password1');
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect((await screen.findAllByText(MSG.currentPasswordWrong)).length).toBeGreaterThan(0);
    await user.clear(screen.getByLabelText(/^Current password/));
    await user.type(screen.getByLabelText(/^Current password/), 'Right#password1');
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText(/Two-factor sign-in is off/)).toBeInTheDocument();
  });

  it('offers no way off when the role requires it', async () => {
    mockFetch({
      'GET /api/user/two-factor': { body: { data: { enabled: true, required: true, recovery_codes_left: 10 } } },
    });
    renderTab();
    expect(
      await screen.findByText('Your role requires two-factor sign-in: it cannot be turned off.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Turn off' })).toBeNull());
  });
});
