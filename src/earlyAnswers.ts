/**
 * GET answers the entry asks for before the shell exists — the signed-in user (earlyIdentity.ts) and the first page
 * of a list the address opens (layout/listPreviews.ts) — so that the skeleton can show them and the shell, seconds
 * later on a slow phone, finds them already in. `http.ts` hands each one over to the first request of the same
 * address from the same session, once; that request then reads it as its own (a refusal is the same error). Plain
 * `fetch` and the session module only: this runs in the entry.
 */
import { getSession } from './session.js';

interface EarlyAnswer {
  token: string;
  answer: Promise<Response>;
}

const early = new Map<string, EarlyAnswer>();

/**
 * Asks `url` (an `/api/…` address exactly as `http.ts` builds it) with the session's token, once per token; the
 * answer, or null when signed out.
 */
export function askEarly(url: string): Promise<Response> | null {
  const session = getSession();
  if (!session) return null;
  const known = early.get(url);
  if (known?.token === session.token) return known.answer;
  const answer = fetch(url, { headers: { Accept: 'application/json', Authorization: `Bearer ${session.token}` } });
  // nobody may take it: its failure is read by whoever does, or by nobody
  answer.catch(() => undefined);
  early.set(url, { token: session.token, answer });
  return answer;
}

/** The early answer to `url` for this token, once (the caller reads it as its own); null when there is none. */
export function takeEarly(url: string, token: string): Promise<Response> | null {
  const known = early.get(url);
  if (!known || known.token !== token) return null;
  early.delete(url);
  return known.answer;
}
