/** The wso export: its sheet and its rows (see ../modules.ts). */
import type { ExportProperties } from '../../../../domain/exports.js';
import type { Db } from '../../../db/index.js';
import type { AuthUser } from '../../../plugins/auth.js';
import { scopeWso } from '../../wso/repository.js';
import { approvalsText, countOf, type ExportSource } from './shared.js';

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

export { wso as wsoSource };
