import type { Kysely } from 'kysely';
import { withId, withTimestamps } from '../columns.js';

/** Attachments (any owner), document repository, school contracts and the user organisation of each school. */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('attachments'))
    .addColumn('owner_type', 'varchar(40)', (c) => c.notNull())
    .addColumn('owner_id', 'integer', (c) => c.notNull())
    .addColumn('file_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('mime', 'varchar(120)', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('bucket', 'varchar(64)', (c) => c.notNull())
    .addColumn('full_path', 'varchar(512)', (c) => c.notNull())
    .addColumn('thumbnail', 'varchar(512)')
    .addColumn('uploader_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('additional_fields', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('attachments_owner_idx').on('attachments').columns(['owner_type', 'owner_id']).execute();
  await db.schema
    .createIndex('attachments_path_idx')
    .on('attachments')
    .columns(['bucket', 'full_path'])
    .unique()
    .execute();
  await db.schema.createIndex('attachments_thumb_idx').on('attachments').columns(['bucket', 'thumbnail']).execute();

  await withTimestamps(
    withId(db, db.schema.createTable('documents'))
      .addColumn('name', 'varchar(191)', (c) => c.notNull())
      .addColumn('category', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('description', 'text')
      .addColumn('bucket', 'varchar(64)', (c) => c.notNull())
      .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null')),
  ).execute();
  await db.schema.createIndex('documents_name_idx').on('documents').column('name').execute();

  let contracts = withId(db, db.schema.createTable('school_contracts'))
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('contract_year', 'integer', (c) => c.notNull())
    .addColumn('from_date', 'varchar(10)')
    .addColumn('to_date', 'varchar(10)');
  for (const col of [
    'schedule_maintenance',
    'general_r_and_r',
    'custodial_repairs',
    'school_field',
    'synthetic_field',
    'landscape_exclude_school_field',
    'landscape_pond',
    'landscape_garden',
  ]) {
    contracts = contracts.addColumn(col, 'bigint', (c) => c.notNull().defaultTo(0));
  }
  await withTimestamps(
    contracts.addUniqueConstraint('school_contracts_school_year_uq', ['school_id', 'contract_year']),
  ).execute();

  await withId(db, db.schema.createTable('school_operation_managers'))
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('send_email', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('school_operation_managers_uq', ['school_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('school_operation_managers_user_idx')
    .on('school_operation_managers')
    .column('user_id')
    .execute();

  await withId(db, db.schema.createTable('school_assignments'))
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('category_options', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('is_send_email', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('start_date', 'varchar(10)')
    .addColumn('end_date', 'varchar(10)')
    .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('school_assignments_school_idx')
    .on('school_assignments')
    .columns(['school_id', 'is_active'])
    .execute();
  await db.schema.createIndex('school_assignments_user_idx').on('school_assignments').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['school_assignments', 'school_operation_managers', 'school_contracts', 'documents', 'attachments'])
    await db.schema.dropTable(t).execute();
}
