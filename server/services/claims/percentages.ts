/**
 * The claim percentage a completed quotation has given to live claims (`quotations.claimed_bp`). Every change is ONE
 * conditional UPDATE that tests and writes in the same statement, so two concurrent claims on the last 60 % cannot
 * both succeed: PostgreSQL re-checks the WHERE of the second writer after the first commits (READ COMMITTED row lock),
 * SQLite runs write transactions one at a time. claim_status follows in the same statement.
 */
import { type Kysely, type Transaction, sql } from 'kysely';
import { FULL_PERCENT, type BasisPoints } from '../../../domain/money.js';
import type { Database } from '../../db/types.js';

type Db = Kysely<Database> | Transaction<Database>;

/** The claim_status a quotation gets for `claimed` (SQL), as domain/claimMoney.ts quotationClaimStatus. */
const statusFor = (claimed: ReturnType<typeof sql<number>>) =>
  sql<string>`case when ${claimed} <= 0 then 'PENDING' when ${claimed} >= ${FULL_PERCENT} then 'FULLY-CLAIM' else 'PARTIAL-CLAIM' end`;

/**
 * Takes `bp` of a COMPLETED quotation; false (nothing written) when that would pass 100 % or the quotation is not
 * claimable. Call inside the claim's transaction so a later failure gives the percentage back by rollback.
 */
export async function reservePercentage(db: Db, quotationId: number, bp: BasisPoints): Promise<boolean> {
  if (!Number.isInteger(bp) || bp <= 0) return false;
  const after = sql<number>`claimed_bp + ${bp}`;
  const r = await db
    .updateTable('quotations')
    .set({ claimed_bp: after, claim_status: statusFor(after) })
    .where('id', '=', quotationId)
    .where('status', '=', 'COMPLETED')
    .where(sql<boolean>`claimed_bp + ${bp} <= ${FULL_PERCENT}`)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Gives `bp` back (a rejected, voided or deleted claim, or an edited draft); never below 0. */
export async function releasePercentage(db: Db, quotationId: number, bp: BasisPoints): Promise<void> {
  if (!Number.isInteger(bp) || bp <= 0) return;
  const after = sql<number>`case when claimed_bp - ${bp} < 0 then 0 else claimed_bp - ${bp} end`;
  await db
    .updateTable('quotations')
    .set({ claimed_bp: after, claim_status: statusFor(after) })
    .where('id', '=', quotationId)
    .execute();
}

/** What is left to claim of each quotation (100 % less what live claims hold). */
export async function remainingPercentages(db: Db, quotationIds: readonly number[]): Promise<Map<number, BasisPoints>> {
  const out = new Map<number, BasisPoints>();
  if (quotationIds.length === 0) return out;
  const rows = await db
    .selectFrom('quotations')
    .select(['id', 'claimed_bp'])
    .where('id', 'in', [...quotationIds])
    .execute();
  for (const r of rows) out.set(r.id, Math.max(FULL_PERCENT - Number(r.claimed_bp ?? 0), 0));
  return out;
}

/** Of these quotations, the ones that exist but are not COMPLETED (not claimable yet, or no longer). */
export async function notCompleted(db: Db, quotationIds: readonly number[]): Promise<Set<number>> {
  if (quotationIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('quotations')
    .select('id')
    .where('id', 'in', [...quotationIds])
    .where('status', '!=', 'COMPLETED')
    .execute();
  return new Set(rows.map((r) => r.id));
}
