import type { Kysely } from 'kysely';
import { withId, withTimestamps } from '../columns.js';

/**
 * Contract progress claims (spec part 3, issue 16): one claim per zone and month with a line per school and category
 * (the inputs and the figures frozen on submit, in cents and basis points), and the three registers the claim reads —
 * SOI, liquidated damages, KPI — as plain resources (schemas/copSoi.ts, copLd.ts, copKpi.ts).
 */
export async function up(db: Kysely<any>): Promise<void> {
  let cops = withId(db, db.schema.createTable('cops'))
    .addColumn('reference_number', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('zone', 'varchar(20)', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('month', 'integer', (c) => c.notNull())
    .addColumn('period', 'integer', (c) => c.notNull())
    .addColumn('payment_claim_no', 'integer', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('claim_date', 'varchar(10)')
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('submitted_at', 'varchar(32)');
  for (const who of ['prepare', 'check'])
    cops = cops
      .addColumn(`${who}_signature_id`, 'integer')
      .addColumn(`${who}_name`, 'varchar(191)')
      .addColumn(`${who}_details`, 'text')
      .addColumn(`${who}_options`, 'varchar(40)')
      .addColumn(`${who}_user_id`, 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn(`${who}_signed_at`, 'varchar(32)');
  // The cover's figures as submitted (null while DRAFT: a draft is computed on every read).
  for (const col of ['total_month', 'kpi_amount', 'liquidated_damages', 'sub_total', 'gst_amount', 'grand_total'])
    cops = cops.addColumn(col, 'bigint');
  cops = cops
    .addColumn('kpi_type', 'varchar(20)')
    .addColumn('kpi_bp', 'integer')
    .addColumn('gst_percent', 'integer')
    /** JSON { school id: cents } of the month's liquidated damages as submitted. */
    .addColumn('ld_by_school', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('report_path', 'varchar(512)')
    .addColumn('report_version', 'integer')
    .addColumn('report_generated_at', 'varchar(32)')
    .addUniqueConstraint('cops_zone_period_uq', ['zone', 'period']);
  await withTimestamps(cops).execute();
  await db.schema.createIndex('cops_period_idx').on('cops').columns(['period', 'id']).execute();

  await withId(db, db.schema.createTable('cop_lines'))
    .addColumn('cop_id', 'integer', (c) => c.notNull().references('cops.id').onDelete('cascade'))
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id'))
    .addColumn('category', 'varchar(40)', (c) => c.notNull())
    /** The school contract year the month falls in (null: none covers it), its first day and this category's amount. */
    .addColumn('contract_year', 'integer')
    .addColumn('contract_from', 'varchar(10)')
    .addColumn('contract_amount', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('percent_bp', 'integer')
    .addColumn('addition', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('omission', 'bigint', (c) => c.notNull().defaultTo(0))
    /** 0 while the variation follows the SOI register, 1 once a user typed it. */
    .addColumn('variation_edited', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('deduction', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('monthly_claim', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('payment', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('reference', 'varchar(191)')
    .addUniqueConstraint('cop_lines_uq', ['cop_id', 'school_id', 'category'])
    .execute();
  await db.schema
    .createIndex('cop_lines_school_idx')
    .on('cop_lines')
    .columns(['school_id', 'category', 'contract_year'])
    .execute();

  await withTimestamps(
    withId(db, db.schema.createTable('cop_sois'))
      .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id'))
      .addColumn('category', 'varchar(40)', (c) => c.notNull())
      .addColumn('type', 'varchar(20)', (c) => c.notNull())
      .addColumn('start_date', 'varchar(10)', (c) => c.notNull())
      .addColumn('end_date', 'varchar(10)')
      .addColumn('amount', 'bigint')
      .addColumn('remarks', 'text'),
  ).execute();
  await db.schema.createIndex('cop_sois_school_idx').on('cop_sois').columns(['school_id', 'start_date']).execute();

  await withTimestamps(
    withId(db, db.schema.createTable('cop_liquidated_damages'))
      .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id'))
      .addColumn('mo', 'integer', (c) => c.notNull())
      .addColumn('yr', 'integer', (c) => c.notNull())
      .addColumn('amount', 'bigint', (c) => c.notNull()),
  ).execute();
  await db.schema
    .createIndex('cop_ld_period_idx')
    .on('cop_liquidated_damages')
    .columns(['yr', 'mo', 'school_id'])
    .execute();

  await withTimestamps(
    withId(db, db.schema.createTable('cop_kpis'))
      .addColumn('zone', 'varchar(20)', (c) => c.notNull())
      .addColumn('type', 'varchar(20)', (c) => c.notNull())
      .addColumn('month', 'integer', (c) => c.notNull())
      .addColumn('year', 'integer', (c) => c.notNull())
      .addColumn('total_percentage', 'integer', (c) => c.notNull()),
  ).execute();
  await db.schema.createIndex('cop_kpis_period_idx').on('cop_kpis').columns(['year', 'month', 'zone']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['cop_kpis', 'cop_liquidated_damages', 'cop_sois', 'cop_lines', 'cops'])
    await db.schema.dropTable(t).execute();
}
