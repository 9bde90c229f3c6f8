import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../db/columns.js';

/**
 * A deep page read by a seek on its sort key: the client names the last row of the page before (`after_id`), and the
 * page is the rows after that row in the list's order — `(sort, id)` past the row's own — found by walking the sort's
 * index from there, instead of an OFFSET that reads every skipped entry (a page at offset 500,000: 14–95 ms at a
 * million rows, growing with the offset). The page number stays the API's contract (react-admin's pages, `meta`): the
 * data provider sends `after_id` when it read the page before, otherwise the page is skipped to as before.
 *
 * The row is looked up through the list's own scoped and filtered query, so a row the caller may not see, or one that
 * left the list, gives no seek (the page is then read by its offset). Nor does a null sort value: nulls sort first on
 * SQLite and last on PostgreSQL, so on SQLite descending and PostgreSQL ascending the rows with a null value come after
 * every other — there the seek is used only when the list has no such row (an `or is null` would lose the index's
 * order, one lookup of the index's null end keeps it).
 */
export async function seekAfter(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any database's
  db: Kysely<any>,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the list's scoped and filtered query
  qb: any,
  table: string,
  order: { column: string; dir: 'asc' | 'desc' },
  afterId: number,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
): Promise<any | undefined> {
  const id = `${table}.id`;
  const anchor = await qb
    .select(sql`${sql.ref(order.column)}`.as('key'))
    .where(id, '=', afterId)
    .executeTakeFirst();
  if (!anchor || anchor.key === null || anchor.key === undefined) return undefined;
  const past = order.dir === 'desc' ? sql`<` : sql`>`;
  if (order.column === id) return qb.where(id, order.dir === 'desc' ? '<' : '>', afterId);
  const after = sql<boolean>`(${sql.ref(order.column)}, ${sql.ref(id)}) ${past} (${anchor.key}, ${afterId})`;
  const nullsAfter = isPostgres(db) ? order.dir === 'asc' : order.dir === 'desc';
  if (nullsAfter && (await qb.select(id).where(order.column, 'is', null).limit(1).executeTakeFirst())) return undefined;
  return qb.where(after);
}
