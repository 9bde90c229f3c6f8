/**
 * A quotation's state and who may edit or sign it: what the form's heading and buttons read (`formMode`), apart from
 * the workflow's table (quotationTransitions.ts) and engine (quotationWorkflow.ts, which re-exports these), so that
 * the entry's preview of the form (custom-pages/quotations/formPreview.tsx) ships without the table and its
 * validators.
 */
import { ROLE, type RoleSlug } from './roles.js';

export const QUOTATION_STATES = [
  'NEW',
  'DRAFT',
  'PENDING_MA',
  'PENDING_TC',
  'REJECTED',
  'APPROVED',
  'COMPLETED',
  'VOID',
] as const;
export type QuotationState = (typeof QUOTATION_STATES)[number];

export const CONTRACTORS: readonly RoleSlug[] = [ROLE.TERM_CONTRACTOR, ROLE.TERM_CONTRACTOR_QS];
export const MAS: readonly RoleSlug[] = [ROLE.MANAGING_AGENT, ROLE.MA_QS];

/** The fields of a quotation the workflow reads. */
export interface WorkflowQuotation {
  id?: unknown;
  status?: string | null;
  current_status?: string | null;
  /** Keyed by user id (spec part 2 §3). */
  pending_approval?: Record<string, unknown> | null;
  zone?: string | null;
}

export interface WorkflowUser {
  id: number | string;
  role: string;
  full_name?: string | null;
  /** The contractor company on the user's account (SH, LIKO, …); blank means none. */
  contractor?: string | null;
}

/** The state of a quotation; null for a status the workflow does not know. ACKNOWLEDGE (older records) reads as PENDING_MA. */
export function stateOf(q: WorkflowQuotation | null | undefined): QuotationState | null {
  if (!q || q.id === undefined || q.id === null || !q.status) return 'NEW';
  const status = q.status.toUpperCase();
  if (status === 'PENDING') return q.current_status === 'PENDING_TC' ? 'PENDING_TC' : 'PENDING_MA';
  if (status === 'ACKNOWLEDGE') return 'PENDING_MA';
  return (QUOTATION_STATES as readonly string[]).includes(status) && status !== 'NEW'
    ? (status as QuotationState)
    : null;
}

export function holdsPendingApproval(q: WorkflowQuotation, user: WorkflowUser): boolean {
  return !!q.pending_approval && Object.prototype.hasOwnProperty.call(q.pending_approval, String(user.id));
}

/** Only create, DRAFT or REJECTED quotations are editable, by the contractor (spec part 2 §4). */
export function isEditable(q: WorkflowQuotation | null | undefined, user: WorkflowUser): boolean {
  const state = stateOf(q);
  return CONTRACTORS.includes(user.role as RoleSlug) && (state === 'NEW' || state === 'DRAFT' || state === 'REJECTED');
}

/** A managing agent (or MA-QS) signs a quotation waiting for their verification. */
export function canSign(q: WorkflowQuotation | null | undefined, user: WorkflowUser): boolean {
  return MAS.includes(user.role as RoleSlug) && stateOf(q) === 'PENDING_MA' && holdsPendingApproval(q ?? {}, user);
}

/**
 * Read-only view (spec part 2 §4): contractor when PENDING, APPROVED, COMPLETED or VOID; managing
 * agent when REJECTED, APPROVED, COMPLETED or once already acted; always admin and OM. Every other
 * case not editable and not signable is read-only too (see docs/workflows.md).
 */
export function isReadOnly(q: WorkflowQuotation | null | undefined, user: WorkflowUser): boolean {
  return !isEditable(q, user) && !canSign(q, user);
}

/** The form's title word: Create, Edit, Sign or View. */
export function formMode(
  q: WorkflowQuotation | null | undefined,
  user: WorkflowUser,
): 'create' | 'edit' | 'sign' | 'view' {
  if (isEditable(q, user)) return stateOf(q) === 'NEW' ? 'create' : 'edit';
  return canSign(q, user) ? 'sign' : 'view';
}
