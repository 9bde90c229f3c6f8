/**
 * What the signed-in user may do on the schools and organisation screens (spec part 1 §6): the zone filter
 * is for admins only; the assignments screen needs `school-assignment.view`.
 */
import { usePermissions } from 'react-admin';
import { ROLE } from '../domain/roles.js';
import { useIdentity } from './useIdentity.js';

export interface Access {
  ready: boolean;
  isAdmin: boolean;
  can(permission: string): boolean;
}

export function useAccess(): Access {
  const { isPending: identityPending, role } = useIdentity();
  const { permissions, isPending } = usePermissions<string[]>();
  const list = Array.isArray(permissions) ? permissions : [];
  return { ready: !identityPending && !isPending, isAdmin: role === ROLE.ADMIN, can: (p) => list.includes(p) };
}
