import { describe, expect, it } from 'vitest';
import { ROLE, ROLE_SLUGS } from '../../domain/roles.js';
import { QUOTATION_STATES, type WorkflowQuotation } from '../../domain/quotationWorkflow.js';
import {
  mayDeleteQuotationAttachment,
  mayEditQuotationAttachment,
  QUOTATION_DOCUMENT_TYPES,
} from '../../domain/quotationAttachments.js';

const { TERM_CONTRACTOR: TC, TERM_CONTRACTOR_QS: TCQS, MANAGING_AGENT: MA, MA_QS, ADMIN } = ROLE;

/** A quotation in each state of the workflow, as stored (PENDING splits by current_status). */
const inState = (state: string): WorkflowQuotation => {
  if (state === 'NEW') return {};
  if (state === 'PENDING_MA' || state === 'PENDING_TC') return { id: 1, status: 'PENDING', current_status: state };
  return { id: 1, status: state };
};

/** Written out independently: each side its own files while the quotation lives; never another side's; nothing on VOID. */
const EDITS: Record<string, [string[], string[]]> = {
  SUPPORTING: [
    ['NEW', 'DRAFT', 'PENDING_MA', 'PENDING_TC', 'REJECTED', 'APPROVED', 'COMPLETED'],
    [TC, TCQS],
  ],
  MA_APPROVAL: [
    ['PENDING_MA', 'PENDING_TC', 'REJECTED', 'APPROVED', 'COMPLETED'],
    [MA, MA_QS],
  ],
  POST_APPROVAL: [['APPROVED', 'COMPLETED'], [TC]],
};

describe('who may edit a quotation attachment (name, order, report flag)', () => {
  it.each(QUOTATION_DOCUMENT_TYPES)('follows the table for %s files in every state and role', (type) => {
    const [states, roles] = EDITS[type];
    for (const state of QUOTATION_STATES)
      for (const role of ROLE_SLUGS)
        expect(mayEditQuotationAttachment(inState(state), role, type), `${type} ${state} ${role}`).toBe(
          states.includes(state) && roles.includes(role),
        );
  });

  it("no other role touches the managing agent's approval file on an APPROVED quotation", () => {
    for (const role of ROLE_SLUGS)
      expect(mayEditQuotationAttachment(inState('APPROVED'), role, 'MA_APPROVAL')).toBe(role === MA || role === MA_QS);
  });

  it('reads a file without a kind as a supporting document, and an unknown status as nobody’s', () => {
    expect(mayEditQuotationAttachment(inState('DRAFT'), TC, undefined)).toBe(true);
    expect(mayEditQuotationAttachment(inState('DRAFT'), MA, 'SOMETHING')).toBe(false);
    expect(mayEditQuotationAttachment({ id: 1, status: 'ARCHIVED' }, TC, 'SUPPORTING')).toBe(false);
  });
});

describe('who may delete a quotation attachment', () => {
  it('a supporting document: its uploader while editable, or an administrator; never a decision’s file, never on VOID', () => {
    for (const state of QUOTATION_STATES)
      for (const type of QUOTATION_DOCUMENT_TYPES)
        for (const role of ROLE_SLUGS)
          for (const own of [true, false]) {
            const allowed =
              type === 'SUPPORTING' &&
              state !== 'VOID' &&
              (role === ADMIN ||
                (own && ([TC, TCQS] as string[]).includes(role) && ['NEW', 'DRAFT', 'REJECTED'].includes(state)));
            expect(
              mayDeleteQuotationAttachment(inState(state), { id: 7, role }, { type, uploaderId: own ? 7 : 8 }),
              `${type} ${state} ${role} own=${own}`,
            ).toBe(allowed);
          }
  });
});
