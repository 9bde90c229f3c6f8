/**
 * The quotation dashboard (spec part 3 §2, §3 "Quotation summary"; issue 15): the quotation totals per zone, school or
 * month in the columns of domain/dashboards.ts, over the quotations the caller's list shows (the same scope), so an
 * amount always equals the sum of the list the cell links to. Read from `quotation_rollups` (counts and cents per zone,
 * school, contractor, status, paid flag and month, kept by triggers: migration 0098), never from every quotation.
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
import { scopeCondition } from '../../lib/scope.js';
import type { AuthUser } from '../../plugins/auth.js';
import { quotationScopeOf } from '../quotations/repository.js';

export type QuotationGrouping = 'zone' | 'school' | 'month';

const SUMMARY_STATUSES = ['PENDING', 'ACKNOWLEDGE', 'APPROVED', 'COMPLETED', 'REJECTED'];

/** The SQL condition of each column on a rollup row; domain's quotationColumnsOf says the same for one record. */
const COLUMN_SQL: Record<QuotationSummaryColumn, Expression<SqlBool>> = {
  PENDING: sql<SqlBool>`u.status in ('PENDING', 'ACKNOWLEDGE')`,
  APPROVED: sql<SqlBool>`u.status = 'APPROVED'`,
  COMPLETED: sql<SqlBool>`u.status = 'COMPLETED'`,
  PAID: sql<SqlBool>`u.status = 'COMPLETED' and u.paid = 1`,
  REJECTED: sql<SqlBool>`u.status = 'REJECTED'`,
};

const keyExpression = (by: QuotationGrouping, t: 'r' | 'quotations') =>
  by === 'zone'
    ? sql<string>`${sql.ref(`${t}.zone`)}`
    : by === 'school'
      ? sql<string>`cast(${sql.ref(`${t}.school_id`)} as varchar(20))`
      : t === 'r'
        ? sql<string>`r.month`
        : sql<string>`substr(quotations.date, 1, 7)`;

/**
 * The caller's quotations as rollup rows (key, status, paid, n, cents): the rollup rows of their scope, plus — for a
 * managing agent, whose list also holds any quotation awaiting their approval — those quotations outside it, row by row
 * (a handful). Fails closed as scopeQuotations does: an empty scope reads no rollup row.
 */
function scopedRows(db: Db, user: AuthUser, by: QuotationGrouping) {
  let rollups = db
    .selectFrom('quotation_rollups as r')
    .where('r.status', 'in', SUMMARY_STATUSES)
    .where('r.month', by === 'month' ? '<>' : '=', '*')
    .select([keyExpression(by, 'r').as('key'), 'r.status', 'r.paid', 'r.n', 'r.cents']);
  const inScope = scopeCondition(user, { school: 'r.school_id', zone: 'r.zone' });
  if (!inScope) return rollups;
  rollups = rollups.where(inScope);
  const { contractor, approvalsOf } = quotationScopeOf(user);
  if (contractor) return rollups.where('r.contractor', '=', contractor);
  if (approvalsOf === null) return rollups;
  const outside = scopeCondition(user, { school: 'quotations.school_id', zone: 'quotations.zone' })!;
  const awaiting = db
    .selectFrom('quotations')
    .where('quotations.status', 'in', SUMMARY_STATUSES)
    .where((eb) => eb.not(outside))
    .where(
      'quotations.id',
      'in',
      db
        .selectFrom('quotation_approvals')
        .select('quotation_approvals.quotation_id')
        .where('quotation_approvals.user_id', '=', approvalsOf)
        .where('quotation_approvals.status', '=', 'PENDING'),
    )
    .select([
      keyExpression(by, 'quotations').as('key'),
      'quotations.status',
      sql<number>`case when quotations.payment_status = 'YES' then 1 else 0 end`.as('paid'),
      sql<number>`1`.as('n'),
      'quotations.total_cents as cents',
    ]);
  return rollups.unionAll(awaiting as unknown as typeof rollups);
}

export async function quotationSummary(db: Db, user: AuthUser, by: QuotationGrouping): Promise<QuotationSummaryRow[]> {
  let q = db.selectFrom(scopedRows(db, user, by).as('u')).select('u.key');
  for (const c of QUOTATION_SUMMARY_COLUMNS) {
    q = q
      .select(sql<string>`sum(case when ${COLUMN_SQL[c]} then u.cents else 0 end)`.as(`c_${c}`))
      .select(sql<string>`sum(case when ${COLUMN_SQL[c]} then u.n else 0 end)`.as(`n_${c}`));
  }
  // a key whose quotations all left the summary's statuses keeps rollup rows of count 0: not a row of the summary
  const rows = (await q
    .groupBy('u.key')
    .having(sql<SqlBool>`sum(u.n) > 0`)
    .orderBy('u.key')
    .execute()) as unknown as Record<string, string | number | null>[];
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
