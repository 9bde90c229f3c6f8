import type { Kysely } from 'kysely';
import { withId, withTimestamps } from '../columns.js';

export async function up(db: Kysely<any>): Promise<void> {
  await withTimestamps(
    withId(db, db.schema.createTable('permissions'))
      .addColumn('name', 'varchar(191)', (c) => c.notNull())
      .addColumn('slug', 'varchar(191)', (c) => c.notNull().unique())
      .addColumn('category', 'varchar(100)', (c) => c.notNull())
      .addColumn('description', 'text'),
  ).execute();
  await db.schema.createIndex('permissions_category_idx').on('permissions').column('category').execute();

  await withTimestamps(
    withId(db, db.schema.createTable('roles'))
      .addColumn('name', 'varchar(191)', (c) => c.notNull())
      .addColumn('slug', 'varchar(191)', (c) => c.notNull().unique())
      .addColumn('description', 'text'),
  ).execute();

  await db.schema
    .createTable('role_permissions')
    .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id').onDelete('cascade'))
    .addColumn('permission_id', 'integer', (c) => c.notNull().references('permissions.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('role_permissions_pk', ['role_id', 'permission_id'])
    .execute();
  await db.schema
    .createIndex('role_permissions_permission_idx')
    .on('role_permissions')
    .column('permission_id')
    .execute();

  await withTimestamps(
    withId(db, db.schema.createTable('schools'))
      .addColumn('name', 'varchar(191)', (c) => c.notNull())
      .addColumn('slug', 'varchar(191)', (c) => c.notNull().unique())
      .addColumn('zone', 'varchar(20)', (c) => c.notNull())
      .addColumn('sub_zone', 'varchar(10)')
      .addColumn('address', 'text')
      .addColumn('school_type', 'varchar(50)')
      .addColumn('telephone', 'varchar(50)')
      .addColumn('fax', 'varchar(50)')
      .addColumn('less_percent_bp', 'integer')
      .addColumn('star_rate_bp', 'integer'),
  ).execute();
  await db.schema.createIndex('schools_zone_idx').on('schools').column('zone').execute();

  await withTimestamps(
    withId(db, db.schema.createTable('users'))
      .addColumn('full_name', 'varchar(191)', (c) => c.notNull())
      .addColumn('email', 'varchar(191)', (c) => c.notNull().unique())
      .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
      .addColumn('designation', 'varchar(100)')
      .addColumn('mobile_no', 'varchar(30)')
      .addColumn('role_id', 'integer', (c) => c.references('roles.id').onDelete('set null'))
      .addColumn('school_id', 'integer', (c) => c.references('schools.id').onDelete('set null'))
      .addColumn('contractor', 'varchar(20)')
      .addColumn('zone_in_charge', 'text', (c) => c.notNull().defaultTo('[]')),
  ).execute();
  await db.schema.createIndex('users_role_idx').on('users').column('role_id').execute();
  await db.schema.createIndex('users_school_idx').on('users').column('school_id').execute();
  await db.schema.createIndex('users_full_name_idx').on('users').column('full_name').execute();
  await db.schema.createIndex('users_contractor_idx').on('users').column('contractor').execute();

  await withId(db, db.schema.createTable('signatures'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'varchar(191)', (c) => c.notNull())
    .addColumn('signature_details', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('mime', 'varchar(100)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('signatures_user_idx').on('signatures').column('user_id').execute();

  await withId(db, db.schema.createTable('sessions'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('login_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('ip', 'varchar(64)')
    .addColumn('user_agent', 'text')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('revoked_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

  await withId(db, db.schema.createTable('password_resets'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(32)')
    .execute();

  await withId(db, db.schema.createTable('audit_logs'))
    .addColumn('actor_id', 'integer')
    .addColumn('actor_name', 'varchar(191)')
    .addColumn('action', 'varchar(50)', (c) => c.notNull())
    .addColumn('entity', 'varchar(50)', (c) => c.notNull())
    .addColumn('entity_id', 'varchar(64)')
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .addColumn('ip', 'varchar(64)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_logs_entity_idx').on('audit_logs').columns(['entity', 'entity_id']).execute();
  await db.schema.createIndex('audit_logs_created_idx').on('audit_logs').column('created_at').execute();

  await withId(db, db.schema.createTable('notifications'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'varchar(20)', (c) => c.notNull())
    .addColumn('title', 'varchar(255)', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('url', 'text')
    .addColumn('ref_id', 'varchar(64)')
    .addColumn('read_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('notifications_user_unread_idx')
    .on('notifications')
    .columns(['user_id', 'read_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'notifications',
    'audit_logs',
    'password_resets',
    'sessions',
    'signatures',
    'users',
    'schools',
    'role_permissions',
    'roles',
    'permissions',
  ]) {
    await db.schema.dropTable(t).execute();
  }
}
