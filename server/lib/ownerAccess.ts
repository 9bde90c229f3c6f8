/**
 * Who may see and delete the attachments of an area's records. The generic file routes (`/api/download`,
 * `DELETE /api/attachments/{id}`) ask here first, so an area with row scoping and workflow rules (WSO photos: by status
 * and role) plugs its own rule in without the file routes knowing the area.
 */
import type { FastifyInstance } from 'fastify';
import type { AuthUser } from '../plugins/auth.js';

export interface OwnerAccess {
  owners: readonly string[];
  canSee(app: FastifyInstance, user: AuthUser, ownerId: number): Promise<boolean>;
  /** Throws (403/404/409) when the user may not delete this file now. */
  assertDeletable(app: FastifyInstance, user: AuthUser, ownerType: string, ownerId: number): Promise<void>;
  afterDelete?(app: FastifyInstance, ownerId: number): Promise<void>;
}

const registry = new Map<string, OwnerAccess>();

export function registerOwnerAccess(access: OwnerAccess): void {
  for (const o of access.owners) registry.set(o, access);
}

export const ownerAccessOf = (ownerType: string): OwnerAccess | undefined => registry.get(ownerType);
