/** COP queries: row scoping by zone, the list's options, one claim and its header as every tab shows it. */
import type { Selectable, SelectQueryBuilder } from 'kysely';
import {
  CONTRACT_TERM_MONTHS,
  COP_CATEGORIES,
  COP_COVER,
  copDescription,
  totalLabel,
  type CopStatus,
} from '../../../domain/cop.js';
import { allowedCopActions } from '../../../domain/copWorkflow.js';
import { sumCents, toApiNumber } from '../../../domain/money.js';
import type { CopTable } from '../../db/copTypes.js';
import type { Db } from '../../db/index.js';
import type { Database } from '../../db/types.js';
import { notFound } from '../../lib/errors.js';
import type { ListOptions } from '../../lib/crud.js';
import { scopeOf } from '../../lib/scope.js';
import type { AuthUser } from '../../plugins/auth.js';

export type CopRow = Selectable<CopTable>;
export const COP_BUCKET = 'cops';
export const OWNER_COP_SIGNATURE = 'cop_signature';

/** The zones whose claims the user sees: their zones in charge, or every zone for roles that see all. */
export function copZones(user: AuthUser): string[] | 'all' {
  const s = scopeOf(user);
  if (s.kind === 'all') return 'all';
  return s.kind === 'zones' ? s.zones : [];
}

export const mayUseZone = (user: AuthUser, zone: string) => {
  const zones = copZones(user);
  return zones === 'all' || zones.includes(zone);
};

/**
 * The COP list (schemas/copClaim.ts copClaimListSchema) the area's way, for lib/crud's listRecords: the caller's zones
 * (none: no rows) and each row as its header, with the workflow actions the caller may take.
 */
export function copListOptions(user: AuthUser): ListOptions {
  const zones = copZones(user);
  return {
    scope: (qb: SelectQueryBuilder<Database, 'cops', object>) =>
      zones === 'all' ? qb : qb.where('cops.zone', 'in', zones.length ? zones : ['']),
    map: (rows: CopRow[]) => rows.map((r) => presentHeader(r, user)),
  };
}

/** The claim, 404 when missing or outside the caller's zones. */
export async function findCop(db: Db, id: number, user: AuthUser): Promise<CopRow> {
  const row = await db.selectFrom('cops').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row || !mayUseZone(user, row.zone)) throw notFound('Claim not found.');
  return row;
}

const signer = (row: CopRow, who: 'prepare' | 'check') =>
  row[`${who}_signature_id`]
    ? {
        name: row[`${who}_name`],
        signature_details: row[`${who}_details`],
        signature_options: row[`${who}_options`],
        signed_at: row[`${who}_signed_at`],
        attachment_id: row[`${who}_signature_id`],
        signature: `/api/cops/${row.id}/signatures/${row[`${who}_signature_id`]}`,
      }
    : null;

/** The claim's header: what the list row and every tab show above the figures. */
export function presentHeader(row: CopRow, user: AuthUser) {
  return {
    id: row.id,
    reference_number: row.reference_number,
    status: row.status,
    zone: row.zone,
    month: row.month,
    year: row.year,
    period: `${row.year}-${String(row.month).padStart(2, '0')}`,
    payment_claim_no: row.payment_claim_no,
    claim_date: row.claim_date,
    description: copDescription(row.zone, row.year, row.month),
    total_label: totalLabel(row.year, row.month),
    contract_number: `${COP_COVER.contractNumber}/${row.zone}`,
    contract_term_months: CONTRACT_TERM_MONTHS,
    ministry_address: [...COP_COVER.ministryAddress],
    attention: COP_COVER.attention,
    grand_total: row.grand_total === null ? null : toApiNumber(Number(row.grand_total)),
    prepare_details: signer(row, 'prepare'),
    check_details: signer(row, 'check'),
    version: row.version,
    created_at: row.created_at,
    submitted_at: row.submitted_at,
    actions: allowedCopActions(user.role_slug ?? '', row.status as CopStatus),
  };
}

/** The contract sum on the cover: every contract year and category of the zone's schools. */
export async function contractSum(db: Db, zone: string): Promise<number> {
  const r = await db
    .selectFrom('school_contracts')
    .innerJoin('schools', 'schools.id', 'school_contracts.school_id')
    .select((eb) => COP_CATEGORIES.map((c) => eb.fn.sum<number>(`school_contracts.${c}`).as(c)))
    .where('schools.zone', '=', zone)
    .executeTakeFirst();
  return sumCents(COP_CATEGORIES.map((c) => Number(r?.[c] ?? 0)));
}
