import { describe, expect, it } from 'vitest';
import {
  approvalErrors,
  deliverableYears,
  DELIVERABLE_SLOTS,
  monthsOpen,
  NEVER_REQUIRED,
  submitErrors,
  type DeliverableStatus,
} from '../../domain/deliverables.js';
import {
  allowedDeliverableActions,
  decideDeliverable,
  listAction,
  type DeliverableAction,
} from '../../domain/deliverableWorkflow.js';
import { ROLE_SLUGS } from '../../domain/roles.js';

const requiredBm = DELIVERABLE_SLOTS.BM.filter((s) => s.required && !NEVER_REQUIRED.includes(s.key)).map((s) => s.key);

describe('deliverable submit rules', () => {
  it.each([
    ['nothing filled, unsigned', [], [], false, [...requiredBm, 'attachments', 'signature']],
    ['every required slot, signed', requiredBm, [], true, []],
    ['every required slot, unsigned', requiredBm, [], false, ['signature']],
    ['one required slot missing', requiredBm.slice(1), [], true, [requiredBm[0], 'attachments']],
    ['never-required slot empty is fine', requiredBm, [], true, []],
    [
      'custom slot without title or file',
      requiredBm,
      [{ key: 'custom_1', title: null }],
      true,
      ['other_remarks.custom_1', 'custom_1', 'attachments'],
    ],
    ['custom slot with title and file', [...requiredBm, 'custom_1'], [{ key: 'custom_1', title: 'Photos' }], true, []],
  ] as const)('%s', (_name, filled, custom, signed, keys) => {
    const errors = submitErrors({ category: 'BM', filled: new Set(filled), custom, signed });
    expect(Object.keys(errors).sort()).toEqual([...keys].sort());
    if (errors.attachments) expect(errors.attachments).toBe('Incomplete attachment');
  });

  it('never requires the three slots the specification names, whatever the configuration says', () => {
    for (const key of NEVER_REQUIRED) {
      const errors = submitErrors({
        category: key.startsWith('tp') ? 'TP' : 'BM',
        filled: new Set(),
        custom: [],
        signed: true,
      });
      expect(errors[key]).toBeUndefined();
    }
  });

  it.each([
    [{}, ['signature', 'status']],
    [{ status: 'APPROVED' }, ['signature']],
    [{ status: 'MAYBE', signature: 'x' }, ['status']],
    [{ status: 'REJECTED', signature: 'x' }, []],
    [{ status: 'APPROVED', signature_options: 'my_signature' }, []],
  ])('approval %o needs %o', (payload, keys) => {
    expect(Object.keys(approvalErrors(payload)).sort()).toEqual(keys);
  });

  it('offers 2022 to 2026 at least, and the months of a year up to now', () => {
    expect(deliverableYears(new Date('2024-05-01'))).toEqual([2022, 2023, 2024, 2025, 2026]);
    expect(deliverableYears(new Date('2028-01-01')).at(-1)).toBe(2028);
    expect(monthsOpen(2026, new Date('2026-03-15'))).toEqual([1, 2, 3]);
    expect(monthsOpen(2025, new Date('2026-03-15'))).toHaveLength(12);
    expect(monthsOpen(2027, new Date('2026-03-15'))).toEqual([]);
  });
});

describe('deliverable workflow table', () => {
  const STATES: DeliverableStatus[] = ['PENDING', 'DRAFT', 'SUBMITTED', 'APPROVED', 'REJECTED'];
  /** (state, role, action) -> expected outcome, for the roles the specification names. */
  const cases: [DeliverableStatus, string, DeliverableAction, number | string][] = [
    ['PENDING', 'TERM-CONTRACTOR', 'submit', 'SUBMITTED'],
    ['DRAFT', 'TERM-CONTRACTOR', 'save', 'DRAFT'],
    ['REJECTED', 'TERM-CONTRACTOR', 'submit', 'SUBMITTED'],
    ['SUBMITTED', 'TERM-CONTRACTOR', 'save', 409],
    ['SUBMITTED', 'MANAGING-AGENT', 'approve', 'APPROVED'],
    ['SUBMITTED', 'MANAGING-AGENT', 'reject', 'REJECTED'],
    ['SUBMITTED', 'ADMIN', 'approve', 403],
    ['DRAFT', 'MANAGING-AGENT', 'approve', 409],
    ['APPROVED', 'MANAGING-AGENT', 'reject', 409],
    ['DRAFT', 'ADMIN', 'save', 403],
    ['DRAFT', 'MANAGING-AGENT', 'upload', 403],
    ['APPROVED', 'TERM-CONTRACTOR', 'delete_file', 409],
  ];
  it.each(cases)('%s × %s × %s -> %s', (state, role, action, expected) => {
    const payload = { status: action === 'reject' ? 'REJECTED' : 'APPROVED', signature: 'x' };
    const d = decideDeliverable(action, role, state, payload);
    if (typeof expected === 'number') expect(d.ok ? 200 : d.code).toBe(expected);
    else expect(d.ok && d.to).toBe(expected);
  });

  it('only the term contractor prepares and only the managing agent approves, in every state', () => {
    for (const state of STATES)
      for (const role of ROLE_SLUGS) {
        const actions = allowedDeliverableActions(role, state);
        if (actions.some((a) => a === 'save' || a === 'submit' || a === 'upload')) expect(role).toBe('TERM-CONTRACTOR');
        if (actions.some((a) => a === 'approve' || a === 'reject')) expect(role).toBe('MANAGING-AGENT');
      }
  });

  it('gives the list its row action by role and state', () => {
    expect(listAction('TERM-CONTRACTOR', 'PENDING')).toBe('sign');
    expect(listAction('TERM-CONTRACTOR', 'REJECTED')).toBe('edit');
    expect(listAction('TERM-CONTRACTOR', 'SUBMITTED')).toBe('view');
    expect(listAction('MANAGING-AGENT', 'SUBMITTED')).toBe('sign');
    expect(listAction('MANAGING-AGENT', 'APPROVED')).toBe('view');
    expect(listAction('SCD', 'PENDING')).toBe('view');
  });
});
