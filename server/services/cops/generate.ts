/**
 * Creating a month's claim for a zone: a line per school and category with the school contract year that covers the
 * month (its first day and amount kept on the line). By the term contractor (POST /cops) or, on the first day of a month,
 * by the server for every zone whose schools have a contract running (generateDueClaims).
 */
import { COP_CATEGORIES, COP_MSG, copReference, periodOf } from '../../../domain/cop.js';
import { monthBounds } from '../../../domain/dashboards.js';
import { ROLE } from '../../../domain/roles.js';
import { nowIso } from '../../db/columns.js';
import type { Db } from '../../db/index.js';
import { isUniqueError } from '../../lib/crud.js';
import { conflict, HttpError, unprocessable } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/auth.js';
import { firstFigures } from './compute.js';
import { mayUseZone } from './repository.js';
import { monthOf } from '../../../domain/calendar.js';

/** Who creates claims: the preparing side and the administrator. */
const CREATORS: readonly string[] = [ROLE.TERM_CONTRACTOR, ROLE.TERM_CONTRACTOR_QS, ROLE.MA_QS, ROLE.ADMIN];

export async function createCop(db: Db, zone: string, year: number, month: number, userId: number | null) {
  const bounds = monthBounds(year, month);
  if (!bounds) throw unprocessable({ month: ['The selected month is invalid.'] });
  const schools = await db.selectFrom('schools').select('id').where('zone', '=', zone).execute();
  if (!schools.length) throw unprocessable({ zone: [COP_MSG.noSchools] });
  const ids = schools.map((s) => s.id);
  const contracts = await db
    .selectFrom('school_contracts')
    .selectAll()
    .where('school_id', 'in', ids)
    .where('from_date', '<=', bounds.end_date)
    .where('to_date', '>=', bounds.start_date)
    .orderBy('contract_year')
    .execute();
  const bySchool = new Map(contracts.map((c) => [c.school_id, c]));
  const period = periodOf(year, month);
  const now = nowIso();
  try {
    return await db.transaction().execute(async (trx) => {
      const earlier = await trx
        .selectFrom('cops')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('zone', '=', zone)
        .where('period', '<', period)
        .executeTakeFirst();
      const cop = await trx
        .insertInto('cops')
        .values({
          reference_number: copReference(zone, year, month),
          zone,
          year,
          month,
          period,
          payment_claim_no: Number(earlier?.n ?? 0) + 1,
          status: 'DRAFT',
          claim_date: null,
          created_by: userId,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const lines = ids.flatMap((schoolId) => {
        const c = bySchool.get(schoolId);
        return COP_CATEGORIES.map((category) => ({
          cop_id: cop.id,
          school_id: schoolId,
          category,
          contract_year: c?.contract_year ?? null,
          contract_from: c?.from_date ?? null,
          contract_amount: c ? Number(c[category]) : 0,
          percent_bp: category === 'general_r_and_r' ? 0 : null,
          addition: 0,
          omission: 0,
          variation_edited: 0,
          deduction: 0,
          monthly_claim: 0,
          payment: 0,
        }));
      });
      const row = await trx.selectFrom('cops').selectAll().where('id', '=', cop.id).executeTakeFirstOrThrow();
      const figured = await firstFigures(trx, row, lines);
      for (let i = 0; i < figured.length; i += 400)
        await trx
          .insertInto('cop_lines')
          .values(figured.slice(i, i + 400))
          .execute();
      return cop.id;
    });
  } catch (e) {
    if (isUniqueError(e)) throw conflict(COP_MSG.exists);
    throw e;
  }
}

/** POST /cops: the user's own zone, a role that prepares claims. */
export async function createCopFor(db: Db, user: AuthUser, input: { zone: string; year: number; month: number }) {
  if (!CREATORS.includes(user.role_slug ?? '')) throw new HttpError(403, 'You are not allowed to do this.');
  if (!mayUseZone(user, input.zone)) throw unprocessable({ zone: ['The selected zone is invalid.'] });
  return createCop(db, input.zone, input.year, input.month, user.id);
}

/**
 * The month's claims that do not exist yet, for every zone with a school contract running in the month. Safe to run on
 * every instance at once: the unique (zone, period) lets one insert win and the others skip.
 */
export async function generateDueClaims(db: Db, now: Date, timeZone: string): Promise<number[]> {
  // the month it is in the installation's zone: December's claims appear at midnight there, not at midnight UTC
  const { year, month } = monthOf(now, timeZone);
  const bounds = monthBounds(year, month)!;
  const zones = await db
    .selectFrom('school_contracts')
    .innerJoin('schools', 'schools.id', 'school_contracts.school_id')
    .select('schools.zone')
    .distinct()
    .where('school_contracts.from_date', '<=', bounds.end_date)
    .where('school_contracts.to_date', '>=', bounds.start_date)
    .execute();
  const existing = new Set(
    (await db.selectFrom('cops').select('zone').where('period', '=', periodOf(year, month)).execute()).map(
      (r) => r.zone,
    ),
  );
  const created: number[] = [];
  for (const { zone } of zones) {
    if (existing.has(zone)) continue;
    try {
      created.push(await createCop(db, zone, year, month, null));
    } catch (e) {
      if (!(e instanceof HttpError && e.statusCode === 409)) throw e;
    }
  }
  return created;
}
