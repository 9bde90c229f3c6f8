/**
 * What the signed-in user may do on the schools and organisation screens (spec part 1 §6): the zone filter
 * is for admins only; the assignments screen needs `school-assignment.view`.
 */
import { useGetIdentity, usePermissions } from 'react-admin';
import { ROLE } from '../domain/roles.js';

export interface Access {
  ready: boolean;
  isAdmin: boolean;
  can(permission: string): boolean;
}

export function useAccess(): Access {
  const { identity, isPending: identityPending } = useGetIdentity();
  const { permissions, isPending } = usePermissions<string[]>();
  const list = Array.isArray(permissions) ? permissions : [];
  const slug = (identity as { role?: { slug?: string } | null } | undefined)?.role?.slug;
  return { ready: !identityPending && !isPending, isAdmin: slug === ROLE.ADMIN, can: (p) => list.includes(p) };
}
