/**
 * Demo claims (issue 11): three copies of the first seeded COMPLETED quotation (so the original stays claimable for
 * the quotation screens), claimed through the real services: one 60 % waiting for the MA plus a 40 % draft (FULLY-CLAIM),
 * one 100 % endorsed and with the invoice team (PENDING_E_INVOICE), one left unclaimed (claim_status PENDING).
 */
import type { Db } from './index.js';
import { safeJsonArray, type AuthUser } from '../plugins/auth.js';
import { createClaim } from '../services/claims/create.js';
import { applyClaimAction } from '../services/claims/transitions.js';

/** A user as the services see it (no session): for seeding and service-level tests. */
export const asUser = async (db: Db, email: string, role: string): Promise<AuthUser | null> => {
  const u = await db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
  if (!u) return null;
  return {
    id: u.id,
    full_name: u.full_name,
    email: u.email,
    role_id: u.role_id,
    role_slug: role,
    role_name: role,
    school_id: u.school_id,
    contractor: u.contractor,
    zone_in_charge: safeJsonArray(u.zone_in_charge),
    session_id: 0,
    login_id: 'seed',
    permissions: new Set<string>(),
  };
};

async function copyQuotation(db: Db, sourceId: number, suffix: string): Promise<number> {
  const { id: _id, ...q } = await db
    .selectFrom('quotations')
    .selectAll()
    .where('id', '=', sourceId)
    .executeTakeFirstOrThrow();
  const copy = await db
    .insertInto('quotations')
    .values({ ...q, reference_number: `${q.reference_number}-${suffix}`, claim_status: 'PENDING', claimed_bp: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const items = await db.selectFrom('quotation_items').selectAll().where('quotation_id', '=', sourceId).execute();
  if (items.length)
    await db
      .insertInto('quotation_items')
      .values(items.map(({ id: _itemId, ...i }) => ({ ...i, quotation_id: copy.id })))
      .execute();
  return copy.id;
}

export async function seedClaims(db: Db): Promise<void> {
  const source = await db
    .selectFrom('quotations')
    .select(['id', 'school_id', 'trade', 'job'])
    .where('status', '=', 'COMPLETED')
    .orderBy('id')
    .executeTakeFirst();
  const tc = await asUser(db, 'term-contractor@caretaker.test', 'TERM-CONTRACTOR');
  const ma = await asUser(db, 'managing-agent@caretaker.test', 'MANAGING-AGENT');
  if (!source || !tc?.contractor || !ma) return;
  const [a, b] = [await copyQuotation(db, source.id, 'C1'), await copyQuotation(db, source.id, 'C2')];
  await copyQuotation(db, source.id, 'C3');
  const form = (quotationId: number, pct: string, status: 'DRAFT' | 'PENDING') => ({
    source_fund: 'SCHOOL',
    trade: source.trade,
    school_id: source.school_id,
    contacts: { tel: '6123 4567', attention: 'Operations manager', location: 'Main block' },
    date: new Date().toISOString().slice(0, 10),
    job_type: ['corrective'],
    job: source.job,
    date_of_site_measurement: new Date().toISOString().slice(0, 10),
    claim_quotations: [{ quotation_id: quotationId, claim_percentage: pct }],
    signature: status === 'PENDING' ? 'seed' : null,
    status,
  });
  await createClaim(db, tc, form(a, '60', 'PENDING'));
  await createClaim(db, tc, form(a, '40', 'DRAFT'));
  const full = await createClaim(db, tc, form(b, '100', 'PENDING'));
  const pending = await db
    .selectFrom('claim_approvals')
    .select('user_id')
    .where('claim_id', '=', full.id)
    .where('user_id', '=', ma.id)
    .executeTakeFirst();
  if (pending) await applyClaimAction(db, ma, full.id, 'ma_endorse', { signature: 'seed' });
}
