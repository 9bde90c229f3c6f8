import type { Kysely } from 'kysely';

/**
 * The WSO list's "created by me" filter (GET /work-service-order?created_by_me=1): a field device keeps the orders its
 * user created, drafts and returned ones, newest first. With the id after the creator, one user's page is read in the
 * list's order and stops after its rows, on SQLite and PostgreSQL alike, instead of walking every order of the scope.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('wso_created_by_idx').on('work_service_orders').columns(['created_by', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('wso_created_by_idx').execute();
}
