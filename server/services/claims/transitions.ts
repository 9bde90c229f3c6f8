/**
 * Claim workflow steps after creation (issue 11): the table in domain/claimWorkflow.ts decides; the write is ONE
 * transaction guarded by the version the caller saw (`update … where version = ?`, 409 when stale), with a history row.
 * A claim that stops holding its percentages (rejected) gives them back in the same transaction; a REJECTED claim
 * submitted again takes them again (409 if someone else took them meanwhile). Post approval stores the invoice
 * number and date; payment stores the amount (default: the claim's sub total).
 */
import { type ClaimAction, claimStateOf, claimTransition, holdsPercentage } from '../../../domain/claimWorkflow.js';
import { parseMoney } from '../../../domain/money.js';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/index.js';
import type { Database } from '../../db/types.js';
import { conflict, forbidden, notFound, unprocessable } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/auth.js';
import { recordEvent } from '../../lib/webhooks/outbox.js';
import { CLAIM_TAKEN } from './create.js';
import { releasePercentage, reservePercentage } from './percentages.js';

export const CLAIM_STALE = 'This claim was changed by someone else. Reload it and try again.';

const toErrors = (e: Record<string, string>) => Object.fromEntries(Object.entries(e).map(([k, v]) => [k, [v]]));

/** Pending approval entries of a claim keyed by user id (the workflow's guard reads them). */
async function pendingOf(db: Db, claimId: number): Promise<Record<string, unknown>> {
  const rows = await db
    .selectFrom('claim_approvals')
    .select(['user_id', 'approval_type', 'approval_level'])
    .where('claim_id', '=', claimId)
    .where('status', '=', 'PENDING')
    .execute();
  return Object.fromEntries(rows.map((r) => [String(r.user_id), r]));
}

export async function applyClaimAction(
  db: Db,
  user: AuthUser,
  claimId: number,
  action: ClaimAction,
  payload: Record<string, unknown>,
  now = new Date().toISOString(),
  /** More writes of the same step (its documents), inside its transaction. */
  alsoWrite?: (trx: Transaction<Database>) => Promise<void>,
) {
  const claim = await db.selectFrom('claims').selectAll().where('id', '=', claimId).executeTakeFirst();
  if (!claim) throw notFound();
  if (payload.version !== undefined && payload.version !== null && Number(payload.version) !== claim.version)
    throw conflict(CLAIM_STALE);
  const wfUser = { id: user.id, role: user.role_slug ?? '', full_name: user.full_name, contractor: user.contractor };
  const decided = claimTransition(
    { ...claim, pending_approval: await pendingOf(db, claimId) },
    action,
    wfUser,
    payload,
    now,
  );
  if (!decided.ok) {
    if (decided.error === 'invalid') throw unprocessable(toErrors(decided.errors ?? {}), decided.message);
    throw decided.error === 'forbidden' ? forbidden(decided.message) : conflict(decided.message);
  }
  const before = holdsPercentage(claimStateOf(claim));
  return db.transaction().execute(async (trx) => {
    const parts = await trx
      .selectFrom('claim_quotations')
      .select(['quotation_id', 'claim_percentage_bp'])
      .where('claim_id', '=', claimId)
      .execute();
    const o = decided.outcome;
    if (o.kind === 'deleted') {
      const res = await trx
        .deleteFrom('claims')
        .where('id', '=', claimId)
        .where('version', '=', claim.version)
        .executeTakeFirst();
      if (Number(res.numDeletedRows) !== 1) throw conflict(CLAIM_STALE);
      if (before) for (const p of parts) await releasePercentage(trx, p.quotation_id, p.claim_percentage_bp);
      return { message: decided.message, status: null };
    }
    const extra: Record<string, unknown> = {};
    if (action === 'post_approval' && payload.status === 'APPROVED') {
      extra.document_type = payload.document_type;
      extra.invoice_number = payload.invoice_number;
      extra.invoice_date = payload.invoice_date;
    }
    if (action === 'payment') {
      extra.payment_status = payload.payment_status;
      // An amount left out is the claim's total with GST (what the invoice asks for).
      extra.payment_amount_cents = parseMoney(payload.payment_amount) ?? Number(claim.total_cents);
    }
    const res = await trx
      .updateTable('claims')
      .set({
        status: o.status,
        current_status: o.current_status,
        status_date: now,
        status_remarks: decided.history.remarks,
        ...extra,
        version: claim.version + 1,
        updated_at: now,
      })
      .where('id', '=', claimId)
      .where('version', '=', claim.version)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) throw conflict(CLAIM_STALE);
    const after = holdsPercentage(claimStateOf({ id: claimId, ...o }));
    if (before && !after) for (const p of parts) await releasePercentage(trx, p.quotation_id, p.claim_percentage_bp);
    if (!before && after)
      for (const p of parts)
        if (!(await reservePercentage(trx, p.quotation_id, p.claim_percentage_bp))) throw conflict(CLAIM_TAKEN);
    if (o.pending === null || action.startsWith('ma_'))
      await trx
        .updateTable('claim_approvals')
        .set({ status: 'CLOSED', updated_at: now })
        .where('claim_id', '=', claimId)
        .where('status', '=', 'PENDING')
        .execute();
    await trx
      .insertInto('claim_histories')
      .values({
        claim_id: claimId,
        user_id: user.id,
        approval_type: decided.history.approval_type,
        status: decided.history.status,
        remarks: decided.history.remarks,
        signature_id: null,
        created_at: now,
      })
      .execute();
    await recordEvent(
      trx,
      'claim.status_changed',
      { type: 'claim', id: claimId },
      { action, status: o.status, current_status: o.current_status, previous_status: claim.status },
    );
    if (alsoWrite) await alsoWrite(trx);
    return { message: decided.message, status: o.status, current_status: o.current_status };
  });
}
