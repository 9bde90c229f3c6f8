/**
 * The work service order workflow of spec part 2 §4 and §6 as ONE table of (state, role, action) -> outcome, shaped like
 * domain/quotationWorkflow.ts: the UI reads it for its buttons, the server for what it allows.
 *
 * Decisions where the specification is silent (docs/workflows.md "Work service orders"):
 * - The OM's approval is final: the WSO becomes APPROVED (COMPLETED and VOID of the spec's status list are never set by
 *   this flow); a quotation-bound WSO completes its quotation.
 * - A rejection (MA, OM, or the creator/admin while pending MA) returns the WSO to REJECTED; the creator edits and submits
 *   again, which starts a new round of approvals (the earlier ones stay in the history).
 * - Any creator of the zone may take a rejected WSO on, not only its author: contractors share their zone's work.
 */
import type { FieldErrors } from './quotationValidation.js';
import { ROLE, type RoleSlug } from './roles.js';
import { WSO_MSG, type WsoState } from './wso.js';

export const WSO_ACTIONS = [
  'draft',
  'submit',
  'ma_verify',
  'ma_reject',
  'om_approve',
  'om_reject',
  'reject',
  'delete',
  'upload_photo',
  'delete_photo',
  'regenerate',
] as const;
export type WsoAction = (typeof WSO_ACTIONS)[number];

/** Spec §4: 'creator: term contractor or technician'. */
export const WSO_CREATORS: readonly RoleSlug[] = [ROLE.TERM_CONTRACTOR, ROLE.TECHNICIAN];
const MAS: readonly RoleSlug[] = [ROLE.MANAGING_AGENT, ROLE.MA_QS];
const OMS: readonly RoleSlug[] = [ROLE.OPERATIONS_MANAGER];
const EDITABLE: readonly WsoState[] = ['NEW', 'DRAFT', 'REJECTED'];

type Payload = Record<string, unknown>;
const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const needsSignature = (p: Payload): FieldErrors => (blank(p.signature) ? { signature: WSO_MSG.signature } : {});
const needsRemarks = (p: Payload): FieldErrors => (blank(p.remarks) ? { remarks: WSO_MSG.remarks } : {});

export interface WsoRule {
  action: WsoAction;
  from: readonly WsoState[];
  roles: readonly RoleSlug[];
  /** The state after; null keeps it (or removes the record, for delete). */
  to: WsoState | null;
  /** 'ma_pending': no MA approval in this round yet; 'ma_done': the MA has verified (the OM's step needs it). */
  guard?: 'ma_pending' | 'ma_done';
  /** The signature block this step fills. */
  signs?: 'prepared' | 'ma' | 'om';
  /** The approval entry this step records. */
  records?: { type: 'MA' | 'OM'; status: 'VERIFIED' | 'APPROVED' | 'REJECTED' };
  validate?: (payload: Payload) => FieldErrors;
  message: string;
}

/** THE table. Order is the order buttons appear in. */
export const WSO_TRANSITIONS: readonly WsoRule[] = [
  {
    action: 'submit',
    from: EDITABLE,
    roles: WSO_CREATORS,
    to: 'PENDING',
    signs: 'prepared',
    validate: needsSignature,
    message: WSO_MSG.updated,
  },
  { action: 'draft', from: ['NEW', 'DRAFT'], roles: WSO_CREATORS, to: 'DRAFT', message: WSO_MSG.updated },
  {
    action: 'ma_verify',
    from: ['PENDING'],
    roles: MAS,
    to: 'PENDING',
    guard: 'ma_pending',
    signs: 'ma',
    records: { type: 'MA', status: 'VERIFIED' },
    validate: needsSignature,
    message: WSO_MSG.approved,
  },
  {
    action: 'ma_reject',
    from: ['PENDING'],
    roles: MAS,
    to: 'REJECTED',
    guard: 'ma_pending',
    records: { type: 'MA', status: 'REJECTED' },
    validate: needsRemarks,
    message: WSO_MSG.rejected,
  },
  {
    action: 'om_approve',
    from: ['PENDING'],
    roles: OMS,
    to: 'APPROVED',
    guard: 'ma_done',
    signs: 'om',
    records: { type: 'OM', status: 'APPROVED' },
    validate: needsSignature,
    message: WSO_MSG.approved,
  },
  {
    action: 'om_reject',
    from: ['PENDING'],
    roles: OMS,
    to: 'REJECTED',
    guard: 'ma_done',
    records: { type: 'OM', status: 'REJECTED' },
    validate: needsRemarks,
    message: WSO_MSG.rejected,
  },
  {
    action: 'reject',
    from: ['PENDING'],
    roles: [ROLE.TERM_CONTRACTOR, ROLE.ADMIN],
    to: 'REJECTED',
    guard: 'ma_pending',
    validate: needsRemarks,
    message: WSO_MSG.rejected,
  },
  { action: 'upload_photo', from: EDITABLE, roles: WSO_CREATORS, to: null, message: WSO_MSG.updated },
  {
    action: 'delete_photo',
    from: EDITABLE,
    roles: [ROLE.TERM_CONTRACTOR],
    to: null,
    message: 'Successfully deleted file',
  },
  { action: 'delete', from: ['DRAFT'], roles: [ROLE.TERM_CONTRACTOR, ROLE.ADMIN], to: null, message: WSO_MSG.deleted },
  {
    action: 'regenerate',
    from: ['PENDING', 'APPROVED', 'REJECTED'],
    roles: [ROLE.TERM_CONTRACTOR, ROLE.TECHNICIAN, ROLE.ADMIN],
    to: null,
    message: WSO_MSG.regenerated,
  },
];

export interface WsoContext {
  state: WsoState;
  /** True once the MA has verified in the current round. */
  maApproved: boolean;
}

export type WsoDecision =
  | { ok: true; rule: WsoRule; to: WsoState | null }
  | { ok: false; code: 403 | 409 | 422; message: string; errors?: FieldErrors };

const ruleFits = (r: WsoRule, ctx: WsoContext) =>
  r.from.includes(ctx.state) &&
  !(r.guard === 'ma_pending' && ctx.maApproved) &&
  !(r.guard === 'ma_done' && !ctx.maApproved);

/** 409 when no rule allows the action in this state, 403 when one does but not for this role, 422 on missing input. */
export function decideWso(action: WsoAction, role: string, ctx: WsoContext, payload: Payload = {}): WsoDecision {
  const inState = WSO_TRANSITIONS.filter((r) => r.action === action && ruleFits(r, ctx));
  if (!inState.length)
    return {
      ok: false,
      code: 409,
      message: `This work service order cannot be changed this way while it is ${ctx.state}.`,
    };
  const rule = inState.find((r) => (r.roles as readonly string[]).includes(role));
  if (!rule) return { ok: false, code: 403, message: 'You are not allowed to do this.' };
  const errors = rule.validate?.(payload) ?? {};
  if (Object.keys(errors).length) return { ok: false, code: 422, message: Object.values(errors)[0], errors };
  return { ok: true, rule, to: rule.to };
}

/** The actions a role may take on a WSO now: the UI's buttons. */
export function allowedWsoActions(role: string, ctx: WsoContext): WsoAction[] {
  return [
    ...new Set(
      WSO_TRANSITIONS.filter((r) => ruleFits(r, ctx) && (r.roles as readonly string[]).includes(role)).map(
        (r) => r.action,
      ),
    ),
  ];
}

/** The approver's call (ma-approval / final-approvals) as a table action: the status they chose picks the row. */
export function approvalAction(step: 'MA' | 'OM', status: string): WsoAction | null {
  if (step === 'MA') return status === 'VERIFIED' ? 'ma_verify' : status === 'REJECTED' ? 'ma_reject' : null;
  return status === 'APPROVED' ? 'om_approve' : status === 'REJECTED' ? 'om_reject' : null;
}

/** Form fields are the creator's while the order is new, a draft or rejected (spec §2: read-only when PENDING or APPROVED). */
export const isWsoEditable = (state: WsoState) => (EDITABLE as readonly string[]).includes(state);
