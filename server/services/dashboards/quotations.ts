/**
 * The quotation dashboard (spec part 3 §2, §3 "Quotation summary"; issue 15): the quotation totals per zone, school or
 * month in the columns of domain/dashboards.ts, over the quotations the caller's list shows (the same scope), so an
 * amount always equals the sum of the list the cell links to. One grouped query per summary — no stored counters.
 */
import { sql, type Expression, type SqlBool } from 'kysely';
import {
  QUOTATION_SUMMARY_COLUMNS,
  emptyColumns,
  quotationTotalRow,
  type QuotationSummaryColumn,
  type QuotationSummaryRow,
} from '../../../domain/dashboards.js';
import { toApiNumber } from '../../../domain/money.js';
import type { Db } from '../../db/index.js';
import type { AuthUser } from '../../plugins/auth.js';
import { scopeQuotations } from '../quotations/repository.js';

export type QuotationGrouping = 'zone' | 'school' | 'month';

/** The SQL condition of each column; domain's quotationColumnsOf says the same for one record (the unit tests hold both). */
const COLUMN_SQL: Record<QuotationSummaryColumn, Expression<SqlBool>> = {
  PENDING: sql<SqlBool>`quotations.status in ('PENDING', 'ACKNOWLEDGE')`,
  APPROVED: sql<SqlBool>`quotations.status = 'APPROVED'`,
  COMPLETED: sql<SqlBool>`quotations.status = 'COMPLETED'`,
  PAID: sql<SqlBool>`quotations.status = 'COMPLETED' and quotations.payment_status = 'YES'`,
  REJECTED: sql<SqlBool>`quotations.status = 'REJECTED'`,
};

const keyExpression = (by: QuotationGrouping) =>
  by === 'zone'
    ? sql<string>`quotations.zone`
    : by === 'school'
      ? sql<string>`cast(quotations.school_id as varchar(20))`
      : sql<string>`substr(quotations.date, 1, 7)`;

export async function quotationSummary(db: Db, user: AuthUser, by: QuotationGrouping): Promise<QuotationSummaryRow[]> {
  const key = keyExpression(by);
  let q = scopeQuotations(db.selectFrom('quotations'), user)
    .where('quotations.status', 'in', ['PENDING', 'ACKNOWLEDGE', 'APPROVED', 'COMPLETED', 'REJECTED'])
    .select(key.as('key'));
  for (const c of QUOTATION_SUMMARY_COLUMNS) {
    q = q
      .select(sql<string>`sum(case when ${COLUMN_SQL[c]} then quotations.total_cents else 0 end)`.as(`c_${c}`))
      .select(sql<string>`sum(case when ${COLUMN_SQL[c]} then 1 else 0 end)`.as(`n_${c}`));
  }
  const rows = (await q.groupBy(key).orderBy(key).execute()) as unknown as Record<string, string | number | null>[];
  const labels =
    by === 'school'
      ? await schoolNames(
          db,
          rows.map((r) => Number(r.key)),
        )
      : null;
  return rows.map((r) => {
    const cents = emptyColumns();
    const counts = emptyColumns();
    for (const c of QUOTATION_SUMMARY_COLUMNS) {
      cents[c] = Number(r[`c_${c}`] ?? 0);
      counts[c] = Number(r[`n_${c}`] ?? 0);
    }
    const k = String(r.key);
    return { key: k, label: labels?.get(Number(k)) ?? k, cents, counts };
  });
}

async function schoolNames(db: Db, ids: number[]) {
  if (!ids.length) return new Map<number, string>();
  const rows = await db.selectFrom('schools').select(['id', 'name']).where('id', 'in', ids).execute();
  return new Map(rows.map((s) => [s.id, s.name]));
}

/** The API's shape: amounts in S$ per column, and how many quotations each amount sums. */
export function presentSummaryRow(r: QuotationSummaryRow) {
  const amount = (c: QuotationSummaryColumn) => toApiNumber(r.cents[c]);
  return {
    key: r.key,
    label: r.label,
    pending: amount('PENDING'),
    approved: amount('APPROVED'),
    completed: amount('COMPLETED'),
    paid: amount('PAID'),
    rejected: amount('REJECTED'),
    counts: {
      pending: r.counts.PENDING,
      approved: r.counts.APPROVED,
      completed: r.counts.COMPLETED,
      paid: r.counts.PAID,
      rejected: r.counts.REJECTED,
    },
  };
}

export async function presentedSummary(db: Db, user: AuthUser, by: QuotationGrouping) {
  const rows = await quotationSummary(db, user, by);
  return { data: rows.map(presentSummaryRow), total: presentSummaryRow(quotationTotalRow(rows)) };
}
