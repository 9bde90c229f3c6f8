/**
 * The school an operations manager belongs to (spec part 3 §2, §6: their lists and dashboards start on it), null for
 * every other role; `isPending` while the identity is still loading, so a screen can wait instead of asking twice.
 */
import { useGetIdentity } from 'react-admin';
import { ROLE } from '../domain/roles.js';

export function useOwnSchool(): { schoolId: number | null; isPending: boolean } {
  const { identity, isPending } = useGetIdentity();
  const me = (identity as { role?: { slug?: string } | null; school_id?: number | null } | undefined) ?? {};
  const schoolId = me.role?.slug === ROLE.OPERATIONS_MANAGER && me.school_id ? me.school_id : null;
  return { schoolId, isPending };
}
