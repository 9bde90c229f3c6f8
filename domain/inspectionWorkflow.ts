/**
 * The inspection checklist workflow of spec part 3 §4 and §6 as ONE table of (state, role, action) -> outcome, shaped like
 * domain/quotationWorkflow.ts: the UI reads it for its buttons, the server for what it allows.
 *
 * Decisions where the specification is silent (docs/workflows.md):
 * - PENDING_CONFIRMATION is an inspection created for a school (from the maintenance calendar or a template) that a preparer
 *   has not yet taken on; `confirm` makes it a DRAFT. It cannot be deleted by the term contractor (spec §6 "except on the
 *   pending-confirmation view"); the administrator can.
 * - Saving keeps the state (a REJECTED checklist stays REJECTED, with its rejection remarks, until it is submitted again).
 * - Delete is allowed while the checklist is still the preparer's (DRAFT, REJECTED), never after a submission.
 * - Approve/reject after acknowledgement and straight from SUBMITTED are both the MA's (spec §4).
 */
import { INSPECTION_MSG, type InspectionStatus } from './inspections.js';
import type { FieldErrors } from './quotationValidation.js';
import { ROLE, type RoleSlug } from './roles.js';

export const INSPECTION_ACTIONS = [
  'save',
  'confirm',
  'submit',
  'acknowledge',
  'approve',
  'reject',
  'delete',
  'update_school',
  'regenerate',
] as const;
export type InspectionAction = (typeof INSPECTION_ACTIONS)[number];

/** Spec part 3 §6 "Checklist detail": who fills in, signs as prepared-by, submits and saves drafts. */
export const PREPARERS: readonly RoleSlug[] = [
  ROLE.TERM_CONTRACTOR,
  ROLE.TERM_CONTRACTOR_QS,
  ROLE.TECHNICIAN,
  ROLE.ADMIN,
  ROLE.HORTICULTURIST,
  ROLE.ARBORIST_SOUTH,
  ROLE.ARBORIST_NORTH_EAST,
];
const MAS: readonly RoleSlug[] = [ROLE.MANAGING_AGENT, ROLE.MA_QS];

/** Spec part 3 §6: inspections are the preparers' work, so only a preparer starts one (never the OM, MA or ministry). */
export const mayCreateInspection = (role: string | null | undefined): boolean =>
  (PREPARERS as readonly string[]).includes(role ?? '');

type Payload = Record<string, unknown>;
const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

const needsSignature = (p: Payload): FieldErrors => (blank(p.signature) ? { signature: INSPECTION_MSG.signature } : {});
const needsRemarks = (p: Payload): FieldErrors => (blank(p.remarks) ? { remarks: INSPECTION_MSG.remarks } : {});
const needsDateAndSignature = (p: Payload): FieldErrors => ({
  ...(blank(p.inspected_at) ? { inspected_at: INSPECTION_MSG.inspectedAt } : {}),
  ...needsSignature(p),
});

export interface InspectionRule {
  action: InspectionAction;
  from: readonly InspectionStatus[];
  roles: readonly RoleSlug[];
  /** The state after; null keeps it (save, edit details) or removes the record (delete). */
  to: InspectionStatus | null;
  /** 'no_om_signature': the OM acknowledges once. */
  guard?: 'no_om_signature';
  /** The signature this step records, if any. */
  signs?: 'prepared' | 'om' | 'ma';
  validate?: (payload: Payload) => FieldErrors;
  message: string;
}

/** THE table. Order is the order buttons appear in. */
export const INSPECTION_TRANSITIONS: readonly InspectionRule[] = [
  {
    action: 'confirm',
    from: ['PENDING_CONFIRMATION'],
    roles: PREPARERS,
    to: 'DRAFT',
    message: 'Successfully updated inspection checklist',
  },
  {
    action: 'save',
    from: ['DRAFT', 'REJECTED'],
    roles: PREPARERS,
    to: null,
    message: 'Checklist successfully updated',
  },
  {
    action: 'submit',
    from: ['DRAFT', 'REJECTED'],
    roles: PREPARERS,
    to: 'SUBMITTED',
    signs: 'prepared',
    validate: needsDateAndSignature,
    message: 'Successfully updated inspection checklist',
  },
  {
    action: 'acknowledge',
    from: ['SUBMITTED'],
    roles: [ROLE.OPERATIONS_MANAGER],
    to: 'ACKNOWLEDGED',
    guard: 'no_om_signature',
    signs: 'om',
    validate: needsSignature,
    message: 'Successfully updated inspection checklist',
  },
  {
    action: 'approve',
    from: ['SUBMITTED', 'ACKNOWLEDGED'],
    roles: MAS,
    to: 'APPROVED',
    signs: 'ma',
    validate: needsSignature,
    message: 'Successfully updated inspection checklist',
  },
  {
    action: 'reject',
    from: ['SUBMITTED', 'ACKNOWLEDGED'],
    roles: MAS,
    to: 'REJECTED',
    validate: needsRemarks,
    message: 'Successfully updated inspection checklist',
  },
  {
    action: 'update_school',
    from: ['DRAFT', 'REJECTED'],
    roles: [ROLE.TERM_CONTRACTOR, ROLE.TECHNICIAN, ROLE.ADMIN],
    to: null,
    message: 'Successfully updated the school',
  },
  {
    action: 'delete',
    from: ['DRAFT', 'REJECTED'],
    roles: [ROLE.TERM_CONTRACTOR, ROLE.ADMIN],
    to: null,
    message: 'Successfully deleted',
  },
  {
    action: 'delete',
    from: ['PENDING_CONFIRMATION'],
    roles: [ROLE.ADMIN],
    to: null,
    message: 'Successfully deleted',
  },
  {
    action: 'regenerate',
    from: ['SUBMITTED', 'ACKNOWLEDGED', 'APPROVED', 'REJECTED'],
    roles: [ROLE.TERM_CONTRACTOR, ROLE.ADMIN],
    to: null,
    message: 'Successfully regenerated report. Please wait for 3 minutes.',
  },
];

export interface InspectionContext {
  status: InspectionStatus;
  /** True once the OM has signed (acknowledged). */
  omSigned: boolean;
}

export type InspectionDecision =
  | { ok: true; rule: InspectionRule; to: InspectionStatus | null }
  | { ok: false; code: 403 | 409 | 422; message: string; errors?: FieldErrors };

const ruleFits = (r: InspectionRule, ctx: InspectionContext) =>
  r.from.includes(ctx.status) && !(r.guard === 'no_om_signature' && ctx.omSigned);

/** 409 when no rule allows the action in this state, 403 when one does but not for this role, 422 on missing input. */
export function decideInspection(
  action: InspectionAction,
  role: string,
  ctx: InspectionContext,
  payload: Payload = {},
): InspectionDecision {
  const rules = INSPECTION_TRANSITIONS.filter((r) => r.action === action);
  const inState = rules.filter((r) => ruleFits(r, ctx));
  if (!inState.length)
    return { ok: false, code: 409, message: `This checklist cannot be changed this way while it is ${ctx.status}.` };
  const rule = inState.find((r) => (r.roles as readonly string[]).includes(role));
  if (!rule) return { ok: false, code: 403, message: 'You are not allowed to do this.' };
  const errors = rule.validate?.(payload) ?? {};
  if (Object.keys(errors).length) return { ok: false, code: 422, message: Object.values(errors)[0], errors };
  return { ok: true, rule, to: rule.to };
}

/** The actions a role may take on a checklist now: the UI's buttons. */
export function allowedInspectionActions(role: string, ctx: InspectionContext): InspectionAction[] {
  return [
    ...new Set(
      INSPECTION_TRANSITIONS.filter((r) => ruleFits(r, ctx) && (r.roles as readonly string[]).includes(role)).map(
        (r) => r.action,
      ),
    ),
  ];
}

/** Items, remarks and dates can be changed only while the checklist is the preparer's. */
export const isInspectionEditable = (status: InspectionStatus) => status === 'DRAFT' || status === 'REJECTED';

export const mayEnterOverallRemarks = (role: string) => (MAS as readonly string[]).includes(role);
