/** The claim export: its sheet and its rows (see ../modules.ts). */
import type { ExportProperties } from '../../../../domain/exports.js';
import type { Db } from '../../../db/index.js';
import type { AuthUser } from '../../../plugins/auth.js';
import { scopeClaims } from '../../claims/repository.js';
import { cents, countOf, decidedApprovals, type ExportSource } from './shared.js';

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

export { claim as claimSource };
