import crypto from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

export const newToken = (): string => crypto.randomBytes(32).toString('base64url');
export const hashToken = (token: string): string => crypto.createHash('sha256').update(token).digest('hex');

export const hashPassword = (password: string): Promise<string> => hash(password, { algorithm: 2 /* Argon2id */ });

/** Password hashes checked by this process: the sign-in throttle test and bench count what reached argon2. */
export const passwordChecks = { count: 0 };

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  passwordChecks.count++;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A valid hash to verify against when the e-mail is unknown, so both answers take the same time. */
let dummyHash: Promise<string> | undefined;
export const dummyPasswordHash = (): Promise<string> => (dummyHash ??= hashPassword(newToken()));
