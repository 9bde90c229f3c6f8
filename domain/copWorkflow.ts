/**
 * The COP workflow of spec part 3 §4 and §6 as ONE table of (state, role, action) -> outcome, shaped like
 * domain/quotationWorkflow.ts. The server applies it; the detail reads the record's `actions` computed from it.
 *
 * Decisions where the specification is silent (docs/cop.md):
 * - Figures are updated by the preparing side (term contractor, its QS, the MA's QS) and the administrator, while DRAFT.
 * - Both signatures are given while the claim is not PENDING (spec §6): the managing agent checks and certifies the
 *   draft, then the term contractor signs as preparer and submits; submitting needs both signatures.
 * - PENDING is final here: "other transitions: not shown".
 */
import type { CopStatus } from './cop.js';
import { ROLE } from './roles.js';

export const COP_ACTIONS = ['update', 'sign_prepared', 'sign_checked', 'submit'] as const;
export type CopAction = (typeof COP_ACTIONS)[number];

export interface CopRule {
  action: CopAction;
  from: readonly CopStatus[];
  roles: readonly string[];
  to: CopStatus | null;
}

const PREPARERS = [ROLE.TERM_CONTRACTOR] as const;
const EDITORS = [ROLE.TERM_CONTRACTOR, ROLE.TERM_CONTRACTOR_QS, ROLE.MA_QS, ROLE.ADMIN] as const;

/** THE table. */
export const COP_TRANSITIONS: readonly CopRule[] = [
  { action: 'update', from: ['DRAFT'], roles: EDITORS, to: null },
  { action: 'sign_prepared', from: ['DRAFT'], roles: PREPARERS, to: null },
  { action: 'sign_checked', from: ['DRAFT'], roles: [ROLE.MANAGING_AGENT], to: null },
  { action: 'submit', from: ['DRAFT'], roles: PREPARERS, to: 'PENDING' },
];

export type CopDecision = { ok: true; rule: CopRule } | { ok: false; code: 403 | 409; message: string };

/** 409 when no rule allows the action in this state, 403 when one does but not for this role. */
export function decideCop(action: CopAction, role: string, state: CopStatus): CopDecision {
  const inState = COP_TRANSITIONS.filter((r) => r.action === action && r.from.includes(state));
  if (!inState.length) return { ok: false, code: 409, message: `This claim cannot be changed while it is ${state}.` };
  const rule = inState.find((r) => r.roles.includes(role));
  if (!rule) return { ok: false, code: 403, message: 'You are not allowed to do this.' };
  return { ok: true, rule };
}

export function allowedCopActions(role: string, state: CopStatus): CopAction[] {
  return COP_TRANSITIONS.filter((r) => r.from.includes(state) && r.roles.includes(role)).map((r) => r.action);
}
