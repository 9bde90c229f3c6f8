/** Helpers of the two-factor tests: codes computed as an authenticator app would, and an enrolment through the API. */
import { expect } from 'vitest';
import { generate } from 'otplib';
import { bearer, type TestApp } from '../support/testApp.js';

/** The code of the time step `offset` steps from now (the server accepts one step either side). */
export const codeAt = (secret: string, offset = 0) =>
  generate({ secret, epoch: (Math.floor(Date.now() / 30_000) + offset) * 30 });

export const post = (t: TestApp, url: string, payload: object, token?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {} });

/** Turns two-factor sign-in on from the profile (confirmed with the previous step's code); answers the secret and codes. */
export async function enrolFromProfile(t: TestApp, token: string) {
  const setup = await post(t, '/api/user/two-factor/setup', {}, token);
  expect(setup.statusCode).toBe(200);
  const secret = setup.json().data.secret as string;
  const confirm = await post(t, '/api/user/two-factor/confirm', { code: await codeAt(secret, -1) }, token);
  expect(confirm.statusCode).toBe(200);
  return { secret, recoveryCodes: confirm.json().data.recovery_codes as string[] };
}

/** The password step: answers the whole body. */
export async function passwordStep(t: TestApp, email: string, password = 'Caretaker#2026') {
  const res = await post(t, '/api/auth/login', { email, password });
  expect(res.statusCode).toBe(200);
  return res.json() as { status: string; message: string; data: { challenge?: string; token?: string } };
}
