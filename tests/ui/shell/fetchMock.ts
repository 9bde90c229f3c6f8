/** A tiny fetch stand-in for the shell's tests: routes `METHOD /api/path` to handlers, records every call. */
import { vi } from 'vitest';

export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

type Handler = (call: Call) => { status?: number; body?: unknown } | undefined;

export function mockFetch(routes: Record<string, Handler | { status?: number; body?: unknown }>) {
  const calls: Call[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    let body: unknown = init.body;
    if (typeof body === 'string') {
      try {
        body = JSON.parse(body);
      } catch {
        // keep text
      }
    }
    const call: Call = {
      method,
      path: url.pathname,
      query: url.searchParams,
      headers: new Headers(init.headers),
      body,
    };
    calls.push(call);
    const route = routes[`${method} ${url.pathname}`] ?? routes[url.pathname];
    const answer = typeof route === 'function' ? route(call) : route;
    const status = answer?.status ?? (answer ? 200 : 404);
    const payload = answer ? answer.body : { message: 'Not found' };
    return new Response(payload === undefined ? '' : JSON.stringify(payload), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fn);
  return { calls, fn };
}

/** Makes the next request fail as a network error (it never reached the server); the ones after it answer. */
export function failNextFetch() {
  let first = true;
  const answering = globalThis.fetch;
  vi.stubGlobal('fetch', (...args: Parameters<typeof fetch>) => {
    if (first) {
      first = false;
      return Promise.reject(new TypeError('Failed to fetch'));
    }
    return answering(...args);
  });
}

export const ME = {
  id: 1,
  full_name: 'Demo Admin',
  email: 'admin@caretaker.test',
  role: { id: 1, name: 'Admin', slug: 'ADMIN' },
  school_id: null,
  contractor: null,
  zone_in_charge: [],
  permissions: ['user.view', 'role.view', 'permission.view', 'dashboard.view'],
};

export const CONFIG = {
  company_name: 'Acme Facilities',
  support_email: 'help@acme.test',
  app_name: 'Caretaker',
  locales: ['en', 'fr', 'de', 'nl'],
};

export const MENU = [
  { title: 'Dashboard', key: 'menu.dashboard', href: '/', icon: 'Dashboard' },
  {
    title: 'Settings',
    key: 'menu.settings',
    icon: 'Settings',
    children: [{ title: 'Users', key: 'menu.users', href: '/settings/users' }],
  },
];

/** Routes a signed-in shell needs. */
export function shellRoutes(extra: Record<string, Handler | { status?: number; body?: unknown }> = {}) {
  return {
    'GET /api/config': { body: { data: CONFIG } },
    'GET /api/auth/me': { body: { data: ME } },
    'GET /api/config/menu': { body: { data: MENU } },
    'GET /api/notifications/unread/all': { body: { data: [] } },
    'POST /api/auth/logout': { body: { message: 'ok' } },
    ...extra,
  };
}
