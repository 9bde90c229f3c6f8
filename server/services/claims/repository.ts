/** Claim queries: row scoping, the paged list of spec part 2 §7, and one claim as the form shows it. */
import type { SelectQueryBuilder } from 'kysely';
import { allowedClaimActions, claimStateOf, isClaimEditable } from '../../../domain/claimWorkflow.js';
import { decodeGstSource } from '../../../domain/claimGst.js';
import { gstAmount } from '../../../domain/gst.js';
import { itemClaimStatus } from '../../../domain/claimMoney.js';
import { type BreakdownLine, breakdownLabel, claimBreakdown } from '../../../domain/claimBreakdown.js';
import { PERCENT_SCALE, scaledToNumber, toApiNumber } from '../../../domain/money.js';
import { QTY_SCALE } from '../../../domain/money.js';
import type { Db } from '../../db/index.js';
import type { Database } from '../../db/types.js';
import { loadAttachments } from '../../lib/attachments.js';
import { HttpError, notFound } from '../../lib/errors.js';
import type { ListOptions } from '../../lib/crud.js';
import type { AuthUser } from '../../plugins/auth.js';
import { REPORT_BUCKET } from '../../plugins/storage.js';
import { scopeOf, zoneIn } from '../../lib/scope.js';

export const CLAIM_BUCKET = 'claims';
export const OWNER_CLAIM = { document: 'claim_document', signature: 'claim_signature' } as const;

type ClaimQuery<O> = SelectQueryBuilder<Database, 'claims', O>;

/** OM: their school; zone roles: claims of their zones (a school claim by its school's zone, an MOE claim by its own). */
export function scopeClaims<O>(db: Db, qb: ClaimQuery<O>, user: AuthUser): ClaimQuery<O> {
  const s = scopeOf(user);
  if (s.kind === 'school') return qb.where('claims.school_id', '=', s.schoolId);
  if (s.kind === 'zones')
    return qb.where((eb) =>
      eb.or([
        zoneIn('claims.zone', s.zones),
        eb(
          'claims.school_id',
          'in',
          db.selectFrom('schools').select('schools.id').where(zoneIn('schools.zone', s.zones)),
        ),
      ]),
    );
  return qb;
}

const money = (v: number | string | null) => (v === null ? null : toApiNumber(Number(v)));

const workflowUser = (user: AuthUser) => ({
  id: user.id,
  role: user.role_slug ?? '',
  full_name: user.full_name,
  contractor: user.contractor,
});

async function pendingByClaim(db: Db, ids: number[]) {
  const out = new Map<number, Record<string, unknown>>();
  if (!ids.length) return out;
  const rows = await db
    .selectFrom('claim_approvals')
    .select(['claim_id', 'user_id', 'approval_type', 'approval_level'])
    .where('claim_id', 'in', ids)
    .where('status', '=', 'PENDING')
    .execute();
  for (const r of rows) {
    const m = out.get(r.claim_id) ?? {};
    m[String(r.user_id)] = { approval_type: r.approval_type, approval_level: r.approval_level };
    out.set(r.claim_id, m);
  }
  return out;
}

/**
 * The claim list (schemas/claim.ts claimListSchema) the area's way, for lib/crud's listRecords: its scoping, the school
 * join, the filters that are not one column (a status names a status or a stage; a pending-claim status is the
 * claimed quotations'), and each row with the workflow actions the caller may take.
 */
export function claimListOptions(db: Db, user: AuthUser): ListOptions {
  return {
    scope: (qb: ClaimQuery<object>) => scopeClaims(db, qb, user),
    filterBy: {
      status: (qb: ClaimQuery<object>, values) =>
        qb.where((eb) => eb.or([eb('claims.status', 'in', values), eb('claims.current_status', 'in', values)])),
      claim_status: (qb: ClaimQuery<object>, values) =>
        qb.where('claims.id', 'in', (eb) =>
          eb
            .selectFrom('claim_quotations')
            .innerJoin('quotations', 'quotations.id', 'claim_quotations.quotation_id')
            .select('claim_quotations.claim_id')
            .where('quotations.claim_status', 'in', values),
        ),
    },
    // the page's ids off the table alone, then the joins for those rows only (a deep page skips rows unjoined)
    pageByIds: true,
    select: (qb: ClaimQuery<object>) =>
      qb
        .leftJoin('schools', 'schools.id', 'claims.school_id')
        .select([
          'claims.id',
          'claims.reference_number',
          'claims.status',
          'claims.current_status',
          'claims.source_fund',
          'claims.trade',
          'claims.zone',
          'claims.date',
          'claims.job',
          'claims.invoice_number',
          'claims.invoice_date',
          'claims.total_cents',
          'claims.report_path',
          'schools.id as school_id',
          'schools.name as school_name',
        ]),
    map: (rows: ClaimListRow[]) => presentClaimRows(db, user, rows),
  };
}

type ClaimListRow = Pick<
  ClaimRow,
  | 'id'
  | 'reference_number'
  | 'status'
  | 'current_status'
  | 'source_fund'
  | 'trade'
  | 'zone'
  | 'date'
  | 'job'
  | 'invoice_number'
  | 'invoice_date'
  | 'total_cents'
  | 'report_path'
> & { school_id: number | null; school_name: string | null };

async function presentClaimRows(db: Db, user: AuthUser, rows: ClaimListRow[]) {
  const pending = await pendingByClaim(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    reference_number: r.reference_number,
    status: r.status,
    current_status: r.current_status,
    source_fund: r.source_fund,
    trade: r.trade,
    zone: r.zone,
    date: r.date,
    job: r.job,
    invoice_number: r.invoice_number,
    invoice_date: r.invoice_date,
    total_amount: money(r.total_cents)!,
    school: r.school_id ? { id: r.school_id, name: r.school_name ?? '' } : null,
    has_report: r.report_path !== null,
    actions: allowedClaimActions({ ...r, pending_approval: pending.get(r.id) ?? {} }, workflowUser(user)),
  }));
}

/** The row, or 404 when it does not exist or lies outside the caller's scope (no existence leak). */
export async function findClaim(db: Db, id: number, user: AuthUser) {
  const row = await scopeClaims(db, db.selectFrom('claims').selectAll('claims'), user)
    .where('claims.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}
export type ClaimRow = Awaited<ReturnType<typeof findClaim>>;

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

/** Access to a claim's files for the attachment routes (download, DELETE /attachments/{id}). */
export const claimAttachmentAccess = {
  owners: [OWNER_CLAIM.document, OWNER_CLAIM.signature] as readonly string[],
  async canSee(app: { db: Db }, user: AuthUser, ownerId: number): Promise<boolean> {
    if (!user.permissions.has('claim.view')) return false;
    return findClaim(app.db, ownerId, user).then(
      () => true,
      () => false,
    );
  },
  /** Documents only, by the term contractor while the claim is theirs to edit (spec §4); signatures never. */
  async assertDeletable(app: { db: Db }, user: AuthUser, ownerType: string, ownerId: number): Promise<void> {
    const claim = await findClaim(app.db, ownerId, user);
    const wf = { id: user.id, role: user.role_slug ?? '', contractor: user.contractor };
    if (ownerType !== OWNER_CLAIM.document || !isClaimEditable(claim, wf))
      throw new HttpError(403, 'You are not allowed to do this.');
  },
};
