/**
 * The dashboards' rollups (migration 0098), on SQLite and PostgreSQL: after any sequence of random inserts, updates and
 * deletes straight in the tables, the stored rollups equal the rollups recomputed from the rows, and every dashboard
 * answer (each grouping, scope, month range, school and category filter) equals the grouped query over the rows it
 * replaced (dashboard-rollups.reference.ts). Then the triggers one by one: a change of school, zone, status and
 * amount, a cascaded delete, a rollback, and the empty scopes.
 */
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKLIST_SUMMARY_STATUSES, monthBounds } from '../../domain/dashboards.js';
import { todoInspectionStatuses } from '../../domain/todo.js';
import {
  checklistStatus,
  checklistSummary,
  countInspections,
  defectSummary,
  inspectionSummary,
  type MonthFilter,
} from '../../server/services/dashboards/inspections.js';
import { quotationSummary } from '../../server/services/dashboards/quotations.js';
import { listInspections } from '../../server/services/inspections/list.js';
import { todoInspections } from '../../server/services/inspections/todo.js';
import { down, up } from '../../server/db/migrations/0098_dashboard_rollups.js';
import { createTestApp, type TestApp } from '../support/testApp.js';
import {
  CATEGORIES,
  MONTHS,
  apply,
  changeArb,
  rollupsOf,
  scopeUsers,
  worldOf,
  type World,
} from './dashboard-rollups.support.js';
import {
  baseChecklistStatus,
  baseChecklistSummary,
  baseDefectSummary,
  baseInspectionSummary,
  baseQuotationSummary,
} from './dashboard-rollups.reference.js';

const TO_DO_FEED = '/api/inspection-schedule/to/do';
let t: TestApp;
let w: World;
beforeAll(async () => {
  t = await createTestApp();
  const ma = await t.db
    .selectFrom('users')
    .innerJoin('roles', 'roles.id', 'users.role_id')
    .select('users.id')
    .where('roles.slug', '=', 'MANAGING-AGENT')
    .executeTakeFirstOrThrow();
  w = await worldOf(t.db, ma.id);
});
afterAll(async () => t.close());

const monthFilterArb = fc.record({
  school: fc.option(fc.nat(1000)),
  category: fc.option(fc.constantFrom(...CATEGORIES)),
  // none (all time), one month, or a range of months
  months: fc.option(
    fc
      .tuple(fc.nat(MONTHS.length - 1), fc.nat(MONTHS.length - 1))
      .map(([a, b]) => [MONTHS[Math.min(a, b)], MONTHS[Math.max(a, b)]]),
  ),
});
type MonthFilterValue = typeof monthFilterArb extends fc.Arbitrary<infer F> ? F : never;

function filterOf(f: MonthFilterValue): MonthFilter {
  const bounds = (m: string) => monthBounds(Number(m.slice(0, 4)), Number(m.slice(5, 7)))!;
  return {
    ...(f.school !== null ? { school_id: w.schools[f.school % w.schools.length].id } : {}),
    ...(f.category !== null ? { category: f.category } : {}),
    ...(f.months ? { start_date: bounds(f.months[0]).start_date, end_date: bounds(f.months[1]).end_date } : {}),
  };
}

async function expectSameAnswers(filters: MonthFilterValue[]) {
  for (const [who, user] of Object.entries(scopeUsers(w))) {
    for (const by of ['zone', 'school', 'month'] as const) {
      const rollup = (await quotationSummary(t.db, user, by)).map(({ label: _l, ...r }) => r);
      expect(rollup, `${who}: quotations by ${by}`).toEqual(await baseQuotationSummary(t.db, user, by));
    }
    for (const raw of filters) {
      const f = filterOf(raw);
      const what = `${who}, ${JSON.stringify(f)}`;
      expect(await inspectionSummary(t.db, user, f), what).toEqual(await baseInspectionSummary(t.db, user, f));
      expect(await defectSummary(t.db, user, f), what).toEqual(await baseDefectSummary(t.db, user, f));
      expect(await checklistSummary(t.db, user, f), what).toEqual(await baseChecklistSummary(t.db, user, f));
      const page = { page: 1, perPage: 100 };
      expect(await checklistStatus(t.db, user, f, page), what).toEqual(await baseChecklistStatus(t.db, user, f, page));
    }
    const statuses = todoInspectionStatuses(user.role_slug);
    const feed = await listInspections(t.db, user, { status: statuses, per_page: 1 }, TO_DO_FEED);
    // the to-do feed's pages: each status's newest rows merged, the total off the rollups
    for (const pageNo of [1, 2, 4])
      expect(
        await todoInspections(t.db, user, { page: pageNo, perPage: 3 }, TO_DO_FEED),
        `${who}: to-do page ${pageNo}`,
      ).toEqual(await listInspections(t.db, user, { status: statuses, page: pageNo, per_page: 3 }, TO_DO_FEED));
    expect(await countInspections(t.db, user, statuses), `${who}: to-do inspections`).toBe(
      'meta' in feed ? feed.meta.total : -1,
    );
  }
}

describe('dashboard rollups', () => {
  it('equal the rows after random changes, and every dashboard answers as the grouped rows did', async () => {
    let run = 0;
    const applied = new Set<string>();
    await fc.assert(
      fc.asyncProperty(
        fc.array(changeArb, { minLength: 10, maxLength: 25 }),
        fc.array(monthFilterArb, { minLength: 1, maxLength: 3 }),
        async (changes, filters) => {
          run++;
          for (const [i, c] of changes.entries())
            if (await apply(t.db, w, c, 'RLP', run * 100 + i)) applied.add(c.kind);
          expect(await rollupsOf(t.db, 'stored')).toEqual(await rollupsOf(t.db, 'tables'));
          await expectSameAnswers(filters);
        },
      ),
      { numRuns: 12 },
    );
    // the runs made every kind of change
    expect([...applied].sort()).toEqual(
      [
        'approval',
        'defect',
        'defect-delete',
        'defect-update',
        'inspection',
        'inspection-delete',
        'inspection-update',
        'quotation',
        'quotation-delete',
        'quotation-update',
      ].sort(),
    );
  }, 180_000);

  it('moves a quotation between rows when its school, zone, status, payment or amount change, and drops it on delete', async () => {
    const [a, b] = [w.schools[0], w.schools.find((s) => s.zone !== w.schools[0].zone)!];
    const cell = async (schoolId: number, zone: string, status: string, paid = 0) =>
      (await t.db
        .selectFrom('quotation_rollups')
        .select(['n', 'cents'])
        .where('school_id', '=', schoolId)
        .where('zone', '=', zone)
        .where('status', '=', status)
        .where('paid', '=', paid)
        .where('contractor', '=', '')
        .where('month', '=', '2033-05')
        .executeTakeFirst()) ?? { n: 0, cents: 0 };
    const num = (c: { n: number | string; cents: number | string }) => ({ n: Number(c.n), cents: Number(c.cents) });
    const { id } = await t.db
      .insertInto('quotations')
      .values({
        ...w.quotationRow,
        reference_number: 'RLP-ONE',
        school_id: a.id,
        zone: a.zone,
        status: 'PENDING',
        payment_status: null,
        contractor: null,
        date: '2033-05-02',
        total_cents: 12_345,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(num(await cell(a.id, a.zone, 'PENDING'))).toEqual({ n: 1, cents: 12_345 });

    await t.db.updateTable('quotations').set({ school_id: b.id, zone: b.zone }).where('id', '=', id).execute();
    expect(num(await cell(a.id, a.zone, 'PENDING'))).toEqual({ n: 0, cents: 0 });
    expect(num(await cell(b.id, b.zone, 'PENDING'))).toEqual({ n: 1, cents: 12_345 });

    await t.db.updateTable('quotations').set({ status: 'COMPLETED', total_cents: 99 }).where('id', '=', id).execute();
    expect(num(await cell(b.id, b.zone, 'PENDING'))).toEqual({ n: 0, cents: 0 });
    expect(num(await cell(b.id, b.zone, 'COMPLETED'))).toEqual({ n: 1, cents: 99 });

    await t.db.updateTable('quotations').set({ payment_status: 'YES' }).where('id', '=', id).execute();
    expect(num(await cell(b.id, b.zone, 'COMPLETED'))).toEqual({ n: 0, cents: 0 });
    expect(num(await cell(b.id, b.zone, 'COMPLETED', 1))).toEqual({ n: 1, cents: 99 });

    // a change of no counted column (the job text) leaves the rollups as they were
    const before = await rollupsOf(t.db, 'stored');
    await t.db.updateTable('quotations').set({ job: 'Another job' }).where('id', '=', id).execute();
    expect(await rollupsOf(t.db, 'stored')).toEqual(before);

    await t.db.deleteFrom('quotations').where('id', '=', id).execute();
    expect(num(await cell(b.id, b.zone, 'COMPLETED', 1))).toEqual({ n: 0, cents: 0 });
    expect(await rollupsOf(t.db, 'stored')).toEqual(await rollupsOf(t.db, 'tables'));
  });

  it("moves an inspection's defects with its zone, category and type, and drops them when the inspection is deleted", async () => {
    const s = w.schools[1];
    const { id } = await t.db
      .insertInto('inspections')
      .values({
        ...w.inspectionRow,
        location: 'RLP-TWO',
        school_id: s.id,
        zone: s.zone,
        inspection_category: 'BUILDING-MAINTENANCE',
        inspection_type: 'REGULAR',
        status: 'SUBMITTED',
        inspected_at: '2033-06-01',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const status of ['Follow up', 'Follow up', 'Repaired'])
      await t.db
        .insertInto('defects')
        .values({
          inspection_id: id,
          school_id: s.id,
          status,
          location: 'RLP-TWO',
          created_at: '2033-06-03T01:00:00.000Z',
          updated_at: '2033-06-03T01:00:00.000Z',
        } as never)
        .execute();
    const defects = async () =>
      (
        await t.db
          .selectFrom('defect_rollups')
          .select(['category', 'inspection_type', 'status', 'n'])
          .where('school_id', '=', s.id)
          .where('month', '=', '2033-06')
          .where('n', '<>', 0)
          .orderBy('category')
          .orderBy('status')
          .execute()
      ).map((r) => ({ ...r, n: Number(r.n) }));
    expect(await defects()).toEqual([
      { category: 'BUILDING-MAINTENANCE', inspection_type: 'REGULAR', status: 'Follow up', n: 2 },
      { category: 'BUILDING-MAINTENANCE', inspection_type: 'REGULAR', status: 'Repaired', n: 1 },
    ]);
    await t.db
      .updateTable('inspections')
      .set({ inspection_category: 'SAFETY-AUDIT-INSPECTION', inspection_type: 'ADHOC', zone: 'EAST' })
      .where('id', '=', id)
      .execute();
    expect(await defects()).toEqual([
      { category: 'SAFETY-AUDIT-INSPECTION', inspection_type: 'ADHOC', status: 'Follow up', n: 2 },
      { category: 'SAFETY-AUDIT-INSPECTION', inspection_type: 'ADHOC', status: 'Repaired', n: 1 },
    ]);
    // the defects go with their inspection (on delete cascade), each counted off once
    await t.db.deleteFrom('inspections').where('id', '=', id).execute();
    expect(await defects()).toEqual([]);
    expect(await rollupsOf(t.db, 'stored')).toEqual(await rollupsOf(t.db, 'tables'));
  });

  it('leaves the rollups unchanged when the changing transaction rolls back', async () => {
    const before = await rollupsOf(t.db, 'stored');
    const s = w.schools[2];
    await expect(
      t.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('quotations')
          .values({
            ...w.quotationRow,
            reference_number: 'RLP-ROLLBACK',
            school_id: s.id,
            zone: s.zone,
            status: 'APPROVED',
            date: '2033-07-01',
            total_cents: 777,
          })
          .execute();
        await trx.updateTable('inspections').set({ status: 'APPROVED' }).where('location', '=', 'RLP').execute();
        await trx.deleteFrom('defects').where('location', '=', 'RLP').execute();
        // inside the transaction the rollups already moved
        expect(
          await trx.selectFrom('quotation_rollups').select('n').where('month', '=', '2033-07').executeTakeFirst(),
        ).toBeDefined();
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await rollupsOf(t.db, 'stored')).toEqual(before);
  });

  it('fails closed: an empty zone list or no school sees nothing', async () => {
    const users = scopeUsers(w);
    for (const who of ['MA without zones', 'OM without school'] as const) {
      const user = users[who];
      // a managing agent still sees what awaits their approval, as their list does
      const approvals = who === 'MA without zones' ? await baseQuotationSummary(t.db, user, 'zone') : [];
      expect((await quotationSummary(t.db, user, 'zone')).map(({ label: _l, ...r }) => r)).toEqual(approvals);
      expect(await inspectionSummary(t.db, user, {})).toEqual([]);
      expect(await defectSummary(t.db, user, {})).toEqual([]);
      expect(await checklistSummary(t.db, user, {})).toEqual([]);
      expect(await countInspections(t.db, user, CHECKLIST_SUMMARY_STATUSES)).toBe(0);
    }
    // and the all-time rows are there to see for the unscoped
    expect(await countInspections(t.db, users.scd, CHECKLIST_SUMMARY_STATUSES)).toBeGreaterThan(0);
    const count = await sql<{ n: number }>`select count(*) as n from inspection_rollups where month = '*'`.execute(
      t.db,
    );
    expect(Number(count.rows[0].n)).toBeGreaterThan(0);
  });

  it('the migration fills the rollups from the rows already there, and its triggers count on from there', async () => {
    const expected = await rollupsOf(t.db, 'tables');
    expect(expected.quotations.length).toBeGreaterThan(0);
    await down(t.db);
    await up(t.db);
    expect(await rollupsOf(t.db, 'stored')).toEqual(expected);
    await apply(
      t.db,
      w,
      {
        kind: 'inspection',
        school: 3,
        checklist: 1,
        category: CATEGORIES[0],
        adhoc: false,
        status: 'APPROVED',
        date: '2032-02-02',
      },
      'RLP',
      9999,
    );
    expect(await rollupsOf(t.db, 'stored')).toEqual(await rollupsOf(t.db, 'tables'));
  });
});
