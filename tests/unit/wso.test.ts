import { describe, expect, it } from 'vitest';
import { ROLE, ROLE_SLUGS } from '../../domain/roles.js';
import {
  quotationWsoStatus,
  WSO_MSG,
  wsoDisplayStatus,
  wsoFormErrors,
  wsoPendingApproval,
  type WsoState,
} from '../../domain/wso.js';
import {
  allowedWsoActions,
  approvalAction,
  decideWso,
  isWsoEditable,
  WSO_ACTIONS,
  type WsoAction,
} from '../../domain/wsoWorkflow.js';

const R = ROLE;
const STATES: WsoState[] = ['NEW', 'DRAFT', 'PENDING', 'APPROVED', 'REJECTED'];
const CREATORS = [R.TERM_CONTRACTOR, R.TECHNICIAN];
const MAS = [R.MANAGING_AGENT, R.MA_QS];

/**
 * Spec part 2 §4/§6 written out independently of the table: action, the states (with the MA-approval flag where it
 * matters: 'PENDING-' before the MA verified, 'PENDING+' after), roles, state after (null = unchanged/removed).
 */
type Cell = WsoState | 'PENDING-' | 'PENDING+';
const DOCUMENTED: [WsoAction, Cell[], string[], WsoState | null][] = [
  ['submit', ['NEW', 'DRAFT', 'REJECTED'], CREATORS, 'PENDING'],
  ['draft', ['NEW', 'DRAFT'], CREATORS, 'DRAFT'],
  ['ma_verify', ['PENDING-'], MAS, 'PENDING'],
  ['ma_reject', ['PENDING-'], MAS, 'REJECTED'],
  ['om_approve', ['PENDING+'], [R.OPERATIONS_MANAGER], 'APPROVED'],
  ['om_reject', ['PENDING+'], [R.OPERATIONS_MANAGER], 'REJECTED'],
  ['reject', ['PENDING-'], [R.TERM_CONTRACTOR, R.ADMIN], 'REJECTED'],
  ['upload_photo', ['NEW', 'DRAFT', 'REJECTED'], CREATORS, null],
  ['delete_photo', ['NEW', 'DRAFT', 'REJECTED'], [R.TERM_CONTRACTOR], null],
  ['delete', ['DRAFT'], [R.TERM_CONTRACTOR, R.ADMIN], null],
  ['regenerate', ['PENDING-', 'PENDING+', 'APPROVED', 'REJECTED'], [R.TERM_CONTRACTOR, R.TECHNICIAN, R.ADMIN], null],
];
const FULL = { signature: 'data:image/png;base64,AAAA', remarks: 'Wrong room' };

describe('WSO workflow: every (state, MA approval, role, action) cell', () => {
  for (const action of WSO_ACTIONS)
    for (const state of STATES)
      for (const maApproved of state === 'PENDING' ? [false, true] : [false])
        for (const role of ROLE_SLUGS) {
          const row = DOCUMENTED.find((d) => d[0] === action)!;
          const cell: Cell = state === 'PENDING' ? (maApproved ? 'PENDING+' : 'PENDING-') : state;
          const stateOk = row[1].includes(cell) || row[1].includes(state);
          const roleOk = row[2].includes(role);
          it(`${action} in ${cell} by ${role}`, () => {
            const d = decideWso(action, role, { state, maApproved }, FULL);
            if (!stateOk) expect(d).toMatchObject({ ok: false, code: 409 });
            else if (!roleOk) expect(d).toMatchObject({ ok: false, code: 403 });
            else expect(d).toMatchObject({ ok: true, to: row[3] });
          });
        }
});

describe('WSO workflow: inputs and buttons', () => {
  it('a submission and the approvals need a signature; rejections need remarks, not a signature', () => {
    const ctx = { state: 'NEW' as const, maApproved: false };
    expect(decideWso('submit', R.TECHNICIAN, ctx, {})).toMatchObject({
      code: 422,
      errors: { signature: WSO_MSG.signature },
    });
    expect(decideWso('draft', R.TECHNICIAN, ctx, {})).toMatchObject({ ok: true });
    const pending = { state: 'PENDING' as const, maApproved: false };
    expect(decideWso('ma_verify', R.MANAGING_AGENT, pending, { remarks: 'ok' })).toMatchObject({ code: 422 });
    expect(decideWso('ma_reject', R.MANAGING_AGENT, pending, { signature: 'x' })).toMatchObject({
      code: 422,
      errors: { remarks: WSO_MSG.remarks },
    });
    expect(decideWso('ma_reject', R.MANAGING_AGENT, pending, { remarks: 'no' })).toMatchObject({ ok: true });
    expect(decideWso('reject', R.ADMIN, pending, { remarks: '  ' })).toMatchObject({ code: 422 });
  });

  it('maps the approver status to a table action', () => {
    expect(approvalAction('MA', 'VERIFIED')).toBe('ma_verify');
    expect(approvalAction('MA', 'REJECTED')).toBe('ma_reject');
    expect(approvalAction('MA', 'APPROVED')).toBeNull();
    expect(approvalAction('OM', 'APPROVED')).toBe('om_approve');
    expect(approvalAction('OM', 'REJECTED')).toBe('om_reject');
    expect(approvalAction('OM', 'VERIFIED')).toBeNull();
  });

  it('gives each role its buttons', () => {
    expect(allowedWsoActions(R.TECHNICIAN, { state: 'NEW', maApproved: false })).toEqual([
      'submit',
      'draft',
      'upload_photo',
    ]);
    expect(allowedWsoActions(R.TERM_CONTRACTOR, { state: 'REJECTED', maApproved: false })).toEqual([
      'submit',
      'upload_photo',
      'delete_photo',
      'regenerate',
    ]);
    expect(allowedWsoActions(R.MANAGING_AGENT, { state: 'PENDING', maApproved: false })).toEqual([
      'ma_verify',
      'ma_reject',
    ]);
    expect(allowedWsoActions(R.MANAGING_AGENT, { state: 'PENDING', maApproved: true })).toEqual([]);
    expect(allowedWsoActions(R.OPERATIONS_MANAGER, { state: 'PENDING', maApproved: true })).toEqual([
      'om_approve',
      'om_reject',
    ]);
    expect(isWsoEditable('REJECTED')).toBe(true);
    expect(isWsoEditable('PENDING')).toBe(false);
  });
});

describe('WSO creator form', () => {
  const full = {
    date: '2026-03-02',
    time_received: '08:15',
    fault_call_ref_no: 'FC-1',
    fault_call_location: 'Block A',
    time_arrived_onsite: '09:00',
    completed_on: '2026-03-02',
    completion_time: '11:30',
    work_description: 'Replaced the tap',
    details: 'work_completed',
  };
  const adhoc = {
    ...full,
    category: 'AD-HOC',
    school_id: 3,
    contact_person: 'Ms Tan',
    job_location: 'Toilet',
    address: '1 Road',
  };

  it('accepts a complete form', () => {
    expect(wsoFormErrors(full, { adhoc: false, draft: false })).toEqual({});
    expect(wsoFormErrors(adhoc, { adhoc: true, draft: false })).toEqual({});
  });

  it.each([
    ['date', WSO_MSG.required],
    ['time_received', WSO_MSG.required],
    ['fault_call_ref_no', WSO_MSG.required],
    ['fault_call_location', WSO_MSG.required],
    ['time_arrived_onsite', WSO_MSG.required],
    ['completed_on', WSO_MSG.required],
    ['completion_time', WSO_MSG.required],
    ['work_description', WSO_MSG.required],
    ['details', 'This field is required.'],
  ])('requires %s with the spec message', (field, msg) => {
    expect(wsoFormErrors({ ...full, [field]: '' }, { adhoc: false, draft: false })).toEqual({ [field]: msg });
  });

  it.each(['category', 'school_id', 'contact_person', 'job_location', 'address'])(
    'the ad-hoc form requires %s',
    (f) => {
      expect(wsoFormErrors({ ...adhoc, [f]: null }, { adhoc: true, draft: false })).toEqual({ [f]: WSO_MSG.required });
      expect(wsoFormErrors({ ...full, [f]: null }, { adhoc: false, draft: false })).toEqual({});
    },
  );

  it('lets a draft be incomplete but not malformed', () => {
    expect(wsoFormErrors({}, { adhoc: true, draft: true })).toEqual({});
    expect(wsoFormErrors({ date: '2026-02-30' }, { adhoc: true, draft: true })).toEqual({
      date: 'Enter a date as yyyy-MM-dd.',
    });
    expect(wsoFormErrors({ completion_time: '25:00' }, { adhoc: true, draft: true })).toHaveProperty('completion_time');
    expect(wsoFormErrors({ details: 'maybe' }, { adhoc: true, draft: true })).toHaveProperty('details');
    expect(wsoFormErrors({ category: 'QUOTE' }, { adhoc: true, draft: true })).toHaveProperty('category');
  });

  it.each([
    ['2026-03-02', '08:59', false],
    ['2026-03-02', '09:00', true],
    ['2026-03-01', '23:00', false],
    ['2026-03-03', '00:00', true],
  ])('completed %s %s after arriving 2026-03-02 09:00: %s', (day, time, ok) => {
    const e = wsoFormErrors({ ...full, completed_on: day, completion_time: time }, { adhoc: false, draft: false });
    expect(e.completed_on === undefined).toBe(ok);
  });
});

describe('WSO status words', () => {
  it('shows who a pending WSO waits for', () => {
    expect(wsoDisplayStatus('PENDING', false)).toBe('PENDING FOR MA APPROVAL');
    expect(wsoDisplayStatus('PENDING', true)).toBe('PENDING FOR OM APPROVAL');
    expect(wsoDisplayStatus('APPROVED', true)).toBe('APPROVED');
    expect(wsoPendingApproval('PENDING', false)).toBe('MA');
    expect(wsoPendingApproval('PENDING', true)).toBe('OM');
    expect(wsoPendingApproval('REJECTED', false)).toBe('TC');
    expect(wsoPendingApproval('DRAFT', false)).toBeNull();
  });

  it('moves the quotation WSO status along', () => {
    expect(quotationWsoStatus('DRAFT', false)).toBe('WSO_PENDING_CREATION');
    expect(quotationWsoStatus('PENDING', false)).toBe('WSO_PENDING_MA');
    expect(quotationWsoStatus('PENDING', true)).toBe('WSO_PENDING_OM');
    expect(quotationWsoStatus('REJECTED', true)).toBe('WSO_REJECTED');
    expect(quotationWsoStatus('APPROVED', true)).toBe('COMPLETED');
  });
});
