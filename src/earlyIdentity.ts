/**
 * The signed-in user's `GET /api/auth/me`, asked by the entry the moment a signed-in page starts — not after the shell
 * has downloaded, evaluated and rendered its way to asking (about 3 s later on a slow phone). The shell's
 * authProvider adopts the answer (`takeEarlyIdentity`), and the skeleton the entry paints meanwhile shows the user's
 * welcome from it. Asked through earlyAnswers.ts; this runs in the entry, which stays small.
 */
import { askEarly, takeEarly } from './earlyAnswers.js';
import { getSession } from './session.js';

const ME_URL = '/api/auth/me';

/** The part of the answer the skeleton shows; the authProvider reads the whole of it. */
export interface EarlyIdentity {
  full_name?: string;
  role?: { name?: string } | null;
  [key: string]: unknown;
}

let settled: Promise<void> = Promise.resolve();
let known: { token: string; identity: EarlyIdentity } | null = null;
const listeners = new Set<(identity: EarlyIdentity) => void>();

/** Starts the request (once per session token while nobody has taken it); nothing when signed out. */
export function prefetchIdentity(): void {
  const session = getSession();
  if (!session) return;
  const token = session.token;
  const answer = askEarly(ME_URL);
  if (!answer) return;
  settled = answer
    .then((res) => (res.ok ? res.clone().json() : null))
    .then((body: { data?: EarlyIdentity } | null) => {
      if (!body?.data || getSession()?.token !== token) return;
      known = { token, identity: body.data };
      for (const listener of listeners) listener(body.data);
    })
    .catch(() => undefined);
}

/**
 * Resolves once the early answer is in and its listeners have run (or failed), or after `timeoutMs` at the latest;
 * at once when nothing was asked.
 */
export function identitySettled(timeoutMs: number): Promise<void> {
  return Promise.race([settled, new Promise<void>((resolve) => setTimeout(resolve, timeoutMs))]);
}

/**
 * The early answer for this token, once, as a response to read; null when there is none (the caller asks itself).
 * A failed answer is handed over too: the caller turns it into the same error its own request would have given.
 */
export function takeEarlyIdentity(token: string): Promise<Response> | null {
  return takeEarly(ME_URL, token);
}

/** The identity if it has arrived for the current session, else null. */
export function knownIdentity(): EarlyIdentity | null {
  const session = getSession();
  return known && session && known.token === session.token ? known.identity : null;
}

/** Calls `listener` when the identity arrives; returns the unsubscribe. */
export function onIdentity(listener: (identity: EarlyIdentity) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
