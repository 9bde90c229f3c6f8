/**
 * react-admin authProvider (spec part 1 §2.2, §4, §8): e-mail + password sign-in against
 * `POST /api/auth/login`, a 3-hour session kept in cookies, the current user from `GET /api/auth/me`,
 * permission checks from the schemas' `x-resource.permissions`.
 */
import type { AuthProvider } from 'ra-core';
import { MSG } from '../domain/messages.js';
import { takeEarlyIdentity } from './earlyIdentity.js';
import { api, readResponse } from './http.js';
import { schemaFor } from './resourceRegistry.js';
import { clearSession, getSession } from './session.js';
import { signInWithPassword } from './signIn.js';

export const SIGN_IN_PATH = '/auth/sign-in';

export interface Me {
  id: number;
  full_name: string;
  email: string;
  role: { id: number; name: string; slug: string } | null;
  school_id: number | null;
  /** The user's school, named (an operations manager's is where their lists and dashboards start). */
  school?: { id: number; name: string } | null;
  contractor: string | null;
  zone_in_charge: string[] | null;
  permissions: string[];
  [key: string]: unknown;
}

export type { LoginAnswer } from './signIn.js';

let meCache: { token: string; promise: Promise<Me> } | null = null;

/** The signed-in user (cached for the session's token). */
export function fetchMe(force = false): Promise<Me> {
  const session = getSession();
  if (!session) return Promise.reject(new Error(MSG.unauthorized));
  if (!force && meCache && meCache.token === session.token) return meCache.promise;
  // without a connection: the user as kept on the device for field work (src/offline/identity.ts), if it is this user
  const ask = () =>
    api<{ data: Me }>('/auth/me')
      .then((j) => j.data)
      .catch(async (e: { status?: number }) => {
        if (e?.status !== 0) throw e;
        const kept = await (await import('./offline/identity.js')).keptIdentity<Me>();
        if (!kept || String(kept.id) !== session.uid) throw e;
        return kept;
      });
  // the entry's early request when there is one, read as our own would be (a refusal is the same HttpError, not asked
  // again: a revoked session must cost one 401); only a request that never reached the server is asked again
  const early = force ? null : takeEarlyIdentity(session.token);
  const promise = early ? early.then((res) => readResponse<{ data: Me }>(res).then((r) => r.json.data), ask) : ask();
  meCache = { token: session.token, promise };
  promise.catch(() => {
    if (meCache?.promise === promise) meCache = null;
  });
  return promise;
}

/** Signed out: the key of what waits on the device goes, so nothing of it can be read until the same user is back. */
async function forgetOfflineKeys(): Promise<void> {
  await import('./offline/keyring.js').then((m) => m.forgetKeys()).catch(() => undefined);
}

export function forgetMe(): void {
  meCache = null;
}

const ACTION_TO_PERMISSION: Record<string, 'list' | 'show' | 'create' | 'update' | 'delete'> = {
  list: 'list',
  show: 'show',
  create: 'create',
  edit: 'update',
  update: 'update',
  delete: 'delete',
};

/** The permission slug an action on a resource needs, or undefined when nothing is declared. */
export function requiredPermission(resource: string | undefined, action: string): string | undefined {
  if (!resource) return undefined;
  const perms = schemaFor(resource)?.['x-resource'].permissions;
  if (!perms) return undefined;
  const key = ACTION_TO_PERMISSION[action];
  if (!key) return undefined;
  return perms[key] ?? (key === 'show' ? perms.list : undefined);
}

export const authProvider: AuthProvider & { fetchMe: typeof fetchMe } = {
  async login({ email, password }: { email: string; password: string }) {
    const outcome = await signInWithPassword(email, password);
    forgetMe();
    return outcome;
  },

  async logout() {
    const session = getSession();
    forgetMe();
    let endSession: string | undefined;
    if (session) {
      try {
        const answer = await api<{ end_session_url?: string }>('/auth/logout', {
          method: 'POST',
          body: { login_id: session.loginId },
        });
        endSession = answer?.end_session_url;
      } catch {
        // the session is dropped locally whatever the server says
      }
    }
    clearSession();
    await forgetOfflineKeys();
    // signed in through an organisation's provider that ends its own session too (docs/single-sign-on.md): there,
    // and it sends the browser back to the sign-in page (react-admin follows an absolute address with a full load)
    return endSession && /^https?:\/\//.test(endSession) ? endSession : SIGN_IN_PATH;
  },

  async checkAuth() {
    if (!getSession()) {
      forgetMe();
      // the sign-in page shows the unauthorised message itself (it knows the page the user wanted)
      throw { message: false, redirectTo: SIGN_IN_PATH };
    }
  },

  async checkError(error: { status?: number }) {
    if (error?.status === 401) {
      clearSession();
      forgetMe();
      await forgetOfflineKeys();
      throw { message: false, redirectTo: SIGN_IN_PATH };
    }
    // 403 and the rest: the caller shows the server's message, the session stays
  },

  async getIdentity() {
    const me = await fetchMe();
    return { ...me, id: me.id, fullName: me.full_name };
  },

  async getPermissions() {
    if (!getSession()) return [];
    const me = await fetchMe();
    return me.permissions ?? [];
  },

  async canAccess({ resource, action }: { resource?: string; action: string }) {
    const needed = requiredPermission(resource, action);
    if (!needed) return true;
    if (!getSession()) return false;
    const me = await fetchMe();
    return (me.permissions ?? []).includes(needed);
  },

  fetchMe,
};
