import type { Kysely } from 'kysely';
import { withId, withTimestamps } from '../columns.js';

/** Schedule of rates (FSR items and star rates), quotations with items, histories, item versions and approvals. Money in integer cents. */
export async function up(db: Kysely<any>): Promise<void> {
  await withTimestamps(
    withId(db, db.schema.createTable('fsrs'))
      .addColumn('category', 'varchar(40)', (c) => c.notNull())
      .addColumn('section', 'varchar(100)')
      .addColumn('section_description', 'text')
      .addColumn('item_number', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('item_group_description', 'text')
      .addColumn('unit', 'varchar(40)', (c) => c.notNull())
      .addColumn('rate_cents', 'bigint', (c) => c.notNull())
      .addColumn('minimum_cents', 'bigint')
      .addColumn('is_star_rate', 'integer', (c) => c.notNull().defaultTo(0))
      /** Lower-case item number, description and group: the picker's contains-search runs over this one column. */
      .addColumn('search_text', 'text', (c) => c.notNull())
      .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null')),
  ).execute();
  await db.schema.createIndex('fsrs_category_idx').on('fsrs').columns(['category', 'item_number']).execute();
  await db.schema.createIndex('fsrs_star_idx').on('fsrs').columns(['is_star_rate', 'item_number']).execute();
  await db.schema.createIndex('fsrs_search_idx').on('fsrs').column('search_text').execute();

  await db.schema
    .createTable('quotation_sequences')
    .addColumn('year', 'integer', (c) => c.primaryKey())
    .addColumn('last', 'integer', (c) => c.notNull())
    .execute();

  await withTimestamps(
    withId(db, db.schema.createTable('quotations'))
      .addColumn('reference_number', 'varchar(20)', (c) => c.notNull().unique())
      .addColumn('status', 'varchar(20)', (c) => c.notNull())
      .addColumn('current_status', 'varchar(20)')
      .addColumn('claim_status', 'varchar(20)')
      .addColumn('wso_status', 'varchar(30)')
      .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id'))
      .addColumn('zone', 'varchar(20)', (c) => c.notNull())
      .addColumn('contractor', 'varchar(20)')
      .addColumn('trade', 'varchar(20)', (c) => c.notNull())
      .addColumn('date', 'varchar(10)', (c) => c.notNull())
      .addColumn('job', 'text', (c) => c.notNull())
      .addColumn('job_type', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('contacts', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('location', 'text')
      .addColumn('remarks', 'text')
      .addColumn('source_fund', 'varchar(10)')
      .addColumn('document_type', 'varchar(10)')
      .addColumn('epo_reference_no', 'varchar(100)')
      .addColumn('epi_reference_no', 'varchar(100)')
      /** Percentages in basis points, snapshotted at the last save (GST of the date's year, the school's less / star rate). */
      .addColumn('gst_bp', 'integer', (c) => c.notNull())
      .addColumn('less_percent_bp', 'integer', (c) => c.notNull())
      .addColumn('star_rate_bp', 'integer', (c) => c.notNull())
      .addColumn('fsr_raw_total_cents', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('custodial_total_cents', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('custodial_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('fsr_less_cents', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('fsr_sub_total_cents', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('star_rate_total_cents', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('star_rate_add_cents', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('star_rate_sub_total_cents', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('sub_total_cents', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('gst_cents', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('total_cents', 'bigint', (c) => c.notNull().defaultTo(0))
      /** The contractor's 'prepared by' signature (an attachment of owner_type quotation_signature). */
      .addColumn('prepare_name', 'varchar(191)')
      .addColumn('prepare_signature_id', 'integer')
      .addColumn('prepare_signature_options', 'varchar(30)')
      .addColumn('prepare_signature_details', 'text')
      /** The cached PDF report: storage key in bucket 'reports' and the record version it was made from. */
      .addColumn('report_path', 'varchar(512)')
      .addColumn('report_version', 'integer')
      .addColumn('report_generated_at', 'varchar(32)')
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null')),
  ).execute();
  for (const [name, cols] of [
    ['quotations_status_idx', ['status', 'id']],
    ['quotations_current_status_idx', ['current_status', 'zone', 'id']],
    ['quotations_school_idx', ['school_id', 'status', 'id']],
    ['quotations_date_idx', ['date']],
    ['quotations_claim_status_idx', ['claim_status', 'id']],
    ['quotations_contractor_idx', ['contractor', 'status', 'id']],
    ['quotations_zone_idx', ['zone', 'status', 'id']],
    ['quotations_created_by_idx', ['created_by']],
  ] as const) {
    await db.schema
      .createIndex(name)
      .on('quotations')
      .columns([...cols])
      .execute();
  }

  await withId(db, db.schema.createTable('quotation_items'))
    .addColumn('quotation_id', 'integer', (c) => c.notNull().references('quotations.id').onDelete('cascade'))
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('serial_no', 'integer', (c) => c.notNull())
    .addColumn('kind', 'varchar(12)', (c) => c.notNull())
    .addColumn('fsr_id', 'integer', (c) => c.references('fsrs.id').onDelete('set null'))
    .addColumn('item_number', 'varchar(64)')
    .addColumn('item_group_description', 'text')
    .addColumn('item_description', 'text')
    .addColumn('note', 'text')
    .addColumn('header', 'text')
    .addColumn('unit', 'varchar(40)')
    .addColumn('rate_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    /** Quantity in thousandths (2.5 → 2500): exact, no floating point. */
    .addColumn('quantity_milli', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('minimum_cents', 'bigint')
    .addColumn('amount_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('is_star_rate', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    /** JSON list of custodial discount lines [{item_description, quantity_milli, amount_cents}]. */
    .addColumn('sub_rows', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await db.schema
    .createIndex('quotation_items_quotation_idx')
    .on('quotation_items')
    .columns(['quotation_id', 'sort'])
    .execute();
  await db.schema.createIndex('quotation_items_fsr_idx').on('quotation_items').column('fsr_id').execute();

  await withId(db, db.schema.createTable('quotation_histories'))
    .addColumn('quotation_id', 'integer', (c) => c.notNull().references('quotations.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('approval_type', 'varchar(12)', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('remarks', 'text')
    .addColumn('signature_id', 'integer')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('quotation_histories_quotation_idx')
    .on('quotation_histories')
    .column('quotation_id')
    .execute();

  await withId(db, db.schema.createTable('quotation_item_versions'))
    .addColumn('quotation_id', 'integer', (c) => c.notNull().references('quotations.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('items', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('quotation_item_versions_quotation_idx')
    .on('quotation_item_versions')
    .columns(['quotation_id', 'version'])
    .execute();

  await withTimestamps(
    withId(db, db.schema.createTable('quotation_approvals'))
      .addColumn('quotation_id', 'integer', (c) => c.notNull().references('quotations.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('approval_level', 'integer', (c) => c.notNull().defaultTo(1))
      /** MA, QS or TC. */
      .addColumn('approval_type', 'varchar(12)', (c) => c.notNull())
      /** PENDING while waiting for this user; then VERIFIED, ACKNOWLEDGE, REJECTED, APPROVED, or CLOSED when someone else decided. */
      .addColumn('status', 'varchar(20)', (c) => c.notNull())
      .addColumn('remarks', 'text')
      .addColumn('signature_id', 'integer')
      .addColumn('signature_options', 'varchar(30)')
      .addColumn('signature_details', 'text')
      .addColumn('name', 'varchar(191)')
      .addColumn('source_fund', 'varchar(10)'),
  ).execute();
  await db.schema
    .createIndex('quotation_approvals_quotation_idx')
    .on('quotation_approvals')
    .columns(['quotation_id', 'status'])
    .execute();
  await db.schema
    .createIndex('quotation_approvals_user_idx')
    .on('quotation_approvals')
    .columns(['user_id', 'status'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'quotation_approvals',
    'quotation_item_versions',
    'quotation_histories',
    'quotation_items',
    'quotations',
    'quotation_sequences',
    'fsrs',
  ]) {
    await db.schema.dropTable(t).execute();
  }
}
