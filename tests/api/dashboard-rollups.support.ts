/**
 * Random changes for the rollup tests: quotations, inspections, defects and approvals inserted (copied from demo rows so
 * every column is filled), updated (school and zone, status, payment, amount, date, contractor, category, type) and
 * deleted straight in the tables — the triggers must follow any write, not only the services'. Also the rollups as the
 * tables say they should be, to compare with the stored ones.
 */
import fc from 'fast-check';
import { sql, type Insertable } from 'kysely';
import type { Db } from '../../server/db/index.js';
import type { Database } from '../../server/db/types.js';
import type { AuthUser } from '../../server/plugins/auth.js';

export const MONTHS = ['2032-01', '2032-02', '2032-03'];
export const CATEGORIES = ['BUILDING-MAINTENANCE', 'SAFETY-AUDIT-INSPECTION', 'TURFING-AND-PLANTING-MAINTENANCE'];
const Q_STATUSES = ['DRAFT', 'PENDING', 'ACKNOWLEDGE', 'APPROVED', 'COMPLETED', 'REJECTED', 'VOID'];
const I_STATUSES = ['PENDING_CONFIRMATION', 'DRAFT', 'SUBMITTED', 'ACKNOWLEDGED', 'APPROVED', 'REJECTED'];
const D_STATUSES = ['Inspected', 'Follow up', 'Repaired'];
export const CONTRACTORS = [null, 'C-ONE', 'C-TWO'];

export interface World {
  schools: { id: number; zone: string }[];
  checklists: { id: number; name: string }[];
  maUserId: number;
  quotationRow: Insertable<Database['quotations']>;
  inspectionRow: Insertable<Database['inspections']>;
}

export async function worldOf(db: Db, maUserId: number): Promise<World> {
  const first = async (table: 'quotations' | 'inspections') => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely: the table is named at run time
    const row = (await (db as any).selectFrom(table).selectAll().orderBy('id').limit(1).executeTakeFirstOrThrow()) as {
      id?: number;
    };
    delete row.id;
    return row as never;
  };
  const schools = await db.selectFrom('schools').select(['id', 'zone']).orderBy('id').execute();
  const checklists = await db.selectFrom('checklists').select(['id', 'name']).orderBy('id').limit(4).execute();
  return {
    schools,
    checklists,
    maUserId,
    quotationRow: await first('quotations'),
    inspectionRow: await first('inspections'),
  };
}

const pick = <T>(xs: readonly T[]) => fc.integer({ min: 0, max: xs.length - 1 }).map((i) => xs[i]);
const day = fc.integer({ min: 1, max: 28 }).map((d) => String(d).padStart(2, '0'));
const date = fc.tuple(pick(MONTHS), day).map(([m, d]) => `${m}-${d}`);
/** An index into the rows of its kind the test created (modulo their number at the time). */
const which = fc.nat(1000);
const school = fc.nat(1000);

export const changeArb = fc.oneof(
  fc.record({
    kind: fc.constant('quotation' as const),
    school,
    otherZone: fc.boolean(),
    status: pick(Q_STATUSES),
    paid: fc.boolean(),
    contractor: pick(CONTRACTORS),
    date,
    cents: fc.integer({ min: 0, max: 10_000_000 }),
  }),
  fc.record({
    kind: fc.constant('quotation-update' as const),
    which,
    status: fc.option(pick(Q_STATUSES)),
    paid: fc.option(fc.boolean()),
    school: fc.option(school),
    cents: fc.option(fc.integer({ min: 0, max: 10_000_000 })),
    date: fc.option(date),
    contractor: fc.option(pick(CONTRACTORS)),
  }),
  fc.record({ kind: fc.constant('quotation-delete' as const), which }),
  fc.record({ kind: fc.constant('approval' as const), which }),
  fc.record({
    kind: fc.constant('inspection' as const),
    school,
    checklist: fc.nat(10),
    category: pick(CATEGORIES),
    adhoc: fc.boolean(),
    status: pick(I_STATUSES),
    date: fc.option(date, { freq: 6 }),
  }),
  fc.record({
    kind: fc.constant('inspection-update' as const),
    which,
    status: fc.option(pick(I_STATUSES)),
    school: fc.option(school),
    category: fc.option(pick(CATEGORIES)),
    adhoc: fc.option(fc.boolean()),
    date: fc.option(date),
  }),
  fc.record({ kind: fc.constant('inspection-delete' as const), which }),
  fc.record({ kind: fc.constant('defect' as const), which, school, status: pick(D_STATUSES), date }),
  fc.record({
    kind: fc.constant('defect-update' as const),
    which,
    status: fc.option(pick(D_STATUSES)),
    date: fc.option(date),
  }),
  fc.record({ kind: fc.constant('defect-delete' as const), which }),
);
export type ChangeValue = typeof changeArb extends fc.Arbitrary<infer C> ? C : never;

const ids = async (db: Db, table: 'quotations' | 'inspections' | 'defects', mark: string): Promise<number[]> => {
  const rows =
    table === 'quotations'
      ? await db
          .selectFrom('quotations')
          .select('id')
          .where('reference_number', 'like', `${mark}-%`)
          .orderBy('id')
          .execute()
      : await db.selectFrom(table).select('id').where('location', '=', mark).orderBy('id').execute();
  return rows.map((r) => r.id);
};

/** Applies one change; the created rows carry `mark` so later changes find them. */
export async function apply(db: Db, w: World, c: ChangeValue, mark: string, seq: number): Promise<boolean> {
  const schoolOf = (i: number) => w.schools[i % w.schools.length];
  const nth = async (table: 'quotations' | 'inspections' | 'defects', i: number) => {
    const list = await ids(db, table, mark);
    return list.length ? list[i % list.length] : null;
  };
  const paidOf = (paid: boolean) => (paid ? 'YES' : null);
  const now = new Date().toISOString();
  switch (c.kind) {
    case 'quotation': {
      const s = schoolOf(c.school);
      // a quotation may carry a zone other than its school's (the rollup keeps both)
      const zone = c.otherZone ? (s.zone === 'NORTH' ? 'SOUTH' : 'NORTH') : s.zone;
      await db
        .insertInto('quotations')
        .values({
          ...w.quotationRow,
          reference_number: `${mark}-${seq}`,
          school_id: s.id,
          zone,
          status: c.status,
          payment_status: paidOf(c.paid),
          contractor: c.contractor,
          date: c.date,
          total_cents: c.cents,
        })
        .execute();
      return true;
    }
    case 'quotation-update': {
      const id = await nth('quotations', c.which);
      if (id === null) return false;
      const s = c.school === null ? null : schoolOf(c.school);
      await db
        .updateTable('quotations')
        .set({
          ...(c.status !== null ? { status: c.status } : {}),
          ...(c.paid !== null ? { payment_status: paidOf(c.paid) } : {}),
          ...(s ? { school_id: s.id, zone: s.zone } : {}),
          ...(c.cents !== null ? { total_cents: c.cents } : {}),
          ...(c.date !== null ? { date: c.date } : {}),
          ...(c.contractor !== null ? { contractor: c.contractor } : {}),
        })
        .where('id', '=', id)
        .execute();
      return true;
    }
    case 'quotation-delete': {
      const id = await nth('quotations', c.which);
      if (id === null) return false;
      await db.deleteFrom('quotations').where('id', '=', id).execute();
      return true;
    }
    case 'approval': {
      const id = await nth('quotations', c.which);
      if (id === null) return false;
      await db
        .insertInto('quotation_approvals')
        .values({
          quotation_id: id,
          user_id: w.maUserId,
          approval_type: 'MA',
          status: 'PENDING',
          created_at: now,
          updated_at: now,
        } as never)
        .execute();
      return true;
    }
    case 'inspection': {
      const s = schoolOf(c.school);
      const checklist = w.checklists[c.checklist % w.checklists.length];
      await db
        .insertInto('inspections')
        .values({
          ...w.inspectionRow,
          location: mark,
          school_id: s.id,
          zone: s.zone,
          checklist_id: c.checklist % 5 === 4 ? null : checklist.id,
          checklist_name: checklist.name,
          inspection_category: c.category,
          inspection_type: c.adhoc ? 'ADHOC' : 'REGULAR',
          status: c.status,
          inspected_at: c.date,
          report_path: null,
          quotation_id: null,
        })
        .execute();
      return true;
    }
    case 'inspection-update': {
      const id = await nth('inspections', c.which);
      if (id === null) return false;
      const s = c.school === null ? null : schoolOf(c.school);
      const set = {
        ...(c.status !== null ? { status: c.status } : {}),
        ...(s ? { school_id: s.id, zone: s.zone } : {}),
        ...(c.category !== null ? { inspection_category: c.category } : {}),
        ...(c.adhoc !== null ? { inspection_type: c.adhoc ? 'ADHOC' : 'REGULAR' } : {}),
        ...(c.date !== null ? { inspected_at: c.date } : {}),
      };
      if (!Object.keys(set).length) return false;
      await db.updateTable('inspections').set(set).where('id', '=', id).execute();
      return true;
    }
    case 'inspection-delete': {
      const id = await nth('inspections', c.which);
      if (id === null) return false;
      await db.deleteFrom('inspections').where('id', '=', id).execute();
      return true;
    }
    case 'defect': {
      const inspection = await nth('inspections', c.which);
      if (inspection === null) return false;
      const at = `${c.date}T10:00:00.000Z`;
      await db
        .insertInto('defects')
        .values({
          inspection_id: inspection,
          school_id: schoolOf(c.school).id,
          status: c.status,
          sub_item_id: null,
          location: mark,
          description: 'Crack',
          created_by: null,
          created_at: at,
          updated_at: at,
        } as never)
        .execute();
      return true;
    }
    case 'defect-update': {
      const id = await nth('defects', c.which);
      if (id === null || (c.status === null && c.date === null)) return false;
      await db
        .updateTable('defects')
        .set({
          ...(c.status !== null ? { status: c.status } : {}),
          ...(c.date !== null ? { created_at: `${c.date}T08:00:00.000Z` } : {}),
        })
        .where('id', '=', id)
        .execute();
      return true;
    }
    case 'defect-delete': {
      const id = await nth('defects', c.which);
      if (id === null) return false;
      await db.deleteFrom('defects').where('id', '=', id).execute();
      return true;
    }
  }
}

const user = (over: Partial<AuthUser>): AuthUser => ({
  id: 0,
  full_name: 'Rollup tester',
  email: 'rollups@example.test',
  role_id: null,
  role_slug: null,
  role_name: null,
  school_id: null,
  contractor: null,
  zone_in_charge: [],
  session_id: 0,
  login_id: 'rollups',
  permissions: new Set(),
  ...over,
});

/** One user of each scope shape, an empty scope among them. */
export function scopeUsers(w: World): Record<string, AuthUser> {
  return {
    scd: user({ role_slug: 'SCD' }),
    admin: user({ role_slug: 'ADMIN' }),
    'MA of NORTH and SOUTH': user({ id: w.maUserId, role_slug: 'MANAGING-AGENT', zone_in_charge: ['NORTH', 'SOUTH'] }),
    'MA without zones': user({ id: w.maUserId, role_slug: 'MANAGING-AGENT', zone_in_charge: [] }),
    'OM of a school': user({ role_slug: 'OPERATIONS-MANAGER', school_id: w.schools[0].id }),
    'OM without school': user({ role_slug: 'OPERATIONS-MANAGER', school_id: null }),
    'TC of C-ONE in NORTH': user({ role_slug: 'TERM-CONTRACTOR', contractor: 'C-ONE', zone_in_charge: ['NORTH'] }),
    'TC without contractor': user({ role_slug: 'TERM-CONTRACTOR', zone_in_charge: ['EAST', 'NORTH_EAST'] }),
  };
}

/** The non-zero rollup rows, as stored or as recomputed from the tables, in one order. */
export async function rollupsOf(db: Db, from: 'stored' | 'tables') {
  const q = async (text: string) =>
    (await sql.raw<Record<string, unknown>>(text).execute(db)).rows.map((r) =>
      Object.fromEntries(
        Object.entries(r).map(([k, v]) => [k, typeof v === 'string' && /^-?\d+$/.test(v) ? Number(v) : v]),
      ),
    );
  const months = (m: string) => [m, `'*'`];
  const union = (select: (m: string) => string, month: string, group: string) =>
    months(month)
      .map((m) => `${select(m)} group by ${group}${m === `'*'` ? '' : `, ${m}`}`)
      .join(' union all ');
  if (from === 'stored')
    return {
      quotations: await q(
        'select zone, school_id, contractor, status, paid, month, n, cents from quotation_rollups where n <> 0 or cents <> 0 order by 1, 2, 3, 4, 5, 6',
      ),
      inspections: await q(
        'select school_id, zone, category, inspection_type, checklist_id, checklist_name, status, month, n from inspection_rollups where n <> 0 order by 1, 2, 3, 4, 5, 6, 7, 8',
      ),
      defects: await q(
        'select school_id, zone, category, inspection_type, status, month, n from defect_rollups where n <> 0 order by 1, 2, 3, 4, 5, 6',
      ),
    };
  const qm = `coalesce(substr(date, 1, 7), '')`;
  const im = `coalesce(substr(inspected_at, 1, 7), '')`;
  const dm = `coalesce(substr(d.created_at, 1, 7), '')`;
  const paid = `case when payment_status = 'YES' then 1 else 0 end`;
  return {
    quotations: await q(
      `select * from (${union(
        (m) =>
          `select zone, school_id, coalesce(contractor, '') as contractor, status, ${paid} as paid, ${m} as month, count(*) as n, sum(total_cents) as cents from quotations`,
        qm,
        `zone, school_id, coalesce(contractor, ''), status, ${paid}`,
      )}) x order by 1, 2, 3, 4, 5, 6`,
    ),
    inspections: await q(
      `select * from (${union(
        (m) =>
          `select school_id, zone, inspection_category as category, inspection_type, coalesce(checklist_id, 0) as checklist_id, checklist_name, status, ${m} as month, count(*) as n from inspections`,
        im,
        'school_id, zone, inspection_category, inspection_type, coalesce(checklist_id, 0), checklist_name, status',
      )}) x order by 1, 2, 3, 4, 5, 6, 7, 8`,
    ),
    defects: await q(
      `select * from (${union(
        (m) =>
          `select d.school_id, i.zone, i.inspection_category as category, i.inspection_type, d.status, ${m} as month, count(*) as n from defects d inner join inspections i on i.id = d.inspection_id`,
        dm,
        'd.school_id, i.zone, i.inspection_category, i.inspection_type, d.status',
      )}) x order by 1, 2, 3, 4, 5, 6`,
    ),
  };
}
