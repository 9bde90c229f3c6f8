/**
 * Checklist templates (spec part 3 §2 "BM & TP checklists"): how their list (schemas/checklist.ts, served by
 * server/lib/crud.ts listRecords) reads its rows — the active templates only, with the columns the API answers.
 */
import type { SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/types.js';
import type { ListOptions } from '../../lib/crud.js';

type ChecklistQuery = SelectQueryBuilder<Database, 'checklists', object>;

export const checklistListOptions: ListOptions = {
  scope: (qb: ChecklistQuery) => qb.where('status', '=', 'ACTIVE'),
  select: (qb: ChecklistQuery) =>
    qb.select(['id', 'name', 'category', 'type', 'frequency', 'status', 'custom_callback']),
  map: (rows) => rows,
};
