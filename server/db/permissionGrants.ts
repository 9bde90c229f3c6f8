import type { Kysely } from 'kysely';

/**
 * Migrations that add permissions to an existing installation: a new installation gets them from the seed, an existing
 * one here, granted to its administrator role as the seed would. Migrations call these, so what they do must never
 * change; a different rule is a new function.
 */
export interface PermissionDefinition {
  slug: string;
  name: string;
  category: string;
}

export async function addPermissionsGrantedToAdmin(
  db: Kysely<any>,
  permissions: PermissionDefinition[],
): Promise<void> {
  const slugs = permissions.map((p) => p.slug);
  const now = new Date().toISOString();
  const present = new Set(
    (await db.selectFrom('permissions').select('slug').where('slug', 'in', slugs).execute()).map(
      (r) => r.slug as string,
    ),
  );
  const missing = permissions.filter((p) => !present.has(p.slug));
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
    .where('slug', 'in', slugs)
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

export async function removePermissions(db: Kysely<any>, permissions: PermissionDefinition[]): Promise<void> {
  const slugs = permissions.map((p) => p.slug);
  const ids = db.selectFrom('permissions').select('id').where('slug', 'in', slugs);
  await db.deleteFrom('role_permissions').where('permission_id', 'in', ids).execute();
  await db.deleteFrom('permissions').where('slug', 'in', slugs).execute();
}

/** The four permissions of a resource with its own area (schemas/resource.ts `ownPermissions`), as its migration adds them. */
export function resourcePermissions(area: string, label: string): PermissionDefinition[] {
  return (['view', 'create', 'edit', 'delete'] as const).map((action) => ({
    slug: `${area}.${action}`,
    name: `${action[0].toUpperCase()}${action.slice(1)} ${label}`,
    category: area.toUpperCase(),
  }));
}
