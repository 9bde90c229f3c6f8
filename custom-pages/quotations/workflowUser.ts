/**
 * The signed-in user as the quotation workflow (domain/quotationWorkflow.ts) reads them, from the identity the server
 * answers (`/auth/me`): the shell's (useWorkflowUser.ts) and the entry's early one (pagePreview.ts) alike. Plain data:
 * this module ships in the entry.
 */
import type { WorkflowUser } from '../../domain/quotationStates.js';

export interface QuotationUser extends WorkflowUser {
  school_id?: number | null;
  /** Zones in charge: a term contractor quotes only for schools of these (issue 8 §2). */
  zone_in_charge?: string[];
  signatures?: { id: number; url?: string }[];
}

/** The identity's fields the workflow reads. */
export interface IdentityOfUser {
  id?: string | number;
  role?: { slug?: string } | null;
  contractor?: string | null;
  full_name?: string | null;
  school_id?: number | null;
  zone_in_charge?: string[] | null;
  signatures?: { id: number; url?: string }[] | null;
}

export function workflowUserOf(i: IdentityOfUser): QuotationUser {
  return {
    id: i.id as QuotationUser['id'],
    role: i.role?.slug ?? '',
    contractor: i.contractor ?? null,
    full_name: i.full_name ?? null,
    school_id: i.school_id ?? null,
    zone_in_charge: i.zone_in_charge ?? [],
    signatures: i.signatures ?? [],
  };
}
