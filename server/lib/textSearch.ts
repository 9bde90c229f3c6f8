import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../db/columns.js';
import { SEARCH_TABLES } from '../db/searchTables.js';
import { likeContains } from './paging.js';

/** Trigram indexes find a term of three characters or more; a shorter one is only a LIKE. */
const TRIGRAM = 3;
/** A term the trigram table finds this often is common: the list's own order finds its page sooner. */
const COMMON = 10_000;

/**
 * A list's contains search on one column: `lower(column) like '%term%'`. On PostgreSQL that is what the pg_trgm GIN
 * index on `lower(column)` serves (migration 0094; the planner falls back to reading the rows for a short term). On
 * SQLite a searched table has an FTS5 trigram table (db/searchTables.ts, migration 0097): for a term of three
 * characters or more without LIKE wildcards, the rows are first narrowed to those the trigram table finds (its LIKE
 * uses the index), and the same LIKE as before then decides, so the answer is the one the LIKE alone gave.
 *
 * Only for a term that is not common, though: the trigram table's matches cost about 6 µs each to read (0.7 s for a
 * term in 111,111 of a million quotations), while walking the list's order with the LIKE finds a page of a common term
 * after a few hundred rows. So the matches are read first, at most COMMON of them (under 60 ms); fewer, and they are
 * the rows searched (`id in` their list, one JSON parameter); that many, and the term is searched by the LIKE alone.
 */
export async function whereContains(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any database's
  db: Kysely<any>,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any table's query
  qb: any,
  table: string,
  column: string,
  term: string,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
): Promise<any> {
  const ref = `${table}.${column}`;
  const like = qb.where(sql<boolean>`lower(${sql.ref(ref)}) like ${likeContains(term)} escape '\\'`);
  const fts = SEARCH_TABLES[table];
  if (isPostgres(db) || !fts?.columns.includes(column) || [...term].length < TRIGRAM || /[\\%_]/.test(term))
    return like;
  const { rows } = await sql<{
    id: number;
  }>`select rowid as id from ${sql.table(fts.fts)} where ${sql.ref(column)} like ${`%${term.toLowerCase()}%`} limit ${COMMON}`.execute(
    db,
  );
  if (rows.length >= COMMON) return like;
  const ids = JSON.stringify(rows.map((r) => r.id));
  return like.where(sql.ref(`${table}.id`), 'in', sql`(select value from json_each(${ids}))`);
}
