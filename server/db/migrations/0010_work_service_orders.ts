import type { Kysely } from 'kysely';
import { withId, withTimestamps } from '../columns.js';

/**
 * Work service orders (spec part 2, issue 10): the order, its approvals (one MA and one OM entry per round; a resubmission
 * after a rejection clears the round, the history keeps what happened) and its status history. Photos and signatures are
 * attachments (owner_type wso_before / wso_after / wso_signature). A quotation has at most one WSO.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withTimestamps(
    withId(db, db.schema.createTable('work_service_orders'))
      .addColumn('reference_number', 'varchar(30)', (c) => c.notNull().unique())
      .addColumn('status', 'varchar(20)', (c) => c.notNull())
      .addColumn('category', 'varchar(20)', (c) => c.notNull())
      .addColumn('quotation_id', 'integer', (c) => c.unique().references('quotations.id').onDelete('set null'))
      .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id'))
      .addColumn('zone', 'varchar(20)', (c) => c.notNull())
      .addColumn('contact_person', 'varchar(191)')
      .addColumn('job_location', 'text')
      .addColumn('address', 'text')
      .addColumn('date', 'varchar(10)')
      .addColumn('time_received', 'varchar(8)')
      .addColumn('fault_call_ref_no', 'varchar(191)')
      .addColumn('fault_call_location', 'text')
      .addColumn('time_arrived_onsite', 'varchar(8)')
      .addColumn('completed_on', 'varchar(10)')
      .addColumn('completion_time', 'varchar(8)')
      .addColumn('work_description', 'text')
      .addColumn('details', 'varchar(30)')
      .addColumn('remark', 'text')
      .addColumn('ma_approved', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('prepare_signature_id', 'integer')
      .addColumn('prepare_name', 'varchar(191)')
      .addColumn('prepare_details', 'text')
      .addColumn('prepare_options', 'varchar(30)')
      .addColumn('status_date', 'varchar(32)')
      .addColumn('status_remarks', 'text')
      .addColumn('report_path', 'varchar(255)')
      .addColumn('report_version', 'integer')
      .addColumn('report_generated_at', 'varchar(32)')
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null')),
  ).execute();
  for (const [name, cols] of [
    ['wso_school_idx', ['school_id', 'id']],
    ['wso_zone_idx', ['zone', 'id']],
    ['wso_status_idx', ['status', 'id']],
    ['wso_category_idx', ['category', 'id']],
  ] as const)
    await db.schema
      .createIndex(name)
      .on('work_service_orders')
      .columns([...cols])
      .execute();

  await withId(db, db.schema.createTable('wso_approvals'))
    .addColumn('wso_id', 'integer', (c) => c.notNull().references('work_service_orders.id').onDelete('cascade'))
    .addColumn('type', 'varchar(4)', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('remarks', 'text')
    .addColumn('signature_id', 'integer')
    .addColumn('name', 'varchar(191)')
    .addColumn('details', 'text')
    .addColumn('options', 'varchar(30)')
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  // One entry per approver type and round: two OMs approving at once cannot both record one.
  await db.schema
    .createIndex('wso_approvals_type_uq')
    .on('wso_approvals')
    .columns(['wso_id', 'type'])
    .unique()
    .execute();

  await withId(db, db.schema.createTable('wso_histories'))
    .addColumn('wso_id', 'integer', (c) => c.notNull().references('work_service_orders.id').onDelete('cascade'))
    .addColumn('status', 'varchar(40)', (c) => c.notNull())
    .addColumn('remarks', 'text')
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('wso_histories_wso_idx').on('wso_histories').columns(['wso_id', 'id']).execute();

  await db.schema
    .createTable('wso_sequences')
    .addColumn('year', 'integer', (c) => c.primaryKey())
    .addColumn('last', 'integer', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['wso_sequences', 'wso_histories', 'wso_approvals', 'work_service_orders'])
    await db.schema.dropTable(t).execute();
}
