/**
 * Who may rename, reorder or flag for the report (`update-attachments`) a quotation's attachment, and who may delete it,
 * as one table shaped like QUOTATION_TRANSITIONS: by the kind of file (which side brought it, and when), the quotation's
 * state and the caller's role.
 *
 * Each side keeps its own files in order while the quotation lives: the contractor side its supporting documents, the
 * managing agents the files of their approval, the term contractor those of the post approval. No role ever edits another
 * side's files — least of all after the decision they document (a term contractor cannot rename the managing agent's
 * approval file or drop it from the report of an APPROVED quotation) —, and nothing changes on a VOID one.
 */
import { ROLE, type RoleSlug } from './roles.js';
import {
  isEditable,
  QUOTATION_STATES,
  stateOf,
  type QuotationState,
  type WorkflowQuotation,
  type WorkflowUser,
} from './quotationWorkflow.js';

/** The document kinds stored in an attachment's `additional_fields.type` (older files without one are supporting). */
export const QUOTATION_DOCUMENT_TYPES = ['SUPPORTING', 'MA_APPROVAL', 'POST_APPROVAL'] as const;
export type QuotationDocumentType = (typeof QUOTATION_DOCUMENT_TYPES)[number];

export interface AttachmentEditRule {
  type: QuotationDocumentType;
  from: readonly QuotationState[];
  roles: readonly RoleSlug[];
}

/** Every state a quotation lives in (all but VOID). */
const LIVE: readonly QuotationState[] = QUOTATION_STATES.filter((s) => s !== 'VOID');
const AFTER_MA: readonly QuotationState[] = LIVE.filter((s) => s !== 'NEW' && s !== 'DRAFT');

/** THE table: a (type, state, role) not listed here may not be edited. */
export const QUOTATION_ATTACHMENT_EDITS: readonly AttachmentEditRule[] = [
  { type: 'SUPPORTING', from: LIVE, roles: [ROLE.TERM_CONTRACTOR, ROLE.TERM_CONTRACTOR_QS] },
  { type: 'MA_APPROVAL', from: AFTER_MA, roles: [ROLE.MANAGING_AGENT, ROLE.MA_QS] },
  { type: 'POST_APPROVAL', from: ['APPROVED', 'COMPLETED'], roles: [ROLE.TERM_CONTRACTOR] },
];

export const documentTypeOf = (type: unknown): QuotationDocumentType =>
  (QUOTATION_DOCUMENT_TYPES as readonly unknown[]).includes(type) ? (type as QuotationDocumentType) : 'SUPPORTING';

/** May this role edit (name, order, report flag) a file of this kind on the quotation now? */
export function mayEditQuotationAttachment(
  q: WorkflowQuotation | null | undefined,
  role: string,
  type: unknown,
): boolean {
  const state = stateOf(q);
  const kind = documentTypeOf(type);
  return QUOTATION_ATTACHMENT_EDITS.some(
    (r) => r.type === kind && state !== null && r.from.includes(state) && r.roles.includes(role as RoleSlug),
  );
}

/**
 * Deleting is narrower: only a supporting document, by its uploader while the quotation is theirs to edit, or by an
 * administrator; a decision's files are never deleted (the decision would lose its evidence).
 */
export function mayDeleteQuotationAttachment(
  q: WorkflowQuotation | null | undefined,
  user: WorkflowUser,
  file: { type: unknown; uploaderId: number | null },
): boolean {
  if (documentTypeOf(file.type) !== 'SUPPORTING' || stateOf(q) === 'VOID') return false;
  return user.role === ROLE.ADMIN || (isEditable(q, user) && String(file.uploaderId) === String(user.id));
}
