/**
 * The GST a claim charges (spec part 2 §9, domain/claimGst.ts): the latest completion year among the completed
 * (finally approved) work service orders of the claimed quotations, else the configured claim GST
 * (CLAIM_GST_PERCENT, server/config.ts), else 8 %.
 */
import { type ClaimGst, claimGst, wsoCompletionYear } from '../../../domain/claimGst.js';
import type { BasisPoints } from '../../../domain/money.js';
import type { Db } from '../../db/index.js';

/** The completion years of the completed WSOs of these quotations (one per WSO, unknown years as null). */
export async function completedWsoYears(db: Db, quotationIds: readonly number[]): Promise<(number | null)[]> {
  const ids = quotationIds.filter((id) => Number.isInteger(id));
  const wsos = ids.length
    ? await db
        .selectFrom('work_service_orders')
        .select(['completed_on', 'status_date'])
        .where('quotation_id', 'in', ids)
        .where('status', '=', 'APPROVED')
        .execute()
    : [];
  return wsos.map(wsoCompletionYear);
}

export async function claimGstFor(
  db: Db,
  quotationIds: readonly number[],
  configured: BasisPoints | null | undefined,
): Promise<ClaimGst> {
  return claimGst({ completedWsoYears: await completedWsoYears(db, quotationIds), configured: configured ?? null });
}
