/** The quotation export: its sheet and its rows (see ../modules.ts). */
import type { ExportProperties } from '../../../../domain/exports.js';
import type { Db } from '../../../db/index.js';
import type { AuthUser } from '../../../plugins/auth.js';
import { applyListFilters, scopeQuotations } from '../../quotations/repository.js';
import { cents, countOf, decidedApprovals, list, type ExportSource } from './shared.js';

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

export { quotation as quotationSource };
