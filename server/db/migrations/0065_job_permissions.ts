import type { Kysely } from 'kysely';
import { addPermissionsGrantedToAdmin, removePermissions, type PermissionDefinition } from '../permissionGrants.js';

/**
 * Administrators see every user's failed background jobs and retry them (job.view, job.edit). A new installation gets
 * the permissions from the seed; an existing one gets them here, granted to its administrator role as the seed would.
 */
const PERMISSIONS: PermissionDefinition[] = [
  { slug: 'job.view', name: 'View background jobs of every user', category: 'JOB' },
  { slug: 'job.edit', name: 'Edit background jobs of every user', category: 'JOB' },
];

export async function up(db: Kysely<any>): Promise<void> {
  await addPermissionsGrantedToAdmin(db, PERMISSIONS);
}

export async function down(db: Kysely<any>): Promise<void> {
  await removePermissions(db, PERMISSIONS);
}
