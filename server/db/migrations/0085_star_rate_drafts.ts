import type { Kysely } from 'kysely';

/**
 * A star rate created from the add-items page is a draft until a quotation that carries it is saved: hidden from the
 * schedule of rates, adopted (draft = 0) by the save's transaction, and swept by retention when it was abandoned.
 * Existing star rates are all in use or were kept on purpose, so they stay as they are (0).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('fsrs')
    .addColumn('draft', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('fsrs_draft_idx').on('fsrs').columns(['draft', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('fsrs_draft_idx').execute();
  await db.schema.alterTable('fsrs').dropColumn('draft').execute();
}
