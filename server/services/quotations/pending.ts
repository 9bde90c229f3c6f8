/**
 * What waits for a user among the quotations (the to-do feed `GET /quotations/pending-approvals` and its count on the
 * home page): an approval of theirs still pending; for term contractors and their QS their own drafts and rejections;
 * for a term contractor of a company what waits for the contractor's signature; for an operations manager the approved.
 */
import { sql } from 'kysely';
import { ROLE } from '../../../domain/roles.js';
import type { Db } from '../../db/index.js';
import type { AuthUser } from '../../plugins/auth.js';
import { scopeQuotations, type QuotationQuery } from './repository.js';

export function wherePendingForUser(qb: QuotationQuery, user: AuthUser): QuotationQuery {
  return qb.where((eb) =>
    eb.or([
      // `id in (the user's pending approvals)`, not a correlated `exists`: the database then starts from the approvals'
      // (user_id, status) index instead of testing every quotation of the scope (a to-do count at a million rows)
      eb(
        'quotations.id',
        'in',
        eb
          .selectFrom('quotation_approvals')
          .select('quotation_approvals.quotation_id')
          .where('quotation_approvals.user_id', '=', user.id)
          .where('quotation_approvals.status', '=', 'PENDING'),
      ),
      ...(user.role_slug === ROLE.TERM_CONTRACTOR || user.role_slug === ROLE.TERM_CONTRACTOR_QS
        ? [eb.and([eb('quotations.created_by', '=', user.id), eb('quotations.status', 'in', ['DRAFT', 'REJECTED'])])]
        : []),
      ...(user.role_slug === ROLE.TERM_CONTRACTOR && user.contractor
        ? [eb.and([eb('quotations.status', '=', 'PENDING'), eb('quotations.current_status', '=', 'PENDING_TC')])]
        : []),
      ...(user.role_slug === ROLE.OPERATIONS_MANAGER ? [eb('quotations.status', '=', 'APPROVED')] : []),
    ]),
  );
}

/** The feed's total without reading its rows. */
export async function countPendingQuotations(db: Db, user: AuthUser): Promise<number> {
  const row = await wherePendingForUser(scopeQuotations(db.selectFrom('quotations'), user), user)
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
