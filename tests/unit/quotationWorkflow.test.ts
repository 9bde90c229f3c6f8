import { describe, expect, it } from 'vitest';
import { ROLE, ROLE_SLUGS } from '../../domain/roles.js';
import {
  type Outcome,
  type QuotationAction,
  type QuotationState,
  type WorkflowQuotation,
  type WorkflowUser,
  QUOTATION_ACTIONS,
  QUOTATION_STATES,
  allowedActions,
  formMode,
  isEditable,
  isReadOnly,
  maActionFor,
  stateOf,
  transition,
  verifyConfirmation,
} from '../../domain/quotationWorkflow.js';

const {
  TERM_CONTRACTOR: TC,
  TERM_CONTRACTOR_QS: TCQS,
  MANAGING_AGENT: MA,
  MA_QS,
  ADMIN,
  OPERATIONS_MANAGER: OM,
} = ROLE;

/** The documented table (docs/workflows.md), written out independently of domain/quotationWorkflow.ts. */
const DOCUMENTED: [QuotationAction, QuotationState[], string[], string][] = [
  ['draft', ['NEW', 'DRAFT'], [TC, TCQS], 'DRAFT'],
  ['submit', ['NEW', 'DRAFT', 'REJECTED'], [TC, TCQS], 'PENDING/PENDING_MA -> MA'],
  ['ma_verify', ['PENDING_MA'], [MA, MA_QS], 'PENDING/PENDING_TC -> TC'],
  ['ma_acknowledge', ['PENDING_MA'], [MA], 'PENDING/PENDING_MA -> NEXT_APPROVER'],
  ['ma_reject', ['PENDING_MA'], [MA, MA_QS], 'REJECTED'],
  ['post_approval', ['PENDING_TC'], [TC], 'APPROVED'],
  ['moe_fund_approve', ['PENDING_TC'], [TC], 'APPROVED'],
  ['complete', ['APPROVED'], [OM], 'COMPLETED claim PENDING'],
  ['payment', ['COMPLETED'], [ROLE.INVOICE_TEAM], 'COMPLETED'],
  ['reject', ['APPROVED', 'PENDING_TC', 'PENDING_MA'], [TC, ADMIN], 'REJECTED'],
  ['void', ['DRAFT', 'PENDING_MA', 'PENDING_TC', 'REJECTED', 'APPROVED'], [TC], 'VOID'],
  ['clone', ['DRAFT', 'PENDING_MA', 'PENDING_TC', 'REJECTED', 'APPROVED', 'COMPLETED', 'VOID'], [TC], 'cloned DRAFT'],
  ['delete', ['DRAFT'], [TC], 'deleted'],
];

const describeOutcome = (o: Outcome): string => {
  if (o.kind === 'deleted') return 'deleted';
  if (o.kind === 'cloned') return `cloned ${o.status}`;
  const base = o.current_status ? `${o.status}/${o.current_status}` : o.status;
  return `${base}${o.pending ? ` -> ${o.pending}` : ''}${o.claim_status ? ` claim ${o.claim_status}` : ''}`;
};

const USER_ID = 7;
const user = (role: string, extra: Partial<WorkflowUser> = {}): WorkflowUser => ({
  id: USER_ID,
  role,
  full_name: 'Pat Lee',
  contractor: 'SH',
  ...extra,
});

const RECORD: Record<QuotationState, WorkflowQuotation> = {
  NEW: {},
  DRAFT: { id: 1, status: 'DRAFT' },
  PENDING_MA: { id: 1, status: 'PENDING', current_status: 'PENDING_MA' },
  PENDING_TC: { id: 1, status: 'PENDING', current_status: 'PENDING_TC' },
  REJECTED: { id: 1, status: 'REJECTED' },
  APPROVED: { id: 1, status: 'APPROVED' },
  COMPLETED: { id: 1, status: 'COMPLETED', current_status: null },
  VOID: { id: 1, status: 'VOID' },
};
/** Every guard satisfied: the user holds a pending approval entry and has a contractor. */
const quotation = (state: QuotationState): WorkflowQuotation => ({
  ...RECORD[state],
  pending_approval: { [USER_ID]: { approval_level: 1, approval_type: 'MA' } },
});

const FILES = ['approval.pdf'];
const VALID_PAYLOAD: Record<QuotationAction, Record<string, unknown>> = {
  draft: {},
  submit: { signature: 'data:image/png;base64,AAA' },
  ma_verify: { signature: 'sig', remarks: 'ok' },
  ma_acknowledge: { signature: 'sig', next_approval: 42 },
  ma_reject: { status_remarks: 'Rates too high' },
  post_approval: { status: 'APPROVED', document_type: 'General', source_fund: 'SCHOOL', supporting_documents: FILES },
  moe_fund_approve: {
    document_type: 'EPO-EPI',
    source_fund: 'MOE',
    epo_reference_no: 'EPO-1',
    epi_reference_no: 'EPI-1',
    supporting_documents: FILES,
  },
  complete: {},
  payment: { payment_received: 'YES', total_payment_amount: '1234.50', remarks: 'Paid by GIRO' },
  reject: { remarks: 'Scope changed' },
  void: { remarks: 'Duplicate' },
  clone: { school_id: 3, trade: 'BLDG' },
  delete: {},
};

const ROLES = [...ROLE_SLUGS, 'UNKNOWN-ROLE'];
const expectedFor = (state: QuotationState, role: string, action: QuotationAction) =>
  DOCUMENTED.find(([a, states, roles]) => a === action && states.includes(state) && roles.includes(role));
const roleEverHas = (role: string, action: QuotationAction) =>
  DOCUMENTED.some(([a, , roles]) => a === action && roles.includes(role));

const CASES = QUOTATION_STATES.flatMap((state) =>
  ROLES.flatMap((role) => QUOTATION_ACTIONS.map((action) => [state, role, action] as const)),
);

describe('every (state, role, action) of the quotation workflow', () => {
  it('covers the whole cross product', () => {
    expect(CASES).toHaveLength(QUOTATION_STATES.length * ROLES.length * QUOTATION_ACTIONS.length);
  });

  it.each(CASES)('%s × %s × %s', (state, role, action) => {
    const result = transition(quotation(state), action, user(role), VALID_PAYLOAD[action], '2026-01-02T03:04:05Z');
    const expected = expectedFor(state, role, action);
    if (expected) {
      expect(result.ok).toBe(true);
      if (result.ok) expect(describeOutcome(result.outcome)).toBe(expected[3]);
    } else {
      expect(result).toMatchObject({ ok: false, error: roleEverHas(role, action) ? 'illegal' : 'forbidden' });
    }
  });

  it.each(QUOTATION_STATES.flatMap((state) => ROLES.map((role) => [state, role] as const)))(
    'allowedActions(%s, %s) lists exactly the allowed buttons',
    (state, role) => {
      const all = QUOTATION_ACTIONS.filter((a) => expectedFor(state, role, a));
      expect([...allowedActions(quotation(state), user(role), false)].sort()).toEqual([...all].sort());
      expect([...allowedActions(quotation(state), user(role))].sort()).toEqual(
        all.filter((a) => a !== 'complete').sort(),
      );
    },
  );
});

describe('guards and payload rules', () => {
  it('a managing agent without a pending approval entry may not act', () => {
    const q = { ...RECORD.PENDING_MA, pending_approval: { 99: {} } };
    expect(transition(q, 'ma_verify', user(MA), VALID_PAYLOAD.ma_verify)).toMatchObject({
      ok: false,
      error: 'forbidden',
    });
    expect(allowedActions(q, user(MA))).toEqual([]);
    expect(isReadOnly(q, user(MA))).toBe(true);
  });

  it('a contractor user without a contractor company cannot draft, submit or clone', () => {
    const noCompany = user(TC, { contractor: '' });
    for (const action of ['draft', 'submit'] as const) {
      expect(transition(quotation('DRAFT'), action, noCompany, VALID_PAYLOAD[action])).toEqual({
        ok: false,
        error: 'forbidden',
        message: 'Please contact administrator to give your account a contractor role.',
      });
    }
    expect(allowedActions(quotation('DRAFT'), noCompany)).toEqual(['void', 'delete']);
  });

  it.each<[QuotationState, QuotationAction, Record<string, unknown>, Record<string, string>]>([
    ['DRAFT', 'submit', {}, { signature: 'Please provide signature to proceed.' }],
    ['PENDING_MA', 'ma_verify', {}, { signature: 'Please provide signature to proceed.' }],
    ['PENDING_MA', 'ma_acknowledge', { signature: 's' }, { next_approval: 'This field is required' }],
    ['PENDING_MA', 'ma_reject', {}, { status_remarks: 'This field is required' }],
    ['APPROVED', 'reject', { remarks: '  ' }, { remarks: 'This field is required' }],
    ['DRAFT', 'void', {}, { remarks: 'This field is required' }],
    ['DRAFT', 'clone', { trade: 'PAS' }, { school_id: 'This field is required' }],
    ['PENDING_TC', 'post_approval', {}, { status: 'This field is required' }],
    [
      'PENDING_TC',
      'post_approval',
      { status: 'APPROVED' },
      {
        document_type: 'This field is required.',
        source_fund: 'This field is required',
        supporting_documents: 'Please upload a file to proceed.',
      },
    ],
    [
      'PENDING_TC',
      'moe_fund_approve',
      { ...VALID_PAYLOAD.moe_fund_approve, source_fund: 'SCHOOL' },
      { source_fund: 'Please choose one of the listed options' },
    ],
  ])('%s %s with %j is invalid', (state, action, payload, errors) => {
    const role = action.startsWith('ma_') ? MA : TC;
    expect(transition(quotation(state), action, user(role), payload)).toMatchObject({
      ok: false,
      error: 'invalid',
      errors,
    });
  });

  it('post approval REJECTED returns the quotation to the contractor without files', () => {
    const r = transition(quotation('PENDING_TC'), 'post_approval', user(TC), {
      status: 'REJECTED',
      remarks: 'School declined',
    });
    expect(r.ok && describeOutcome(r.outcome)).toBe('REJECTED');
    expect(r.ok && r.history.status).toBe('REJECTED');
  });

  it('records who, approval type, status, remarks, signature and time, the expected state and written fields', () => {
    const r = transition(
      quotation('PENDING_TC'),
      'moe_fund_approve',
      user(TC),
      VALID_PAYLOAD.moe_fund_approve,
      '2026-01-02T03:04:05Z',
    );
    expect(r).toMatchObject({
      ok: true,
      expected: { status: 'PENDING', current_status: 'PENDING_TC' },
      set: { source_fund: 'MOE', document_type: 'EPO-EPI', epo_reference_no: 'EPO-1', epi_reference_no: 'EPI-1' },
      history: {
        user_id: 7,
        user_name: 'Pat Lee',
        approval_type: 'TC',
        status: 'APPROVED',
        remarks: null,
        signature: null,
        updated_at: '2026-01-02T03:04:05Z',
      },
      message: 'Successfully updated quotation.',
    });
    const ack = transition(quotation('PENDING_MA'), 'ma_acknowledge', user(MA), VALID_PAYLOAD.ma_acknowledge);
    expect(ack).toMatchObject({
      ok: true,
      route_to: 42,
      history: { approval_type: 'MA', status: 'ACKNOWLEDGE', signature: 'sig' },
      message: 'Successfully acknowledged and routed quotation',
    });
    const qs = transition(quotation('PENDING_MA'), 'ma_reject', user(MA_QS), VALID_PAYLOAD.ma_reject);
    expect(qs).toMatchObject({
      ok: true,
      history: { approval_type: 'QS', status: 'REJECTED', remarks: 'Rates too high' },
    });
  });
});

describe('state, read-only and form mode', () => {
  it.each<[WorkflowQuotation | null, QuotationState | null]>([
    [null, 'NEW'],
    [{ id: 5 }, 'NEW'],
    [{ id: 5, status: 'PENDING' }, 'PENDING_MA'],
    [{ id: 5, status: 'pending', current_status: 'PENDING_TC' }, 'PENDING_TC'],
    [{ id: 5, status: 'PENDING_TC' }, 'PENDING_TC'],
    [{ id: 5, status: 'ACKNOWLEDGE' }, 'PENDING_MA'],
    [{ id: 5, status: 'COMPLETED' }, 'COMPLETED'],
    [{ id: 5, status: 'SOMETHING' }, null],
    [{ id: 5, status: 'NEW' }, null],
  ])('stateOf(%j) = %s', (q, state) => {
    expect(stateOf(q)).toBe(state);
  });

  it('refuses every action on an unknown status as illegal (or forbidden for roles without it)', () => {
    expect(transition({ id: 1, status: 'ARCHIVED' }, 'void', user(TC), VALID_PAYLOAD.void)).toMatchObject({
      ok: false,
      error: 'illegal',
    });
  });

  it.each<[string, QuotationState, boolean]>([
    // the spec's read-only list, literally
    [TC, 'PENDING_MA', true],
    [TC, 'PENDING_TC', true],
    [TC, 'APPROVED', true],
    [TC, 'COMPLETED', true],
    [TC, 'VOID', true],
    [MA, 'REJECTED', true],
    [MA, 'APPROVED', true],
    [MA, 'COMPLETED', true],
    [MA, 'PENDING_TC', true],
    ...QUOTATION_STATES.flatMap(
      (s) =>
        [
          [ADMIN, s, true],
          [OM, s, true],
        ] as [string, QuotationState, boolean][],
    ),
    // and what is not read-only
    [TC, 'NEW', false],
    [TC, 'DRAFT', false],
    [TC, 'REJECTED', false],
    [TCQS, 'REJECTED', false],
    [MA, 'PENDING_MA', false],
    [MA_QS, 'PENDING_MA', false],
  ])('%s on %s: read-only %s', (role, state, readOnly) => {
    expect(isReadOnly(quotation(state), user(role))).toBe(readOnly);
  });

  it.each<[string, QuotationState, string]>([
    [TC, 'NEW', 'create'],
    [TC, 'DRAFT', 'edit'],
    [TCQS, 'REJECTED', 'edit'],
    [TC, 'PENDING_TC', 'view'],
    [MA, 'PENDING_MA', 'sign'],
    [MA, 'APPROVED', 'view'],
    [ADMIN, 'DRAFT', 'view'],
    [OM, 'NEW', 'view'],
  ])('%s on %s: form mode %s', (role, state, mode) => {
    expect(formMode(quotation(state), user(role))).toBe(mode);
    expect(isEditable(quotation(state), user(role))).toBe(mode === 'create' || mode === 'edit');
  });

  it('asks for confirmation before verifying in zone SOUTH only', () => {
    expect(verifyConfirmation({ zone: 'SOUTH' })).toMatch(/^Are you sure you want to VERIFY this quotation\?/);
    expect(verifyConfirmation({ zone: 'NORTH' })).toBeNull();
    expect(verifyConfirmation({})).toBeNull();
  });

  it('maps the MA panel status to its action', () => {
    expect(['VERIFIED', 'ACKNOWLEDGE', 'REJECTED', 'APPROVED'].map(maActionFor)).toEqual([
      'ma_verify',
      'ma_acknowledge',
      'ma_reject',
      null,
    ]);
  });
});
