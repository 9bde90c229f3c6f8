/**
 * Many rows fast, for the export tests and bench/exports.ts: `count` copies of one existing quotation, made by the
 * database itself in one statement (a recursive counter joined to the row), each with its own reference number.
 */
import { sql } from 'kysely';
import type { Db } from '../../server/db/index.js';

export async function cloneQuotations(db: Db, sourceId: number, count: number, tag = 'B'): Promise<void> {
  const sample = await db.selectFrom('quotations').selectAll().where('id', '=', sourceId).executeTakeFirstOrThrow();
  const columns = Object.keys(sample).filter((c) => c !== 'id');
  const values = columns.map((c) =>
    c === 'reference_number' ? sql`q.reference_number || ${`-${tag}`} || n.i` : sql.ref(`q.${c}`),
  );
  // Batches keep each statement's memory modest on both databases.
  for (let start = 0; start < count; start += 50_000) {
    const size = Math.min(50_000, count - start);
    await sql`with recursive n(i) as (select cast(${start + 1} as integer) union all select i + 1 from n where i < ${start + size})
      insert into quotations (${sql.join(columns.map((c) => sql.id(c)))})
      select ${sql.join(values)} from quotations q, n where q.id = ${sourceId}`.execute(db);
  }
}
