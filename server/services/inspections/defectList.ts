/**
 * The outstanding defects list's reading (schemas/defect.ts defectListSchema), and a checklist's saved defects: scoped
 * like the checklists, the filters that are not one column of `defects`, the checklist and school joined, and each
 * row's `actions` ('delete' when the caller may delete it now, domain/defects.ts).
 */
import type { SelectQueryBuilder } from 'kysely';
import { defectTitle, isDefectDeletable, mayDeleteDefects } from '../../../domain/defects.js';
import { isInspectionEditable } from '../../../domain/inspectionWorkflow.js';
import type { InspectionStatus } from '../../../domain/inspections.js';
import { defectListSchema } from '../../../schemas/defect.js';
import type { Db } from '../../db/index.js';
import type { Database } from '../../db/types.js';
import { listRecords, type ListOptions, type ListQuery } from '../../lib/crud.js';
import { whereInScope } from '../../lib/scope.js';
import type { AuthUser } from '../../plugins/auth.js';

type DefectQuery = SelectQueryBuilder<Database, 'defects' | 'inspections', object>;
const TRUE_FLAGS = ['1', 'true'];

export function defectListOptions(user: AuthUser): ListOptions {
  const deleter = mayDeleteDefects(user.role_slug ?? '');
  return {
    scope: (qb: SelectQueryBuilder<Database, 'defects', object>) =>
      whereInScope(qb.innerJoin('inspections', 'inspections.id', 'defects.inspection_id'), user, {
        school: 'defects.school_id',
        zone: 'inspections.zone',
      }),
    filterBy: {
      category: (qb: DefectQuery, values) => qb.where('inspections.inspection_category', '=', values[0]),
      type: (qb: DefectQuery, values) => qb.where('inspections.inspection_type', '=', values[0]),
      // created_at is a date and time: the end date keeps the whole day
      end_date: (qb: DefectQuery, values) => qb.where('defects.created_at', '<', `${values[0]}T99`),
      created_by_me: (qb: DefectQuery, values) =>
        values.some((v) => TRUE_FLAGS.includes(v)) ? qb.where('defects.created_by', '=', user.id) : qb,
    },
    select: (qb: DefectQuery) =>
      qb
        .innerJoin('schools', 'schools.id', 'defects.school_id')
        .select([
          'defects.id',
          'defects.status',
          'defects.defect',
          'defects.location',
          'defects.description',
          'defects.created_at',
          'defects.inspection_id',
          'defects.sub_item_id',
          'inspections.checklist_name',
          'inspections.inspection_category',
          'inspections.status as inspection_status',
          'schools.name as school_name',
        ]),
    map: (rows: DefectListRow[]) =>
      rows.map((r) => ({
        id: r.id,
        status: r.status,
        defect: r.defect === 1,
        location: r.location,
        description: r.description,
        title: defectTitle(r.description ?? ''),
        created_at: r.created_at,
        inspection_id: r.inspection_id,
        checklist_item_id: r.sub_item_id,
        checklist_name: r.checklist_name,
        inspection_category: r.inspection_category,
        school_name: r.school_name,
        actions:
          deleter && isDefectDeletable(isInspectionEditable(r.inspection_status as InspectionStatus), r.status)
            ? ['delete']
            : [],
      })),
  };
}

interface DefectListRow {
  id: number;
  status: string;
  defect: number;
  location: string | null;
  description: string | null;
  created_at: string;
  inspection_id: number;
  sub_item_id: number | null;
  checklist_name: string;
  inspection_category: string;
  inspection_status: string;
  school_name: string;
}

/** One page of the list, as `GET <path>` answers it (a checklist's defects read the same list by its id). */
export const listDefects = (db: Db, user: AuthUser, query: ListQuery, path: string) =>
  listRecords(db, defectListSchema, query, path, defectListOptions(user));
