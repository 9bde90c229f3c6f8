import { describe, expect, it } from 'vitest';
import { DATE_MSG } from '../../domain/dates.js';
import { checkDefectChange, defectTitle, statusForFlag } from '../../domain/defects.js';
import {
  checkOutError,
  FOLLOW_UP_CHECK_OUT,
  INSPECTION_MSG,
  INSPECTION_STATUSES,
  type InspectionStatus,
  isDueInMonth,
  offersFollowUpCheckOut,
  uncheckedItems,
  validateCreateInspection,
  validateMaintenanceEntry,
  validateSignatory,
} from '../../domain/inspections.js';
import {
  allowedInspectionActions,
  decideInspection,
  INSPECTION_ACTIONS,
  type InspectionAction,
} from '../../domain/inspectionWorkflow.js';
import { ROLE, ROLE_SLUGS } from '../../domain/roles.js';

const R = ROLE;
const PREP = [
  R.TERM_CONTRACTOR,
  R.TERM_CONTRACTOR_QS,
  R.TECHNICIAN,
  R.ADMIN,
  R.HORTICULTURIST,
  R.ARBORIST_SOUTH,
  R.ARBORIST_NORTH_EAST,
];

/** Spec part 3 §4/§6 written out independently of the table: action, states, roles, state after (null = unchanged/removed). */
const DOCUMENTED: [InspectionAction, InspectionStatus[], string[], InspectionStatus | null][] = [
  ['confirm', ['PENDING_CONFIRMATION'], PREP, 'DRAFT'],
  ['save', ['DRAFT', 'REJECTED'], PREP, null],
  ['submit', ['DRAFT', 'REJECTED'], PREP, 'SUBMITTED'],
  ['acknowledge', ['SUBMITTED'], [R.OPERATIONS_MANAGER], 'ACKNOWLEDGED'],
  ['approve', ['SUBMITTED', 'ACKNOWLEDGED'], [R.MANAGING_AGENT, R.MA_QS], 'APPROVED'],
  ['reject', ['SUBMITTED', 'ACKNOWLEDGED'], [R.MANAGING_AGENT, R.MA_QS], 'REJECTED'],
  ['update_school', ['DRAFT', 'REJECTED'], [R.TERM_CONTRACTOR, R.TECHNICIAN, R.ADMIN], null],
  ['regenerate', ['SUBMITTED', 'ACKNOWLEDGED', 'APPROVED', 'REJECTED'], [R.TERM_CONTRACTOR, R.ADMIN], null],
];
const FULL = { signature: 'data:image/png;base64,AAAA', inspected_at: '2026-03-02', remarks: 'Fix the gate' };

describe('inspection workflow: every (state, role, action) cell', () => {
  for (const action of INSPECTION_ACTIONS.filter((a) => a !== 'delete'))
    for (const status of INSPECTION_STATUSES)
      for (const role of ROLE_SLUGS) {
        const row = DOCUMENTED.find((d) => d[0] === action)!;
        const stateOk = row[1].includes(status);
        const roleOk = row[2].includes(role);
        it(`${action} in ${status} by ${role}`, () => {
          const d = decideInspection(action, role, { status, omSigned: false }, FULL);
          if (!stateOk) expect(d).toMatchObject({ ok: false, code: 409 });
          else if (!roleOk) expect(d).toMatchObject({ ok: false, code: 403 });
          else expect(d).toMatchObject({ ok: true, to: row[3] });
        });
      }

  it('delete: term contractor and admin while DRAFT or REJECTED; only admin while PENDING_CONFIRMATION; nobody later', () => {
    for (const status of INSPECTION_STATUSES)
      for (const role of ROLE_SLUGS) {
        const d = decideInspection('delete', role, { status, omSigned: false });
        const allowed =
          (['DRAFT', 'REJECTED'].includes(status) && [R.TERM_CONTRACTOR, R.ADMIN].includes(role as 'ADMIN')) ||
          (status === 'PENDING_CONFIRMATION' && role === R.ADMIN);
        expect(d.ok, `${status} ${role}`).toBe(allowed);
      }
  });

  it('the OM acknowledges once', () => {
    expect(
      decideInspection('acknowledge', R.OPERATIONS_MANAGER, { status: 'SUBMITTED', omSigned: true }, FULL),
    ).toMatchObject({
      ok: false,
      code: 409,
    });
  });

  it.each([
    ['submit', R.TERM_CONTRACTOR, 'DRAFT', { signature: 'x' }, { inspected_at: INSPECTION_MSG.inspectedAt }],
    ['submit', R.TECHNICIAN, 'REJECTED', { inspected_at: '2026-01-01' }, { signature: INSPECTION_MSG.signature }],
    ['acknowledge', R.OPERATIONS_MANAGER, 'SUBMITTED', { signature: '  ' }, { signature: INSPECTION_MSG.signature }],
    ['approve', R.MANAGING_AGENT, 'ACKNOWLEDGED', {}, { signature: INSPECTION_MSG.signature }],
    ['reject', R.MA_QS, 'SUBMITTED', { remarks: '' }, { remarks: 'Remarks is required.' }],
  ] as const)('%s by %s in %s without its input answers 422', (action, role, status, payload, errors) => {
    expect(decideInspection(action, role, { status, omSigned: false }, payload)).toEqual(
      expect.objectContaining({ ok: false, code: 422, errors }),
    );
  });

  it('gives each role its buttons', () => {
    expect(allowedInspectionActions(R.TERM_CONTRACTOR, { status: 'DRAFT', omSigned: false })).toEqual([
      'save',
      'submit',
      'update_school',
      'delete',
    ]);
    expect(allowedInspectionActions(R.MANAGING_AGENT, { status: 'ACKNOWLEDGED', omSigned: true })).toEqual([
      'approve',
      'reject',
    ]);
    expect(allowedInspectionActions(R.OPERATIONS_MANAGER, { status: 'APPROVED', omSigned: true })).toEqual([]);
  });
});

describe('items due in a month', () => {
  it.each([
    ['WEEKLY', [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]],
    ['MONTHLY', [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]],
    ['BIMONTHLY', [2, 4, 6, 8, 10, 12]],
    ['QUARTERLY', [3, 6, 9, 12]],
    ['HALF-YEARLY', [6, 12]],
    ['YEARLY', [12]],
    ['ADHOC', []],
    [null, []],
  ])('%s', (frequency, months) => {
    expect([...Array(12).keys()].map((i) => i + 1).filter((m) => isDueInMonth(frequency, m))).toEqual(months);
  });

  const items = [
    { id: 1, header: true, frequency: 'MONTHLY', status: null },
    { id: 2, frequency: 'MONTHLY', status: 'yes' },
    { id: 3, frequency: 'MONTHLY', status: 'no' },
    { id: 4, frequency: 'QUARTERLY', status: null },
    { id: 5, frequency: 'YEARLY', status: null },
    { id: 6, frequency: 'MONTHLY', status: 'n/a' },
  ];

  it('lists the due items not checked Yes, with the month in the message', () => {
    const march = uncheckedItems(items, { frequency: 'MONTHLY', inspectedAt: '2026-03-15' });
    expect(march.items.map((i) => i.id)).toEqual([3, 4]);
    expect(march.message).toBe('The following items need to be checked as Yes for the month of March');
    expect(uncheckedItems(items, { frequency: 'MONTHLY', inspectedAt: '2026-04-01' }).items.map((i) => i.id)).toEqual([
      3,
    ]);
    expect(uncheckedItems(items, { frequency: 'MONTHLY', inspectedAt: '2026-12-31' }).items.map((i) => i.id)).toEqual([
      3, 4, 5,
    ]);
  });

  it('a semi-annual checklist needs every item', () => {
    const r = uncheckedItems(items, { frequency: 'SEMIANNUAL', inspectedAt: '2026-02-10' });
    expect(r.items.map((i) => i.id)).toEqual([3, 4, 5]);
    expect(r.message).toBe('The following items need to be checked as Yes for this semi-annual checklist');
  });

  it('an item without a frequency follows its checklist', () => {
    expect(
      uncheckedItems([{ id: 9, frequency: null, status: null }], { frequency: 'QUARTERLY', inspectedAt: '2026-05-01' })
        .items,
    ).toEqual([]);
    expect(
      uncheckedItems([{ id: 9, frequency: null, status: null }], { frequency: 'QUARTERLY', inspectedAt: '2026-06-01' })
        .items,
    ).toHaveLength(1);
  });
});

describe('check-out and signatory rules', () => {
  it.each([
    ['SOUTH', '16:59', INSPECTION_MSG.checkOutWindow],
    ['SOUTH', '17:00', null],
    ['SOUTH', '2026-03-02 17:45', null],
    ['SOUTH', '18:00', null],
    ['SOUTH', '18:01', INSPECTION_MSG.checkOutWindow],
    ['SOUTH', '7pm', DATE_MSG.time],
    ['NORTH_EAST', '25:99', DATE_MSG.time],
    ['NORTH', '2026-02-30 09:00', DATE_MSG.time],
    ['NORTH', '09:00', null],
    ['SOUTH', null, null],
    ['SOUTH', FOLLOW_UP_CHECK_OUT, null],
    ['NORTH_EAST', FOLLOW_UP_CHECK_OUT, INSPECTION_MSG.followUpSouthOnly],
  ])('%s check-out %s', (zone, time, error) => {
    expect(checkOutError(zone, time)).toBe(error);
  });

  it('offers the follow-up answer to SOUTH only', () => {
    expect(offersFollowUpCheckOut('SOUTH')).toBe(true);
    expect(offersFollowUpCheckOut('NORTH_EAST')).toBe(false);
  });

  it('needs signatory remarks except in NORTH_EAST', () => {
    expect(validateSignatory({}, 'SOUTH')).toEqual({
      signatory_date: 'Signature Date is required.',
      signatory_remarks: 'Signatory Remarks is required when updating this form',
    });
    expect(validateSignatory({ signatory_date: '2026-03-02' }, 'NORTH_EAST')).toEqual({});
  });

  it('create inspection needs a checklist, a school and a member', () => {
    expect(validateCreateInspection({ checklist_id: 1, school_id: 2, members: [] })).toEqual({
      members: 'Select member(s) for this inspection',
    });
    expect(validateCreateInspection({ checklist_id: 1, school_id: 2, members: [3] })).toEqual({});
    expect(Object.keys(validateCreateInspection({}))).toEqual(['checklist_id', 'school_id', 'members']);
  });

  it('a maintenance entry needs title, school, a known category and a date', () => {
    expect(validateMaintenanceEntry({ title: 'Pumps', school_id: 1, type: 'BM', start: '2026-03-02' })).toEqual({});
    expect(validateMaintenanceEntry({ title: ' ', school_id: 1, type: 'XX', start: '2026-03-02' })).toEqual({
      title: 'This field is required',
      type: 'This field is required',
    });
  });
});

describe('defects', () => {
  const open = { status: 'Follow up' as const, defect: true, beforePhotos: 1, afterPhotos: 0 };

  it('a ticked defect follows up, an unticked one is inspected', () => {
    expect(statusForFlag(true)).toBe('Follow up');
    expect(checkDefectChange(null, { defect: false })).toEqual({ errors: {}, status: 'Inspected' });
    expect(checkDefectChange(null, { defect: true, location: 'Block A', description: 'Leak' })).toEqual({
      errors: {},
      status: 'Follow up',
    });
  });

  it('needs location and description when ticked', () => {
    expect(checkDefectChange(null, { defect: true, location: ' ' }).errors).toEqual({
      location: 'This field is required',
      description: 'This field is required',
    });
  });

  it('cannot be unticked while it has pictures', () => {
    expect(checkDefectChange(open, { defect: false }).errors).toEqual({
      defect: 'Remove the before and after pictures first.',
    });
    expect(checkDefectChange({ ...open, beforePhotos: 0 }, { defect: false }).errors).toEqual({});
  });

  it('is repaired only with an after picture, and then locked', () => {
    const base = { location: 'Block A', description: 'Leak', status: 'Repaired' };
    expect(checkDefectChange(open, base).errors).toEqual({ status: INSPECTION_MSG.repairedNeedsPhoto });
    expect(checkDefectChange(open, { ...base, addedAfter: 1 })).toEqual({ errors: {}, status: 'Repaired' });
    expect(checkDefectChange({ ...open, status: 'Repaired', afterPhotos: 1 }, { description: 'x' }).errors).toEqual({
      status: INSPECTION_MSG.defectLocked,
    });
  });

  it('cuts long titles to 29 characters and an ellipsis', () => {
    expect(defectTitle('a'.repeat(30))).toBe('a'.repeat(30));
    expect(defectTitle('a'.repeat(31))).toBe(`${'a'.repeat(29)}…`);
  });
});
