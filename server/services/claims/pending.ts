/**
 * The claim to-do feed (`GET /claims/pending-approvals`): claims waiting for this user — a pending MA approval entry;
 * for the invoice team every claim at its stage; for the term contractor their own drafts and rejected claims.
 * Newest first, at most 100 (a to-do list, not a search).
 */
import { ROLE } from '../../../domain/roles.js';
import { FULL_PERCENT, PERCENT_SCALE, toApiNumber } from '../../../domain/money.js';
import { presentItem } from '../quotations/items.js';
import { scopeQuotations } from '../quotations/repository.js';
import type { Db } from '../../db/index.js';
import type { AuthUser } from '../../plugins/auth.js';
import { completedWsoYears } from './gst.js';
import { earlierClaims } from './money.js';

const INVOICE_STAGES = ['PENDING_E_INVOICE', 'INVOICE_IN_PROGRESS', 'E_INVOICE_REJECTED', 'APPROVED'];

export async function pendingClaims(db: Db, user: AuthUser) {
  const rows = await db
    .selectFrom('claims')
    .select(['id', 'reference_number', 'status', 'current_status', 'date', 'job', 'total_cents'])
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom('claim_approvals')
            .select('claim_approvals.id')
            .whereRef('claim_approvals.claim_id', '=', 'claims.id')
            .where('claim_approvals.user_id', '=', user.id)
            .where('claim_approvals.status', '=', 'PENDING'),
        ),
        ...(user.role_slug === ROLE.INVOICE_TEAM ? [eb('claims.current_status', 'in', INVOICE_STAGES)] : []),
        ...(user.role_slug === ROLE.TERM_CONTRACTOR
          ? [eb.and([eb('claims.created_by', '=', user.id), eb('claims.status', 'in', ['DRAFT', 'REJECTED'])])]
          : []),
      ]),
    )
    .orderBy('claims.id', 'desc')
    .limit(100)
    .execute();
  return rows.map(({ total_cents, ...r }) => ({ ...r, total_amount: toApiNumber(Number(total_cents)) }));
}

/**
 * Quotations a claim can take from (`GET /config/claim-quotations`): COMPLETED, less than 100 % claimed, within the
 * user's quotation scope (server/services/quotations/repository.ts), filtered by trade and by school or zone.
 */
export async function claimableQuotations(
  db: Db,
  user: AuthUser,
  filters: { trade?: string; school_id?: number; zone?: string },
) {
  let qb = scopeQuotations(
    db
      .selectFrom('quotations')
      .select(['id', 'reference_number', 'job', 'trade', 'school_id', 'zone', 'date', 'claimed_bp', 'total_cents'])
      .where('status', '=', 'COMPLETED')
      .where('claimed_bp', '<', FULL_PERCENT),
    user,
  );
  if (filters.trade) qb = qb.where('trade', '=', filters.trade);
  if (filters.school_id) qb = qb.where('school_id', '=', filters.school_id);
  if (filters.zone) qb = qb.where('zone', '=', filters.zone);
  const rows = await qb.orderBy('id', 'desc').limit(500).execute();
  return rows.map(({ claimed_bp, total_cents, ...r }) => ({
    ...r,
    remaining_claim_percentage: (FULL_PERCENT - Number(claimed_bp ?? 0)) / PERCENT_SCALE,
    total_amount: toApiNumber(Number(total_cents)),
  }));
}

/**
 * One claimable quotation with its rows and stored rates (`GET /config/claim-quotations/{id}`): the claim form prices
 * the claim with the same domain functions as the server (domain/claimMoney.ts), so what the signer sees is what is
 * stored — hence also what the other live claims hold (`earlier`, for the claim that takes the remainder; `claimId` is
 * the claim being edited, not counted) and what picks the GST (the completion years of its WSOs, the configured GST).
 */
function claimContacts(stored: string | null, location: string | null) {
  let c: Record<string, unknown> = {};
  try {
    c = JSON.parse(stored || '{}') as Record<string, unknown>;
  } catch {
    c = {};
  }
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v : null);
  return { attention: text(c.attention), tel: text(c.tel), location: text(c.location) ?? text(location) };
}

export async function claimableQuotation(
  db: Db,
  user: AuthUser,
  id: number,
  options: { claimId?: number | null; configuredGst?: number | null } = {},
) {
  const q = await scopeQuotations(
    db
      .selectFrom('quotations')
      .select([
        'id',
        'reference_number',
        'job',
        'status',
        'claimed_bp',
        'less_percent_bp',
        'star_rate_bp',
        'contacts',
        'location',
      ])
      .where('id', '=', id),
    user,
  ).executeTakeFirst();
  if (!q || q.status !== 'COMPLETED') return null;
  const items = await db
    .selectFrom('quotation_items')
    .selectAll()
    .where('quotation_id', '=', id)
    .orderBy('sort')
    .execute();
  const [earlier, years] = await Promise.all([
    earlierClaims(db, [id], options.claimId ?? null),
    completedWsoYears(db, [id]),
  ]);
  return {
    id: q.id,
    reference_number: q.reference_number,
    job: q.job,
    remaining_claim_percentage: (FULL_PERCENT - Number(q.claimed_bp ?? 0)) / PERCENT_SCALE,
    less_percent_bp: Number(q.less_percent_bp),
    star_rate_bp: Number(q.star_rate_bp),
    items: items.map((r) => presentItem(r)),
    earlier: earlier(
      id,
      items.map((r) => r.id),
    ),
    completed_wso_years: years,
    // The claim form takes over the quotation's attention, telephone and location.
    contacts: claimContacts(q.contacts, q.location),
    configured_gst_bp: options.configuredGst ?? null,
  };
}
