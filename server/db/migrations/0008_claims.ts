import type { Kysely } from 'kysely';
import { withId, withTimestamps } from '../columns.js';

/**
 * Claims (issue 11): a claim takes a percentage of each selected completed quotation. Money in integer cents,
 * percentages in basis points. `quotations.claimed_bp` is the percentage live claims hold, raised and lowered only
 * by one conditional update (`claimed_bp + n <= 10000`), so concurrent claims can never take more than 100 %.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('quotations')
    .addColumn('claimed_bp', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('claim_sequences')
    .addColumn('year', 'integer', (c) => c.primaryKey())
    .addColumn('last', 'integer', (c) => c.notNull())
    .execute();

  await withTimestamps(
    withId(db, db.schema.createTable('claims'))
      .addColumn('reference_number', 'varchar(20)', (c) => c.notNull().unique())
      .addColumn('status', 'varchar(20)', (c) => c.notNull())
      .addColumn('current_status', 'varchar(24)')
      .addColumn('source_fund', 'varchar(10)', (c) => c.notNull())
      .addColumn('trade', 'varchar(20)', (c) => c.notNull())
      .addColumn('school_id', 'integer', (c) => c.references('schools.id'))
      .addColumn('zone', 'varchar(20)')
      .addColumn('zone_code', 'varchar(40)')
      .addColumn('contractor', 'varchar(20)')
      .addColumn('date', 'varchar(10)', (c) => c.notNull())
      .addColumn('date_of_site_measurement', 'varchar(10)')
      .addColumn('job', 'text', (c) => c.notNull())
      .addColumn('job_type', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('contacts', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('location', 'text')
      .addColumn('remarks', 'text')
      .addColumn('gst_bp', 'integer', (c) => c.notNull())
      .addColumn('sub_total_cents', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('gst_cents', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('total_cents', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('document_type', 'varchar(10)')
      .addColumn('invoice_number', 'varchar(100)')
      .addColumn('invoice_date', 'varchar(10)')
      .addColumn('payment_status', 'varchar(10)')
      .addColumn('payment_amount_cents', 'bigint')
      .addColumn('status_date', 'varchar(32)')
      .addColumn('status_remarks', 'text')
      .addColumn('prepare_name', 'varchar(191)')
      .addColumn('prepare_signature_id', 'integer')
      .addColumn('prepare_signature_options', 'varchar(30)')
      .addColumn('prepare_signature_details', 'text')
      .addColumn('report_path', 'varchar(512)')
      .addColumn('report_version', 'integer')
      .addColumn('report_generated_at', 'varchar(32)')
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null')),
  ).execute();
  for (const [name, cols] of [
    ['claims_status_idx', ['status', 'id']],
    ['claims_current_status_idx', ['current_status', 'id']],
    ['claims_school_idx', ['school_id', 'status', 'id']],
    ['claims_date_idx', ['date']],
    ['claims_invoice_date_idx', ['invoice_date']],
    ['claims_contractor_idx', ['contractor', 'status', 'id']],
    ['claims_zone_idx', ['zone', 'status', 'id']],
    ['claims_created_by_idx', ['created_by']],
  ] as const) {
    await db.schema
      .createIndex(name)
      .on('claims')
      .columns([...cols])
      .execute();
  }

  // One row per quotation in a claim: its percentage and the claimed totals at the quotation's stored rates.
  await withId(db, db.schema.createTable('claim_quotations'))
    .addColumn('claim_id', 'integer', (c) => c.notNull().references('claims.id').onDelete('cascade'))
    .addColumn('quotation_id', 'integer', (c) => c.notNull().references('quotations.id'))
    .addColumn('claim_percentage_bp', 'integer', (c) => c.notNull())
    /** 1 while the claim holds this percentage in quotations.claimed_bp (0 once rejected or voided). */
    .addColumn('holds', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('fsr_total_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('custodial_total_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('fsr_less_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('star_rate_total_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('star_rate_add_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('sub_total_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('gst_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('total_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('claim_quotations_claim_quotation_uq', ['claim_id', 'quotation_id'])
    .execute();
  await db.schema
    .createIndex('claim_quotations_quotation_idx')
    .on('claim_quotations')
    .columns(['quotation_id', 'holds'])
    .execute();

  // The claimed amount of every quotation row, so the claim's item table and report read what was signed.
  await withId(db, db.schema.createTable('claim_items'))
    .addColumn('claim_quotation_id', 'integer', (c) =>
      c.notNull().references('claim_quotations.id').onDelete('cascade'),
    )
    .addColumn('quotation_item_id', 'integer', (c) => c.notNull().references('quotation_items.id'))
    .addColumn('claim_percentage_bp', 'integer', (c) => c.notNull())
    .addColumn('amount_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('custodial_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('claim_items_claim_quotation_idx')
    .on('claim_items')
    .column('claim_quotation_id')
    .execute();

  await withId(db, db.schema.createTable('claim_histories'))
    .addColumn('claim_id', 'integer', (c) => c.notNull().references('claims.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('approval_type', 'varchar(12)', (c) => c.notNull())
    .addColumn('status', 'varchar(24)', (c) => c.notNull())
    .addColumn('remarks', 'text')
    .addColumn('signature_id', 'integer')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('claim_histories_claim_idx').on('claim_histories').column('claim_id').execute();

  await withTimestamps(
    withId(db, db.schema.createTable('claim_approvals'))
      .addColumn('claim_id', 'integer', (c) => c.notNull().references('claims.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('approval_level', 'integer', (c) => c.notNull().defaultTo(1))
      /** MA, QS or INVOICE. */
      .addColumn('approval_type', 'varchar(12)', (c) => c.notNull())
      /** PENDING while waiting for this user; then ENDORSED, REJECTED, or CLOSED when someone else decided. */
      .addColumn('status', 'varchar(20)', (c) => c.notNull())
      .addColumn('remarks', 'text')
      .addColumn('signature_id', 'integer')
      .addColumn('signature_options', 'varchar(30)')
      .addColumn('signature_details', 'text')
      .addColumn('name', 'varchar(191)'),
  ).execute();
  await db.schema
    .createIndex('claim_approvals_claim_idx')
    .on('claim_approvals')
    .columns(['claim_id', 'status'])
    .execute();
  await db.schema
    .createIndex('claim_approvals_user_idx')
    .on('claim_approvals')
    .columns(['user_id', 'status'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'claim_approvals',
    'claim_histories',
    'claim_items',
    'claim_quotations',
    'claims',
    'claim_sequences',
  ]) {
    await db.schema.dropTable(t).execute();
  }
  await db.schema.alterTable('quotations').dropColumn('claimed_bp').execute();
}
