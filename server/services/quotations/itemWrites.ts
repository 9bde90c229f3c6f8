/**
 * Writing a quotation's items: the rows priced by items.ts replace the stored ones, the draft star rates they carry join
 * the schedule, and an item version is recorded when the list changed. What needs no database (the version's text) is
 * made before the save's transaction, so the transaction holds the connection (SQLite's only one) for its statements only.
 */
import { CompiledQuery, type Transaction } from 'kysely';
import { isPostgres } from '../../db/columns.js';
import type { Database } from '../../db/types.js';
import { presentItem, type ItemRow } from './items.js';
import { adoptStarRates } from './starRateDrafts.js';

/** The items a save writes, ready before its transaction. */
export interface ItemsToWrite {
  rows: ItemRow[];
  /** The item list as an item version stores it (the contractor's 'Work flow history'). */
  snapshot: string;
  /** Star rates among the rows that may still be drafts. */
  drafts: number[];
}

/** `drafts` as readItems found them; without it every FSR the rows carry is checked (a clone's rows). */
export function itemsToWrite(rows: ItemRow[], drafts?: readonly number[]): ItemsToWrite {
  return {
    rows,
    snapshot: JSON.stringify(rows.map((r) => presentItem(r))),
    drafts: [...new Set(drafts ?? rows.map((r) => r.fsr_id).filter((id): id is number => id !== null))],
  };
}

const COLUMNS = [
  'quotation_id',
  'sort',
  'serial_no',
  'kind',
  'fsr_id',
  'item_number',
  'item_group_description',
  'item_description',
  'note',
  'header',
  'unit',
  'rate_cents',
  'quantity_milli',
  'minimum_cents',
  'amount_cents',
  'is_star_rate',
  'is_active',
  'sub_rows',
] as const satisfies readonly (keyof ItemRow | 'quotation_id')[];
const COLUMN_LIST = COLUMNS.map((c) => `"${c}"`).join(', ');
/** Rows per SQLite insert (18 placeholders each, far below SQLite's limit of 32,766). */
const SQLITE_ROWS = 200;

/** The SQLite insert of `n` rows, by row count: the statement cache then prepares each once. */
const sqliteInserts = new Map<number, string>();
function sqliteInsert(n: number): string {
  let text = sqliteInserts.get(n);
  if (!text) {
    const row = `(${COLUMNS.map(() => '?').join(', ')})`;
    text = `insert into "quotation_items" (${COLUMN_LIST}) values ${Array.from({ length: n }, () => row).join(', ')}`;
    sqliteInserts.set(n, text);
  }
  return text;
}

/**
 * The rows inserted with one statement written here rather than built by Kysely: its builder made an operation node
 * per value (3,600 for 200 rows) on every save. PostgreSQL gets the rows as one JSON parameter, so it parses and plans
 * a statement of one parameter instead of 3,600 (17 ms a save under load, against ~2).
 */
async function insertRows(trx: Transaction<Database>, quotationId: number, rows: ItemRow[]) {
  if (!rows.length) return;
  if (isPostgres(trx)) {
    const json = JSON.stringify(rows.map((r) => ({ ...r, quotation_id: quotationId })));
    await trx.executeQuery(
      CompiledQuery.raw(
        `insert into quotation_items (${COLUMN_LIST}) select ${COLUMN_LIST} from json_populate_recordset(null::quotation_items, $1::json)`,
        [json],
      ),
    );
    return;
  }
  for (let i = 0; i < rows.length; i += SQLITE_ROWS) {
    const chunk = rows.slice(i, i + SQLITE_ROWS);
    const params: unknown[] = [];
    for (const r of chunk)
      params.push(
        quotationId,
        r.sort,
        r.serial_no,
        r.kind,
        r.fsr_id,
        r.item_number,
        r.item_group_description,
        r.item_description,
        r.note,
        r.header,
        r.unit,
        r.rate_cents,
        r.quantity_milli,
        r.minimum_cents,
        r.amount_cents,
        r.is_star_rate,
        r.is_active,
        r.sub_rows,
      );
    await trx.executeQuery(CompiledQuery.raw(sqliteInsert(chunk.length), params));
  }
}

/**
 * Replaces a quotation's items and records an item version when they changed. `created`: the quotation was inserted in
 * this transaction, so it has no items or versions to read or remove, and its first version is recorded.
 */
export async function replaceItems(
  trx: Transaction<Database>,
  quotationId: number,
  items: ItemsToWrite,
  userId: number,
  created: boolean,
) {
  if (!created) await trx.deleteFrom('quotation_items').where('quotation_id', '=', quotationId).execute();
  await insertRows(trx, quotationId, items.rows);
  // a star rate made for this quotation joins the schedule now that the quotation is saved
  await adoptStarRates(trx, items.drafts);
  const last = created
    ? undefined
    : await trx
        .selectFrom('quotation_item_versions')
        .select(['items', 'version'])
        .where('quotation_id', '=', quotationId)
        .orderBy('version', 'desc')
        .limit(1)
        .executeTakeFirst();
  if (!last || last.items !== items.snapshot) {
    await trx
      .insertInto('quotation_item_versions')
      .values({
        quotation_id: quotationId,
        version: (last?.version ?? 0) + 1,
        items: items.snapshot,
        user_id: userId,
        created_at: new Date().toISOString(),
      })
      .execute();
  }
}
