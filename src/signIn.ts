/** Signing in with e-mail and password (POST /api/auth/login): shared by the sign-in page's small bundle and the authProvider. */
import { MSG } from '../domain/messages.js';
import { api } from './http.js';
import { saveSession } from './session.js';

export interface LoginAnswer {
  status: 'SUCCESS' | 'ERROR';
  message: string;
  data?: { token: string; uid: number | string; login_id: number | string; expires_at?: string | number };
}

/** Stores the new session and returns the server's welcome message; throws the server's refusal. */
export async function signInWithPassword(email: string, password: string): Promise<string> {
  const json = await api<LoginAnswer>('/auth/login', { method: 'POST', body: { email, password }, auth: false });
  if (json?.status !== 'SUCCESS' || !json.data?.token) throw new Error(json?.message || MSG.loginFailed);
  saveSession({
    token: json.data.token,
    uid: json.data.uid,
    loginId: json.data.login_id,
    expiresAt: json.data.expires_at,
  });
  return json.message || MSG.loginSuccess;
}
