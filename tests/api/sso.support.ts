/**
 * Walking an SSO sign-in in API tests: our app through `inject`, the in-process provider through fetch, with a tiny
 * cookie jar per browser (no redirect followed by itself, so each step can be looked at or replayed).
 */
import type { TestApp } from '../support/testApp.js';
import type { TestProvider } from '../support/oidcProvider.js';

export class Browser {
  readonly cookies = new Map<string, string>();
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  keep(setCookies: string[] | string | undefined) {
    for (const line of [setCookies ?? []].flat()) {
      const [pair, ...attrs] = line.split(';');
      const i = pair.indexOf('=');
      const name = pair.slice(0, i).trim();
      const value = pair.slice(i + 1).trim();
      const gone = attrs.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '';
      if (gone) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

export const providerConfig = (op: TestProvider, extra: Record<string, unknown> = {}) => ({
  id: 'test',
  name: 'Test Organisation',
  issuer: op.issuer,
  client_id: op.clientId,
  client_secret: op.clientSecret,
  scopes: 'openid email profile groups',
  mappings: [
    { group: 'caretaker-technicians', role: 'TECHNICIAN', zones: ['NORTH', 'EAST'] },
    { group: 'caretaker-om', role: 'OPERATIONS-MANAGER', school: 'admiralty-primary-school' },
  ],
  ...extra,
});

/** GET /api/auth/sso/<provider>/start: the provider's authorization address (and the flow cookie kept). */
export async function start(t: TestApp, browser: Browser, provider = 'test') {
  const res = await t.app.inject({ method: 'GET', url: `/api/auth/sso/${provider}/start` });
  browser.keep(res.headers['set-cookie'] as string[] | string | undefined);
  return res;
}

/** At the provider as `sub`, from the authorization address to our callback address (not followed). */
export async function atProvider(op: TestProvider, browser: Browser, authorizeUrl: string, sub: string) {
  browser.cookies.set('test_login', sub);
  let url = authorizeUrl;
  for (let hops = 0; hops < 10; hops++) {
    if (!url.startsWith(op.issuer)) return url;
    const res = await fetch(url, { redirect: 'manual', headers: { cookie: browser.header() } });
    browser.keep(res.headers.getSetCookie());
    const next = res.headers.get('location');
    if (!next) throw new Error(`the provider stopped at ${url}: ${res.status} ${await res.text()}`);
    url = new URL(next, url).href;
  }
  throw new Error('too many redirects at the provider');
}

/** Our callback as the browser reaches it (the path and query of the provider's redirect). */
export async function callback(t: TestApp, browser: Browser, callbackUrl: string) {
  const u = new URL(callbackUrl);
  const res = await t.app.inject({ method: 'GET', url: u.pathname + u.search, headers: { cookie: browser.header() } });
  browser.keep(res.headers['set-cookie'] as string[] | string | undefined);
  return res;
}

export async function complete(t: TestApp, browser: Browser) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sso/complete',
    headers: { cookie: browser.header() },
  });
  browser.keep(res.headers['set-cookie'] as string[] | string | undefined);
  return res;
}

/** The whole walk for `sub`: the callback's answer and, when it led to the SPA, the session answer. */
export async function signInAs(t: TestApp, op: TestProvider, sub: string, browser = new Browser()) {
  const started = await start(t, browser);
  if (started.statusCode !== 302) throw new Error(`start answered ${started.statusCode}`);
  const back = await atProvider(op, browser, started.headers.location as string, sub);
  const answered = await callback(t, browser, back);
  const location = answered.headers.location as string;
  const session = location === '/auth/sso' ? await complete(t, browser) : undefined;
  return { location, session, browser };
}
