/**
 * The signed-in user as GET /auth/me answered, kept sealed on the device, so that a reload without a connection still
 * knows who is signed in and what they may do (the session cookie itself is still checked for expiry).
 */
import { getRecord, putRecord } from './vault.js';

export async function keepIdentity(me: unknown): Promise<void> {
  await putRecord('me', 'me', me);
}

export function keptIdentity<T>(): Promise<T | null> {
  return getRecord<T>('me', 'me');
}
