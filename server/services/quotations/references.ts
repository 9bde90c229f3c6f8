import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/types.js';

/** Next reference number `Q-yyyy-NNNNN` (a per-year counter, safe under concurrent creates on both databases). */
export async function nextReference(trx: Transaction<Database>, year: number): Promise<string> {
  const row = await trx
    .insertInto('quotation_sequences')
    .values({ year, last: 1 })
    .onConflict((oc) => oc.column('year').doUpdateSet({ last: sql<number>`quotation_sequences.last + 1` }))
    .returning('last')
    .executeTakeFirstOrThrow();
  return `Q-${year}-${String(row.last).padStart(5, '0')}`;
}
