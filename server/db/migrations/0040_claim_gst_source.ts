import type { Kysely } from 'kysely';
import { claimGst, encodeGstSource, wsoCompletionYear } from '../../../domain/claimGst.js';
import { gstAmount } from '../../../domain/gst.js';
import { claimGstBp } from '../../config.js';

/**
 * Claim GST follows spec part 2 §9 (the latest-year completed WSO of the claimed quotations, else the configured
 * CLAIM_GST_PERCENT, else 8 %) and the claim keeps where its percent came from (`gst_source`: 'wso:2026', 'configured',
 * 'default'). Claims still in DRAFT were priced at a flat 8 %: their GST and totals are recomputed here with the rule
 * (the sub totals do not depend on GST). Submitted claims keep the figures that were signed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('claims').addColumn('gst_source', 'varchar(20)').execute();
  const configured = claimGstBp(process.env.CLAIM_GST_PERCENT);
  const drafts = await db
    .selectFrom('claims')
    .select(['id', 'sub_total_cents'])
    .where('status', '=', 'DRAFT')
    .execute();
  for (const claim of drafts) {
    const parts = await db
      .selectFrom('claim_quotations')
      .select(['id', 'quotation_id', 'sub_total_cents'])
      .where('claim_id', '=', claim.id)
      .execute();
    const ids = parts.map((p) => Number(p.quotation_id));
    const wsos = ids.length
      ? await db
          .selectFrom('work_service_orders')
          .select(['completed_on', 'status_date'])
          .where('quotation_id', 'in', ids)
          .where('status', '=', 'APPROVED')
          .execute()
      : [];
    const gst = claimGst({ completedWsoYears: wsos.map(wsoCompletionYear), configured });
    for (const p of parts) {
      const amount = gstAmount(Number(p.sub_total_cents), gst.percent);
      await db
        .updateTable('claim_quotations')
        .set({ gst_cents: amount, total_cents: Number(p.sub_total_cents) + amount })
        .where('id', '=', p.id)
        .execute();
    }
    const amount = gstAmount(Number(claim.sub_total_cents), gst.percent);
    await db
      .updateTable('claims')
      .set({
        gst_bp: gst.percent,
        gst_source: encodeGstSource(gst.source),
        gst_cents: amount,
        total_cents: Number(claim.sub_total_cents) + amount,
      })
      .where('id', '=', claim.id)
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('claims').dropColumn('gst_source').execute();
}
