import { describe, expect, it } from 'vitest';
import { ROLE, ROLE_SLUGS } from '../../domain/roles.js';
import {
  CLAIM_ACTIONS,
  CLAIM_STATES,
  type ClaimAction,
  type ClaimState,
  type ClaimUser,
  allowedClaimActions,
  canEditInvoice,
  canManageClaimDocuments,
  canSignClaim,
  claimFormMode,
  claimMaActionFor,
  claimStateOf,
  claimTransition,
  holdsPercentage,
} from '../../domain/claimWorkflow.js';

const { TERM_CONTRACTOR: TC, MANAGING_AGENT: MA, MA_QS, ADMIN, INVOICE_TEAM: IT } = ROLE;

/** Spec part 2 §4 "Claim", written out independently: state -> role -> action -> resulting state. */
const EXPECTED: Partial<Record<ClaimState, Partial<Record<string, Partial<Record<ClaimAction, string>>>>>> = {
  NEW: { [TC]: { draft: 'DRAFT', submit: 'PENDING_MA' } },
  DRAFT: { [TC]: { draft: 'DRAFT', submit: 'PENDING_MA' }, [ADMIN]: { delete: 'deleted' } },
  REJECTED: { [TC]: { submit: 'PENDING_MA' } },
  PENDING_MA: {
    [MA]: { ma_endorse: 'PENDING_E_INVOICE', ma_reject: 'REJECTED' },
    [MA_QS]: { ma_endorse: 'PENDING_E_INVOICE', ma_reject: 'REJECTED' },
    [TC]: { reject: 'REJECTED' },
    [ADMIN]: { reject: 'REJECTED' },
  },
  PENDING_E_INVOICE: {
    [IT]: { invoice_in_progress: 'INVOICE_IN_PROGRESS' },
    [TC]: { reject: 'REJECTED' },
    [ADMIN]: { reject: 'REJECTED' },
  },
  INVOICE_IN_PROGRESS: { [IT]: { post_approval: 'APPROVED' } },
  E_INVOICE_REJECTED: { [IT]: { post_approval: 'APPROVED' } },
  APPROVED: { [IT]: { payment: 'COMPLETED' } },
};

const STATUS: Record<ClaimState, { status?: string; current_status?: string | null }> = {
  NEW: {},
  DRAFT: { status: 'DRAFT' },
  PENDING_MA: { status: 'PENDING', current_status: 'PENDING_MA' },
  PENDING_E_INVOICE: { status: 'PENDING', current_status: 'PENDING_E_INVOICE' },
  INVOICE_IN_PROGRESS: { status: 'PENDING', current_status: 'INVOICE_IN_PROGRESS' },
  E_INVOICE_REJECTED: { status: 'PENDING', current_status: 'E_INVOICE_REJECTED' },
  APPROVED: { status: 'APPROVED', current_status: 'APPROVED' },
  COMPLETED: { status: 'COMPLETED', current_status: 'COMPLETED' },
  REJECTED: { status: 'REJECTED', current_status: 'REJECTED' },
  VOID: { status: 'VOID' },
};
const claimIn = (s: ClaimState) => (s === 'NEW' ? null : { id: 1, ...STATUS[s], pending_approval: { '7': {} } });
const user = (role: string): ClaimUser => ({ id: 7, role, full_name: 'U', contractor: 'SH' });

/** A payload that satisfies every action's rules. */
const GOOD = {
  signature: 'sig',
  remarks: 'because',
  status: 'APPROVED',
  document_type: 'General',
  invoice_number: 'INV-1',
  invoice_date: '2026-01-05',
  supporting_documents: ['f'],
  payment_status: 'YES',
  payment_amount: '10.00',
};

const resultState = (o: { kind: string; status?: string; current_status?: string | null }) =>
  o.kind === 'deleted' ? 'deleted' : claimStateOf({ id: 1, status: o.status, current_status: o.current_status });

describe('the claim table, every state × role × action', () => {
  for (const state of CLAIM_STATES)
    for (const role of ROLE_SLUGS)
      for (const action of CLAIM_ACTIONS) {
        const expected = EXPECTED[state]?.[role]?.[action];
        it(`${state} ${role} ${action} -> ${expected ?? 'refused'}`, () => {
          const payload = action === 'ma_endorse' ? { ...GOOD, status: 'ENDORSED' } : GOOD;
          const r = claimTransition(claimIn(state), action, user(role), payload, 'T');
          if (expected) {
            expect(r.ok).toBe(true);
            if (r.ok) expect(resultState(r.outcome)).toBe(expected);
          } else {
            expect(r.ok).toBe(false);
            if (!r.ok) expect(['forbidden', 'illegal']).toContain(r.error);
          }
        });
      }
});

describe('edges', () => {
  it('a role that never takes an action is forbidden, a wrong state is illegal', () => {
    expect(claimTransition(claimIn('APPROVED'), 'submit', user(IT))).toMatchObject({ ok: false, error: 'forbidden' });
    expect(claimTransition(claimIn('APPROVED'), 'submit', user(TC), GOOD)).toMatchObject({
      ok: false,
      error: 'illegal',
    });
  });
  it('MA without the pending approval entry is forbidden', () => {
    const c = { id: 1, status: 'PENDING', current_status: 'PENDING_MA', pending_approval: { '99': {} } };
    expect(claimTransition(c, 'ma_endorse', user(MA), { signature: 's' })).toMatchObject({
      ok: false,
      error: 'forbidden',
    });
    expect(canSignClaim(c, user(MA))).toBe(false);
  });
  it('TC without a contractor cannot create', () => {
    const r = claimTransition(null, 'draft', { id: 1, role: TC, contractor: ' ' });
    expect(r).toMatchObject({ ok: false, error: 'forbidden' });
  });
  it('invalid payloads are 422 with the spec messages', () => {
    expect(claimTransition(null, 'submit', user(TC), {})).toMatchObject({
      ok: false,
      error: 'invalid',
      errors: { signature: 'Please provide signature to proceed.' },
    });
    expect(claimTransition(claimIn('PENDING_E_INVOICE'), 'invoice_in_progress', user(IT), {})).toMatchObject({
      error: 'invalid',
      errors: { remarks: 'This field is required' },
    });
    expect(claimTransition(claimIn('PENDING_MA'), 'ma_reject', user(MA), {})).toMatchObject({ error: 'invalid' });
  });
  it('post approval REJECTED goes to E_INVOICE_REJECTED and keeps the history status', () => {
    const r = claimTransition(claimIn('INVOICE_IN_PROGRESS'), 'post_approval', user(IT), { status: 'REJECTED' }, 'T');
    expect(r.ok && resultState(r.outcome)).toBe('E_INVOICE_REJECTED');
    expect(r.ok && r.history).toEqual({
      user_id: 7,
      user_name: 'U',
      approval_type: 'INVOICE',
      status: 'REJECTED',
      remarks: null,
      updated_at: 'T',
    });
    expect(r.ok && r.expected).toEqual({ status: 'PENDING', current_status: 'INVOICE_IN_PROGRESS' });
  });
  it('state reading', () => {
    expect(claimStateOf({ id: 1, status: 'pending', current_status: null })).toBe('PENDING_MA');
    expect(claimStateOf({ id: 1, status: 'PENDING', current_status: 'WHAT' })).toBeNull();
    expect(claimStateOf({ id: 1, status: 'ODD' })).toBeNull();
    expect(claimStateOf(undefined)).toBe('NEW');
  });
  it('percentages are held by every live claim, given back by rejected and void ones', () => {
    expect(CLAIM_STATES.filter((s) => !holdsPercentage(s))).toEqual(['NEW', 'REJECTED', 'VOID']);
    expect(holdsPercentage(null)).toBe(false);
  });
  it('MA call names its action', () => {
    expect(claimMaActionFor('ENDORSED')).toBe('ma_endorse');
    expect(claimMaActionFor('VERIFIED')).toBe('ma_endorse');
    expect(claimMaActionFor('REJECTED')).toBe('ma_reject');
    expect(claimMaActionFor('ACKNOWLEDGE')).toBeNull();
  });
});

describe('form mode, buttons, invoice edit, documents', () => {
  it.each([
    ['NEW', TC, 'create'],
    ['DRAFT', TC, 'edit'],
    ['REJECTED', TC, 'edit'],
    ['PENDING_MA', TC, 'view'],
    ['PENDING_MA', MA, 'sign'],
    ['PENDING_E_INVOICE', MA, 'view'],
    ['APPROVED', IT, 'view'],
    ['DRAFT', ADMIN, 'view'],
  ] as const)('%s %s -> %s', (state, role, mode) => {
    expect(claimFormMode(claimIn(state), user(role))).toBe(mode);
  });
  it('buttons', () => {
    expect(allowedClaimActions(claimIn('PENDING_MA'), user(TC))).toEqual(['reject']);
    expect(allowedClaimActions(claimIn('PENDING_MA'), user(MA))).toEqual(['ma_endorse', 'ma_reject']);
    expect(allowedClaimActions(null, user(TC))).toEqual(['draft', 'submit']);
  });
  it.each([
    ['APPROVED', ['invoice.edit'], true],
    ['COMPLETED', ['invoice.edit'], true],
    ['INVOICE_IN_PROGRESS', ['invoice.edit'], false],
    ['APPROVED', ['claim.edit'], false],
  ] as const)('invoice edit %s %j -> %s', (state, perms, ok) => {
    expect(canEditInvoice(claimIn(state), perms)).toBe(ok);
  });
  it('documents: TC until completed', () => {
    expect(canManageClaimDocuments(claimIn('APPROVED'), user(TC))).toBe(true);
    expect(canManageClaimDocuments(claimIn('COMPLETED'), user(TC))).toBe(false);
    expect(canManageClaimDocuments(claimIn('APPROVED'), user(MA))).toBe(false);
  });
});
