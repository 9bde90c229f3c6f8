/**
 * The quotation workflow's engine over its table (quotationTransitions.ts): a quotation's state, the actions a user may
 * take now (`allowedActions`, `formMode` for the UI's buttons) and the transition the server applies (`transition`).
 */
import { ROLE, type RoleSlug } from './roles.js';
import { type FieldErrors, QUOTATION_MSG, isValid } from './quotationValidation.js';
import { parseMoney } from './money.js';
import {
  holdsPendingApproval,
  isEditable,
  stateOf,
  type WorkflowQuotation,
  type WorkflowUser,
} from './quotationStates.js';
import {
  postStatus,
  QUOTATION_TRANSITIONS,
  type Outcome,
  type Payload,
  type QuotationAction,
  type QuotationState,
  type TransitionRule,
} from './quotationTransitions.js';

// A quotation's state and who may edit or sign it (the form's heading reads them without the table).
export {
  canSign,
  formMode,
  holdsPendingApproval,
  isEditable,
  isReadOnly,
  stateOf,
  type WorkflowQuotation,
  type WorkflowUser,
} from './quotationStates.js';
// The table is read from here too, as it was before it had its own module.
export {
  maActionFor,
  OUTCOME,
  QUOTATION_ACTIONS,
  QUOTATION_STATES,
  QUOTATION_TRANSITIONS,
  type NextApprover,
  type Outcome,
  type QuotationAction,
  type QuotationState,
  type TransitionRule,
} from './quotationTransitions.js';

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

export const canManageDocuments = isEditable;

/** Verifying a quotation in zone SOUTH asks for confirmation first; other zones submit directly. */
export function verifyConfirmation(q: WorkflowQuotation): string | null {
  return (q.zone ?? '').toUpperCase() === 'SOUTH'
    ? 'Are you sure you want to VERIFY this quotation? If yes, this will be verified and forwarded to TC for approval.'
    : null;
}
