import type { Kysely } from 'kysely';
import { withId, withTimestamps } from '../columns.js';

/**
 * Spec part 3 (issue 13): the maintenance calendar, checklist templates (elements with sub-items), inspections copied from a
 * template at creation (so a later template edit never changes a filled checklist), their members, history and defects.
 * Defect pictures are attachments (owner_type defect_before / defect_after / defect_supporting).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withTimestamps(
    withId(db, db.schema.createTable('maintenance_schedules'))
      .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
      .addColumn('type', 'varchar(20)', (c) => c.notNull())
      .addColumn('title', 'varchar(191)', (c) => c.notNull())
      .addColumn('start', 'varchar(10)', (c) => c.notNull())
      .addColumn('month', 'integer', (c) => c.notNull())
      .addColumn('year', 'integer', (c) => c.notNull())
      .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null')),
  ).execute();
  await db.schema
    .createIndex('maintenance_schedules_month_idx')
    .on('maintenance_schedules')
    .columns(['year', 'month'])
    .execute();
  await db.schema
    .createIndex('maintenance_schedules_school_idx')
    .on('maintenance_schedules')
    .column('school_id')
    .execute();

  await withTimestamps(
    withId(db, db.schema.createTable('checklists'))
      .addColumn('name', 'varchar(191)', (c) => c.notNull())
      .addColumn('category', 'varchar(40)', (c) => c.notNull())
      .addColumn('type', 'varchar(20)', (c) => c.notNull())
      .addColumn('frequency', 'varchar(30)', (c) => c.notNull())
      .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('ACTIVE'))
      .addColumn('custom_callback', 'varchar(100)'),
  ).execute();
  await db.schema
    .createIndex('checklists_filter_idx')
    .on('checklists')
    .columns(['category', 'frequency', 'type'])
    .execute();

  await withId(db, db.schema.createTable('checklist_elements'))
    .addColumn('checklist_id', 'integer', (c) => c.notNull().references('checklists.id').onDelete('cascade'))
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('element', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('checklist_elements_checklist_idx')
    .on('checklist_elements')
    .columns(['checklist_id', 'sort'])
    .execute();

  await withId(db, db.schema.createTable('checklist_sub_items'))
    .addColumn('element_id', 'integer', (c) => c.notNull().references('checklist_elements.id').onDelete('cascade'))
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('header', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('serial_no', 'varchar(20)')
    .addColumn('element', 'text')
    .addColumn('description', 'text')
    .addColumn('frequency', 'varchar(30)')
    .execute();
  await db.schema
    .createIndex('checklist_sub_items_element_idx')
    .on('checklist_sub_items')
    .columns(['element_id', 'sort'])
    .execute();

  await withTimestamps(
    withId(db, db.schema.createTable('inspections'))
      .addColumn('checklist_id', 'integer', (c) => c.references('checklists.id').onDelete('set null'))
      .addColumn('checklist_name', 'varchar(191)', (c) => c.notNull())
      .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id'))
      .addColumn('zone', 'varchar(20)', (c) => c.notNull())
      .addColumn('location', 'text')
      .addColumn('inspection_category', 'varchar(40)', (c) => c.notNull())
      .addColumn('inspection_type', 'varchar(20)', (c) => c.notNull())
      .addColumn('frequency', 'varchar(30)', (c) => c.notNull())
      .addColumn('status', 'varchar(30)', (c) => c.notNull())
      .addColumn('purpose', 'varchar(191)')
      .addColumn('check_in', 'varchar(16)')
      .addColumn('check_out', 'varchar(40)')
      .addColumn('inspected_at', 'varchar(10)')
      /** The MA's overall remarks, and the remarks of the last rejection. */
      .addColumn('remarks', 'text')
      .addColumn('rejection_remarks', 'text')
      .addColumn('signatory_date', 'varchar(32)')
      .addColumn('signatory_remarks', 'text')
      /** The three signatures: an attachment (owner_type inspection_signature) with the signer's name and details. */
      .addColumn('prepare_signature_id', 'integer')
      .addColumn('prepare_name', 'varchar(191)')
      .addColumn('prepare_details', 'text')
      .addColumn('om_signature_id', 'integer')
      .addColumn('om_name', 'varchar(191)')
      .addColumn('om_details', 'text')
      .addColumn('ma_signature_id', 'integer')
      .addColumn('ma_name', 'varchar(191)')
      .addColumn('ma_details', 'text')
      /** Set when the inspection was created from a quotation (issue 18). */
      .addColumn('quotation_id', 'integer', (c) => c.references('quotations.id').onDelete('set null'))
      .addColumn('report_path', 'varchar(512)')
      .addColumn('report_version', 'integer')
      .addColumn('report_generated_at', 'varchar(32)')
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null')),
  ).execute();
  for (const [name, cols] of [
    ['inspections_status_idx', ['status', 'inspected_at']],
    ['inspections_school_idx', ['school_id', 'inspected_at']],
    ['inspections_category_idx', ['inspection_category', 'inspected_at']],
    ['inspections_created_by_idx', ['created_by']],
  ] as const)
    await db.schema
      .createIndex(name)
      .on('inspections')
      .columns([...cols])
      .execute();

  await db.schema
    .createTable('inspection_members')
    .addColumn('inspection_id', 'integer', (c) => c.notNull().references('inspections.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('inspection_members_pk', ['inspection_id', 'user_id'])
    .execute();
  await db.schema.createIndex('inspection_members_user_idx').on('inspection_members').column('user_id').execute();

  await withId(db, db.schema.createTable('inspection_elements'))
    .addColumn('inspection_id', 'integer', (c) => c.notNull().references('inspections.id').onDelete('cascade'))
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('element', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('inspection_elements_inspection_idx')
    .on('inspection_elements')
    .columns(['inspection_id', 'sort'])
    .execute();

  await withId(db, db.schema.createTable('inspection_sub_items'))
    .addColumn('inspection_id', 'integer', (c) => c.notNull().references('inspections.id').onDelete('cascade'))
    .addColumn('element_id', 'integer', (c) => c.notNull().references('inspection_elements.id').onDelete('cascade'))
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('header', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('serial_no', 'varchar(20)')
    .addColumn('element', 'text')
    .addColumn('description', 'text')
    .addColumn('frequency', 'varchar(30)')
    .addColumn('status', 'varchar(10)')
    .addColumn('remarks', 'text')
    .execute();
  await db.schema
    .createIndex('inspection_sub_items_inspection_idx')
    .on('inspection_sub_items')
    .columns(['inspection_id', 'sort'])
    .execute();

  await withId(db, db.schema.createTable('inspection_histories'))
    .addColumn('inspection_id', 'integer', (c) => c.notNull().references('inspections.id').onDelete('cascade'))
    .addColumn('status', 'varchar(30)', (c) => c.notNull())
    .addColumn('remarks', 'text')
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('inspection_histories_inspection_idx')
    .on('inspection_histories')
    .column('inspection_id')
    .execute();

  await withTimestamps(
    withId(db, db.schema.createTable('defects'))
      .addColumn('inspection_id', 'integer', (c) => c.notNull().references('inspections.id').onDelete('cascade'))
      .addColumn('sub_item_id', 'integer', (c) => c.references('inspection_sub_items.id').onDelete('set null'))
      .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id'))
      .addColumn('defect', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('status', 'varchar(20)', (c) => c.notNull())
      .addColumn('location', 'text')
      .addColumn('description', 'text')
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null')),
  ).execute();
  for (const [name, cols] of [
    ['defects_inspection_idx', ['inspection_id']],
    ['defects_status_idx', ['status', 'created_at']],
    ['defects_school_idx', ['school_id', 'status']],
    ['defects_created_by_idx', ['created_by', 'status']],
  ] as const)
    await db.schema
      .createIndex(name)
      .on('defects')
      .columns([...cols])
      .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'defects',
    'inspection_histories',
    'inspection_sub_items',
    'inspection_elements',
    'inspection_members',
    'inspections',
    'checklist_sub_items',
    'checklist_elements',
    'checklists',
    'maintenance_schedules',
  ])
    await db.schema.dropTable(t).ifExists().execute();
}
