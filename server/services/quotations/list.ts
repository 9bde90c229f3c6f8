/**
 * The quotation lists' options for lib/crud's `listRecords` over `quotationListSchema` (schemas/quotation.ts): the row
 * scope (and a variant's own condition: pending approvals, pending claims), the filters that are not one column, the
 * page read in two steps (the ids off `quotations` alone, then school and creator for those rows) and the rows as the
 * API answers them, with the page's pending approvals in one more query.
 */
import type { Db } from '../../db/index.js';
import type { ListOptions } from '../../lib/crud.js';
import type { AuthUser } from '../../plugins/auth.js';
import {
  loadPending,
  presentListRow,
  scopeQuotations,
  whereInMonth,
  whereStatusIn,
  type QuotationQuery,
  type QuotationRow,
} from './repository.js';

type ListRow = QuotationRow & { school_name: string | null; creator_name: string | null };

export function quotationListOptions(
  db: Db,
  user: AuthUser,
  variant?: (qb: QuotationQuery, user: AuthUser) => QuotationQuery,
): ListOptions {
  return {
    scope: (qb: QuotationQuery) => {
      const scoped = scopeQuotations(qb, user);
      return variant ? variant(scoped, user) : scoped;
    },
    filterBy: {
      status: (qb: QuotationQuery, values) => whereStatusIn(qb, values),
      month: (qb: QuotationQuery, values) => whereInMonth(qb, values[0]),
    },
    pageByIds: true,
    select: (qb: QuotationQuery) =>
      qb
        .innerJoin('schools', 'schools.id', 'quotations.school_id')
        .leftJoin('users as creator', 'creator.id', 'quotations.created_by')
        .selectAll('quotations')
        .select(['schools.name as school_name', 'creator.full_name as creator_name']),
    map: async (rows: ListRow[]) => {
      const pending = await loadPending(
        db,
        rows.map((r) => r.id),
      );
      return rows.map((r) => presentListRow(r, pending.get(r.id) ?? {}, user));
    },
  };
}
