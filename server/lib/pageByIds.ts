import type { Kysely } from 'kysely';
import { listTotal, skipped, type ListTotal, type PageQuery } from './paging.js';

/**
 * One page of a big table's list in two steps (lib/crud.ts listRecords with `pageByIds`): an inner query over the table
 * alone (scope, filters and sort, which its indexes serve) picks the page's ids; the outer query reads those rows by
 * their ids (`where id in (…)`) and joins (`select`) for them only. The outer query is driven by the page's ids, not by
 * the table: joined back with `from (page) join table`, SQLite, not knowing the bound `limit ?` is small, read the
 * whole table to find the 25 rows (272 ms at a million rows, against 1.9 ms with the limit written in). The ids are
 * read first, one more than the page (is there a next page?), and the total is counted apart (lib/paging.ts
 * listTotal), so the page stops after its rows.
 */
export async function readPageByIds(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any table's scoped and filtered query
  db: Kysely<any>,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
  ids: any,
  table: string,
  order: { column: string; dir: 'asc' | 'desc' },
  page: PageQuery,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the area's joins over whatever the page selects
  select: (qb: any) => any,
  exactOnly = false,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the list's rows to count: `ids` without a seek
  counted: any = ids,
): Promise<{ rows: Record<string, unknown>[] } & ListTotal> {
  const id = `${table}.id`;
  let pageIds = ids.select(`${id} as id`);
  if (order.column !== id) pageIds = pageIds.orderBy(order.column, order.dir);
  const found: number[] = (
    await pageIds
      .orderBy(id, order.dir)
      .limit(page.perPage + 1)
      .offset(skipped(page))
      .execute()
  ).map((r: { id: number }) => r.id);
  const more = found.length > page.perPage;
  const onPage = found.slice(0, page.perPage);
  const rows: Record<string, unknown>[] = onPage.length
    ? await select(db.selectFrom(table).where(id, 'in', onPage))
        .orderBy(order.column, order.dir)
        .orderBy(id, order.dir)
        .execute()
    : [];
  return { rows, ...(await listTotal(db, counted, page, onPage.length, more, exactOnly)) };
}
