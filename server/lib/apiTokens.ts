/**
 * The API token format: `ctk_` + 12 characters of lookup id + 36 of secret + a 6-character CRC32 checksum, all base62
 * (58 characters). Like GitHub's `ghp_` tokens, the fixed prefix and the checksum let a secret scanner recognise a
 * leaked token with almost no false positives, and let the server refuse a mistyped one without a database read.
 *
 * Stored: only the lookup id (to find the row) and SHA-256 of the whole token. A fast hash is right here, unlike for
 * passwords: the secret is 214 random bits, so no guessing or dictionary attack on a stolen hash can get anywhere,
 * and a slow hash (argon2, ~50 ms) would be paid on every API request.
 */
import crypto from 'node:crypto';
import zlib from 'node:zlib';

export const API_TOKEN_PREFIX = 'ctk_';
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const LOOKUP_LENGTH = 12;
const SECRET_LENGTH = 36;
const CHECK_LENGTH = 6;
const BODY_LENGTH = LOOKUP_LENGTH + SECRET_LENGTH;
export const API_TOKEN_PATTERN = new RegExp(`^${API_TOKEN_PREFIX}[0-9A-Za-z]{${BODY_LENGTH + CHECK_LENGTH}}$`);

/** `n` base62 characters from the system's random source (rejection sampling: every character equally likely). */
function randomBase62(n: number): string {
  let out = '';
  while (out.length < n) {
    for (const byte of crypto.randomBytes(n)) {
      if (byte < 248 && out.length < n) out += ALPHABET[byte % 62];
    }
  }
  return out;
}

function checksum(body: string): string {
  let value = zlib.crc32(body);
  let out = '';
  for (let i = 0; i < CHECK_LENGTH; i++) {
    out = ALPHABET[value % 62] + out;
    value = Math.floor(value / 62);
  }
  return out;
}

export const hashApiToken = (token: string): string => crypto.createHash('sha256').update(token).digest('hex');

/** The token of a lookup id and a secret (each base62, of their lengths), with its checksum. */
export function tokenOf(lookupId: string, secret: string): string {
  const body = lookupId + secret;
  return `${API_TOKEN_PREFIX}${body}${checksum(body)}`;
}

/** A new token: the whole token (shown once), its lookup id and the hash to store. */
export function newApiToken(): { token: string; lookupId: string; hash: string } {
  const lookupId = randomBase62(LOOKUP_LENGTH);
  const token = tokenOf(lookupId, randomBase62(SECRET_LENGTH));
  return { token, lookupId, hash: hashApiToken(token) };
}

/** The lookup id of a well-formed token with a right checksum; null for anything else. */
export function lookupIdOf(token: string): string | null {
  if (!API_TOKEN_PATTERN.test(token)) return null;
  const body = token.slice(API_TOKEN_PREFIX.length, API_TOKEN_PREFIX.length + BODY_LENGTH);
  if (checksum(body) !== token.slice(API_TOKEN_PREFIX.length + BODY_LENGTH)) return null;
  return body.slice(0, LOOKUP_LENGTH);
}

/** Whether `token` hashes to `storedHash`, compared in constant time. */
export function matchesHash(token: string, storedHash: string): boolean {
  const a = Buffer.from(hashApiToken(token), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

/** What the list shows of a token: its prefix and lookup id, enough to recognise it, never the secret. */
export const displayPrefix = (lookupId: string): string => `${API_TOKEN_PREFIX}${lookupId}`;
