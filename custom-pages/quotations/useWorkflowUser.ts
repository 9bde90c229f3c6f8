/** The signed-in user as the workflow (domain/quotationWorkflow.ts) reads it. */
import { useIdentity } from '../../src/useIdentity.js';
import { workflowUserOf, type IdentityOfUser, type QuotationUser } from './workflowUser.js';

export type { QuotationUser } from './workflowUser.js';

export function useWorkflowUser(): { user: QuotationUser | null; isPending: boolean } {
  const { identity, isPending } = useIdentity();
  return { user: identity ? workflowUserOf(identity as IdentityOfUser) : null, isPending };
}

const CONTRACTOR_ROLES = ['TERM-CONTRACTOR', 'TERM-CONTRACTOR-QS'];

/** The schools a user may quote for: a term contractor (or their QS) only those of their zones; the server refuses others (422). */
export function quotableSchools<S extends { zone?: string | null }>(
  schools: S[],
  user: Pick<QuotationUser, 'role' | 'zone_in_charge'> | null,
): S[] {
  if (!user || !CONTRACTOR_ROLES.includes(user.role)) return schools;
  const zones = user.zone_in_charge ?? [];
  return schools.filter((s) => !!s.zone && zones.includes(s.zone));
}
