/**
 * The client session of spec part 1 §3 and §4: cookies authToken (lifetime 10800 s), uid and loginId,
 * plus the expiry instant, checked against the current time at start.
 */
import { SESSION_TTL_SECONDS } from '../domain/constants.js';

export interface Session {
  token: string;
  uid: string;
  loginId: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

const COOKIE_TOKEN = 'authToken';
const COOKIE_UID = 'uid';
const COOKIE_LOGIN_ID = 'loginId';
const COOKIE_EXPIRES = 'authExpiresAt';
const ALL = [COOKIE_TOKEN, COOKIE_UID, COOKIE_LOGIN_ID, COOKIE_EXPIRES];

/**
 * The cookie jar as last read. Where the browser announces cookie changes (`cookieStore`: Chromium, Safari) it is kept
 * until the next change, from this tab or any other; elsewhere only until the running task ends. Our own writes forget
 * it at once. Expiry needs no event: `getSession` compares the stored instant with the clock on every call.
 */
let jar: Map<string, string> | null = null;
const cookieStore = typeof window === 'undefined' ? undefined : (window as { cookieStore?: EventTarget }).cookieStore;
cookieStore?.addEventListener('change', () => {
  jar = null;
});

/**
 * The cookie jar, read as seldom as possible: `document.cookie` is a synchronous round trip to the browser's cookie
 * store, and every API request and every permission check asks for the session — the menu's render asks dozens of
 * times (profiles of the home page and the quotation list showed the reads costing more than the requests).
 */
function readCookies(): Map<string, string> {
  if (jar) return jar;
  const fresh = new Map<string, string>();
  if (typeof document === 'undefined') return fresh;
  for (const part of document.cookie.split(';')) {
    const i = part.indexOf('=');
    if (i < 0) continue;
    fresh.set(part.slice(0, i).trim(), decodeURIComponent(part.slice(i + 1).trim()));
  }
  jar = fresh;
  if (!cookieStore)
    queueMicrotask(() => {
      jar = null;
    });
  return fresh;
}

function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  jar = null;
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}; Path=/; SameSite=Lax${secure}`;
}

/** Stores a new session; `expiresAt` defaults to now + 3 hours. */
export function saveSession(
  s: { token: string; uid: string | number; loginId: string | number; expiresAt?: number | string | null },
  now = Date.now(),
): Session {
  let expiresAt = now + SESSION_TTL_SECONDS * 1000;
  if (typeof s.expiresAt === 'number' && Number.isFinite(s.expiresAt)) expiresAt = s.expiresAt;
  else if (typeof s.expiresAt === 'string' && !Number.isNaN(Date.parse(s.expiresAt)))
    expiresAt = Date.parse(s.expiresAt);
  const maxAge = Math.min(SESSION_TTL_SECONDS, (expiresAt - now) / 1000);
  const session: Session = { token: s.token, uid: String(s.uid), loginId: String(s.loginId), expiresAt };
  writeCookie(COOKIE_TOKEN, session.token, maxAge);
  writeCookie(COOKIE_UID, session.uid, maxAge);
  writeCookie(COOKIE_LOGIN_ID, session.loginId, maxAge);
  writeCookie(COOKIE_EXPIRES, String(expiresAt), maxAge);
  return session;
}

/** The stored session, or null when there is none or it has expired (an expired one is cleared). */
export function getSession(now = Date.now()): Session | null {
  const cookies = readCookies();
  const token = cookies.get(COOKIE_TOKEN);
  if (!token) return null;
  const expiresAt = Number(cookies.get(COOKIE_EXPIRES) ?? NaN);
  if (Number.isFinite(expiresAt) && expiresAt <= now) {
    clearSession();
    return null;
  }
  return {
    token,
    uid: cookies.get(COOKIE_UID) ?? '',
    loginId: cookies.get(COOKIE_LOGIN_ID) ?? '',
    expiresAt: Number.isFinite(expiresAt) ? expiresAt : now + SESSION_TTL_SECONDS * 1000,
  };
}

export function getToken(): string | null {
  return getSession()?.token ?? null;
}

export function clearSession(): void {
  if (typeof document === 'undefined') return;
  for (const name of ALL) writeCookie(name, '', 0);
}
