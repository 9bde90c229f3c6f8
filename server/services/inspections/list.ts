/**
 * The inspection list's reading (schemas/inspection.ts inspectionListSchema): the caller's scope, the filters that are
 * not one column of `inspections`, the school and author joined, and each row's `actions` from the workflow table.
 */
import type { SelectQueryBuilder } from 'kysely';
import { INSPECTION_STATUS_LABELS, type InspectionStatus } from '../../../domain/inspections.js';
import { allowedInspectionActions } from '../../../domain/inspectionWorkflow.js';
import { inspectionListSchema } from '../../../schemas/inspection.js';
import type { Db } from '../../db/index.js';
import type { Database } from '../../db/types.js';
import { listRecords, type ListOptions, type ListQuery } from '../../lib/crud.js';
import type { AuthUser } from '../../plugins/auth.js';
import { scopeInspections } from './repository.js';

type InspectionQuery = SelectQueryBuilder<Database, 'inspections', object>;
const TRUE_FLAGS = ['1', 'true'];

export function inspectionListOptions(db: Db, user: AuthUser): ListOptions {
  return {
    scope: (qb: InspectionQuery) => scopeInspections(qb, user),
    filterBy: {
      school_slug: (qb: InspectionQuery, slugs) =>
        qb.where('inspections.school_id', 'in', db.selectFrom('schools').select('id').where('slug', 'in', slugs)),
      created_by_me: (qb: InspectionQuery, values) =>
        values.some((v) => TRUE_FLAGS.includes(v)) ? qb.where('inspections.created_by', '=', user.id) : qb,
    },
    // the page's ids off the table alone, then the joins for those rows only (a deep page skips rows unjoined)
    pageByIds: true,
    select: (qb: InspectionQuery) =>
      qb
        .innerJoin('schools', 'schools.id', 'inspections.school_id')
        .leftJoin('users', 'users.id', 'inspections.created_by')
        .select([
          'inspections.id',
          'inspections.status',
          'inspections.checklist_name',
          'inspections.inspection_category',
          'inspections.inspection_type',
          'inspections.frequency',
          'inspections.inspected_at',
          'inspections.location',
          'inspections.school_id',
          'inspections.zone',
          'inspections.report_path',
          'inspections.created_at',
          'schools.name as school_name',
          'schools.slug as school_slug',
          'users.full_name as created_by_name',
        ]),
    map: (rows: InspectionListRow[]) => rows.map((r) => presentInspectionRow(r, user)),
  };
}

interface InspectionListRow {
  id: number;
  status: string;
  checklist_name: string;
  inspection_category: string;
  inspection_type: string;
  frequency: string;
  inspected_at: string | null;
  location: string | null;
  school_id: number;
  zone: string;
  report_path: string | null;
  created_at: string;
  school_name: string;
  school_slug: string;
  created_by_name: string | null;
}

const presentInspectionRow = (r: InspectionListRow, user: AuthUser) => ({
  id: r.id,
  status: r.status,
  status_label: INSPECTION_STATUS_LABELS[r.status as InspectionStatus] ?? r.status,
  checklist_name: r.checklist_name,
  inspection_category: r.inspection_category,
  inspection_type: r.inspection_type,
  frequency: r.frequency,
  inspected_at: r.inspected_at,
  location: r.location,
  school: { id: r.school_id, name: r.school_name, zone: r.zone },
  school_slug: r.school_slug,
  has_report: r.report_path !== null,
  created_by: r.created_by_name,
  created_at: r.created_at,
  actions: allowedInspectionActions(user.role_slug ?? '', { status: r.status as InspectionStatus, omSigned: false }),
});

/** One page of the list, as `GET <path>` answers it (the to-do feed has its own read: services/inspections/todo.ts). */
export const listInspections = (db: Db, user: AuthUser, query: ListQuery, path: string) =>
  listRecords(db, inspectionListSchema, query, path, inspectionListOptions(db, user));
