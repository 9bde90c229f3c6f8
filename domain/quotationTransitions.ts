/**
 * The quotation workflow of spec part 2 §4 as ONE table of (state, role, action) -> outcome; quotationWorkflow.ts reads
 * it for the UI's buttons (`allowedActions`, `formMode`) and the server's checks (`transition`). Drawn and explained in
 * docs/workflows.md.
 *
 * A quotation's state is its status, with PENDING split by current_status: PENDING_MA (waiting for
 * a managing agent's verification) and PENDING_TC (verified, waiting for the term contractor's post
 * approval). NEW is a quotation not yet saved.
 */
import { ROLE, type RoleSlug } from './roles.js';
import {
  type FieldErrors,
  QUOTATION_MSG,
  requireFields,
  validateClone,
  validateMaApproval,
  validatePostApproval,
  validateQuotationPayment,
  validateRemarks,
} from './quotationValidation.js';

import { CONTRACTORS, MAS, type QuotationState } from './quotationStates.js';

export { QUOTATION_STATES, type QuotationState } from './quotationStates.js';

export const QUOTATION_ACTIONS = [
  'draft',
  'submit',
  'delete',
  'clone',
  'void',
  'reject',
  'ma_verify',
  'ma_acknowledge',
  'ma_reject',
  'post_approval',
  'moe_fund_approve',
  'complete',
  'payment',
] as const;
export type QuotationAction = (typeof QUOTATION_ACTIONS)[number];

/** Who must act next after a transition: the server turns this into pending_approval entries. */
export type NextApprover = 'MA' | 'NEXT_APPROVER' | 'TC' | null;

export type Outcome =
  | {
      kind: 'status';
      status: string;
      current_status: 'PENDING_MA' | 'PENDING_TC' | null;
      claim_status?: 'PENDING';
      pending: NextApprover;
    }
  | { kind: 'deleted' }
  | { kind: 'cloned'; status: 'DRAFT' };

const to = (
  status: string,
  current_status: 'PENDING_MA' | 'PENDING_TC' | null,
  pending: NextApprover,
  claim_status?: 'PENDING',
): Outcome => ({ kind: 'status', status, current_status, pending, ...(claim_status ? { claim_status } : {}) });

export const OUTCOME = {
  DRAFT: to('DRAFT', null, null),
  PENDING_MA: to('PENDING', 'PENDING_MA', 'MA'),
  PENDING_MA_NEXT: to('PENDING', 'PENDING_MA', 'NEXT_APPROVER'),
  PENDING_TC: to('PENDING', 'PENDING_TC', 'TC'),
  REJECTED: to('REJECTED', null, null),
  APPROVED: to('APPROVED', null, null),
  COMPLETED: to('COMPLETED', null, null, 'PENDING'),
  /** Paid: the quotation stays COMPLETED; its claims are not touched. */
  PAID: to('COMPLETED', null, null),
  VOID: to('VOID', null, null),
  DELETED: { kind: 'deleted' } as Outcome,
  CLONED: { kind: 'cloned', status: 'DRAFT' } as Outcome,
} as const;

export { CONTRACTORS, MAS };
const TC: readonly RoleSlug[] = [ROLE.TERM_CONTRACTOR];

export type Payload = Record<string, unknown>;

export interface TransitionRule {
  action: QuotationAction;
  from: readonly QuotationState[];
  roles: readonly RoleSlug[];
  /** The outcome, or outcomes keyed by the payload's `status` (post approval). */
  outcome: Outcome | Record<string, Outcome>;
  /** pending_approval: the user must hold an entry; contractor: the user must have a contractor set. */
  guard?: 'pending_approval' | 'contractor';
  /** false: never a button; the server runs it as part of another flow. */
  button: boolean;
  /** The status written in the history entry (the MA's approval status for MA actions). */
  historyStatus: string | ((payload: Payload) => string);
  validate?: (payload: Payload) => FieldErrors;
  message: string;
}

const requireSignature = (p: Payload): FieldErrors => requireFields(p, ['signature'], QUOTATION_MSG.signatureMissing);
const maStatus = (status: string) => (p: Payload) => validateMaApproval({ ...p, status });
/** The status a post approval sends: it picks the outcome. */
export const postStatus = (p: Payload) => String(p.status ?? '');

/** THE table. Order is the order buttons appear in. */
export const QUOTATION_TRANSITIONS: readonly TransitionRule[] = [
  {
    action: 'draft',
    from: ['NEW', 'DRAFT'],
    roles: CONTRACTORS,
    outcome: OUTCOME.DRAFT,
    guard: 'contractor',
    button: true,
    historyStatus: 'DRAFT',
    message: 'Successfully updated quotation',
  },
  {
    action: 'submit',
    from: ['NEW', 'DRAFT', 'REJECTED'],
    roles: CONTRACTORS,
    outcome: OUTCOME.PENDING_MA,
    guard: 'contractor',
    button: true,
    historyStatus: 'PENDING',
    validate: requireSignature,
    message: 'Successfully updated quotation',
  },
  {
    action: 'ma_verify',
    from: ['PENDING_MA'],
    roles: MAS,
    outcome: OUTCOME.PENDING_TC,
    guard: 'pending_approval',
    button: true,
    historyStatus: 'VERIFIED',
    validate: maStatus('VERIFIED'),
    message: 'Successfully verified quotation',
  },
  {
    action: 'ma_acknowledge',
    from: ['PENDING_MA'],
    roles: [ROLE.MANAGING_AGENT],
    outcome: OUTCOME.PENDING_MA_NEXT,
    guard: 'pending_approval',
    button: true,
    historyStatus: 'ACKNOWLEDGE',
    validate: maStatus('ACKNOWLEDGE'),
    message: 'Successfully acknowledged and routed quotation',
  },
  {
    action: 'ma_reject',
    from: ['PENDING_MA'],
    roles: MAS,
    outcome: OUTCOME.REJECTED,
    guard: 'pending_approval',
    button: true,
    historyStatus: 'REJECTED',
    validate: maStatus('REJECTED'),
    message: 'Successfully rejected quotation',
  },
  {
    action: 'post_approval',
    from: ['PENDING_TC'],
    roles: TC,
    outcome: { APPROVED: OUTCOME.APPROVED, REJECTED: OUTCOME.REJECTED },
    button: true,
    historyStatus: postStatus,
    validate: (p) => validatePostApproval(p),
    message: 'Successfully updated quotation.',
  },
  {
    action: 'moe_fund_approve',
    from: ['PENDING_TC'],
    roles: TC,
    outcome: OUTCOME.APPROVED,
    button: true,
    historyStatus: 'APPROVED',
    validate: (p) => validatePostApproval({ ...p, status: 'APPROVED' }, { moeFundOnly: true }),
    message: 'Successfully updated quotation.',
  },
  {
    action: 'complete',
    from: ['APPROVED'],
    roles: [ROLE.OPERATIONS_MANAGER],
    outcome: OUTCOME.COMPLETED,
    button: false,
    historyStatus: 'COMPLETED',
    message: 'Successfully updated quotation.',
  },
  {
    action: 'payment',
    from: ['COMPLETED'],
    roles: [ROLE.INVOICE_TEAM],
    outcome: OUTCOME.PAID,
    button: true,
    historyStatus: 'PAID',
    validate: (p) => validateQuotationPayment(p),
    message: 'Successfully created work completion',
  },
  {
    action: 'reject',
    from: ['APPROVED', 'PENDING_TC', 'PENDING_MA'],
    roles: [ROLE.TERM_CONTRACTOR, ROLE.ADMIN],
    outcome: OUTCOME.REJECTED,
    button: true,
    historyStatus: 'REJECTED',
    validate: validateRemarks,
    message: 'Successfully rejected quotation',
  },
  {
    action: 'void',
    from: ['DRAFT', 'PENDING_MA', 'PENDING_TC', 'REJECTED', 'APPROVED'],
    roles: TC,
    outcome: OUTCOME.VOID,
    button: true,
    historyStatus: 'VOID',
    validate: validateRemarks,
    message: 'Successfully voided quotation',
  },
  {
    action: 'clone',
    from: ['DRAFT', 'PENDING_MA', 'PENDING_TC', 'REJECTED', 'APPROVED', 'COMPLETED', 'VOID'],
    roles: TC,
    outcome: OUTCOME.CLONED,
    guard: 'contractor',
    button: true,
    historyStatus: 'DRAFT',
    validate: validateClone,
    message: 'Successfully cloned quotation',
  },
  {
    action: 'delete',
    from: ['DRAFT'],
    roles: TC,
    outcome: OUTCOME.DELETED,
    button: true,
    historyStatus: 'DELETED',
    message: 'Successfully deleted',
  },
];

/** The MA verification panel sends one call with a status; this names its action. */
export function maActionFor(status: unknown): QuotationAction | null {
  if (status === 'VERIFIED') return 'ma_verify';
  if (status === 'ACKNOWLEDGE') return 'ma_acknowledge';
  if (status === 'REJECTED') return 'ma_reject';
  return null;
}
