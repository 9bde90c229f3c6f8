import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '../../../domain/messages.js';
import { PASSWORD_RULE_MESSAGE } from '../../../domain/password.js';
import { App } from '../../../src/App.js';
import { i18nProvider } from '../../../src/i18n/index.js';
import { clearSession, getSession, saveSession } from '../../../src/session.js';
import { CONFIG, mockFetch, shellRoutes } from './fetchMock.js';

function renderAt(path: string | { pathname: string; state?: unknown }) {
  return render(<App initialEntries={[path as string]} resources={[]} routes={[]} />);
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

describe('public pages', () => {
  it('sends a signed-out visitor of a protected page to the sign-in page with the unauthorised message', async () => {
    mockFetch(shellRoutes());
    render(
      <App
        initialEntries={['/settings/users/3']}
        resources={[{ name: 'settings/users', list: () => null }]}
        routes={[]}
      />,
    );
    expect(await screen.findByRole('button', { name: /sign in/i })).toBeInTheDocument();
    expect(await screen.findByText(MSG.unauthorized)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reset password' })).toHaveAttribute('href', '/forgot-password');
    expect(await screen.findByText(/help@acme\.test/)).toBeInTheDocument();
    expect(screen.getByText(new RegExp(CONFIG.company_name))).toBeInTheDocument();
  });

  it('sends a first visitor of / to sign-in without the red unauthorised message', async () => {
    mockFetch(shellRoutes());
    renderAt('/');
    expect(await screen.findByRole('button', { name: /sign in/i })).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByText(MSG.unauthorized)).toBeNull();
  });

  it('welcomes the user in the language they chose, not in the English of the server message', async () => {
    localStorage.setItem('RaStore.locale', JSON.stringify('de'));
    mockFetch(
      shellRoutes({
        'POST /api/auth/login': {
          body: { status: 'SUCCESS', message: MSG.loginSuccess, data: { token: 'tok', uid: 1, login_id: 2 } },
        },
      }),
    );
    renderAt('/auth/sign-in');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/e-?mail/i), 'admin@caretaker.test');
    await user.type(screen.getByLabelText(/^passwort/i), 'Caretaker#2026');
    await user.click(screen.getByRole('button', { name: /anmelden/i }));
    try {
      expect(await screen.findByText('Anmeldung erfolgreich, willkommen zurück.')).toBeInTheDocument();
      expect(screen.queryByText(MSG.loginSuccess)).toBeNull();
    } finally {
      // the i18n provider is one object for the whole file: back to English for the next tests
      await i18nProvider.changeLocale('en');
    }
  });

  it('shows the 404 page to a signed-out visitor of an unknown address', async () => {
    mockFetch(shellRoutes());
    renderAt('/no/such/page');
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    expect(screen.queryByText(MSG.unauthorized)).toBeNull();
  });

  it('validates the sign-in form', async () => {
    mockFetch(shellRoutes());
    renderAt('/auth/sign-in');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /sign in/i }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    await user.type(screen.getByLabelText(/email/i), 'not-an-email');
    await user.click(screen.getByRole('button', { name: /sign in/i }));
    expect(await screen.findByText('Must be a valid email address')).toBeInTheDocument();
  });

  it('shows the server message when the credentials are refused', async () => {
    mockFetch(
      shellRoutes({ 'POST /api/auth/login': { status: 401, body: { status: 'ERROR', message: MSG.loginFailed } } }),
    );
    renderAt('/auth/sign-in');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/email/i), 'admin@caretaker.test');
    await user.type(screen.getByLabelText(/^password/i), 'wrong');
    await user.click(screen.getByRole('button', { name: /sign in/i }));
    expect(await screen.findByText(MSG.loginFailed)).toBeInTheDocument();
    expect(getSession()).toBeNull();
  });

  it('signs in and returns to the page the user wanted', async () => {
    mockFetch(
      shellRoutes({
        'POST /api/auth/login': {
          body: { status: 'SUCCESS', message: MSG.loginSuccess, data: { token: 'tok', uid: 1, login_id: 2 } },
        },
      }),
    );
    render(<App initialEntries={['/dashboard/default']} resources={[]} routes={[]} />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/email/i), 'admin@caretaker.test');
    await user.type(screen.getByLabelText(/^password/i), 'Caretaker#2026');
    await user.click(screen.getByRole('button', { name: /sign in/i }));
    expect(await screen.findByText(MSG.loginSuccess)).toBeInTheDocument();
    // the shell's frame and home page are loaded on demand after sign-in
    expect(await screen.findByText('Welcome, Demo Admin', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(getSession()?.token).toBe('tok');
  });

  it('shows the 404, 403 and 500 pages', async () => {
    mockFetch(shellRoutes());
    const { unmount } = renderAt('/auth/404');
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to home' })).toHaveAttribute('href', '/');
    unmount();
    const r2 = renderAt('/auth/403');
    expect(await screen.findByText('Page forbidden.')).toBeInTheDocument();
    expect(screen.getByText('We are sorry, but you do not have access to this page.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to home' })).toHaveAttribute('href', '/');
    r2.unmount();
    renderAt('/auth/500');
    expect(await screen.findByText('Internal server error')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /dashboard/i })).toHaveAttribute('href', '/dashboard/default');
  });

  it('sends a password reset link', async () => {
    const { calls } = mockFetch(
      shellRoutes({ 'POST /api/forgot-password': { body: { data: { message: MSG.resetLinkSent } } } }),
    );
    renderAt('/forgot-password');
    const user = userEvent.setup();
    expect(await screen.findByRole('link', { name: 'Back to sign in page' })).toHaveAttribute('href', '/auth/sign-in');
    await user.type(screen.getByLabelText(/email/i), 'admin@caretaker.test');
    await user.click(screen.getByRole('button', { name: 'Send password reset link' }));
    expect(await screen.findByText(MSG.resetLinkSent)).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/forgot-password')?.body).toEqual({ email: 'admin@caretaker.test' });
  });

  it('resets the password from the e-mailed link and goes to sign-in', async () => {
    const { calls } = mockFetch(
      shellRoutes({ 'POST /api/reset-password': { body: { data: { message: MSG.resetDone } } } }),
    );
    renderAt(`/reset-password/tok123/${encodeURIComponent('ada@caretaker.test')}`);
    const user = userEvent.setup();
    const email = await screen.findByLabelText(/email/i);
    expect(email).toHaveValue('ada@caretaker.test');
    expect(email).toHaveAttribute('readonly');
    await user.type(screen.getByLabelText(/^new password/i), 'short');
    await user.type(screen.getByLabelText(/^confirm password/i), 'other');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Password does not match')).toBeInTheDocument();
    expect(screen.getAllByText(PASSWORD_RULE_MESSAGE).length).toBeGreaterThan(0);
    await user.clear(screen.getByLabelText(/^new password/i));
    await user.type(screen.getByLabelText(/^new password/i), 'Str0ng#Password');
    await user.clear(screen.getByLabelText(/^confirm password/i));
    await user.type(screen.getByLabelText(/^confirm password/i), 'Str0ng#Password');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText(MSG.resetDone)).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/reset-password')?.body).toEqual({
      email: 'ada@caretaker.test',
      token: 'tok123',
      password: 'Str0ng#Password',
      password_confirmation: 'Str0ng#Password',
    });
    expect(await screen.findByRole('button', { name: /sign in/i })).toBeInTheDocument();
  });
});

describe('authenticated shell', () => {
  beforeEach(() => saveSession({ token: 'tok', uid: 1, loginId: 2 }));

  it('builds the sidebar from the server menu and shows the footer', async () => {
    mockFetch(shellRoutes());
    renderAt('/');
    // the shell's frame and home page load on demand
    expect(await screen.findByText('Welcome, Demo Admin', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(await screen.findByText('Dashboard')).toBeInTheDocument();
    const group = screen.getByRole('menuitem', { name: 'Settings' });
    fireEvent.click(group);
    expect(await screen.findByRole('menuitem', { name: 'Users' })).toHaveAttribute('href', '/settings/users');
    expect(screen.getByText(/© \d{4} Acme Facilities/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Support' })).toHaveAttribute('href', 'mailto:help@acme.test');
  });

  it('shows unknown pages as not found inside the shell', async () => {
    mockFetch(shellRoutes());
    renderAt('/no/such/page');
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
  });

  it('marks a notification read and opens its url followed by its id', async () => {
    let read = false;
    const { calls } = mockFetch(
      shellRoutes({
        'GET /api/notifications/unread/all': () => ({
          body: {
            data: read
              ? []
              : [
                  {
                    id: 'n1',
                    data: {
                      type: 'important',
                      title: 'Quotation approved',
                      description: 'Q-1',
                      time: 'now',
                      url: '/no/quotation',
                      id: 42,
                    },
                  },
                ],
          },
        }),
        'GET /api/notifications/markasread/single/n1': () => {
          read = true;
          return { body: { message: 'ok' } };
        },
      }),
    );
    renderAt('/');
    const user = userEvent.setup();
    const bell = await screen.findByRole('button', { name: /^Notifications/ });
    await waitFor(() => expect(within(bell).getByText('1')).toBeInTheDocument());
    // Its name carries the count it shows (WCAG 2.5.3).
    expect(bell).toHaveAccessibleName('Notifications, 1 unread');
    await user.click(bell);
    await user.click(await screen.findByText('Quotation approved'));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/notifications/markasread/single/n1')).toBe(true));
    expect(await screen.findByText('Page not found')).toBeInTheDocument(); // navigated to /no/quotation/42
  });

  it('guards create screens and page routes by permission: the 403 page, never a form that fails on save', async () => {
    mockFetch(shellRoutes());
    const resources = [{ name: 'settings/users', list: () => <p>user list</p>, create: () => <p>user create form</p> }];
    const routes = [
      { path: '/works-order/fsr/add', element: <p>fsr create form</p>, permission: 'fsr.create' as const },
      { path: '/allowed', element: <p>allowed page</p>, permission: 'user.view' as const },
    ];
    const at = (path: string) => render(<App initialEntries={[path]} resources={resources} routes={routes} />);
    const a = at('/settings/users/create'); // the user has user.view, not user.create
    expect(await screen.findByText('Page forbidden.', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByText('user create form')).toBeNull();
    a.unmount();
    const b = at('/works-order/fsr/add');
    expect(await screen.findByText('Page forbidden.', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByText('fsr create form')).toBeNull();
    b.unmount();
    at('/allowed');
    expect(await screen.findByText('allowed page', {}, { timeout: 8000 })).toBeInTheDocument();
  });

  it('shows notification times as yyyy-MM-dd HH:mm, and relative for today', async () => {
    const fiveMinutesAgo = new Date(Date.now() - 5 * 60_000).toISOString();
    mockFetch(
      shellRoutes({
        'GET /api/notifications/unread/all': () => ({
          body: {
            data: [
              {
                id: 'n1',
                data: { type: 'request', title: 'Fresh', description: 'Q-1', time: fiveMinutesAgo, url: '/x', id: 1 },
              },
              {
                id: 'n2',
                data: {
                  type: 'request',
                  title: 'Old',
                  description: 'Q-2',
                  time: '2026-01-02T03:04:05',
                  url: '/x',
                  id: 2,
                },
              },
            ],
          },
        }),
      }),
    );
    renderAt('/');
    const user = userEvent.setup();
    const bell = await screen.findByRole('button', { name: /^Notifications/ });
    await waitFor(() => expect(within(bell).getByText('2')).toBeInTheDocument());
    await user.click(bell);
    expect(await screen.findByText('2026-01-02 03:04')).toBeInTheDocument();
    // a notification of a few minutes ago reads relative (unless the test runs across midnight)
    if (new Date(fiveMinutesAgo).getDate() === new Date().getDate())
      expect(screen.getByText('5 minutes ago')).toBeInTheDocument();
    expect(screen.queryByText(fiveMinutesAgo)).toBeNull();
  });

  it('lights the bell when the server pushes a notification, over a stream opened with one-time tickets', async () => {
    class FakeEventSource {
      static last: FakeEventSource | null = null;
      listeners = new Map<string, (e: MessageEvent) => void>();
      closed = false;
      onerror: (() => void) | null = null;
      onopen: (() => void) | null = null;
      constructor(public url: string) {
        FakeEventSource.last = this;
      }
      addEventListener(type: string, fn: (e: MessageEvent) => void) {
        this.listeners.set(type, fn);
      }
      removeEventListener(type: string) {
        this.listeners.delete(type);
      }
      close() {
        this.closed = true;
      }
    }
    vi.stubGlobal('EventSource', FakeEventSource);
    let issued = 0;
    const { calls } = mockFetch(
      shellRoutes({
        'POST /api/notifications/stream-ticket': () => {
          issued += 1;
          return {
            body: {
              data: { ticket: `t${issued}`, url: `/api/notifications/stream?ticket=t${issued}`, expires_in: 60 },
            },
          };
        },
      }),
    );
    renderAt('/');
    const bell = await screen.findByRole('button', { name: /^Notifications/ });
    await waitFor(() => expect(FakeEventSource.last?.url).toBe('/api/notifications/stream?ticket=t1'));
    const first = FakeEventSource.last!;
    const ticketCall = calls.find((c) => c.path === '/api/notifications/stream-ticket')!;
    expect(ticketCall.headers.get('authorization')).toBe('Bearer tok');
    const push = {
      id: 9,
      data: { type: 'request', title: 'New request', description: 'd', time: 'now', url: '/x', id: 3 },
    };
    act(() =>
      first.listeners.get('notification')!(
        new MessageEvent('notification', { data: JSON.stringify(push), lastEventId: '9' }),
      ),
    );
    await waitFor(() => expect(within(bell).getByText('1')).toBeInTheDocument());
    // The stream drops: a used ticket cannot serve again, so a new one opens it, asking for what came after event 9.
    act(() => first.onerror!());
    expect(first.closed).toBe(true);
    await waitFor(() => expect(FakeEventSource.last?.url).toBe('/api/notifications/stream?ticket=t2&last_event_id=9'), {
      timeout: 5000,
    });
  });

  it('signs out from the user menu', async () => {
    const { calls } = mockFetch(shellRoutes());
    renderAt('/');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /profile|demo admin/i }));
    expect(await screen.findByRole('menuitem', { name: 'My profile' })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    expect(await screen.findByText(MSG.logout)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /sign in/i })).toBeInTheDocument();
    expect(screen.queryByText(MSG.unauthorized)).toBeNull();
    expect(calls.find((c) => c.path === '/api/auth/logout')?.body).toEqual({ login_id: '2' });
    expect(getSession()).toBeNull();
  });

  it('changes and persists the theme settings', async () => {
    mockFetch(shellRoutes());
    renderAt('/');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Theme settings' }));
    const panel = await screen.findByRole('dialog', { name: 'Theme settings' });
    await user.click(within(panel).getByRole('button', { name: 'Dark' }));
    await user.click(within(panel).getByRole('button', { name: 'Right' }));
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(localStorage.getItem('sidebarPosition')).toBe('right');
    expect(document.querySelector('.ct-theme-dark.ct-sidebar-right')).not.toBeNull();
  });
});
