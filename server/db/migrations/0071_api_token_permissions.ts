import type { Kysely } from 'kysely';

/**
 * Administrators list, create and revoke the API tokens of service accounts (api-token.view, .create, .delete). A new
 * installation gets the permissions from the seed; an existing one gets them here, granted to its administrator role
 * as the seed would.
 */
const PERMISSIONS = [
  { slug: 'api-token.view', name: 'View API tokens', category: 'API-TOKEN' },
  { slug: 'api-token.create', name: 'Create API tokens', category: 'API-TOKEN' },
  { slug: 'api-token.delete', name: 'Delete API tokens', category: 'API-TOKEN' },
];
const SLUGS = PERMISSIONS.map((p) => p.slug);

export async function up(db: Kysely<any>): Promise<void> {
  const now = new Date().toISOString();
  const present = new Set(
    (await db.selectFrom('permissions').select('slug').where('slug', 'in', SLUGS).execute()).map(
      (r) => r.slug as string,
    ),
  );
  const missing = PERMISSIONS.filter((p) => !present.has(p.slug));
  if (missing.length)
    await db
      .insertInto('permissions')
      .values(missing.map((p) => ({ ...p, description: null, created_at: now, updated_at: now })))
      .execute();
  const admin = await db.selectFrom('roles').select('id').where('slug', '=', 'ADMIN').executeTakeFirst();
  if (!admin) return; // an empty database: the seed creates the role with every permission
  const ids = await db
    .selectFrom('permissions')
    .select('id')
    .where('slug', 'in', SLUGS)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('role_permissions')
            .select('role_permissions.permission_id')
            .whereRef('role_permissions.permission_id', '=', 'permissions.id')
            .where('role_permissions.role_id', '=', admin.id),
        ),
      ),
    )
    .execute();
  if (ids.length)
    await db
      .insertInto('role_permissions')
      .values(ids.map((p) => ({ role_id: admin.id, permission_id: p.id })))
      .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  const ids = db.selectFrom('permissions').select('id').where('slug', 'in', SLUGS);
  await db.deleteFrom('role_permissions').where('permission_id', 'in', ids).execute();
  await db.deleteFrom('permissions').where('slug', 'in', SLUGS).execute();
}
