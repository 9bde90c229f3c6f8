/**
 * Single sign-on on the sign-in page's own small app (docs/single-sign-on.md): the organisations' buttons, the
 * message of a refused organisation sign-in in the chosen language, /auth/sso turning the handoff into the session,
 * and the message of a role whose password sign-in is off.
 */
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '../../../domain/messages.js';
import { PublicApp } from '../../../src/pages/auth/PublicApp.js';
import { SSO_TEXTS } from '../../../src/pages/auth/ssoTexts.js';
import { authProvider, SIGN_IN_PATH } from '../../../src/authProvider.js';
import { clearSession, getSession, saveSession } from '../../../src/session.js';
import { mockFetch } from '../shell/fetchMock.js';

const CONFIG = {
  app_name: 'Caretaker',
  company_name: 'Caretaker',
  support_email: 'support@caretaker.test',
  locales: ['en', 'fr', 'de', 'nl'],
  time_zone: 'Asia/Singapore',
  sso_providers: [{ id: 'ministry', name: 'Ministry account' }],
};
const session = { token: 'tok', uid: 1, login_id: 'l1', expires_at: '2099-01-01T00:00:00.000Z' };

function open(address: string) {
  window.history.replaceState(null, '', address);
  const notices: { message: string; type: string }[] = [];
  const openShell = vi.fn();
  render(<PublicApp notify={(n) => notices.push(n)} openShell={openShell} prefetchShell={() => undefined} />);
  return { notices, openShell };
}

beforeEach(() => {
  clearSession();
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearSession();
});

describe('single sign-on on the sign-in page', () => {
  it('shows a button per organisation, leading to its start address', async () => {
    mockFetch({ 'GET /api/config': { body: { data: CONFIG } } });
    open('/auth/sign-in');
    const button = await screen.findByRole('link', { name: 'Sign in with Ministry account' });
    expect(button).toHaveAttribute('href', '/api/auth/sso/ministry/start');
  });

  it('shows no button when no organisation is configured', async () => {
    const calls = mockFetch({ 'GET /api/config': { body: { data: { ...CONFIG, sso_providers: [] } } } });
    open('/auth/sign-in');
    await waitFor(() => expect(calls.calls.length).toBe(1));
    expect(screen.queryByRole('link', { name: /Sign in with/ })).toBeNull();
  });

  it('says why an organisation sign-in was refused, in the chosen language', async () => {
    mockFetch({ 'GET /api/config': { body: { data: CONFIG } } });
    localStorage.setItem('RaStore.locale', JSON.stringify('fr'));
    open('/auth/sign-in?sso_error=not_mapped');
    expect(await screen.findByRole('alert')).toHaveTextContent(SSO_TEXTS.fr.msg.ssoNotMapped);
    expect(await screen.findByRole('link', { name: 'Se connecter avec Ministry account' })).toBeInTheDocument();
  });

  it('shows a general refusal for a code it does not know', async () => {
    mockFetch({ 'GET /api/config': { body: { data: CONFIG } } });
    open('/auth/sign-in?sso_error=something-else');
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.ssoRefused);
  });

  it('turns the handoff into the session at /auth/sso, once, and enters the application', async () => {
    const calls = mockFetch({
      'GET /api/config': { body: { data: CONFIG } },
      'POST /api/auth/sso/complete': { body: { status: 'SUCCESS', message: MSG.loginSuccess, data: session } },
    });
    const { openShell, notices } = open('/auth/sso');
    await waitFor(() => expect(openShell).toHaveBeenCalled());
    expect(getSession()?.token).toBe('tok');
    expect(window.location.pathname).toBe('/');
    expect(notices).toEqual([{ message: MSG.loginSuccess, type: 'success' }]);
    expect(calls.calls.filter((c) => c.path === '/api/auth/sso/complete')).toHaveLength(1);
  });

  it('goes back to the sign-in page with a message when the handoff is spent', async () => {
    mockFetch({
      'GET /api/config': { body: { data: CONFIG } },
      'POST /api/auth/sso/complete': { status: 401, body: { status: 'ERROR', message: MSG.ssoExpired } },
    });
    open('/auth/sso');
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.ssoExpired);
    expect(window.location.pathname).toBe('/auth/sign-in');
    expect(getSession()).toBeNull();
  });

  it('tells a user whose role may not use a password to use the organisation’s button', async () => {
    mockFetch({
      'GET /api/config': { body: { data: CONFIG } },
      'POST /api/auth/login': { status: 403, body: { status: 'ERROR', message: MSG.passwordSignInOff } },
    });
    const { notices } = open('/auth/sign-in');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/email/i), 'ministry@caretaker.test');
    await user.type(screen.getByLabelText(/^password/i), 'Caretaker#2026');
    await user.click(screen.getByRole('button', { name: /^sign in$/i }));
    await waitFor(() => expect(notices).toEqual([{ message: MSG.passwordSignInOff, type: 'error' }]));
  });
});

describe('signing out', () => {
  const PROVIDER_END = 'https://provider.test/logout?client_id=caretaker';
  it('goes on to the provider’s sign-out when the server gives its address', async () => {
    mockFetch({ 'POST /api/auth/logout': { body: { message: MSG.logout, end_session_url: PROVIDER_END } } });
    saveSession({ token: 'tok', uid: 1, loginId: 'l1' });
    expect(await authProvider.logout({})).toBe(PROVIDER_END);
    expect(getSession()).toBeNull();
  });

  it('comes back to the sign-in page as before for a password session', async () => {
    mockFetch({ 'POST /api/auth/logout': { body: { message: MSG.logout } } });
    saveSession({ token: 'tok', uid: 1, loginId: 'l1' });
    expect(await authProvider.logout({})).toBe(SIGN_IN_PATH);
    expect(getSession()).toBeNull();
  });
});
