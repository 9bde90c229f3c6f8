/** What every export source shares: the column and source shapes, money and list cells, counts and approvals. */
import type { SelectQueryBuilder } from 'kysely';
import type { ExportProperties } from '../../../../domain/exports.js';
import type { Db } from '../../../db/index.js';
import type { Database } from '../../../db/types.js';
import type { AuthUser } from '../../../plugins/auth.js';

export interface ExportColumn {
  header: string;
  key: string;
  width: number;
  /** Amounts: numbers in S$ with two decimals (the cell keeps the number, the format shows S$ 1,234.56). */
  money?: boolean;
}

export type Row = Record<string, string | number | null>;

export interface ExportSource {
  sheet: string;
  columns: ExportColumn[];
  count(db: Db, user: AuthUser, p: ExportProperties): Promise<number>;
  /** The next page after `afterId`, in id order. */
  page(db: Db, user: AuthUser, p: ExportProperties, afterId: number, limit: number): Promise<Row[]>;
}

export const cents = (v: number | string | null | undefined) =>
  v === null || v === undefined ? null : Number(v) / 100;
export const list = (json: string | null) => {
  try {
    const v = JSON.parse(json ?? '[]') as unknown;
    return Array.isArray(v)
      ? v.map((x) => (typeof x === 'object' && x ? (x as { value?: string }).value : x)).join(', ')
      : '';
  } catch {
    return '';
  }
};
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely: a count over any area's table
export const countOf = async (q: SelectQueryBuilder<Database, any, any>) =>
  Number((await q.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow()).n);

/** `MA: Jane Tan APPROVED 2026-03-02; OM: …` per record. */
export function approvalsText(
  rows: { owner: number; type: string; status: string; at: string; name: string | null }[],
) {
  const out = new Map<number, string>();
  for (const r of rows) {
    const text = `${r.type}: ${r.name ?? ''} ${r.status} ${r.at.slice(0, 10)}`;
    out.set(r.owner, out.has(r.owner) ? `${out.get(r.owner)}; ${text}` : text);
  }
  return out;
}

/** The decided approvals of one page of quotations or claims, in one query. */
export async function decidedApprovals(db: Db, area: 'quotation' | 'claim', ids: number[]) {
  if (!ids.length) return new Map<number, string>();
  const rows =
    area === 'quotation'
      ? await db
          .selectFrom('quotation_approvals as a')
          .innerJoin('users', 'users.id', 'a.user_id')
          .select([
            'a.quotation_id as owner',
            'a.approval_type as type',
            'a.status',
            'a.updated_at as at',
            'users.full_name as name',
          ])
          .where('a.quotation_id', 'in', ids)
          .where('a.status', '!=', 'PENDING')
          .orderBy('a.id')
          .execute()
      : await db
          .selectFrom('claim_approvals as a')
          .innerJoin('users', 'users.id', 'a.user_id')
          .select([
            'a.claim_id as owner',
            'a.approval_type as type',
            'a.status',
            'a.updated_at as at',
            'users.full_name as name',
          ])
          .where('a.claim_id', 'in', ids)
          // CLOSED: entries of another agent who did not act, or of an earlier round (the record shows neither).
          .where('a.status', 'not in', ['PENDING', 'CLOSED'])
          .orderBy('a.id')
          .execute();
  return approvalsText(rows);
}
