import type { Kysely } from 'kysely';
import { addPermissionsGrantedToAdmin, removePermissions, type PermissionDefinition } from '../permissionGrants.js';

/**
 * Administrators list, create and revoke the API tokens of service accounts (api-token.view, .create, .delete). A new
 * installation gets the permissions from the seed; an existing one gets them here, granted to its administrator role
 * as the seed would.
 */
const PERMISSIONS: PermissionDefinition[] = [
  { slug: 'api-token.view', name: 'View API tokens', category: 'API-TOKEN' },
  { slug: 'api-token.create', name: 'Create API tokens', category: 'API-TOKEN' },
  { slug: 'api-token.delete', name: 'Delete API tokens', category: 'API-TOKEN' },
];

export async function up(db: Kysely<any>): Promise<void> {
  await addPermissionsGrantedToAdmin(db, PERMISSIONS);
}

export async function down(db: Kysely<any>): Promise<void> {
  await removePermissions(db, PERMISSIONS);
}
