/**
 * The quotation workflow of spec part 2 §4 as ONE table of (state, role, action) -> outcome. The UI
 * reads it for the buttons it shows (`allowedActions`, `formMode`), the server for what it allows
 * (`transition`). Drawn and explained in docs/workflows.md.
 *
 * A quotation's state is its status, with PENDING split by current_status: PENDING_MA (waiting for
 * a managing agent's verification) and PENDING_TC (verified, waiting for the term contractor's post
 * approval). NEW is a quotation not yet saved.
 */
import { ROLE, type RoleSlug } from './roles.js';
import {
  type FieldErrors,
  QUOTATION_MSG,
  isValid,
  requireFields,
  validateClone,
  validateMaApproval,
  validatePostApproval,
  validateQuotationPayment,
  validateRemarks,
} from './quotationValidation.js';
import { parseMoney } from './money.js';

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

const CONTRACTORS: readonly RoleSlug[] = [ROLE.TERM_CONTRACTOR, ROLE.TERM_CONTRACTOR_QS];
const TC: readonly RoleSlug[] = [ROLE.TERM_CONTRACTOR];
const MAS: readonly RoleSlug[] = [ROLE.MANAGING_AGENT, ROLE.MA_QS];

type Payload = Record<string, unknown>;

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
const postStatus = (p: Payload) => String(p.status ?? '');

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

const hasContractor = (user: WorkflowUser) => typeof user.contractor === 'string' && user.contractor.trim() !== '';

function guardFails(rule: TransitionRule, q: WorkflowQuotation, user: WorkflowUser): string | null {
  if (rule.guard === 'pending_approval' && !holdsPendingApproval(q, user))
    return 'This quotation is not pending your approval.';
  if (rule.guard === 'contractor' && !hasContractor(user)) return QUOTATION_MSG.noContractor;
  return null;
}

/** The rule for an action in a state for a role, ignoring guards. */
export function ruleFor(
  state: QuotationState | null,
  role: string,
  action: QuotationAction,
): TransitionRule | undefined {
  return QUOTATION_TRANSITIONS.find(
    (r) => r.action === action && state !== null && r.from.includes(state) && r.roles.includes(role as RoleSlug),
  );
}

/** Actions the user may take now, in table order. `buttonsOnly` (default) leaves out server-run steps. */
export function allowedActions(
  q: WorkflowQuotation | null | undefined,
  user: WorkflowUser,
  buttonsOnly = true,
): QuotationAction[] {
  const state = stateOf(q);
  return QUOTATION_TRANSITIONS.filter(
    (r) =>
      (!buttonsOnly || r.button) && ruleFor(state, user.role, r.action) === r && guardFails(r, q ?? {}, user) === null,
  ).map((r) => r.action);
}

export interface HistoryEntry {
  user_id: number | string;
  user_name: string | null;
  approval_type: string;
  status: string;
  remarks: string | null;
  signature: unknown;
  updated_at: string;
}

export type TransitionResult =
  | {
      ok: true;
      action: QuotationAction;
      /** The state the write must still find (a stale one is a 409). */
      expected: { status: string | null; current_status: string | null };
      outcome: Outcome;
      /** Fields the transition writes besides status (post approval: source fund, document type, EPO/EPI). */
      set: Record<string, unknown>;
      /** For ma_acknowledge: the chosen next approver. */
      route_to: unknown;
      history: HistoryEntry;
      message: string;
    }
  | { ok: false; error: 'forbidden' | 'illegal' | 'invalid'; message: string; errors?: FieldErrors };

const isOutcome = (o: TransitionRule['outcome']): o is Outcome => typeof (o as Outcome).kind === 'string';

/** A rule's outcome for a payload (post approval picks by the payload's status). */
export function outcomeOf(rule: TransitionRule, payload: Payload = {}): Outcome {
  return isOutcome(rule.outcome) ? rule.outcome : rule.outcome[postStatus(payload)];
}

/** approvals key and history approval_type of a role. */
export function approvalTypeOf(role: string): string {
  if (role === ROLE.MA_QS) return 'QS';
  if (role === ROLE.MANAGING_AGENT) return 'MA';
  if (role === ROLE.OPERATIONS_MANAGER) return 'OM';
  if (role === ROLE.ADMIN) return 'ADMIN';
  return 'TC';
}

/**
 * Checks and describes one transition. Errors: 'forbidden' (the role never takes this action, or a
 * guard fails: 403), 'illegal' (not from this state: 409), 'invalid' (payload rules: 422).
 */
export function transition(
  q: WorkflowQuotation | null | undefined,
  action: QuotationAction,
  user: WorkflowUser,
  payload: Payload = {},
  now: string = new Date().toISOString(),
): TransitionResult {
  const quotation = q ?? {};
  const state = stateOf(quotation);
  const rule = ruleFor(state, user.role, action);
  if (!rule) {
    const roleHasAction = QUOTATION_TRANSITIONS.some(
      (r) => r.action === action && r.roles.includes(user.role as RoleSlug),
    );
    return roleHasAction
      ? {
          ok: false,
          error: 'illegal',
          message: `A quotation in ${state ?? quotation.status ?? 'this'} state cannot take the action ${action}.`,
        }
      : {
          ok: false,
          error: 'forbidden',
          message: `The role ${user.role} cannot take the action ${action} on a quotation.`,
        };
  }
  const guardMessage = guardFails(rule, quotation, user);
  if (guardMessage) return { ok: false, error: 'forbidden', message: guardMessage };
  const errors = rule.validate?.(payload) ?? {};
  if (!isValid(errors)) return { ok: false, error: 'invalid', message: Object.values(errors)[0], errors };
  const outcome = outcomeOf(rule, payload);
  const set: Record<string, unknown> = {};
  if (action === 'payment') {
    set.payment_status = payload.payment_received;
    set.payment_amount_cents = parseMoney(payload.total_payment_amount);
    set.paid_at = now;
  }
  if (action === 'post_approval' || action === 'moe_fund_approve') {
    for (const k of ['source_fund', 'document_type', 'epo_reference_no', 'epi_reference_no'] as const)
      if (payload[k] !== undefined) set[k] = payload[k];
  }
  const remarks = payload.remarks ?? payload.status_remarks;
  return {
    ok: true,
    action,
    expected: { status: quotation.status ?? null, current_status: quotation.current_status ?? null },
    outcome,
    set,
    route_to: action === 'ma_acknowledge' ? payload.next_approval : null,
    history: {
      user_id: user.id,
      user_name: user.full_name ?? null,
      approval_type: approvalTypeOf(user.role),
      status: typeof rule.historyStatus === 'function' ? rule.historyStatus(payload) : rule.historyStatus,
      remarks: typeof remarks === 'string' && remarks !== '' ? remarks : null,
      signature: payload.signature ?? null,
      updated_at: now,
    },
    message: rule.message,
  };
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

export const canManageDocuments = isEditable;

/** Verifying a quotation in zone SOUTH asks for confirmation first; other zones submit directly. */
export function verifyConfirmation(q: WorkflowQuotation): string | null {
  return (q.zone ?? '').toUpperCase() === 'SOUTH'
    ? 'Are you sure you want to VERIFY this quotation? If yes, this will be verified and forwarded to TC for approval.'
    : null;
}
