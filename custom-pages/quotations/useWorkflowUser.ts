/** The signed-in user as the workflow (domain/quotationWorkflow.ts) reads it. */
import { useGetIdentity } from 'react-admin';
import type { WorkflowUser } from '../../domain/quotationWorkflow.js';

export interface QuotationUser extends WorkflowUser {
  school_id?: number | null;
  signatures?: { id: number; url?: string }[];
}

export function useWorkflowUser(): { user: QuotationUser | null; isPending: boolean } {
  const { identity, isPending } = useGetIdentity();
  if (!identity) return { user: null, isPending };
  const i = identity as { id: number; full_name?: string; role?: { slug?: string } | null; contractor?: string | null; school_id?: number | null; signatures?: { id: number; url?: string }[] };
  return {
    user: { id: i.id, role: i.role?.slug ?? '', contractor: i.contractor ?? null, full_name: i.full_name ?? null, school_id: i.school_id ?? null, signatures: i.signatures ?? [] },
    isPending,
  };
}
