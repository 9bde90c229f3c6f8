/**
 * Reading query plans for tests/api/list-indexes.test.ts, in each database's own words: SQLite's `EXPLAIN QUERY PLAN`
 * (one line a step, indented by depth) and PostgreSQL's `EXPLAIN` text (a line a node, `->` and indentation for depth).
 */
import { CompiledQuery, sql } from 'kysely';
import type { Db } from '../../server/db/index.js';
import { dialect } from '../support/testApp.js';

export type Purpose = 'sort' | 'filter';

/**
 * The plan of a captured statement with its bound parameters, one step a line. On PostgreSQL the demo tables are small
 * enough that reading all of a table and sorting it is cheapest, so what is being asked is priced out first: for a sort,
 * sorting (a remaining Sort node over the table means no index serves the order); for a filter, reading the whole table.
 */
export async function explainSteps(db: Db, q: CompiledQuery, purpose: Purpose): Promise<string[]> {
  if (dialect === 'sqlite') {
    const { rows } = await db.executeQuery<{ id: number; parent: number; detail: string }>(
      CompiledQuery.raw(`explain query plan ${q.sql}`, [...q.parameters]),
    );
    const depth = new Map<number, number>([[0, -1]]);
    return rows.map((r) => {
      const d = (depth.get(r.parent) ?? -1) + 1;
      depth.set(r.id, d);
      return `${'  '.repeat(d)}${r.detail}`;
    });
  }
  return db.transaction().execute(async (trx) => {
    if (purpose === 'sort') await sql`set local enable_sort = off`.execute(trx);
    else await sql`set local enable_seqscan = off`.execute(trx);
    const { rows } = await trx.executeQuery<{ 'QUERY PLAN': string }>(
      CompiledQuery.raw(`explain ${q.sql}`, [...q.parameters]),
    );
    return rows.map((r) => r['QUERY PLAN']);
  });
}

const depthOf = (line: string) => line.search(/\S/);

/** The plan's lines as a tree: each line's children are the deeper lines that follow it up to the next at its depth. */
function subtree(steps: string[], i: number): string[] {
  const d = depthOf(steps[i]);
  const out: string[] = [];
  for (let j = i + 1; j < steps.length && depthOf(steps[j]) > d; j++) out.push(steps[j]);
  return out;
}

/** A step that reads the list's table row by row in no useful order, or by its rowid (one row a lookup). */
const readsTable = (step: string, table: string) =>
  new RegExp(`^\\s*(SCAN|SEARCH) ${table}\\b`).test(step) && !/INTEGER PRIMARY KEY \(rowid=\?\)/.test(step);

/**
 * The sorts over the list's rows: a sort step whose input is not a page already cut by a limit. On SQLite, a temp
 * B-tree for ORDER BY beside a step that reads the list's table (not the rowid lookups of a page's rows joined back);
 * on PostgreSQL a Sort (or WindowAgg) node with no Limit beneath it that reads the table.
 */
export function fullSorts(steps: string[], table: string): string[] {
  if (dialect === 'sqlite') {
    return steps.filter((s, i) => {
      if (!/USE TEMP B-TREE FOR (ORDER BY|LAST TERM OF ORDER BY)/.test(s)) return false;
      // siblings: the lines at the same depth under the same parent
      const d = depthOf(s);
      let start = i;
      while (start > 0 && depthOf(steps[start - 1]) >= d) start--;
      let end = i;
      while (end + 1 < steps.length && depthOf(steps[end + 1]) >= d) end++;
      const level = steps.slice(start, end + 1);
      return level.some((x) => depthOf(x) === d && readsTable(x, table))
        ? true
        : level.some(
            (x) => depthOf(x) === d && /^\s*(SCAN|CO-ROUTINE|MATERIALIZE)/.test(x) && readsIn(level, x, table),
          );
    });
  }
  return steps.filter((s, i) => {
    // a window (`count(*) over ()`) reads every row before the limit, as a sort does
    if (!/^\s*(->\s*)?(Sort|WindowAgg)\b/.test(s)) return false;
    const below = subtree(steps, i);
    return !below.some((x) => /->\s*Limit\b/.test(x)) && below.some((x) => new RegExp(`on ${table}\\b`).test(x));
  });
}

/** Whether a subquery step of a level reads the list's table unlimited (a window's count over every row). */
function readsIn(level: string[], step: string, table: string): boolean {
  const i = level.indexOf(step);
  return subtree(level, i).some((x) => readsTable(x, table));
}

/**
 * Whether the plan finds the filtered rows without an index. For a filter on a column of the list's table (`column`),
 * SQLite must search by that column (`SEARCH t USING INDEX i (col=?)`, `(col>?)`) and PostgreSQL have an index
 * condition on it. For a filter the area reads its own way (another table's column, a subquery; `column` undefined),
 * some step must search by a condition and none may read the whole list's table.
 */
export function unindexedFilter(steps: string[], table: string, column: string | undefined): boolean {
  if (dialect === 'sqlite') {
    if (column)
      return !steps.some((s) =>
        new RegExp(`SEARCH ${table} USING (COVERING )?INDEX \\S+ \\(([^)]* AND )?${column}\\b`).test(s),
      );
    const searches = steps.some((s) => /SEARCH \S+ USING (COVERING )?INDEX \S+ \(/.test(s));
    return !searches || steps.some((s) => new RegExp(`^\\s*SCAN ${table}\\b`).test(s));
  }
  const conditions = steps.filter((s) => /(Index|Recheck) Cond:/.test(s));
  if (column) return !conditions.some((s) => new RegExp(`\\b${column}\\b`).test(s));
  // a scan of the list's table with no index condition reads all of it
  const whole = steps.some(
    (s, i) =>
      new RegExp(` on ${table}\\b`).test(s) &&
      (/Seq Scan/.test(s) || (/Index (Only )?Scan/.test(s) && !/Index Cond:/.test(steps[i + 1] ?? ''))),
  );
  return whole || !conditions.some((s) => !/\(id = /.test(s));
}
