/** Reading the schedule of rates: one item, the list's options (scope, join, filters), the quotation form's picker. */
import { sql, type SelectQueryBuilder } from 'kysely';
import { toApiNumber } from '../../../domain/money.js';
import type { Db } from '../../db/index.js';
import { notFound } from '../../lib/errors.js';
import type { Database } from '../../db/types.js';
import type { ListOptions } from '../../lib/crud.js';
import { likeContains } from '../../lib/paging.js';
import { toFsrRecord, type FsrRow } from './records.js';

export const OPTIONS_PAGE_SIZE = 30;

const selectFsr = (db: Db) =>
  db
    .selectFrom('fsrs')
    .leftJoin('users', 'users.id', 'fsrs.created_by')
    .selectAll('fsrs')
    .select('users.full_name as creator_name');

export async function findFsr(db: Db, id: number): Promise<FsrRow> {
  const row = await selectFsr(db).where('fsrs.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('FSR item not found.');
  return row as FsrRow;
}

/** Which of these item numbers are taken (by an item other than `exceptId`). */
export async function takenNumbers(db: Db, numbers: string[], exceptId?: number): Promise<Set<string>> {
  const out = new Set<string>();
  for (let i = 0; i < numbers.length; i += 500) {
    let q = db
      .selectFrom('fsrs')
      .select('item_number')
      .where('item_number', 'in', numbers.slice(i, i + 500));
    if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
    for (const r of await q.execute()) out.add(r.item_number);
  }
  return out;
}

const isTrue = (v?: string) => v === '1' || v === 'true';
const isFalse = (v?: string) => v === '0' || v === 'false';

/**
 * GET /fsrs as lib/crud's listRecords serves it from schemas/fsr.ts fsrListSchema: the schedule of rates only (a star
 * rate still waiting for its quotation's save is left out), the creator's name joined, and the name filter searching the
 * item description and its group's description.
 */
type FsrQuery = SelectQueryBuilder<Database, 'fsrs', object>;

export function fsrListOptions(): ListOptions {
  return {
    scope: (qb: FsrQuery) => qb.where('fsrs.draft', '=', 0),
    select: (qb: FsrQuery) =>
      qb.leftJoin('users', 'users.id', 'fsrs.created_by').selectAll('fsrs').select('users.full_name as creator_name'),
    filterBy: {
      name: (qb: FsrQuery, [term]) =>
        qb.where(
          sql<boolean>`(lower(fsrs.name) like ${likeContains(term)} escape '\\' or lower(coalesce(fsrs.item_group_description, '')) like ${likeContains(term)} escape '\\')`,
        ),
    },
    map: (rows: FsrRow[]) => rows.map(toFsrRecord),
  };
}

export interface FsrOptionsQuery {
  search?: string;
  page?: number;
  is_star_rate?: string;
  category?: string;
}

/** GET /fsrs/options/fsr: the picker's page of items (one more is read to tell whether there are more). */
export async function fsrOptions(db: Db, q: FsrOptionsQuery) {
  const page = q.page ?? 1;
  let qb = db
    .selectFrom('fsrs')
    .select([
      'id',
      'category',
      'item_number',
      'name',
      'item_group_description',
      'unit',
      'rate_cents',
      'minimum_cents',
      'is_star_rate',
    ])
    .where('draft', '=', 0);
  const term = q.search?.trim();
  if (term) qb = qb.where(sql<boolean>`fsrs.search_text like ${likeContains(term)} escape '\\'`);
  if (isTrue(q.is_star_rate)) qb = qb.where('is_star_rate', '=', 1);
  if (isFalse(q.is_star_rate)) qb = qb.where('is_star_rate', '=', 0);
  if (q.category) qb = qb.where('category', '=', q.category);
  const rows = await qb
    .orderBy('item_number')
    .orderBy('id')
    .limit(OPTIONS_PAGE_SIZE + 1)
    .offset((page - 1) * OPTIONS_PAGE_SIZE)
    .execute();
  const options = rows.slice(0, OPTIONS_PAGE_SIZE).map((r) => ({
    value: r.id,
    label: `${r.item_number} - ${r.name}`,
    item_number: r.item_number,
    item_description: r.name,
    item_group_description: r.item_group_description,
    unit: r.unit,
    rate: toApiNumber(Number(r.rate_cents)),
    is_star_rate: r.is_star_rate === 1,
    minimum: r.minimum_cents === null ? null : toApiNumber(Number(r.minimum_cents)),
    category: r.category,
  }));
  return { options, hasMore: rows.length > OPTIONS_PAGE_SIZE };
}
