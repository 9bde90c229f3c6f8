import type { Kysely } from 'kysely';

/**
 * Foreign keys the quotation save walks without an index (bench/writes.ts): replacing a quotation's items makes the
 * database check claim_items for every deleted item (SQLite's foreign-key check and PostgreSQL's both read the
 * referencing table), and a quotation's record reads its inspections by quotation — each a scan of a table that grows
 * with the installation, paid 200 times per save for the items.
 */
const INDEXES = [
  ['claim_items_quotation_item_idx', 'claim_items', 'quotation_item_id'],
  ['inspections_quotation_idx', 'inspections', 'quotation_id'],
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, table, column] of INDEXES) await db.schema.createIndex(name).on(table).column(column).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [name] of INDEXES) await db.schema.dropIndex(name).execute();
}
