import { describe, expect, it } from 'vitest';
import { mayEditClaimAttachment } from '../../domain/claimAttachments.js';
import { CLAIM_STATES, type WorkflowClaim } from '../../domain/claimWorkflow.js';
import { ROLE, ROLE_SLUGS } from '../../domain/roles.js';

const inState = (state: string): WorkflowClaim =>
  state === 'NEW'
    ? {}
    : ['PENDING_MA', 'PENDING_E_INVOICE', 'INVOICE_IN_PROGRESS', 'E_INVOICE_REJECTED'].includes(state)
      ? { id: 1, status: 'PENDING', current_status: state }
      : { id: 1, status: state };

describe('who may edit a claim document, by the stage it came with', () => {
  it('supporting documents (no stage): the term contractor until the claim is completed or void; nobody else', () => {
    for (const state of CLAIM_STATES)
      for (const role of ROLE_SLUGS)
        expect(
          mayEditClaimAttachment(inState(state), { id: 1, role }, ['invoice.edit'], undefined),
          `${state} ${role}`,
        ).toBe(role === ROLE.TERM_CONTRACTOR && state !== 'COMPLETED' && state !== 'VOID');
  });

  it('invoice files: an invoice.edit holder on an approved or completed claim only', () => {
    for (const state of CLAIM_STATES) {
      const c = inState(state);
      expect(mayEditClaimAttachment(c, { id: 1, role: ROLE.INVOICE_TEAM }, ['invoice.edit'], 'invoice')).toBe(
        state === 'APPROVED' || state === 'COMPLETED',
      );
      expect(mayEditClaimAttachment(c, { id: 1, role: ROLE.TERM_CONTRACTOR }, [], 'invoice')).toBe(false);
    }
  });

  it("a decision's evidence (post approval, payment) is nobody's to change", () => {
    for (const state of CLAIM_STATES)
      for (const stage of ['post_approval', 'payment', 'anything'])
        for (const role of ROLE_SLUGS)
          expect(mayEditClaimAttachment(inState(state), { id: 1, role }, ['invoice.edit'], stage)).toBe(false);
  });
});
