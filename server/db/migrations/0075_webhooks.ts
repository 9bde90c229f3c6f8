import type { Kysely } from 'kysely';
import { addPermissionsGrantedToAdmin, removePermissions, type PermissionDefinition } from '../permissionGrants.js';
import { withId } from '../columns.js';

/**
 * Webhooks: endpoints an administrator registers, the outbox of events (written in the transaction of the change they
 * report) and one delivery row per (event, endpoint) with its attempts — the log an administrator reads and replays.
 * The secret is kept as given (it signs every delivery, so it cannot be hashed); the API never answers it after creation.
 * Existing installations get webhook.view / webhook.manage on their administrator role, as the seed would.
 */
const PERMISSIONS: PermissionDefinition[] = [
  { slug: 'webhook.view', name: 'View webhooks', category: 'WEBHOOK' },
  { slug: 'webhook.manage', name: 'Manage webhooks', category: 'WEBHOOK' },
];

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('webhook_endpoints'))
    .addColumn('url', 'varchar(2000)', (c) => c.notNull())
    .addColumn('description', 'varchar(255)')
    .addColumn('secret', 'varchar(255)', (c) => c.notNull())
    .addColumn('events', 'text', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('webhook_events'))
    .addColumn('type', 'varchar(64)', (c) => c.notNull())
    .addColumn('record_type', 'varchar(40)', (c) => c.notNull())
    .addColumn('record_id', 'integer', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('webhook_deliveries'))
    .addColumn('endpoint_id', 'integer', (c) => c.notNull().references('webhook_endpoints.id').onDelete('cascade'))
    .addColumn('event_id', 'integer', (c) => c.notNull().references('webhook_events.id').onDelete('cascade'))
    // copied from the event so the ordering check (an earlier delivery of the same record still due) needs no join
    .addColumn('record_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('last_status_code', 'integer')
    .addColumn('next_attempt_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('locked_until', 'varchar(32)')
    .addColumn('replay_of', 'integer')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('delivered_at', 'varchar(32)')
    .execute();
  // the dispatcher's look for due work, one endpoint's queue in outbox order, and the per-record hold
  await db.schema
    .createIndex('webhook_deliveries_due_idx')
    .on('webhook_deliveries')
    .columns(['status', 'next_attempt_at'])
    .execute();
  await db.schema
    .createIndex('webhook_deliveries_endpoint_idx')
    .on('webhook_deliveries')
    .columns(['endpoint_id', 'status', 'event_id'])
    .execute();
  await db.schema
    .createIndex('webhook_deliveries_record_idx')
    .on('webhook_deliveries')
    .columns(['endpoint_id', 'record_key', 'event_id'])
    .execute();
  await db.schema
    .createIndex('webhook_events_record_idx')
    .on('webhook_events')
    .columns(['record_type', 'record_id'])
    .execute();

  await addPermissionsGrantedToAdmin(db, PERMISSIONS);
}

export async function down(db: Kysely<any>): Promise<void> {
  await removePermissions(db, PERMISSIONS);
  await db.schema.dropTable('webhook_deliveries').execute();
  await db.schema.dropTable('webhook_events').execute();
  await db.schema.dropTable('webhook_endpoints').execute();
}
