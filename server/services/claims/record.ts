/** One claim as the form shows it: header, one table per quotation with every row and its claimed amount, approvals, history, documents. */
import { allowedClaimActions, claimStateOf } from '../../../domain/claimWorkflow.js';
import { decodeGstSource } from '../../../domain/claimGst.js';
import { gstAmount } from '../../../domain/gst.js';
import { itemClaimStatus } from '../../../domain/claimMoney.js';
import { type BreakdownLine, breakdownLabel, claimBreakdown } from '../../../domain/claimBreakdown.js';
import { PERCENT_SCALE, QTY_SCALE, scaledToNumber, toApiNumber } from '../../../domain/money.js';
import type { Db } from '../../db/index.js';
import { loadAttachments } from '../../lib/attachments.js';
import type { AuthUser } from '../../plugins/auth.js';
import { REPORT_BUCKET } from '../../plugins/storage.js';
import { findClaim, money, OWNER_CLAIM, workflowUser } from './repository.js';

const parse = <T>(text: string | null, fallback: T): T => {
  try {
    return text ? (JSON.parse(text) as T) : fallback;
  } catch {
    return fallback;
  }
};

/** One claim: header, one table per quotation with every row and its claimed amount, approvals, history, documents. */
export async function loadClaim(db: Db, id: number, user: AuthUser) {
  const c = await findClaim(db, id, user);
  const [school, parts, approvals, histories, documents] = await Promise.all([
    c.school_id
      ? db
          .selectFrom('schools')
          .select(['id', 'name', 'zone', 'address'])
          .where('id', '=', c.school_id)
          .executeTakeFirst()
      : undefined,
    db
      .selectFrom('claim_quotations')
      .innerJoin('quotations', 'quotations.id', 'claim_quotations.quotation_id')
      .selectAll('claim_quotations')
      .select([
        'quotations.reference_number',
        'quotations.job',
        'quotations.claimed_bp',
        'quotations.claim_status',
        'quotations.total_cents as quotation_total_cents',
        'quotations.less_percent_bp',
        'quotations.star_rate_bp',
      ])
      .where('claim_quotations.claim_id', '=', id)
      .orderBy('claim_quotations.id')
      .execute(),
    db
      .selectFrom('claim_approvals')
      .select([
        'user_id',
        'approval_type',
        'approval_level',
        'status',
        'remarks',
        'signature_id',
        'name',
        'signature_details',
        'updated_at',
      ])
      .where('claim_id', '=', id)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('claim_histories')
      .leftJoin('users', 'users.id', 'claim_histories.user_id')
      .select([
        'claim_histories.id',
        'claim_histories.approval_type',
        'claim_histories.status',
        'claim_histories.remarks',
        'claim_histories.created_at',
        'users.full_name as created_by',
      ])
      .where('claim_id', '=', id)
      .orderBy('claim_histories.id', 'desc')
      .execute(),
    loadAttachments(db, OWNER_CLAIM.document, [id], false),
  ]);
  const items = parts.length
    ? await db
        .selectFrom('claim_items')
        .innerJoin('quotation_items', 'quotation_items.id', 'claim_items.quotation_item_id')
        .select([
          'claim_items.claim_quotation_id',
          'claim_items.quotation_item_id',
          'claim_items.amount_cents as claimed_cents',
          'claim_items.custodial_cents',
          'quotation_items.item_number',
          'quotation_items.item_description',
          'quotation_items.unit',
          'quotation_items.quantity_milli',
          'quotation_items.rate_cents',
          'quotation_items.amount_cents',
          'quotation_items.is_star_rate',
          'quotation_items.serial_no',
        ])
        .where(
          'claim_items.claim_quotation_id',
          'in',
          parts.map((p) => p.id),
        )
        .orderBy('quotation_items.sort')
        .execute()
    : [];
  const pending = Object.fromEntries(
    approvals
      .filter((a) => a.status === 'PENDING')
      .map((a) => [String(a.user_id), { approval_type: a.approval_type, approval_level: a.approval_level }]),
  );
  const wf = { ...c, pending_approval: pending };
  const breakdown = claimBreakdown(
    parts.map((p) => ({
      fsr_total: Number(p.fsr_total_cents),
      custodial_total: Number(p.custodial_total_cents),
      fsr_less: Number(p.fsr_less_cents),
      star_rate_total: Number(p.star_rate_total_cents),
      star_rate_add: Number(p.star_rate_add_cents),
      // the part's stored GST beyond its own rounded share: what a quotation's last claim absorbed
      gst_rounding: Number(p.gst_cents) - gstAmount(Number(p.sub_total_cents), c.gst_bp),
      less_percent: Number(p.less_percent_bp),
      star_rate_percent: Number(p.star_rate_bp),
    })),
    c.gst_bp,
  );
  const decided = approvals.filter((a) => a.status !== 'PENDING' && a.status !== 'CLOSED');
  return {
    id: c.id,
    version: c.version,
    reference_number: c.reference_number,
    status: c.status,
    current_status: c.current_status,
    state: claimStateOf(wf),
    source_fund: c.source_fund,
    trade: c.trade,
    job_type: parse<string[]>(c.job_type, []),
    school_id: c.school_id,
    school: school ? { id: school.id, name: school.name, zone: school.zone, address: school.address } : null,
    zone: c.zone,
    zone_code: c.zone_code,
    contacts: parse<Record<string, unknown>>(c.contacts, {}),
    contractor: c.contractor,
    date: c.date,
    date_of_site_measurement: c.date_of_site_measurement,
    job: c.job,
    location: c.location,
    remarks: c.remarks,
    gst: c.gst_bp / PERCENT_SCALE,
    gst_source: gstSourceOf(c.gst_source),
    sub_total_amount: money(c.sub_total_cents)!,
    total_gst: money(c.gst_cents)!,
    total_amount: money(c.total_cents)!,
    document_type: c.document_type,
    invoice_number: c.invoice_number,
    invoice_date: c.invoice_date,
    payment_status: c.payment_status,
    payment_amount: money(c.payment_amount_cents),
    status_date: c.status_date,
    status_remarks: c.status_remarks,
    breakdown: breakdown.lines.map(presentLine),
    claim_quotations: parts.map((p, n) => ({
      id: p.id,
      quotation_id: p.quotation_id,
      reference_number: p.reference_number,
      job: p.job,
      claim_percentage: p.claim_percentage_bp / PERCENT_SCALE,
      quotation_claim_status: p.claim_status,
      remaining_claim_percentage: (10000 - Number(p.claimed_bp ?? 0)) / PERCENT_SCALE,
      fsr_total: money(p.fsr_total_cents)!,
      fsr_final_total: toApiNumber(Number(p.fsr_total_cents) - Number(p.custodial_total_cents)),
      custodial: money(p.custodial_total_cents)!,
      less: money(p.fsr_less_cents)!,
      star_rate_total: money(p.star_rate_total_cents)!,
      star_rate: money(p.star_rate_add_cents)!,
      claim_sub_total: money(p.sub_total_cents)!,
      claim_gst: money(p.gst_cents)!,
      claim_total: money(p.total_cents)!,
      breakdown: breakdown.parts[n].map(presentLine),
      items: items
        .filter((i) => i.claim_quotation_id === p.id)
        .map((i) => ({
          quotation_item_id: i.quotation_item_id,
          serial_no: i.serial_no,
          item_number: i.item_number,
          item_description: i.item_description,
          unit: i.unit,
          quantity: scaledToNumber(Number(i.quantity_milli), QTY_SCALE),
          rate: money(i.rate_cents)!,
          amount: money(i.amount_cents)!,
          is_star_rate: i.is_star_rate === 1,
          claimed_amount: money(i.claimed_cents)!,
          custodial: money(i.custodial_cents)!,
          status: itemClaimStatus(Number(p.claimed_bp ?? 0)),
        })),
    })),
    approvals: decided.map((a) => ({
      approval_type: a.approval_type,
      status: a.status,
      remarks: a.remarks,
      name: a.name,
      signature_details: a.signature_details,
      signature: a.signature_id ? `/api/claims/${id}/signatures/${a.signature_id}` : null,
      date: a.updated_at,
    })),
    pending_approval: pending,
    prepare_details: {
      name: c.prepare_name,
      signature_details: c.prepare_signature_details,
      signature: c.prepare_signature_id ? `/api/claims/${id}/signatures/${c.prepare_signature_id}` : null,
    },
    histories,
    supporting_documents: documents.get(id) ?? [],
    file_info: c.report_path ? { bucket: REPORT_BUCKET, file_path: c.report_path } : null,
    actions: allowedClaimActions(wf, workflowUser(user)),
  };
}
/** A summary line as the API answers it: amounts in S$, the percentage as a number, the English label. */
function presentLine(l: BreakdownLine) {
  return {
    key: l.key,
    role: l.role,
    label: breakdownLabel(l),
    amount: toApiNumber(l.amount),
    percent: l.percent === null ? null : l.percent / PERCENT_SCALE,
  };
}

/** Where the claim's GST came from, as the API answers it: `{kind: 'wso', year: 2026}`, `{kind: 'default', year: null}`. */
function gstSourceOf(stored: string | null) {
  const source = decodeGstSource(stored);
  return { kind: source.kind, year: source.kind === 'wso' ? source.year : null };
}

export type ClaimRecord = Awaited<ReturnType<typeof loadClaim>>;
