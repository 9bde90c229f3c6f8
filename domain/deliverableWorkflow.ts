/**
 * The deliverable workflow of spec part 3 §4 and §6 as ONE table of (state, role, action) -> outcome, shaped like
 * domain/quotationWorkflow.ts: the detail and list read it for their buttons, the server for what it allows.
 *
 * Decisions where the specification is silent (docs/workflows.md):
 * - "Only the term contractor prepares and signs; only the managing agent approves" is taken literally: the administrator
 *   reads every deliverable (spec §6 "View: admin on …") but neither prepares nor approves.
 * - Files are added and removed only while the deliverable is the term contractor's (PENDING, DRAFT, REJECTED).
 * - A rejection keeps the files: the term contractor replaces what the MA's remark asks for and submits again.
 */
import { DELIVERABLE_MSG, approvalErrors, type DeliverableStatus } from './deliverables.js';
import type { FieldErrors } from './quotationValidation.js';
import { ROLE } from './roles.js';

export const DELIVERABLE_ACTIONS = ['save', 'submit', 'approve', 'reject', 'upload', 'delete_file'] as const;
export type DeliverableAction = (typeof DELIVERABLE_ACTIONS)[number];

const PREPARERS = [ROLE.TERM_CONTRACTOR] as const;
const APPROVERS = [ROLE.MANAGING_AGENT] as const;
const EDITABLE: readonly DeliverableStatus[] = ['PENDING', 'DRAFT', 'REJECTED'];

export interface DeliverableRule {
  action: DeliverableAction;
  from: readonly DeliverableStatus[];
  roles: readonly string[];
  /** The state after; null keeps it. */
  to: DeliverableStatus | null;
  validate?: (payload: Record<string, unknown>) => FieldErrors;
  message: string;
}

/** THE table. */
export const DELIVERABLE_TRANSITIONS: readonly DeliverableRule[] = [
  { action: 'save', from: EDITABLE, roles: PREPARERS, to: 'DRAFT', message: DELIVERABLE_MSG.updated },
  // Slot and signature rules need the stored files: the service checks them with submitErrors.
  { action: 'submit', from: EDITABLE, roles: PREPARERS, to: 'SUBMITTED', message: DELIVERABLE_MSG.submitted },
  {
    action: 'approve',
    from: ['SUBMITTED'],
    roles: APPROVERS,
    to: 'APPROVED',
    validate: approvalErrors,
    message: DELIVERABLE_MSG.approved,
  },
  {
    action: 'reject',
    from: ['SUBMITTED'],
    roles: APPROVERS,
    to: 'REJECTED',
    validate: approvalErrors,
    message: DELIVERABLE_MSG.rejected,
  },
  { action: 'upload', from: EDITABLE, roles: PREPARERS, to: null, message: DELIVERABLE_MSG.updated },
  { action: 'delete_file', from: EDITABLE, roles: PREPARERS, to: null, message: DELIVERABLE_MSG.fileDeleted },
];

export type DeliverableDecision =
  | { ok: true; rule: DeliverableRule; to: DeliverableStatus | null }
  | { ok: false; code: 403 | 409 | 422; message: string; errors?: FieldErrors };

/** 409 when no rule allows the action in this state, 403 when one does but not for this role, 422 on missing input. */
export function decideDeliverable(
  action: DeliverableAction,
  role: string,
  state: DeliverableStatus,
  payload: Record<string, unknown> = {},
): DeliverableDecision {
  const inState = DELIVERABLE_TRANSITIONS.filter((r) => r.action === action && r.from.includes(state));
  if (!inState.length)
    return { ok: false, code: 409, message: `This deliverable cannot be changed this way while it is ${state}.` };
  const rule = inState.find((r) => r.roles.includes(role));
  if (!rule) return { ok: false, code: 403, message: 'You are not allowed to do this.' };
  const errors = rule.validate?.(payload) ?? {};
  if (Object.keys(errors).length) return { ok: false, code: 422, message: Object.values(errors)[0], errors };
  return { ok: true, rule, to: rule.to };
}

export function allowedDeliverableActions(role: string, state: DeliverableStatus): DeliverableAction[] {
  return DELIVERABLE_TRANSITIONS.filter((r) => r.from.includes(state) && r.roles.includes(role)).map((r) => r.action);
}

/** The MA's call as a table action: the status chosen picks the row. */
export const approvalActionOf = (status: unknown): DeliverableAction | null =>
  status === 'APPROVED' ? 'approve' : status === 'REJECTED' ? 'reject' : null;

/**
 * The list's row action (spec §6 "Deliverable list actions"): `edit` for the preparer while it is theirs, `sign` for the
 * MA on a submitted one, `view` for whoever else may read it, null when the role has nothing to do with it.
 */
export function listAction(role: string, state: DeliverableStatus): 'edit' | 'sign' | 'view' {
  const actions = allowedDeliverableActions(role, state);
  if (actions.includes('submit')) return state === 'PENDING' ? 'sign' : 'edit';
  if (actions.includes('approve')) return 'sign';
  return 'view';
}
