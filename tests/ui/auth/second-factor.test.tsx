import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '../../../domain/messages.js';
import { App } from '../../../src/App.js';
import { clearSession, getSession } from '../../../src/session.js';
import { mockFetch, shellRoutes } from '../shell/fetchMock.js';

const QR = 'data:image/png;base64,iVBORw0KGgo=';

beforeEach(() => {
  clearSession();
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearSession();
});

async function signInWithPassword() {
  render(<App initialEntries={['/dashboard/default']} resources={[]} routes={[]} />);
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/email/i), 'admin@caretaker.test');
  await user.type(screen.getByLabelText(/^password/i), 'Caretaker#2026');
  await user.click(screen.getByRole('button', { name: /sign in/i }));
  return user;
}

const session = { token: 'tok', uid: 1, login_id: 'l1', expires_at: '2099-01-01T00:00:00.000Z' };
/** The password step's answer: a challenge for the code, or for the enrolment a role requires. */
const passwordAnswer = (status: 'SECOND_FACTOR' | 'ENROL_SECOND_FACTOR', challenge: string) => ({
  body: {
    status,
    message: status === 'SECOND_FACTOR' ? MSG.secondFactorNeeded : MSG.secondFactorEnrolNeeded,
    data: { challenge, expires_at: '2099-01-01T00:00:00.000Z' },
  },
});

describe('the second step of sign-in', () => {
  it('asks for the code after the password, then enters the application', async () => {
    const calls = mockFetch(
      shellRoutes({
        'POST /api/auth/login': passwordAnswer('SECOND_FACTOR', 'ch1'),
        'POST /api/auth/login/second-factor': (call) =>
          (call.body as { code: string }).code === '123456'
            ? { body: { status: 'SUCCESS', message: MSG.loginSuccess, data: session } }
            : { status: 401, body: { status: 'ERROR', message: MSG.secondFactorWrong } },
      }),
    );
    const user = await signInWithPassword();
    expect(await screen.findByRole('heading', { name: 'Two-factor sign-in' })).toBeInTheDocument();
    // no session after the password alone
    expect(getSession()).toBeNull();
    const code = screen.getByLabelText(/^Code/);
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(MSG.secondFactorWrong)).toBeInTheDocument();
    expect(getSession()).toBeNull();
    await user.type(screen.getByLabelText(/^Code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(MSG.loginSuccess)).toBeInTheDocument();
    expect(getSession()?.token).toBe('tok');
    const sent = calls.calls.filter((c) => c.path === '/api/auth/login/second-factor').map((c) => c.body);
    expect(sent).toEqual([
      { challenge: 'ch1', code: '000000' },
      { challenge: 'ch1', code: '123456' },
    ]);
  });

  it('goes back to the password when the challenge has expired', async () => {
    mockFetch(
      shellRoutes({
        'POST /api/auth/login': passwordAnswer('SECOND_FACTOR', 'ch1'),
        'POST /api/auth/login/second-factor': {
          status: 401,
          body: { status: 'ERROR', message: MSG.signInChallengeInvalid },
        },
      }),
    );
    const user = await signInWithPassword();
    await user.type(await screen.findByLabelText(/^Code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(MSG.signInChallengeInvalid)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /sign in/i })).toBeInTheDocument();
  });

  it('leads a user whose role requires it through the enrolment and shows the recovery codes once', async () => {
    const calls = mockFetch(
      shellRoutes({
        'POST /api/auth/login': passwordAnswer('ENROL_SECOND_FACTOR', 'ch2'),
        'POST /api/auth/login/enrol': {
          body: { data: { secret: 'JBSWY3DPEHPK3PXP', otpauth_url: 'otpauth://x', qr_code: QR } },
        },
        'POST /api/auth/login/enrol/confirm': {
          body: {
            status: 'SUCCESS',
            message: MSG.loginSuccess,
            data: { ...session, recovery_codes: ['AAAAA-BBBBB', 'CCCCC-DDDDD'] },
          },
        },
      }),
    );
    const user = await signInWithPassword();
    expect(await screen.findByRole('heading', { name: 'Set up two-factor sign-in' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toHaveAttribute('src', QR);
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Code/), '654321');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('heading', { name: 'Your recovery codes' })).toBeInTheDocument();
    expect(screen.getByText('AAAAA-BBBBB')).toBeInTheDocument();
    expect(screen.getByText('CCCCC-DDDDD')).toBeInTheDocument();
    expect(getSession()?.token).toBe('tok');
    expect(calls.calls.find((c) => c.path === '/api/auth/login/enrol/confirm')?.body).toEqual({
      challenge: 'ch2',
      code: '654321',
    });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(MSG.loginSuccess)).toBeInTheDocument();
  });
});
