/** The inspection export: its sheet and its rows (see ../modules.ts). */
import type { ExportProperties } from '../../../../domain/exports.js';
import type { Db } from '../../../db/index.js';
import type { AuthUser } from '../../../plugins/auth.js';
import { scopeInspections } from '../../inspections/repository.js';
import { countOf, type ExportSource } from './shared.js';

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

export { inspection as inspectionSource };
