import crypto from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

export const newToken = (): string => crypto.randomBytes(32).toString('base64url');
export const hashToken = (token: string): string => crypto.createHash('sha256').update(token).digest('hex');

export const hashPassword = (password: string): Promise<string> => hash(password, { algorithm: 2 /* Argon2id */ });

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A valid hash to verify against when the e-mail is unknown, so both answers take the same time. */
let dummyHash: Promise<string> | undefined;
export const dummyPasswordHash = (): Promise<string> => (dummyHash ??= hashPassword(newToken()));
