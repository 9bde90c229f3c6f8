/**
 * The claim workflow of spec part 2 §4 "Claim" as ONE table of (state, role, action) -> outcome, read
 * by the UI (buttons, form mode) and the server (what it allows), like quotationWorkflow.ts.
 *
 * State = status, with PENDING split by current_status: PENDING_MA (waiting for the managing agent's
 * endorsement), PENDING_E_INVOICE (endorsed, waiting for the invoice team), INVOICE_IN_PROGRESS,
 * E_INVOICE_REJECTED (the invoice team's post approval said REJECTED). APPROVED has an invoice
 * number; a payment status YES makes it COMPLETED. NEW is a claim not yet saved.
 */
import { type FieldErrors, isValid, validateRemarks } from './quotationValidation.js';
import { validateClaimMaApproval, validateClaimPostApproval, validatePaymentStatus } from './claimValidation.js';
import { CLAIM_MSG } from './claimValidation.js';
import { ROLE, type RoleSlug } from './roles.js';

export const CLAIM_STATES = [
  'NEW',
  'DRAFT',
  'PENDING_MA',
  'PENDING_E_INVOICE',
  'INVOICE_IN_PROGRESS',
  'E_INVOICE_REJECTED',
  'APPROVED',
  'COMPLETED',
  'REJECTED',
  'VOID',
] as const;
export type ClaimState = (typeof CLAIM_STATES)[number];

export const CLAIM_ACTIONS = [
  'draft',
  'submit',
  'ma_endorse',
  'ma_reject',
  'invoice_in_progress',
  'post_approval',
  'payment',
  'reject',
  'delete',
] as const;
export type ClaimAction = (typeof CLAIM_ACTIONS)[number];

export type ClaimPending = 'MA' | 'INVOICE_TEAM' | null;
export type ClaimOutcome =
  { kind: 'status'; status: string; current_status: string | null; pending: ClaimPending } | { kind: 'deleted' };

const to = (status: string, current_status: string | null, pending: ClaimPending = null): ClaimOutcome => ({
  kind: 'status',
  status,
  current_status,
  pending,
});

export const CLAIM_OUTCOME = {
  DRAFT: to('DRAFT', null),
  PENDING_MA: to('PENDING', 'PENDING_MA', 'MA'),
  PENDING_E_INVOICE: to('PENDING', 'PENDING_E_INVOICE', 'INVOICE_TEAM'),
  INVOICE_IN_PROGRESS: to('PENDING', 'INVOICE_IN_PROGRESS', 'INVOICE_TEAM'),
  E_INVOICE_REJECTED: to('PENDING', 'E_INVOICE_REJECTED', 'INVOICE_TEAM'),
  APPROVED: to('APPROVED', 'APPROVED', 'INVOICE_TEAM'),
  COMPLETED: to('COMPLETED', 'COMPLETED'),
  REJECTED: to('REJECTED', 'REJECTED'),
  DELETED: { kind: 'deleted' } as ClaimOutcome,
} as const;

const TC: readonly RoleSlug[] = [ROLE.TERM_CONTRACTOR];
const MAS: readonly RoleSlug[] = [ROLE.MANAGING_AGENT, ROLE.MA_QS];
const INVOICE: readonly RoleSlug[] = [ROLE.INVOICE_TEAM];

type Payload = Record<string, unknown>;

export interface ClaimRule {
  action: ClaimAction;
  from: readonly ClaimState[];
  roles: readonly RoleSlug[];
  /** The outcome, or outcomes keyed by the payload's `status` (post approval). */
  outcome: ClaimOutcome | Record<string, ClaimOutcome>;
  guard?: 'pending_approval' | 'contractor';
  historyStatus: string | ((p: Payload) => string);
  validate?: (p: Payload) => FieldErrors;
  message: string;
}

const requireSignature = (p: Payload): FieldErrors =>
  p.signature === undefined || p.signature === null || p.signature === ''
    ? { signature: CLAIM_MSG.signatureMissing }
    : {};
const byStatus = (p: Payload) => String(p.status ?? '');

/** THE table; order is button order. */
export const CLAIM_TRANSITIONS: readonly ClaimRule[] = [
  {
    action: 'draft',
    from: ['NEW', 'DRAFT'],
    roles: TC,
    outcome: CLAIM_OUTCOME.DRAFT,
    guard: 'contractor',
    historyStatus: 'DRAFT',
    message: 'Successfully created/updated claims',
  },
  {
    action: 'submit',
    from: ['NEW', 'DRAFT', 'REJECTED'],
    roles: TC,
    outcome: CLAIM_OUTCOME.PENDING_MA,
    guard: 'contractor',
    historyStatus: 'SUBMITTED',
    validate: requireSignature,
    message: 'Successfully created/updated claims',
  },
  {
    action: 'ma_endorse',
    from: ['PENDING_MA'],
    roles: MAS,
    outcome: CLAIM_OUTCOME.PENDING_E_INVOICE,
    guard: 'pending_approval',
    historyStatus: 'ENDORSED',
    validate: (p) => validateClaimMaApproval({ ...p, status: 'ENDORSED' }),
    message: 'Successfully endorsed claims',
  },
  {
    action: 'ma_reject',
    from: ['PENDING_MA'],
    roles: MAS,
    outcome: CLAIM_OUTCOME.REJECTED,
    guard: 'pending_approval',
    historyStatus: 'REJECTED',
    validate: (p) => validateClaimMaApproval({ ...p, status: 'REJECTED' }),
    message: 'Successfully rejected claims',
  },
  {
    action: 'invoice_in_progress',
    from: ['PENDING_E_INVOICE'],
    roles: INVOICE,
    outcome: CLAIM_OUTCOME.INVOICE_IN_PROGRESS,
    historyStatus: 'INVOICE_IN_PROGRESS',
    validate: validateRemarks,
    message: 'Successfully updated status of Invoice to in-progress.',
  },
  {
    action: 'post_approval',
    from: ['INVOICE_IN_PROGRESS', 'E_INVOICE_REJECTED'],
    roles: INVOICE,
    outcome: { APPROVED: CLAIM_OUTCOME.APPROVED, REJECTED: CLAIM_OUTCOME.E_INVOICE_REJECTED },
    historyStatus: byStatus,
    validate: validateClaimPostApproval,
    message: 'Successfully updated claim.',
  },
  {
    action: 'payment',
    from: ['APPROVED'],
    roles: INVOICE,
    outcome: CLAIM_OUTCOME.COMPLETED,
    historyStatus: 'COMPLETED',
    validate: validatePaymentStatus,
    message: 'Successfully created work completion',
  },
  {
    action: 'reject',
    from: ['PENDING_MA', 'PENDING_E_INVOICE'],
    roles: [ROLE.TERM_CONTRACTOR, ROLE.ADMIN],
    outcome: CLAIM_OUTCOME.REJECTED,
    historyStatus: 'REJECTED',
    validate: validateRemarks,
    message: 'Successfully rejected claim',
  },
  {
    action: 'delete',
    from: ['DRAFT'],
    roles: [ROLE.ADMIN],
    outcome: CLAIM_OUTCOME.DELETED,
    historyStatus: 'DELETED',
    message: 'Successfully deleted',
  },
];

export interface WorkflowClaim {
  id?: unknown;
  status?: string | null;
  current_status?: string | null;
  /** Keyed by user id, as for quotations. */
  pending_approval?: Record<string, unknown> | null;
}

export interface ClaimUser {
  id: number | string;
  role: string;
  full_name?: string | null;
  contractor?: string | null;
}

const PENDING_STATES: readonly string[] = [
  'PENDING_MA',
  'PENDING_E_INVOICE',
  'INVOICE_IN_PROGRESS',
  'E_INVOICE_REJECTED',
];

/** The state of a claim; null for a status the workflow does not know. */
export function claimStateOf(c: WorkflowClaim | null | undefined): ClaimState | null {
  if (!c || c.id === undefined || c.id === null || !c.status) return 'NEW';
  const status = c.status.toUpperCase();
  if (status === 'PENDING') {
    const current = (c.current_status ?? 'PENDING_MA').toUpperCase();
    return PENDING_STATES.includes(current) ? (current as ClaimState) : null;
  }
  return (CLAIM_STATES as readonly string[]).includes(status) && status !== 'NEW' ? (status as ClaimState) : null;
}

/** Does a claim in this state hold its quotations' percentages? Rejected and void claims give them back. */
export function holdsPercentage(state: ClaimState | null): boolean {
  return state !== null && state !== 'NEW' && state !== 'REJECTED' && state !== 'VOID';
}

const holdsPending = (c: WorkflowClaim, user: ClaimUser) =>
  !!c.pending_approval && Object.prototype.hasOwnProperty.call(c.pending_approval, String(user.id));
const hasContractor = (user: ClaimUser) => typeof user.contractor === 'string' && user.contractor.trim() !== '';
const NO_CONTRACTOR = 'Please contact administrator to give your account a contractor role.';

function guardFails(rule: ClaimRule, c: WorkflowClaim, user: ClaimUser): string | null {
  if (rule.guard === 'pending_approval' && !holdsPending(c, user)) return 'This claim is not pending your approval.';
  if (rule.guard === 'contractor' && !hasContractor(user)) return NO_CONTRACTOR;
  return null;
}

export function claimRuleFor(state: ClaimState | null, role: string, action: ClaimAction): ClaimRule | undefined {
  return CLAIM_TRANSITIONS.find(
    (r) => r.action === action && state !== null && r.from.includes(state) && r.roles.includes(role as RoleSlug),
  );
}

/** Actions the user may take now, in table order. */
export function allowedClaimActions(c: WorkflowClaim | null | undefined, user: ClaimUser): ClaimAction[] {
  const state = claimStateOf(c);
  return CLAIM_TRANSITIONS.filter(
    (r) => claimRuleFor(state, user.role, r.action) === r && guardFails(r, c ?? {}, user) === null,
  ).map((r) => r.action);
}

export interface ClaimHistoryEntry {
  user_id: number | string;
  user_name: string | null;
  approval_type: string;
  status: string;
  remarks: string | null;
  updated_at: string;
}

export type ClaimTransitionResult =
  | {
      ok: true;
      action: ClaimAction;
      /** The state the write must still find (stale -> 409). */
      expected: { status: string | null; current_status: string | null };
      outcome: ClaimOutcome;
      history: ClaimHistoryEntry;
      message: string;
    }
  | { ok: false; error: 'forbidden' | 'illegal' | 'invalid'; message: string; errors?: FieldErrors };

const isOutcome = (o: ClaimRule['outcome']): o is ClaimOutcome => typeof (o as ClaimOutcome).kind === 'string';

function approvalTypeOf(role: string): string {
  if (role === ROLE.MA_QS) return 'QS';
  if (role === ROLE.MANAGING_AGENT) return 'MA';
  if (role === ROLE.INVOICE_TEAM) return 'INVOICE';
  if (role === ROLE.ADMIN) return 'ADMIN';
  return 'TC';
}

/** Checks one transition: 'forbidden' (403), 'illegal' (not from this state: 409), 'invalid' (422). */
export function claimTransition(
  c: WorkflowClaim | null | undefined,
  action: ClaimAction,
  user: ClaimUser,
  payload: Payload = {},
  now: string = new Date().toISOString(),
): ClaimTransitionResult {
  const claim = c ?? {};
  const state = claimStateOf(claim);
  const rule = claimRuleFor(state, user.role, action);
  if (!rule) {
    const roleHasAction = CLAIM_TRANSITIONS.some((r) => r.action === action && r.roles.includes(user.role as RoleSlug));
    return roleHasAction
      ? {
          ok: false,
          error: 'illegal',
          message: `A claim in ${state ?? claim.status ?? 'this'} state cannot take the action ${action}.`,
        }
      : {
          ok: false,
          error: 'forbidden',
          message: `The role ${user.role} cannot take the action ${action} on a claim.`,
        };
  }
  const guardMessage = guardFails(rule, claim, user);
  if (guardMessage) return { ok: false, error: 'forbidden', message: guardMessage };
  const errors = rule.validate?.(payload) ?? {};
  if (!isValid(errors)) return { ok: false, error: 'invalid', message: Object.values(errors)[0], errors };
  const remarks = payload.remarks;
  return {
    ok: true,
    action,
    expected: { status: claim.status ?? null, current_status: claim.current_status ?? null },
    outcome: isOutcome(rule.outcome) ? rule.outcome : rule.outcome[byStatus(payload)],
    history: {
      user_id: user.id,
      user_name: user.full_name ?? null,
      approval_type: approvalTypeOf(user.role),
      status: typeof rule.historyStatus === 'function' ? rule.historyStatus(payload) : rule.historyStatus,
      remarks: typeof remarks === 'string' && remarks !== '' ? remarks : null,
      updated_at: now,
    },
    message: rule.message,
  };
}

/** The MA's one call names its action by status. */
export function claimMaActionFor(status: unknown): ClaimAction | null {
  if (status === 'ENDORSED' || status === 'VERIFIED') return 'ma_endorse';
  if (status === 'REJECTED') return 'ma_reject';
  return null;
}

/** Editable by the term contractor in create, DRAFT or REJECTED (documents too). */
export function isClaimEditable(c: WorkflowClaim | null | undefined, user: ClaimUser): boolean {
  const s = claimStateOf(c);
  return user.role === ROLE.TERM_CONTRACTOR && (s === 'NEW' || s === 'DRAFT' || s === 'REJECTED');
}

/** The MA signs 'Checked & certified' when the pending approval is theirs. */
export function canSignClaim(c: WorkflowClaim | null | undefined, user: ClaimUser): boolean {
  return MAS.includes(user.role as RoleSlug) && claimStateOf(c) === 'PENDING_MA' && holdsPending(c ?? {}, user);
}

export function claimFormMode(
  c: WorkflowClaim | null | undefined,
  user: ClaimUser,
): 'create' | 'edit' | 'sign' | 'view' {
  if (isClaimEditable(c, user)) return claimStateOf(c) === 'NEW' ? 'create' : 'edit';
  return canSignClaim(c, user) ? 'sign' : 'view';
}

/** Invoice details are edited (invoice-edit permission) on APPROVED or COMPLETED claims. */
export function canEditInvoice(c: WorkflowClaim | null | undefined, permissions: readonly string[]): boolean {
  const s = claimStateOf(c);
  return permissions.includes('invoice.edit') && (s === 'APPROVED' || s === 'COMPLETED');
}

/** The term contractor manages a claim's documents until it is completed. */
export function canManageClaimDocuments(c: WorkflowClaim | null | undefined, user: ClaimUser): boolean {
  const s = claimStateOf(c);
  return user.role === ROLE.TERM_CONTRACTOR && s !== null && s !== 'COMPLETED' && s !== 'VOID';
}
