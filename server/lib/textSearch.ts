import { sql, type Kysely, type RawBuilder } from 'kysely';
import { isPostgres } from '../db/columns.js';
import { searchTableOf } from '../db/searchTables.js';
import { likeContains, type CountRows, type ListTotal } from './paging.js';

/**
 * How far each step of a search reads (module state so the tests can make every path run on a few dozen rows):
 * - `window`: rows of the list read in its order before the term's index is asked;
 * - `probe`: matches read off the index at most (a term with more is common);
 * - `counted`: rows a common term's total reads at most before it says "at least".
 */
export const SEARCH_LIMITS = { window: 1000, probe: 5000, counted: 10_000 };

/** One contains filter of a list: `lower(column) like '%term%'`. */
export interface SearchTerm {
  column: string;
  term: string;
}

export interface SearchPlan {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the list's query, any table's
  qb: any;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
  counted: any | CountRows;
}

/**
 * A list's contains searches, answering exactly the rows of the plain `lower(column) like '%term%'` (the LIKE decides
 * every row whatever path found it) without reading every row for a term an index can find. Three steps, each stopping
 * early, cheapest first:
 *
 * 1. The window (first pages only): the list's first `window` rows in its order (the sort's index), and the LIKE over
 *    them. A common term ("block 3", 11 % of the rows) fills the page there; a list that ends inside the window is
 *    answered whole. Before, a common term's matches were all read off the index and sorted (0.2–0.4 s at a million).
 * 2. The probe: the term's matches off its index, at most `probe` of them — on SQLite the column's FTS5 trigram table
 *    (a phrase of the term's trigrams; a term of one or two characters as the range of trigrams it begins, the text
 *    being followed by two U+0001), on PostgreSQL pg_trgm's index or, for one or two characters, the index of the
 *    column's pieces (migration 0100), the planner told not to read the table instead: it expected ten times the rows
 *    of some rare terms and walked the date index (6 s). Fewer than `probe`: the list is those rows (`id in`).
 * 3. A term found more often than that: the list's order walked with the LIKE, which finds a page of a common term after
 *    a few hundred rows; the LIKE is written so pg_trgm's index cannot serve it (PostgreSQL would read every match).
 *
 * The total of a common term (steps 1 and 3) counts the LIKE over at most `counted` rows of the list: past them it says
 * how many rows there are at least (`exact: false`), as a total past LIST_EXACT_TOTAL does.
 */
export async function planSearch(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any database's
  db: Kysely<any>,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the list's query with its other filters
  base: any,
  table: string,
  terms: SearchTerm[],
  order: { column: string; dir: 'asc' | 'desc' },
  /** Rows the page needs from the list's start (offset, page, one more); none for a seek or a whole list. */
  need: number | undefined,
): Promise<SearchPlan> {
  const id = `${table}.id`;
  const walk = base.where(matchAll(db, table, terms, true));
  const counted: CountRows = (bound) => countMatches(db, base, walk, table, terms, order, bound);
  if (need !== undefined && need <= SEARCH_LIMITS.window) {
    const window = await readWindow(db, base, table, terms, order);
    if (window.hits.length >= need) return { qb: base.where(id, 'in', window.hits.slice(0, need)), counted };
    if (window.whole) {
      const found = window.hits.length ? base.where(id, 'in', window.hits) : base.where(sql<boolean>`1 = 0`);
      return { qb: found, counted: found };
    }
  }
  let fewest: number[] | undefined;
  for (const t of terms) {
    const ids = await probe(db, table, t);
    if (ids && (!fewest || ids.length < fewest.length)) fewest = ids;
  }
  if (!fewest) return { qb: walk, counted };
  const found = walk.where(
    isPostgres(db)
      ? sql<boolean>`${sql.ref(id)} = any(${fewest}::bigint[])`
      : sql<boolean>`${sql.ref(id)} in (select value from json_each(${JSON.stringify(fewest)}))`,
  );
  return { qb: found, counted: found };
}

/**
 * The LIKE of every term. `opaque` (PostgreSQL): `lower(column) || ''`, which pg_trgm's index on `lower(column)` does
 * not serve, so the planner walks the sort's index instead of reading every match; the same rows match.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any database's
function matchAll(db: Kysely<any>, table: string, terms: SearchTerm[], opaque: boolean, alias?: string[]) {
  const likes = terms.map((t, i) => {
    const ref = sql.ref(alias ? alias[i] : `${table}.${t.column}`);
    const text = opaque && isPostgres(db) ? sql`(lower(${ref}) || '')` : sql`lower(${ref})`;
    return sql<boolean>`${text} like ${likeContains(t.term)} escape '\\'`;
  });
  return sql<boolean>`(${sql.join(likes, sql` and `)})`;
}

/** The list's first `window` rows in its order, with which of them match: the ids matching in order. */
async function readWindow(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any database's
  db: Kysely<any>,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the list's query
  base: any,
  table: string,
  terms: SearchTerm[],
  order: { column: string; dir: 'asc' | 'desc' },
): Promise<{ hits: number[]; whole: boolean }> {
  const id = `${table}.id`;
  const columns = terms.map((_, i) => `w.c${i}`);
  const first = base
    .clearSelect()
    .select([
      sql.ref(id).as('id'),
      sql`${sql.ref(order.column)}`.as('k'),
      ...terms.map((t, i) => sql.ref(`${table}.${t.column}`).as(`c${i}`)),
    ])
    .orderBy(order.column, order.dir)
    .orderBy(id, order.dir)
    .limit(SEARCH_LIMITS.window);
  const rows: { id: number; hit: number | boolean | null }[] = await db
    .selectFrom(first.as('w'))
    .select(['w.id', sql<number>`case when ${matchAll(db, table, terms, false, columns)} then 1 end`.as('hit')])
    .orderBy('w.k', order.dir)
    .orderBy('w.id', order.dir)
    .execute();
  return { hits: rows.filter((r) => r.hit).map((r) => Number(r.id)), whole: rows.length < SEARCH_LIMITS.window };
}

/**
 * The ids of a term's rows off its index, or none when the term has `probe` matches or more or no index serves it.
 * What the index finds may be more than the LIKE's rows (it folds case beyond ASCII), never fewer.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any database's
async function probe(db: Kysely<any>, table: string, { column, term }: SearchTerm): Promise<number[] | undefined> {
  const text = term.toLowerCase();
  const chars = [...text];
  const bound = SEARCH_LIMITS.probe;
  let query: RawBuilder<{ id: number }>;
  if (isPostgres(db)) {
    if (!searchTableOf(table, column)) return undefined;
    query =
      chars.length >= 3
        ? sql`select id from ${sql.table(table)} where lower(${sql.ref(column)}) like ${likeContains(term)} escape '\\' limit ${bound}`
        : sql`select id from ${sql.table(table)} where caretaker_grams(lower(${sql.ref(column)})) @> array[${text}]::text[] limit ${bound}`;
    const rows = await db.transaction().execute(async (trx) => {
      // a GIN index serves only a bitmap read of every match; the planner's other choice is reading the table
      await sql`set local enable_seqscan = off`.execute(trx);
      return (await query.execute(trx)).rows;
    });
    return rows.length < bound ? rows.map((r) => Number(r.id)) : undefined;
  }
  const fts = searchTableOf(table, column);
  if (!fts) return undefined;
  if (chars.length >= 3) {
    const phrase = `"${text.replace(/"/g, '""')}"`;
    query = sql`select rowid as id from ${sql.table(fts)} where ${sql.table(fts)} match ${phrase} limit ${bound}`;
  } else if (/^[\x20-\x7e]+$/.test(text)) {
    // the trigrams beginning with the term (the index folds ASCII case as lower() does; other letters it may fold
    // otherwise, so a short term with one is only read by the LIKE)
    const past = text.slice(0, -1) + String.fromCharCode(text.charCodeAt(text.length - 1) + 1);
    query = sql`select doc as id from ${sql.table(`${fts}_terms`)} where term >= ${text} and term < ${past} limit ${bound}`;
  } else return undefined;
  const { rows } = await query.execute(db);
  if (rows.length >= bound) return undefined;
  return [...new Set(rows.map((r) => Number(r.id)))];
}

/**
 * The total of a common term: the LIKE counted over the list's first `counted` rows in its order (the sort's index
 * read from its start; in no order, SQLite read a scope's `zone in (…) or …` by collecting every row id of the scope
 * first). All the list's rows read: exact (up to the bound); otherwise at least the matches seen.
 */
async function countMatches(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any database's
  db: Kysely<any>,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the list's query without its search
  base: any,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the list's query with it
  walk: any,
  table: string,
  terms: SearchTerm[],
  order: { column: string; dir: 'asc' | 'desc' },
  bound: number | undefined,
): Promise<ListTotal> {
  if (bound === undefined) {
    const all = await walk
      .clearOrderBy()
      .clearSelect()
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirst();
    return { total: Number(all?.n ?? 0), exact: true };
  }
  const read = base
    .clearOrderBy()
    .clearSelect()
    .select(sql<number>`case when ${matchAll(db, table, terms, true)} then 1 end`.as('hit'))
    .orderBy(order.column, order.dir)
    .limit(SEARCH_LIMITS.counted);
  const row = await db
    .selectFrom(read.as('r'))
    .select([sql<number>`count(r.hit)`.as('n'), sql<number>`count(*)`.as('seen')])
    .executeTakeFirst();
  const n = Number(row?.n ?? 0);
  if (n > bound) return { total: bound, exact: false };
  return { total: n, exact: Number(row?.seen ?? 0) < SEARCH_LIMITS.counted };
}
