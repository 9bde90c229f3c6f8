import { sql, type Kysely } from 'kysely';
import type { PageQuery } from './paging.js';

/**
 * One page of a big table's list in two steps (lib/crud.ts listRecords with `pageByIds`): an inner query over the table
 * alone (scope, filters and sort, which its indexes serve) picks the page's ids and the total; the outer query joins
 * (`select`) for those rows only. With a filter the ids are ordered by `id + 0`, so the planner does not walk the
 * primary key hoping to stop after a page (the window count reads every matching row anyway) and the filter's own index
 * is the fast path; without one the primary key order is best and the total is the table's row count, evaluated once.
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
): Promise<{ rows: Record<string, unknown>[]; total: number }> {
  const id = `${table}.id`;
  const filtered = /\swhere\s/i.test(ids.selectAll(table).compile().sql);
  const idOrder = filtered ? sql`${sql.ref(id)} + 0` : sql.ref(id);
  const totalExpr = filtered ? sql<number>`count(*) over()` : sql<number>`(select count(*) from ${sql.table(table)})`;
  const pageIds = ids
    .select([id, totalExpr.as('__total')])
    .orderBy(order.column === id ? idOrder : sql.ref(order.column), order.dir)
    .orderBy(idOrder, order.dir)
    .limit(page.perPage)
    .offset((page.page - 1) * page.perPage);
  const rows: Record<string, unknown>[] = await select(db.selectFrom(pageIds.as('p')).innerJoin(table, id, 'p.id'))
    .select('p.__total')
    .orderBy(order.column, order.dir)
    .orderBy(id, order.dir)
    .execute();
  let total = Number(rows[0]?.__total ?? 0);
  if (!rows.length && page.page > 1)
    total = Number((await ids.select(sql<number>`count(*)`.as('n')).executeTakeFirst())?.n ?? 0);
  for (const r of rows) delete r.__total;
  return { rows, total };
}
