import crypto from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Db } from '../../db/index.js';
import type { Database } from '../../db/types.js';
import { hashToken } from '../../lib/tokens.js';
import { openSecret, sealSecret } from './secretBox.js';
import { isTotpCode, matchingStep, newTotpSecret, otpauthUrl, qrDataUrl } from './totp.js';

type Conn = Db | Transaction<Database> | Kysely<Database>;

export const RECOVERY_CODE_COUNT = 10;

export interface FactorStatus {
  enabled: boolean;
  required: boolean;
  recovery_codes_left: number;
}

/** Whether the user's role asks for a second factor. */
export async function isRequired(db: Conn, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .innerJoin('roles', 'roles.id', 'users.role_id')
    .select('roles.requires_two_factor')
    .where('users.id', '=', userId)
    .executeTakeFirst();
  return Number(row?.requires_two_factor ?? 0) === 1;
}

export async function isEnrolled(db: Conn, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('user_two_factor')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('confirmed_at', 'is not', null)
    .executeTakeFirst();
  return Boolean(row);
}

export async function factorStatus(db: Conn, userId: number): Promise<FactorStatus> {
  const left = await db
    .selectFrom('two_factor_recovery_codes')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return {
    enabled: await isEnrolled(db, userId),
    required: await isRequired(db, userId),
    recovery_codes_left: Number(left?.n ?? 0),
  };
}

export interface Enrolment {
  secret: string;
  otpauth_url: string;
  qr_code: string;
}

/**
 * A new secret waiting for its first code (any earlier unconfirmed one is replaced). The secret is answered here once,
 * to be scanned; afterwards it is only ever read by the server.
 */
export async function startEnrolment(
  db: Db,
  key: string | undefined,
  user: { id: number; email: string },
  issuer: string,
): Promise<Enrolment> {
  const secret = newTotpSecret();
  const sealed = await sealSecret(db, key, secret);
  const now = new Date().toISOString();
  await db
    .insertInto('user_two_factor')
    .values({ user_id: user.id, secret_enc: sealed, confirmed_at: null, last_step: 0, created_at: now })
    .onConflict((oc) =>
      oc
        .column('user_id')
        .doUpdateSet({ secret_enc: sealed, last_step: 0, created_at: now })
        .where('user_two_factor.confirmed_at', 'is', null),
    )
    .execute();
  const url = otpauthUrl(secret, user.email, issuer);
  return { secret, otpauth_url: url, qr_code: await qrDataUrl(url) };
}

const RECOVERY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const normaliseRecovery = (code: string) => code.toUpperCase().replace(/[^A-Z0-9]/g, '');

/** `XXXXX-XXXXX` from an alphabet without look-alikes (0/O, 1/I). */
function newRecoveryCode(): string {
  const bytes = crypto.randomBytes(10);
  const chars = [...bytes].map((b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** Replaces the user's recovery codes; answers the new ones (shown once, stored only as hashes). */
export async function newRecoveryCodes(trx: Conn, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const now = new Date().toISOString();
  await trx.deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute();
  await trx
    .insertInto('two_factor_recovery_codes')
    .values(
      codes.map((c) => ({
        user_id: userId,
        code_hash: hashToken(normaliseRecovery(c)),
        used_at: null,
        created_at: now,
      })),
    )
    .execute();
  return codes;
}

/**
 * The first code of a waiting enrolment: answers the recovery codes and marks the factor confirmed, or null when the
 * code does not match (or no enrolment waits).
 */
export async function confirmEnrolment(
  db: Db,
  key: string | undefined,
  userId: number,
  code: string,
): Promise<string[] | null> {
  const row = await db
    .selectFrom('user_two_factor')
    .select(['secret_enc'])
    .where('user_id', '=', userId)
    .where('confirmed_at', 'is', null)
    .executeTakeFirst();
  if (!row) return null;
  const secret = await openSecret(db, key, row.secret_enc);
  const step = secret ? await matchingStep(secret, code.trim()) : null;
  if (step === null) return null;
  return db.transaction().execute(async (trx) => {
    const done = await trx
      .updateTable('user_two_factor')
      .set({ confirmed_at: new Date().toISOString(), last_step: step })
      .where('user_id', '=', userId)
      .where('confirmed_at', 'is', null)
      .where('secret_enc', '=', row.secret_enc)
      .returning('user_id')
      .executeTakeFirst();
    return done ? newRecoveryCodes(trx, userId) : null;
  });
}

/**
 * A code of an enrolled factor: a 6-digit TOTP code of a step not yet used, or an unused recovery code (spent here).
 * Answers how it was checked, or null when it was wrong.
 */
export async function checkCode(
  db: Db,
  key: string | undefined,
  userId: number,
  input: string,
): Promise<'totp' | 'recovery' | null> {
  const code = input.trim();
  if (isTotpCode(code)) {
    const row = await db
      .selectFrom('user_two_factor')
      .select(['secret_enc', 'last_step'])
      .where('user_id', '=', userId)
      .where('confirmed_at', 'is not', null)
      .executeTakeFirst();
    const secret = row ? await openSecret(db, key, row.secret_enc) : null;
    const step = secret ? await matchingStep(secret, code) : null;
    if (step === null) return null;
    // One conditional update: of two requests with the same code, only the first moves last_step past it.
    const moved = await db
      .updateTable('user_two_factor')
      .set({ last_step: step })
      .where('user_id', '=', userId)
      .where('last_step', '<', step)
      .returning('user_id')
      .executeTakeFirst();
    return moved ? 'totp' : null;
  }
  const normalised = normaliseRecovery(code);
  if (normalised.length !== 10) return null;
  const spent = await db
    .updateTable('two_factor_recovery_codes')
    .set({ used_at: new Date().toISOString() })
    .where('user_id', '=', userId)
    .where('code_hash', '=', hashToken(normalised))
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return spent ? 'recovery' : null;
}

/** Removes the factor and its recovery codes (disable, or an administrator's reset). */
export async function removeFactor(trx: Conn, userId: number): Promise<boolean> {
  const gone = await trx.deleteFrom('user_two_factor').where('user_id', '=', userId).returning('user_id').execute();
  await trx.deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute();
  return gone.length > 0;
}

/** What stands between the right password and a session: a code ('verify'), an enrolment ('enrol'), or nothing. */
export async function secondStepOf(db: Conn, userId: number): Promise<'verify' | 'enrol' | null> {
  if (await isEnrolled(db, userId)) return 'verify';
  return (await isRequired(db, userId)) ? 'enrol' : null;
}
