/** The signed-in user as the workflow (domain/quotationWorkflow.ts) reads it. */
import type { WorkflowUser } from '../../domain/quotationWorkflow.js';
import { useIdentity } from '../../src/useIdentity.js';

export interface QuotationUser extends WorkflowUser {
  school_id?: number | null;
  /** Zones in charge: a term contractor quotes only for schools of these (issue 8 §2). */
  zone_in_charge?: string[];
  signatures?: { id: number; url?: string }[];
}

export function useWorkflowUser(): { user: QuotationUser | null; isPending: boolean } {
  const { identity: i, isPending } = useIdentity();
  if (!i) return { user: null, isPending };
  return {
    user: {
      id: i.id,
      role: i.role?.slug ?? '',
      contractor: i.contractor ?? null,
      full_name: i.full_name ?? null,
      school_id: i.school_id ?? null,
      zone_in_charge: i.zone_in_charge ?? [],
      signatures: i.signatures ?? [],
    },
    isPending,
  };
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
