import type { Kysely } from 'kysely';
import { withId, withTimestamps } from '../columns.js';

/**
 * Spec part 3 (issue 14): tree checklist templates and tree inspections (sections of dynamic fields stored as JSON, photos
 * as attachments owned by the section), monthly deliverables (one per category, zone and month; files as attachments
 * owned by the deliverable, keyed by slot) with their approval history, and resumable upload sessions.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withTimestamps(
    withId(db, db.schema.createTable('tree_checklists'))
      .addColumn('name', 'varchar(191)', (c) => c.notNull())
      .addColumn('category', 'varchar(40)', (c) => c.notNull())
      /** Null: offered for every school. */
      .addColumn('school_id', 'integer', (c) => c.references('schools.id').onDelete('cascade'))
      .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('ACTIVE')),
  ).execute();
  await db.schema
    .createIndex('tree_checklists_category_idx')
    .on('tree_checklists')
    .columns(['category', 'name'])
    .execute();

  await withId(db, db.schema.createTable('tree_checklist_items'))
    .addColumn('tree_checklist_id', 'integer', (c) => c.notNull().references('tree_checklists.id').onDelete('cascade'))
    .addColumn('sequence', 'integer', (c) => c.notNull())
    .addColumn('fields', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('tree_checklist_items_checklist_idx')
    .on('tree_checklist_items')
    .columns(['tree_checklist_id', 'sequence'])
    .execute();

  await withTimestamps(
    withId(db, db.schema.createTable('tree_inspections'))
      .addColumn('tree_checklist_id', 'integer', (c) => c.references('tree_checklists.id').onDelete('set null'))
      .addColumn('name', 'varchar(191)', (c) => c.notNull())
      .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id'))
      .addColumn('zone', 'varchar(20)', (c) => c.notNull())
      .addColumn('location', 'text')
      .addColumn('inspection_category', 'varchar(40)', (c) => c.notNull())
      .addColumn('status', 'varchar(20)', (c) => c.notNull())
      .addColumn('tree_inspected_at', 'varchar(10)')
      .addColumn('prepare_signature_id', 'integer')
      .addColumn('prepare_name', 'varchar(191)')
      .addColumn('prepare_details', 'text')
      .addColumn('prepare_options', 'varchar(40)')
      .addColumn('report_path', 'varchar(512)')
      .addColumn('report_version', 'integer')
      .addColumn('report_generated_at', 'varchar(32)')
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null')),
  ).execute();
  for (const [name, cols] of [
    ['tree_inspections_status_idx', ['status', 'id']],
    ['tree_inspections_school_idx', ['school_id', 'id']],
    ['tree_inspections_category_idx', ['inspection_category', 'id']],
    ['tree_inspections_zone_idx', ['zone', 'id']],
  ] as const)
    await db.schema
      .createIndex(name)
      .on('tree_inspections')
      .columns([...cols])
      .execute();

  await withId(db, db.schema.createTable('tree_inspection_items'))
    .addColumn('tree_inspection_id', 'integer', (c) =>
      c.notNull().references('tree_inspections.id').onDelete('cascade'),
    )
    .addColumn('sequence', 'integer', (c) => c.notNull())
    .addColumn('fields', 'text', (c) => c.notNull())
    .addColumn('defect', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('remarks', 'text')
    .execute();
  await db.schema
    .createIndex('tree_inspection_items_inspection_idx')
    .on('tree_inspection_items')
    .columns(['tree_inspection_id', 'sequence'])
    .execute();

  await withTimestamps(
    withId(db, db.schema.createTable('deliverables'))
      .addColumn('category', 'varchar(2)', (c) => c.notNull())
      .addColumn('zone', 'varchar(20)', (c) => c.notNull())
      .addColumn('year', 'integer', (c) => c.notNull())
      .addColumn('month', 'integer', (c) => c.notNull())
      .addColumn('status', 'varchar(20)', (c) => c.notNull())
      .addColumn('reject_remarks', 'text')
      /** Custom slots: [{key, title}] in the order they were added. */
      .addColumn('custom_slots', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('prepare_signature_id', 'integer')
      .addColumn('prepare_name', 'varchar(191)')
      .addColumn('prepare_details', 'text')
      .addColumn('ma_signature_id', 'integer')
      .addColumn('ma_name', 'varchar(191)')
      .addColumn('ma_details', 'text')
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null')),
  ).execute();
  await db.schema
    .createIndex('deliverables_month_unique')
    .on('deliverables')
    .columns(['category', 'zone', 'year', 'month'])
    .unique()
    .execute();
  await db.schema
    .createIndex('deliverables_status_idx')
    .on('deliverables')
    .columns(['status', 'year', 'month'])
    .execute();

  await withId(db, db.schema.createTable('deliverable_histories'))
    .addColumn('deliverable_id', 'integer', (c) => c.notNull().references('deliverables.id').onDelete('cascade'))
    .addColumn('approval_type', 'varchar(10)', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('remarks', 'text')
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('deliverable_histories_deliverable_idx')
    .on('deliverable_histories')
    .columns(['deliverable_id', 'id'])
    .execute();

  await db.schema
    .createTable('upload_sessions')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'varchar(40)', (c) => c.notNull())
    /** What the finished file becomes (purpose-specific JSON, e.g. {deliverable_id, slot, title}). */
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('file_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('mime', 'varchar(120)')
    .addColumn('part_key', 'varchar(512)', (c) => c.notNull())
    /** Set once the last byte is in and the file has been handed to its owner. */
    .addColumn('attachment_id', 'integer')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('upload_sessions_user_idx').on('upload_sessions').column('user_id').execute();
  await db.schema.createIndex('upload_sessions_expiry_idx').on('upload_sessions').column('expires_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'upload_sessions',
    'deliverable_histories',
    'deliverables',
    'tree_inspection_items',
    'tree_inspections',
    'tree_checklist_items',
    'tree_checklists',
  ])
    await db.schema.dropTable(t).ifExists().execute();
}
