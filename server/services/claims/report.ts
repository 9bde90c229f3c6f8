/** The claim report: the HTML preview and the PDF cached per record version in the reports bucket, as for quotations. */
import type { FastifyInstance } from 'fastify';
import { zoneLabel } from '../../../domain/constants.js';
import { formatAmount, formatSgd, formatSgdDeduction } from '../../../domain/money.js';
import { TRADES } from '../../../schemas/quotation.js';
import { HttpError } from '../../lib/errors.js';
import { versionedReport } from '../../lib/reports/cache.js';
import type { ClaimReportModel } from '../../lib/reports/claimReport.js';
import { readImage } from '../../lib/reports/images.js';
import type { AuthUser } from '../../plugins/auth.js';
import { loadClaim } from './record.js';
import { OWNER_CLAIM } from './repository.js';

const sgd = (v: number | null) => (v === null ? '' : `S$ ${formatAmount(Math.round(v * 100))}`);

/** A summary line of the record (domain/claimBreakdown.ts) as the report prints it: deductions in brackets. */
const summary = (lines: { label: string; role: string; amount: number }[]): [string, string][] =>
  lines.map((l) => {
    const cents = Math.round(l.amount * 100);
    return [l.label, l.role === 'deduct' ? formatSgdDeduction(cents) : formatSgd(cents)];
  });

export async function claimReportModel(app: FastifyInstance, id: number, user: AuthUser): Promise<ClaimReportModel> {
  const c = await loadClaim(app.db, id, user);
  const signatures = await app.db
    .selectFrom('attachments')
    .select(['id', 'bucket', 'full_path', 'mime'])
    .where('owner_type', '=', OWNER_CLAIM.signature)
    .where('owner_id', '=', id)
    .execute();
  const image = async (url: string | null) => {
    const sid = url ? Number(url.split('/').pop()) : null;
    const f = sid ? signatures.find((s) => s.id === sid) : undefined;
    return f ? readImage(app, f.bucket, f.full_path, f.mime) : null;
  };
  const ma = c.approvals.find((a) => a.status === 'ENDORSED' || a.status === 'VERIFIED');
  const contacts = c.contacts as { attention?: string; location?: string };
  return {
    company: app.config.companyName,
    reference: c.reference_number,
    status: c.current_status ?? c.status,
    fields: [
      ['Status', c.current_status ?? c.status],
      ['Fund type', c.source_fund],
      ['Trade', TRADES.find((t) => t.value === c.trade)?.label ?? c.trade],
      ['School', c.school?.name ?? ''],
      ['Zone', zoneLabel(c.zone ?? c.school?.zone)],
      ['Attention', contacts.attention ?? ''],
      ['Location', contacts.location ?? c.location ?? ''],
      ['Claim date', c.date],
      ['Date of site measurement', c.date_of_site_measurement ?? ''],
      ['Job', c.job],
      ['Invoice', [c.invoice_number, c.invoice_date].filter(Boolean).join(' · ')],
    ],
    quotations: c.claim_quotations.map((q) => ({
      title: `${q.reference_number} — ${q.job} (${q.claim_percentage} %)`,
      rows: q.items.map((i) => ({
        no: i.item_number ?? String(i.serial_no),
        description: i.item_description ?? '',
        unit: i.unit ?? '',
        quantity: String(i.quantity),
        rate: sgd(i.rate),
        amount: sgd(i.amount),
        claimed: sgd(i.claimed_amount),
      })),
      totals: summary(q.breakdown),
    })),
    totals: summary(c.breakdown),
    signatures: [
      {
        label: 'Prepared by',
        name: c.prepare_details.name ?? '',
        details: c.prepare_details.signature_details ?? '',
        image: await image(c.prepare_details.signature),
      },
      {
        label: 'Checked & certified by',
        name: ma?.name ?? '',
        details: ma?.signature_details ?? '',
        image: await image(ma?.signature ?? null),
      },
    ],
  };
}

/** The PDF of the claim's current version: the cached file when it was made from this version, else a new one. */
export async function claimReport(app: FastifyInstance, id: number, user: AuthUser, force: boolean) {
  const model = await claimReportModel(app, id, user);
  const row = await app.db
    .selectFrom('claims')
    .select(['report_path', 'report_version', 'report_generated_at', 'version', 'status'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  if (force && row.status === 'DRAFT') throw new HttpError(409, 'A draft claim has no report yet.');
  return versionedReport(app, 'claims', id, row, !force, () => app.pdf.render('claim', model));
}
