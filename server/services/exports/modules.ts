/**
 * What each export module writes (issue 12): the columns a contract administrator needs, and the rows — scoped as the
 * area's own list scopes them, filtered by the task's properties, read in keyset pages (id order) so memory stays flat
 * whatever the row count. A page reads only the columns the sheet writes: building a million wide rows as objects
 * (a quotation has 49 columns) cost more than writing them.
 */
import type { SelectQueryBuilder } from 'kysely';
import type { ExportModule, ExportProperties } from '../../../domain/exports.js';
import type { Db } from '../../db/index.js';
import type { Database } from '../../db/types.js';
import type { AuthUser } from '../../plugins/auth.js';
import { applyListFilters, scopeQuotations } from '../quotations/repository.js';
import { scopeWso } from '../wso/repository.js';
import { scopeClaims } from '../claims/repository.js';
import { scopeInspections } from '../inspections/repository.js';

export interface ExportColumn {
  header: string;
  key: string;
  width: number;
  /** Amounts: numbers in S$ with two decimals (the cell keeps the number, the format shows S$ 1,234.56). */
  money?: boolean;
}

type Row = Record<string, string | number | null>;

export interface ExportSource {
  sheet: string;
  columns: ExportColumn[];
  count(db: Db, user: AuthUser, p: ExportProperties): Promise<number>;
  /** The next page after `afterId`, in id order. */
  page(db: Db, user: AuthUser, p: ExportProperties, afterId: number, limit: number): Promise<Row[]>;
}

const cents = (v: number | string | null | undefined) => (v === null || v === undefined ? null : Number(v) / 100);
const list = (json: string | null) => {
  try {
    const v = JSON.parse(json ?? '[]') as unknown;
    return Array.isArray(v)
      ? v.map((x) => (typeof x === 'object' && x ? (x as { value?: string }).value : x)).join(', ')
      : '';
  } catch {
    return '';
  }
};
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely: a count over any area's table
const countOf = async (q: SelectQueryBuilder<Database, any, any>) =>
  Number((await q.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow()).n);

/** `MA: Jane Tan APPROVED 2026-03-02; OM: …` per record. */
function approvalsText(rows: { owner: number; type: string; status: string; at: string; name: string | null }[]) {
  const out = new Map<number, string>();
  for (const r of rows) {
    const text = `${r.type}: ${r.name ?? ''} ${r.status} ${r.at.slice(0, 10)}`;
    out.set(r.owner, out.has(r.owner) ? `${out.get(r.owner)}; ${text}` : text);
  }
  return out;
}

/** The decided approvals of one page of quotations or claims, in one query. */
async function decidedApprovals(db: Db, area: 'quotation' | 'claim', ids: number[]) {
  if (!ids.length) return new Map<number, string>();
  const rows =
    area === 'quotation'
      ? await db
          .selectFrom('quotation_approvals as a')
          .innerJoin('users', 'users.id', 'a.user_id')
          .select([
            'a.quotation_id as owner',
            'a.approval_type as type',
            'a.status',
            'a.updated_at as at',
            'users.full_name as name',
          ])
          .where('a.quotation_id', 'in', ids)
          .where('a.status', '!=', 'PENDING')
          .orderBy('a.id')
          .execute()
      : await db
          .selectFrom('claim_approvals as a')
          .innerJoin('users', 'users.id', 'a.user_id')
          .select([
            'a.claim_id as owner',
            'a.approval_type as type',
            'a.status',
            'a.updated_at as at',
            'users.full_name as name',
          ])
          .where('a.claim_id', 'in', ids)
          // CLOSED: entries of another agent who did not act, or of an earlier round (the record shows neither).
          .where('a.status', 'not in', ['PENDING', 'CLOSED'])
          .orderBy('a.id')
          .execute();
  return approvalsText(rows);
}

const quotation: ExportSource = {
  sheet: 'Quotations',
  columns: [
    { header: 'Reference number', key: 'reference_number', width: 20 },
    { header: 'Date', key: 'date', width: 12 },
    { header: 'School', key: 'school', width: 30 },
    { header: 'Zone', key: 'zone', width: 12 },
    { header: 'Trade', key: 'trade', width: 8 },
    { header: 'Job', key: 'job', width: 40 },
    { header: 'Job type', key: 'job_type', width: 16 },
    { header: 'Source fund', key: 'source_fund', width: 10 },
    { header: 'Status', key: 'status', width: 12 },
    { header: 'Current status', key: 'current_status', width: 14 },
    { header: 'WSO status', key: 'wso_status', width: 20 },
    { header: 'Claim status', key: 'claim_status', width: 14 },
    { header: 'Sub total', key: 'sub_total', width: 14, money: true },
    { header: 'GST', key: 'gst', width: 12, money: true },
    { header: 'Total', key: 'total', width: 14, money: true },
    { header: 'Contractor', key: 'contractor', width: 16 },
    { header: 'Prepared by', key: 'prepared_by', width: 20 },
    { header: 'Approvals', key: 'approvals', width: 50 },
    { header: 'EPO reference', key: 'epo', width: 14 },
    { header: 'EPI reference', key: 'epi', width: 14 },
    { header: 'Payment status', key: 'payment_status', width: 10 },
    { header: 'Payment amount', key: 'payment_amount', width: 14, money: true },
    { header: 'Created at', key: 'created_at', width: 12 },
  ],
  count: (db, user, p) => countOf(quotationQuery(db, user, p)),
  async page(db, user, p, afterId, limit) {
    const rows = await quotationQuery(db, user, p)
      .innerJoin('schools', 'schools.id', 'quotations.school_id')
      .leftJoin('users', 'users.id', 'quotations.created_by')
      .select([
        'quotations.id',
        'quotations.reference_number',
        'quotations.date',
        'quotations.zone',
        'quotations.trade',
        'quotations.job',
        'quotations.job_type',
        'quotations.source_fund',
        'quotations.status',
        'quotations.current_status',
        'quotations.wso_status',
        'quotations.claim_status',
        'quotations.sub_total_cents',
        'quotations.gst_cents',
        'quotations.total_cents',
        'quotations.contractor',
        'quotations.prepare_name',
        'quotations.epo_reference_no',
        'quotations.epi_reference_no',
        'quotations.payment_status',
        'quotations.payment_amount_cents',
        'quotations.created_at',
        'schools.name as school_name',
        'users.full_name as creator',
      ])
      .where('quotations.id', '>', afterId)
      .orderBy('quotations.id')
      .limit(limit)
      .execute();
    const approvals = await decidedApprovals(
      db,
      'quotation',
      rows.map((r) => r.id),
    );
    return rows.map((r) => ({
      id: r.id,
      reference_number: r.reference_number,
      date: r.date,
      school: r.school_name,
      zone: r.zone,
      trade: r.trade,
      job: r.job,
      job_type: list(r.job_type),
      source_fund: r.source_fund,
      status: r.status,
      current_status: r.current_status,
      wso_status: r.wso_status,
      claim_status: r.claim_status,
      sub_total: cents(r.sub_total_cents),
      gst: cents(r.gst_cents),
      total: cents(r.total_cents),
      contractor: r.contractor,
      prepared_by: r.prepare_name ?? r.creator,
      approvals: approvals.get(r.id) ?? '',
      epo: r.epo_reference_no,
      epi: r.epi_reference_no,
      payment_status: r.payment_status ?? null,
      payment_amount: cents(r.payment_amount_cents),
      created_at: r.created_at.slice(0, 10),
    }));
  },
};

/** The quotation list's own filters (start/end on the quotation date, the WSO-side status as "current status"). */
function quotationQuery(db: Db, user: AuthUser, p: ExportProperties) {
  const multi: Record<string, string[] | undefined> = {
    school: p.school ? [String(p.school)] : undefined,
    status: p.status,
    wso_status: p.current_status,
    start_date: p.start_date ? [p.start_date] : undefined,
    end_date: p.end_date ? [p.end_date] : undefined,
  };
  return applyListFilters(scopeQuotations(db.selectFrom('quotations'), user), {}, (k) => multi[k]);
}

const wso: ExportSource = {
  sheet: 'Work service orders',
  columns: [
    { header: 'Reference number', key: 'reference_number', width: 20 },
    { header: 'Category', key: 'category', width: 10 },
    { header: 'Date', key: 'date', width: 12 },
    { header: 'School', key: 'school', width: 30 },
    { header: 'Zone', key: 'zone', width: 12 },
    { header: 'Quotation', key: 'quotation', width: 20 },
    { header: 'Job location', key: 'job_location', width: 24 },
    { header: 'Fault call ref no', key: 'fault_call_ref_no', width: 16 },
    { header: 'Work description', key: 'work_description', width: 40 },
    { header: 'Completed on', key: 'completed_on', width: 12 },
    { header: 'Status', key: 'status', width: 12 },
    { header: 'Prepared by', key: 'prepared_by', width: 20 },
    { header: 'Approvals', key: 'approvals', width: 50 },
    { header: 'Created at', key: 'created_at', width: 12 },
  ],
  count: (db, user, p) => countOf(wsoQuery(db, user, p)),
  async page(db, user, p, afterId, limit) {
    const rows = await wsoQuery(db, user, p)
      .innerJoin('schools', 'schools.id', 'work_service_orders.school_id')
      .leftJoin('quotations', 'quotations.id', 'work_service_orders.quotation_id')
      .leftJoin('users', 'users.id', 'work_service_orders.created_by')
      .select([
        'work_service_orders.id',
        'work_service_orders.reference_number',
        'work_service_orders.category',
        'work_service_orders.date',
        'work_service_orders.zone',
        'work_service_orders.job_location',
        'work_service_orders.fault_call_ref_no',
        'work_service_orders.work_description',
        'work_service_orders.completed_on',
        'work_service_orders.status',
        'work_service_orders.prepare_name',
        'work_service_orders.created_at',
        'schools.name as school_name',
        'quotations.reference_number as quotation_ref',
        'users.full_name as creator',
      ])
      .where('work_service_orders.id', '>', afterId)
      .orderBy('work_service_orders.id')
      .limit(limit)
      .execute();
    const ids = rows.map((r) => r.id);
    const approvals = approvalsText(
      ids.length
        ? await db
            .selectFrom('wso_approvals')
            .select(['wso_id as owner', 'type', 'status', 'created_at as at', 'name'])
            .where('wso_id', 'in', ids)
            .orderBy('id')
            .execute()
        : [],
    );
    return rows.map((r) => ({
      id: r.id,
      reference_number: r.reference_number,
      category: r.category,
      date: r.date,
      school: r.school_name,
      zone: r.zone,
      quotation: r.quotation_ref,
      job_location: r.job_location,
      fault_call_ref_no: r.fault_call_ref_no,
      work_description: r.work_description,
      completed_on: r.completed_on,
      status: r.status,
      prepared_by: r.prepare_name ?? r.creator,
      approvals: approvals.get(r.id) ?? '',
      created_at: r.created_at.slice(0, 10),
    }));
  },
};

function wsoQuery(db: Db, user: AuthUser, p: ExportProperties) {
  let q = scopeWso(db.selectFrom('work_service_orders'), user);
  if (p.school) q = q.where('work_service_orders.school_id', '=', p.school);
  if (p.status?.length) q = q.where('work_service_orders.status', 'in', p.status);
  if (p.start_date) q = q.where('work_service_orders.date', '>=', p.start_date);
  if (p.end_date) q = q.where('work_service_orders.date', '<=', p.end_date);
  return q;
}

const claim: ExportSource = {
  sheet: 'Claims',
  columns: [
    { header: 'Reference number', key: 'reference_number', width: 20 },
    { header: 'Claim date', key: 'date', width: 12 },
    { header: 'Source fund', key: 'source_fund', width: 10 },
    { header: 'Trade', key: 'trade', width: 8 },
    { header: 'School', key: 'school', width: 30 },
    { header: 'Zone', key: 'zone', width: 12 },
    { header: 'Job', key: 'job', width: 40 },
    { header: 'Status', key: 'status', width: 12 },
    { header: 'Current status', key: 'current_status', width: 18 },
    { header: 'Sub total', key: 'sub_total', width: 14, money: true },
    { header: 'GST', key: 'gst', width: 12, money: true },
    { header: 'Total', key: 'total', width: 14, money: true },
    { header: 'Invoice number', key: 'invoice_number', width: 16 },
    { header: 'Invoice date', key: 'invoice_date', width: 12 },
    { header: 'Payment status', key: 'payment_status', width: 10 },
    { header: 'Payment amount', key: 'payment_amount', width: 14, money: true },
    { header: 'Contractor', key: 'contractor', width: 16 },
    { header: 'Prepared by', key: 'prepared_by', width: 20 },
    { header: 'Approvals', key: 'approvals', width: 50 },
    { header: 'Created at', key: 'created_at', width: 12 },
  ],
  count: (db, user, p) => countOf(claimQuery(db, user, p)),
  async page(db, user, p, afterId, limit) {
    const rows = await claimQuery(db, user, p)
      .leftJoin('schools', 'schools.id', 'claims.school_id')
      .leftJoin('users', 'users.id', 'claims.created_by')
      .select([
        'claims.id',
        'claims.reference_number',
        'claims.date',
        'claims.source_fund',
        'claims.trade',
        'claims.zone',
        'claims.job',
        'claims.status',
        'claims.current_status',
        'claims.sub_total_cents',
        'claims.gst_cents',
        'claims.total_cents',
        'claims.invoice_number',
        'claims.invoice_date',
        'claims.payment_status',
        'claims.payment_amount_cents',
        'claims.contractor',
        'claims.prepare_name',
        'claims.created_at',
        'schools.name as school_name',
        'users.full_name as creator',
      ])
      .where('claims.id', '>', afterId)
      .orderBy('claims.id')
      .limit(limit)
      .execute();
    const approvals = await decidedApprovals(
      db,
      'claim',
      rows.map((r) => r.id),
    );
    return rows.map((r) => ({
      id: r.id,
      reference_number: r.reference_number,
      date: r.date,
      source_fund: r.source_fund,
      trade: r.trade,
      school: r.school_name,
      zone: r.zone,
      job: r.job,
      status: r.status,
      current_status: r.current_status,
      sub_total: cents(r.sub_total_cents),
      gst: cents(r.gst_cents),
      total: cents(r.total_cents),
      invoice_number: r.invoice_number,
      invoice_date: r.invoice_date,
      payment_status: r.payment_status,
      payment_amount: cents(r.payment_amount_cents),
      contractor: r.contractor,
      prepared_by: r.prepare_name ?? r.creator,
      approvals: approvals.get(r.id) ?? '',
      created_at: r.created_at.slice(0, 10),
    }));
  },
};

function claimQuery(db: Db, user: AuthUser, p: ExportProperties) {
  let q = scopeClaims(db, db.selectFrom('claims'), user);
  if (p.school) q = q.where('claims.school_id', '=', p.school);
  if (p.status?.length) q = q.where('claims.status', 'in', p.status);
  if (p.current_status?.length) q = q.where('claims.current_status', 'in', p.current_status);
  if (p.start_date) q = q.where('claims.date', '>=', p.start_date);
  if (p.end_date) q = q.where('claims.date', '<=', p.end_date);
  return q;
}

const inspection: ExportSource = {
  sheet: 'Inspections',
  columns: [
    { header: 'Inspection', key: 'id', width: 10 },
    { header: 'Checklist', key: 'checklist_name', width: 36 },
    { header: 'Category', key: 'inspection_category', width: 12 },
    { header: 'Type', key: 'inspection_type', width: 12 },
    { header: 'Frequency', key: 'frequency', width: 12 },
    { header: 'School', key: 'school', width: 30 },
    { header: 'Zone', key: 'zone', width: 12 },
    { header: 'Location', key: 'location', width: 20 },
    { header: 'Inspection date', key: 'inspected_at', width: 14 },
    { header: 'Status', key: 'status', width: 14 },
    { header: 'Prepared by', key: 'prepared_by', width: 20 },
    { header: 'Acknowledged by (OM)', key: 'om', width: 20 },
    { header: 'Checked by (MA)', key: 'ma', width: 20 },
    { header: 'Created at', key: 'created_at', width: 12 },
  ],
  count: (db, user, p) => countOf(inspectionQuery(db, user, p)),
  async page(db, user, p, afterId, limit) {
    const rows = await inspectionQuery(db, user, p)
      .innerJoin('schools', 'schools.id', 'inspections.school_id')
      .leftJoin('users', 'users.id', 'inspections.created_by')
      .select([
        'inspections.id',
        'inspections.checklist_name',
        'inspections.inspection_category',
        'inspections.inspection_type',
        'inspections.frequency',
        'inspections.zone',
        'inspections.location',
        'inspections.inspected_at',
        'inspections.status',
        'inspections.prepare_name',
        'inspections.om_name',
        'inspections.ma_name',
        'inspections.created_at',
        'schools.name as school_name',
        'users.full_name as creator',
      ])
      .where('inspections.id', '>', afterId)
      .orderBy('inspections.id')
      .limit(limit)
      .execute();
    return rows.map((r) => ({
      id: r.id,
      checklist_name: r.checklist_name,
      inspection_category: r.inspection_category,
      inspection_type: r.inspection_type,
      frequency: r.frequency,
      school: r.school_name,
      zone: r.zone,
      location: r.location,
      inspected_at: r.inspected_at,
      status: r.status,
      prepared_by: r.prepare_name ?? r.creator,
      om: r.om_name,
      ma: r.ma_name,
      created_at: r.created_at.slice(0, 10),
    }));
  },
};

function inspectionQuery(db: Db, user: AuthUser, p: ExportProperties) {
  let q = scopeInspections(db.selectFrom('inspections'), user);
  if (p.school) q = q.where('inspections.school_id', '=', p.school);
  if (p.status?.length) q = q.where('inspections.status', 'in', p.status);
  if (p.start_date) q = q.where('inspections.inspected_at', '>=', p.start_date);
  if (p.end_date) q = q.where('inspections.inspected_at', '<=', p.end_date);
  return q;
}

export const EXPORT_SOURCES: Record<ExportModule, ExportSource> = {
  QUOTATION: quotation,
  WSO: wso,
  INSPECTION: inspection,
  CLAIM: claim,
};
