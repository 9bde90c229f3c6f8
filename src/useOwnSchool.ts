/**
 * The school an operations manager belongs to (spec part 3 §2, §6: their lists and dashboards start on it), null for
 * every other role; `isPending` while the identity is still loading, so a screen can wait instead of asking twice.
 */
import { ROLE } from '../domain/roles.js';
import { useIdentity } from './useIdentity.js';

export function useOwnSchool(): { schoolId: number | null; isPending: boolean } {
  const { identity, isPending, role } = useIdentity();
  const schoolId = role === ROLE.OPERATIONS_MANAGER && identity?.school_id ? identity.school_id : null;
  return { schoolId, isPending };
}
