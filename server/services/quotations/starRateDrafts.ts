/**
 * Star rates belong to the quotation they were made for: "Add star rate" creates the schedule item as a draft (hidden
 * from the schedule of rates and its picker), the quotation's save adopts the ones its rows carry in the same
 * transaction, and a draft no saved quotation took is swept by retention once it is older than a working day (the
 * quoter may still be filling the form; the save then adopts it).
 */
import type { Transaction } from 'kysely';
import type { Db } from '../../db/index.js';
import type { Database } from '../../db/types.js';

/** How long an unsaved star rate waits for its quotation's save before the sweep removes it. */
export const STAR_RATE_DRAFT_HOURS = 24;

/** Inside the save's transaction: the draft star rates its rows carry (`ids`) become items of the schedule. */
export async function adoptStarRates(trx: Transaction<Database>, ids: readonly number[]) {
  for (let i = 0; i < ids.length; i += 500)
    await trx
      .updateTable('fsrs')
      .set({ draft: 0, updated_at: new Date().toISOString() })
      .where('draft', '=', 1)
      .where('id', 'in', ids.slice(i, i + 500))
      .execute();
}

/** Removes abandoned draft star rates (created before `now` less the waiting time, on no quotation row). */
export async function sweepStarRateDrafts(db: Db, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - STAR_RATE_DRAFT_HOURS * 3600_000).toISOString();
  const res = await db
    .deleteFrom('fsrs')
    .where('draft', '=', 1)
    .where('is_star_rate', '=', 1)
    .where('created_at', '<', before)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('quotation_items')
            .select('quotation_items.id')
            .whereRef('quotation_items.fsr_id', '=', 'fsrs.id'),
        ),
      ),
    )
    .executeTakeFirst();
  return Number(res.numDeletedRows);
}
