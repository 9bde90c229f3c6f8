/** Shared set-up of the claim service tests: the demo term contractor as a service user, and a claim form's values. */
import { demoEmail } from '../../server/db/seed.js';
import { asUser } from '../../server/db/seedClaims.js';
import type { AuthUser } from '../../server/plugins/auth.js';
import type { TestApp } from '../support/testApp.js';

/** The demo term contractor as createClaim takes its user (with a contractor). */
export async function demoContractor(t: TestApp): Promise<AuthUser> {
  const u = await asUser(t.db, demoEmail('TERM-CONTRACTOR'), 'TERM-CONTRACTOR');
  if (!u) throw new Error('no demo term contractor');
  return { ...u, contractor: u.contractor ?? 'SH' };
}

/** A submitted claim's form values taking `pct` % of one quotation at `schoolId`. */
export const claimForm = (schoolId: number, quotationId: number, pct: string, extra: Record<string, unknown> = {}) => ({
  source_fund: 'SCHOOL',
  trade: 'BLDG',
  school_id: schoolId,
  contacts: { tel: '6123', attention: 'Mr Tan', location: 'Block A' },
  date: '2026-06-01',
  job_type: ['corrective'],
  job: 'Roof',
  date_of_site_measurement: '2026-05-30',
  claim_quotations: [{ quotation_id: quotationId, claim_percentage: pct }],
  signature: 'new',
  ...extra,
});
