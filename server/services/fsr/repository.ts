/** Reading the schedule of rates: one item, the paged list with its filters, the quotation form's picker. */
import { sql } from 'kysely';
import { toApiNumber } from '../../../domain/money.js';
import type { Db } from '../../db/index.js';
import { notFound } from '../../lib/errors.js';
import { likeContains, multi, pageOf, readPage, wantsAll } from '../../lib/paging.js';
import { toFsrRecord, type FsrRow } from './records.js';

export const OPTIONS_PAGE_SIZE = 30;
const SORTABLE = new Set(['item_number', 'name', 'category', 'rate', 'id']);

const selectFsr = (db: Db) =>
  db
    .selectFrom('fsrs')
    .leftJoin('users', 'users.id', 'fsrs.created_by')
    .selectAll('fsrs')
    .select('users.full_name as creator_name');
/** The schedule of rates: without star rates still waiting for their quotation's save. */
const scheduled = (db: Db) => selectFsr(db).where('fsrs.draft', '=', 0);

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

export type FsrListQuery = Record<string, string | undefined> & { page?: number; per_page?: number };

const isTrue = (v?: string) => v === '1' || v === 'true';
const isFalse = (v?: string) => v === '0' || v === 'false';

/** GET /fsrs: every match (`all`, at most 5,000) or a page of them with the total. */
export async function listFsrs(db: Db, q: FsrListQuery) {
  let qb = scheduled(db);
  const cats = multi(q, 'category');
  if (cats?.length) qb = qb.where('fsrs.category', 'in', cats);
  if (q.item_number)
    qb = qb.where(sql<boolean>`lower(fsrs.item_number) like ${likeContains(q.item_number)} escape '\\'`);
  if (q.name) {
    const term = likeContains(q.name);
    qb = qb.where(
      sql<boolean>`(lower(fsrs.name) like ${term} escape '\\' or lower(coalesce(fsrs.item_group_description, '')) like ${term} escape '\\')`,
    );
  }
  if (q.section) qb = qb.where('fsrs.section', '=', q.section);
  if (isTrue(q.is_star_rate)) qb = qb.where('fsrs.is_star_rate', '=', 1);
  if (isFalse(q.is_star_rate)) qb = qb.where('fsrs.is_star_rate', '=', 0);
  const sortField = q.sort && SORTABLE.has(q.sort) ? (q.sort === 'rate' ? 'rate_cents' : q.sort) : 'item_number';
  const dir = q.order?.toLowerCase() === 'desc' ? 'desc' : 'asc';
  qb = qb.orderBy(`fsrs.${sortField}` as 'fsrs.item_number', dir).orderBy('fsrs.id', dir);
  if (wantsAll(q as { all?: string }))
    return { all: (await qb.limit(5000).execute()).map((r) => toFsrRecord(r as FsrRow)) };
  const page = pageOf(q);
  const { rows, total } = await readPage<FsrRow>(qb, page);
  return { page, total, rows: rows.map(toFsrRecord) };
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
