/**
 * Signing in with e-mail and password (POST /api/auth/login) and, for an account with a second factor, its second
 * step (docs/two-factor.md): shared by the sign-in page's small bundle and the authProvider.
 */
import { MSG } from '../domain/messages.js';
import { api } from './http.js';
import { saveSession } from './session.js';

interface SessionData {
  token: string;
  uid: number | string;
  login_id: number | string;
  expires_at?: string | number;
}

export interface LoginAnswer {
  status: 'SUCCESS' | 'SECOND_FACTOR' | 'ENROL_SECOND_FACTOR' | 'ERROR';
  message: string;
  data?: SessionData & { challenge?: string };
}

/** What the password step left to do: enter a code ('verify') or set up an authenticator app first ('enrol'). */
export interface SecondStep {
  step: 'verify' | 'enrol';
  challenge: string;
}

export interface SignInOutcome {
  message: string;
  /** Absent when the session was issued. */
  second?: SecondStep;
}

function keepSession(json: { status?: string; message?: string; data?: Partial<SessionData> } | undefined): string {
  if (json?.status !== 'SUCCESS' || !json.data?.token) throw new Error(json?.message || MSG.loginFailed);
  saveSession({
    token: json.data.token,
    uid: json.data.uid!,
    loginId: json.data.login_id!,
    expiresAt: json.data.expires_at,
  });
  return json.message || MSG.loginSuccess;
}

/** Stores the new session (or answers the second step to take); throws the server's refusal. */
export async function signInWithPassword(email: string, password: string): Promise<SignInOutcome> {
  const json = await api<LoginAnswer>('/auth/login', { method: 'POST', body: { email, password }, auth: false });
  if ((json?.status === 'SECOND_FACTOR' || json?.status === 'ENROL_SECOND_FACTOR') && json.data?.challenge)
    return {
      message: json.message,
      second: { step: json.status === 'SECOND_FACTOR' ? 'verify' : 'enrol', challenge: json.data.challenge },
    };
  return { message: keepSession(json) };
}

/** The second step: an authenticator code or a recovery code; stores the session and answers the welcome message. */
export async function signInWithCode(challenge: string, code: string): Promise<string> {
  const json = await api<LoginAnswer>('/auth/login/second-factor', {
    method: 'POST',
    body: { challenge, code },
    auth: false,
  });
  return keepSession(json);
}

export interface NewFactor {
  secret: string;
  otpauth_url: string;
  qr_code: string;
}

/** Enrolment a role requires, during sign-in: the secret and its QR code. */
export async function startSignInEnrolment(challenge: string): Promise<NewFactor> {
  const json = await api<{ data: NewFactor }>('/auth/login/enrol', {
    method: 'POST',
    body: { challenge },
    auth: false,
  });
  return json.data;
}

/** Confirms that enrolment with a first code: stores the session and answers the recovery codes (shown once). */
export async function confirmSignInEnrolment(
  challenge: string,
  code: string,
): Promise<{ message: string; recoveryCodes: string[] }> {
  const json = await api<LoginAnswer & { data?: { recovery_codes?: string[] } }>('/auth/login/enrol/confirm', {
    method: 'POST',
    body: { challenge, code },
    auth: false,
  });
  const message = keepSession(json);
  return { message, recoveryCodes: json.data?.recovery_codes ?? [] };
}

/**
 * The end of a sign-in through an organisation's provider (docs/single-sign-on.md): the server's one-time handoff
 * cookie becomes our session, answered as a password sign-in's; throws the refusal (the handoff spent or expired).
 */
export async function completeSsoSignIn(): Promise<string> {
  const json = await api<LoginAnswer>('/auth/sso/complete', { method: 'POST', auth: false });
  return keepSession(json);
}
