import type { Kysely } from 'kysely';

/**
 * An index for each offered list filter that had none (tests/api/list-indexes.test.ts explains the SQL each list sends
 * and finds them): without one, a filtered page and its total read the whole table. Each carries the list's default
 * order after the filtered column (the inspection date, else the id), so one filter value's page is read in order and
 * stops after its rows.
 */
const INDEXES = [
  ['quotations_wso_status_idx', 'quotations', ['wso_status', 'id']],
  ['quotations_trade_idx', 'quotations', ['trade', 'id']],
  ['inspections_type_idx', 'inspections', ['inspection_type', 'inspected_at', 'id']],
  ['inspections_frequency_idx', 'inspections', ['frequency', 'inspected_at', 'id']],
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, table, columns] of INDEXES)
    await db.schema
      .createIndex(name)
      .on(table)
      .columns([...columns])
      .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [name] of INDEXES) await db.schema.dropIndex(name).execute();
}
