/**
 * Who may rename, reorder or flag for the report (`update-attachments`) a claim's document, by the stage the file came
 * with: the term contractor's supporting documents (no stage) while the claim's documents are theirs to manage; the
 * invoice side's invoice files while invoice details may be edited; and a decision's evidence (post approval, payment)
 * by nobody afterwards — never one role's file by another.
 */
import { canEditInvoice, canManageClaimDocuments, type ClaimUser, type WorkflowClaim } from './claimWorkflow.js';

export function mayEditClaimAttachment(
  c: WorkflowClaim | null | undefined,
  user: ClaimUser,
  permissions: readonly string[],
  stage: unknown,
): boolean {
  if (stage === undefined || stage === null || stage === '') return canManageClaimDocuments(c, user);
  if (stage === 'invoice') return canEditInvoice(c, permissions);
  return false;
}
