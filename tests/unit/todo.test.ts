/** The to-do page's table (domain/todo.ts): which tabs each role has (spec part 3 §2) and where a row opens. */
import { describe, expect, it } from 'vitest';
import { TODO_TABS, todoInspectionStatuses, todoRowPath, todoTabsFor, todoTabsOf } from '../../domain/todo.js';
import { ROLE, ROLE_SLUGS } from '../../domain/roles.js';

describe('todoTabsOf', () => {
  it.each([
    ['TECHNICIAN', ['inspections']],
    ['OPERATIONS-MANAGER', ['inspections', 'wso']],
    ['ADMIN', TODO_TABS],
    ['TERM-CONTRACTOR', TODO_TABS],
    ['MANAGING-AGENT', TODO_TABS],
    // the spec names no QS team: each gets its side's tabs less the work only its lead role does (deliverables are
    // prepared by the term contractor and approved by the managing agent only; inspections are the MA's to approve)
    ['TERM-CONTRACTOR-QS', ['inspections', 'quotations', 'claims', 'wso']],
    ['MA-QS', ['quotations', 'claims', 'wso']],
    ['INVOICE_TEAM', ['claims']],
    ['SCD', []],
    ['MAINTENANCE-TEAM', []],
    [null, []],
    ['UNKNOWN', []],
  ])('%s has %o', (role, tabs) => expect(todoTabsOf(role)).toEqual(tabs));

  it('names only known tabs for every role', () => {
    for (const role of ROLE_SLUGS) for (const tab of todoTabsOf(role)) expect(TODO_TABS).toContain(tab);
  });
});

describe('todoRowPath', () => {
  it.each([
    ['inspections', { id: 7 }, '/inspection-checklist/inspection-servicing/7'],
    ['quotations', { id: 8 }, '/works-order/quotation-list/8'],
    ['claims', { id: 9 }, '/works-order/claims/9'],
    ['wso', { id: 10 }, '/works-order/wso/10'],
    ['deliverables', { id: 11, category: 'BM' }, '/deliverables/building-maintenance/11'],
    ['deliverables', { id: 12, category: 'TP' }, '/deliverables/turf-and-plant/12'],
  ] as const)('%s %o opens %s', (tab, row, path) => expect(todoRowPath(tab, row)).toBe(path));
});

describe('todoTabsFor', () => {
  it('keeps the role’s tabs whose feed the permissions open, in the role’s order', () => {
    const can = (granted: string[]) => (p: string) => granted.includes(p);
    expect(todoTabsFor(ROLE.MANAGING_AGENT, can(['quotation.view', 'wso.view', 'claim.view']))).toEqual([
      'quotations',
      'claims',
      'wso',
    ]);
    expect(todoTabsFor(ROLE.TECHNICIAN, can(['quotation.view']))).toEqual([]);
    expect(todoTabsFor(ROLE.ADMIN, () => true)).toEqual([...TODO_TABS]);
  });
});

describe('todoInspectionStatuses', () => {
  it.each([
    [ROLE.OPERATIONS_MANAGER, ['SUBMITTED']],
    [ROLE.MANAGING_AGENT, ['SUBMITTED', 'ACKNOWLEDGED']],
    [ROLE.MA_QS, ['SUBMITTED', 'ACKNOWLEDGED']],
    [ROLE.TECHNICIAN, ['PENDING_CONFIRMATION', 'DRAFT', 'REJECTED']],
  ])('%s waits on %o', (role, statuses) => expect(todoInspectionStatuses(role)).toEqual(statuses));
});
