/**
 * Creating a claim (issue 11) as ONE transaction: the workflow table decides (draft or submit), the form rules run
 * against the remaining percentages, the server prices every quotation from its stored items, a signed total that
 * differs from the server's is refused (409, as for quotations), then the claim, its quotations and claimed rows and
 * its history are written and each percentage is taken by the conditional update of percentages.ts — a claim that
 * loses the race for the last percentage rolls back whole (409). Multipart reading and signature storage stay in the
 * route (not written yet); this takes parsed fields.
 */
import { sql, type Transaction } from 'kysely';
import { type ClaimAction, claimTransition } from '../../../domain/claimWorkflow.js';
import { encodeGstSource } from '../../../domain/claimGst.js';
import { CLAIM_MSG, type ClaimFormValues, validateClaimForm } from '../../../domain/claimValidation.js';
import { parseMoney, parsePercent } from '../../../domain/money.js';
import { isValid } from '../../../domain/quotationValidation.js';
import type { Db } from '../../db/index.js';
import type { Database } from '../../db/types.js';
import { conflict, forbidden, unprocessable } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/auth.js';
import { schoolManagingAgents, zoneManagingAgents } from '../organisation/people.js';
import { claimGstFor } from './gst.js';
import { priceClaim } from './money.js';
import { notCompleted, remainingPercentages, reservePercentage } from './percentages.js';

export const CLAIM_TAKEN =
  'Another claim has just taken part of this quotation. Reload the remaining percentages and try again.';
/** Not in the spec: the claim's signed total is not the server's. */
export const CLAIM_FIGURES_CHANGED = 'The claim figures have changed. Review the recomputed totals and sign again.';

async function nextClaimReference(trx: Transaction<Database>, year: number): Promise<string> {
  const row = await trx
    .insertInto('claim_sequences')
    .values({ year, last: 1 })
    .onConflict((oc) => oc.column('year').doUpdateSet({ last: sql<number>`claim_sequences.last + 1` }))
    .returning('last')
    .executeTakeFirstOrThrow();
  return `C-${year}-${String(row.last).padStart(5, '0')}`;
}

/**
 * A submitted claim waits for the managing agents (and MA-QS) of its school; a claim without a school (MOE, or 95-5
 * project work) for the managing agents of its zone.
 */
export async function addPendingAgents(
  trx: Transaction<Database>,
  claimId: number,
  schoolId: unknown,
  now: string,
  zone?: unknown,
) {
  const school =
    schoolId === null || schoolId === undefined || schoolId === ''
      ? undefined
      : await trx.selectFrom('schools').select(['id', 'zone']).where('id', '=', Number(schoolId)).executeTakeFirst();
  if (!school && (typeof zone !== 'string' || !zone)) return;
  const agents = school
    ? await schoolManagingAgents(trx as never, school.id, String(school.zone ?? ''))
    : await zoneManagingAgents(trx as never, String(zone));
  if (agents.length === 0) return;
  await trx
    .insertInto('claim_approvals')
    .values(
      agents.map((u) => ({
        claim_id: claimId,
        user_id: u.id,
        approval_level: 1,
        approval_type: u.role === 'MA-QS' ? 'QS' : 'MA',
        status: 'PENDING',
        remarks: null,
        signature_id: null,
        signature_options: null,
        signature_details: null,
        name: null,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
}

/** A claim's quotations and claimed rows, each percentage taken by the conditional update (409 when another claim won). */
export async function writeParts(
  trx: Transaction<Database>,
  claimId: number,
  priced: Awaited<ReturnType<typeof priceClaim>>,
): Promise<void> {
  for (const p of priced.quotations) {
    if (!(await reservePercentage(trx, p.quotation_id, p.claim_percentage))) throw conflict(CLAIM_TAKEN);
    const t = p.claim.totals;
    const cq = await trx
      .insertInto('claim_quotations')
      .values({
        claim_id: claimId,
        quotation_id: p.quotation_id,
        claim_percentage_bp: p.claim_percentage,
        fsr_total_cents: t.fsr_total,
        custodial_total_cents: t.custodial_total,
        fsr_less_cents: t.fsr_less,
        star_rate_total_cents: t.star_rate_total,
        star_rate_add_cents: t.star_rate_add,
        sub_total_cents: t.sub_total,
        gst_cents: t.gst,
        total_cents: t.total,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const rows = p.claim.rows.map((r, i) => ({
      claim_quotation_id: cq.id,
      quotation_item_id: p.itemIds[i],
      claim_percentage_bp: p.claim_percentage,
      amount_cents: r.claimed,
      custodial_cents: r.claimedCustodial.reduce((s, c) => s + c, 0),
    }));
    for (let i = 0; i < rows.length; i += 200)
      await trx
        .insertInto('claim_items')
        .values(rows.slice(i, i + 200))
        .execute();
  }
}

export interface CreateClaimInput extends ClaimFormValues {
  remarks?: string | null;
  /** The total the signer saw (S$); null when none was sent. */
  total_amount?: unknown;
  /** The stored signature attachment, when one was given. */
  signature_id?: number | null;
  /** Writes the signature (and documents) of the new claim in its transaction; answers the signature attachment id. */
  attach?: (trx: Transaction<Database>, claimId: number) => Promise<number | null>;
  /** Configured claim GST (basis points), when set. */
  configured_gst?: number | null;
}

const toErrors = (e: Record<string, string>) => Object.fromEntries(Object.entries(e).map(([k, v]) => [k, [v]]));

export async function createClaim(db: Db, user: AuthUser, input: CreateClaimInput, now = new Date().toISOString()) {
  const action: ClaimAction = input.status === 'DRAFT' ? 'draft' : 'submit';
  const wfUser = { id: user.id, role: user.role_slug ?? '', full_name: user.full_name, contractor: user.contractor };
  const decided = claimTransition(null, action, wfUser, { signature: input.signature ?? null }, now);
  const picks = (input.claim_quotations ?? []).map((q) => ({
    quotation_id: Number(q.quotation_id),
    claim_percentage: parsePercent(q.claim_percentage) ?? 0,
  }));
  const remaining = await remainingPercentages(
    db,
    picks.map((p) => p.quotation_id).filter((id) => Number.isInteger(id)),
  );
  const errors = validateClaimForm(input, { draft: action === 'draft', remaining });
  const open = await notCompleted(
    db,
    picks.map((p) => p.quotation_id).filter((id) => Number.isInteger(id)),
  );
  picks.forEach((p, i) => {
    const key = `claim_quotations.${i}.quotation_id`;
    if (errors[key]) return;
    if (open.has(p.quotation_id)) errors[key] = CLAIM_MSG.quotationNotCompleted;
    else if (!remaining.has(p.quotation_id)) errors[key] = 'Please select a quotation.';
  });
  // Bad input first (422 with every field), then who may do what (403/409).
  if (!decided.ok && decided.error === 'invalid') Object.assign(errors, decided.errors ?? {}, errors);
  if (!isValid(errors)) throw unprocessable(toErrors(errors), Object.values(errors)[0]);
  if (!decided.ok) throw decided.error === 'forbidden' ? forbidden(decided.message) : conflict(decided.message);

  const gst = await claimGstFor(
    db,
    picks.map((p) => p.quotation_id),
    input.configured_gst,
  );
  const priced = await priceClaim(db, picks, gst.percent);
  const shown = input.total_amount === undefined || input.total_amount === null ? null : parseMoney(input.total_amount);
  if (action === 'submit' && shown !== null && shown !== priced.totals.total) throw conflict(CLAIM_FIGURES_CHANGED);

  const outcome = decided.outcome;
  if (outcome.kind !== 'status') throw conflict(decided.message);
  return db.transaction().execute(async (trx) => {
    const reference_number = await nextClaimReference(trx, Number(now.slice(0, 4)));
    const contacts = (input.contacts ?? {}) as Record<string, unknown>;
    const claim = await trx
      .insertInto('claims')
      .values({
        reference_number,
        status: outcome.status,
        current_status: outcome.current_status,
        source_fund: String(input.source_fund),
        trade: String(input.trade),
        school_id: input.school_id === null || input.school_id === undefined ? null : Number(input.school_id),
        zone: (input.zone as string | null) ?? null,
        zone_code: (input.zone_code as string | null) ?? null,
        contractor: user.contractor,
        date: String(input.date),
        date_of_site_measurement: (input.date_of_site_measurement as string | null) ?? null,
        job: String(input.job),
        job_type: JSON.stringify(input.job_type ?? []),
        contacts: JSON.stringify(contacts),
        location: typeof contacts.location === 'string' ? contacts.location : null,
        remarks: input.remarks ?? null,
        gst_bp: gst.percent,
        gst_source: encodeGstSource(gst.source),
        sub_total_cents: priced.totals.sub_total,
        gst_cents: priced.totals.gst,
        total_cents: priced.totals.total,
        document_type: null,
        invoice_number: null,
        invoice_date: null,
        payment_status: null,
        payment_amount_cents: null,
        status_date: now,
        status_remarks: null,
        prepare_name: user.full_name,
        prepare_signature_id: input.signature_id ?? null,
        prepare_signature_options: null,
        prepare_signature_details: null,
        report_path: null,
        report_version: null,
        report_generated_at: null,
        created_by: user.id,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeParts(trx, claim.id, priced);
    const signatureId = input.attach ? await input.attach(trx, claim.id) : null;
    if (signatureId)
      await trx.updateTable('claims').set({ prepare_signature_id: signatureId }).where('id', '=', claim.id).execute();
    await trx
      .insertInto('claim_histories')
      .values({
        claim_id: claim.id,
        user_id: user.id,
        approval_type: decided.history.approval_type,
        status: decided.history.status,
        remarks: decided.history.remarks,
        signature_id: signatureId ?? input.signature_id ?? null,
        created_at: now,
      })
      .execute();
    if (outcome.pending === 'MA') await addPendingAgents(trx, claim.id, input.school_id, now, input.zone);
    return { id: claim.id, reference_number, totals: priced.totals, message: decided.message };
  });
}
