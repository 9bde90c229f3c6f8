/**
 * A known set of records for the dashboard tests, in a month no demo record uses (2031-07), copied from demo rows so
 * every column a real record has is filled: quotations in each dashboard column and some in none, inspections in each
 * status, defects, a claim with an invoice and a WSO.
 */
import { afterAll, beforeAll } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../support/testApp.js';

export const MONTH = { year: 2031, month: 7 };
const day = (d: number | string) => (typeof d === 'string' ? d : `2031-07-${String(d).padStart(2, '0')}`);

const ZERO_AMOUNTS = {
  fsr_total_cents: 0,
  custodial_total_cents: 0,
  fsr_less_cents: 0,
  star_rate_total_cents: 0,
  star_rate_add_cents: 0,
  sub_total_cents: 0,
  gst_cents: 0,
};

type Table = 'quotations' | 'inspections' | 'claims' | 'work_service_orders';

async function copyRow(t: TestApp, table: Table, changes: Record<string, unknown>): Promise<number> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely: the table is named at run time
  const source = await (t.db as any).selectFrom(table).selectAll().orderBy('id').limit(1).executeTakeFirstOrThrow();
  const { id: _id, ...rest } = source as Record<string, unknown>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely: as above
  const row = await (t.db as any)
    .insertInto(table)
    .values({ ...rest, ...changes })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export interface QuotationFixture {
  ref: string;
  zone: string;
  school: number;
  status: string;
  current?: string | null;
  paid?: boolean;
  cents: number;
  date: number;
  fund?: string | null;
}

export async function schoolsByZone(t: TestApp) {
  const rows = await t.db.selectFrom('schools').select(['id', 'zone', 'name']).orderBy('id').execute();
  const first = (zone: string) => rows.find((r) => r.zone === zone)!;
  return { north: first('NORTH'), south: first('SOUTH'), east: first('EAST'), northEast: first('NORTH_EAST') };
}

export async function seedKnownSet(t: TestApp) {
  const s = await schoolsByZone(t);
  const quotations: QuotationFixture[] = [
    {
      ref: 'DSH-1',
      zone: 'NORTH',
      school: s.north.id,
      status: 'PENDING',
      current: 'PENDING_MA',
      cents: 100_000,
      date: 3,
      fund: 'SCHOOL',
    },
    {
      ref: 'DSH-2',
      zone: 'NORTH',
      school: s.north.id,
      status: 'COMPLETED',
      paid: true,
      cents: 25_055,
      date: 20,
      fund: 'SCHOOL',
    },
    { ref: 'DSH-3', zone: 'NORTH', school: s.north.id, status: 'COMPLETED', cents: 99, date: 31, fund: 'MOE' },
    { ref: 'DSH-4', zone: 'SOUTH', school: s.south.id, status: 'REJECTED', cents: 123_456, date: 1, fund: 'SCHOOL' },
    { ref: 'DSH-5', zone: 'SOUTH', school: s.south.id, status: 'APPROVED', cents: 1, date: 15, fund: '95-5' },
    { ref: 'DSH-6', zone: 'EAST', school: s.east.id, status: 'DRAFT', cents: 500_000, date: 10, fund: null },
    { ref: 'DSH-7', zone: 'EAST', school: s.east.id, status: 'VOID', cents: 700_000, date: 11, fund: 'SCHOOL' },
    { ref: 'DSH-8', zone: 'EAST', school: s.east.id, status: 'ACKNOWLEDGE', cents: 3_333, date: 12, fund: 'SCHOOL' },
    {
      ref: 'DSH-9',
      zone: 'NORTH',
      school: s.north.id,
      status: 'PENDING',
      current: 'PENDING_TC',
      cents: 10,
      date: 4,
      fund: 'SCHOOL',
    },
  ];
  const quotationIds: Record<string, number> = {};
  for (const q of quotations)
    quotationIds[q.ref] = await copyRow(t, 'quotations', {
      reference_number: q.ref,
      zone: q.zone,
      school_id: q.school,
      status: q.status,
      current_status: q.current ?? null,
      payment_status: q.paid ? 'YES' : null,
      total_cents: q.cents,
      date: day(q.date),
      source_fund: q.fund,
      epi_reference_no: q.fund === 'MOE' ? 'EPI-77' : null,
      epo_reference_no: q.fund === 'MOE' ? 'EPO-77' : null,
      report_path: null,
    });
  // DSH-2 was approved on 2031-07-21 (its history), DSH-5 twice (the later counts).
  for (const [ref, at] of [
    ['DSH-2', '2031-07-21T09:00:00.000Z'],
    ['DSH-5', '2031-07-16T09:00:00.000Z'],
    ['DSH-5', '2031-07-18T09:00:00.000Z'],
  ] as const)
    await t.db
      .insertInto('quotation_histories')
      .values({
        quotation_id: quotationIds[ref],
        user_id: null,
        approval_type: 'POST',
        status: 'APPROVED',
        remarks: null,
        signature_id: null,
        created_at: at,
      })
      .execute();

  // DSH-2: claimed twice (one invoiced), plus a rejected claim that does not count; DSH-3: one claim, not invoiced.
  const claim = (ref: string, status: string, invoiceDate: string | null, date: number) =>
    copyRow(t, 'claims', {
      reference_number: ref,
      status,
      invoice_date: invoiceDate,
      date: day(date),
      report_path: null,
    });
  const claims = [
    { id: await claim('DSHC-1', 'APPROVED', '2031-07-25', 22), q: 'DSH-2', cents: 10_000 },
    { id: await claim('DSHC-2', 'PENDING', null, 26), q: 'DSH-2', cents: 5_000 },
    { id: await claim('DSHC-3', 'REJECTED', '2031-07-27', 27), q: 'DSH-2', cents: 9_999 },
    { id: await claim('DSHC-4', 'PENDING', null, 28), q: 'DSH-3', cents: 99 },
  ];
  for (const c of claims)
    await t.db
      .insertInto('claim_quotations')
      .values({
        claim_id: c.id,
        quotation_id: quotationIds[c.q],
        claim_percentage_bp: 5000,
        total_cents: c.cents,
        ...ZERO_AMOUNTS,
      })
      .execute();
  await copyRow(t, 'work_service_orders', {
    reference_number: 'DSHW-1',
    quotation_id: quotationIds['DSH-3'],
    date: day(29),
  });

  // Inspections of one checklist in the month: school north (BM REGULAR) in each status, one of south (TP ADHOC).
  const checklist = await t.db
    .selectFrom('checklists')
    .select(['id', 'name'])
    .where('category', '=', 'BUILDING-MAINTENANCE')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const inspection = (
    school: number,
    zone: string,
    status: string,
    category: string,
    type: string,
    d: number | string,
  ) =>
    copyRow(t, 'inspections', {
      checklist_id: checklist.id,
      checklist_name: checklist.name,
      school_id: school,
      zone,
      status,
      inspection_category: category,
      inspection_type: type,
      inspected_at: day(d),
      report_path: null,
      quotation_id: null,
    });
  const BM = 'BUILDING-MAINTENANCE';
  const inspections = {
    draft: await inspection(s.north.id, 'NORTH', 'DRAFT', BM, 'REGULAR', 2),
    submitted1: await inspection(s.north.id, 'NORTH', 'SUBMITTED', BM, 'REGULAR', 3),
    submitted2: await inspection(s.north.id, 'NORTH', 'SUBMITTED', BM, 'REGULAR', 31),
    acknowledged: await inspection(s.north.id, 'NORTH', 'ACKNOWLEDGED', BM, 'REGULAR', 4),
    approved: await inspection(s.north.id, 'NORTH', 'APPROVED', BM, 'REGULAR', 5),
    rejected: await inspection(s.north.id, 'NORTH', 'REJECTED', BM, 'REGULAR', 6),
    adhoc: await inspection(s.north.id, 'NORTH', 'APPROVED', BM, 'ADHOC', 7),
    south: await inspection(s.south.id, 'SOUTH', 'SUBMITTED', 'TURFING-AND-PLANTING-MAINTENANCE', 'ADHOC', 8),
    nextMonth: await inspection(s.north.id, 'NORTH', 'APPROVED', BM, 'REGULAR', '2031-08-01'),
  };
  const defect = (inspectionId: number, school: number, status: string, at: string) =>
    t.db
      .insertInto('defects')
      .values({
        inspection_id: inspectionId,
        school_id: school,
        status,
        sub_item_id: null,
        location: null,
        description: 'Crack',
        created_by: null,
        created_at: at,
        updated_at: at,
      })
      .execute();
  await defect(inspections.approved, s.north.id, 'Follow up', '2031-07-05T10:00:00.000Z');
  await defect(inspections.approved, s.north.id, 'Follow up', '2031-07-31T23:59:59.000Z');
  await defect(inspections.approved, s.north.id, 'Repaired', '2031-07-06T10:00:00.000Z');
  await defect(inspections.approved, s.north.id, 'Inspected', '2031-07-06T10:00:00.000Z');
  await defect(inspections.adhoc, s.north.id, 'Repaired', '2031-07-07T10:00:00.000Z');
  await defect(inspections.south, s.south.id, 'Follow up', '2031-08-01T00:00:00.000Z');
  return { schools: s, quotations, quotationIds, checklist, inspections };
}

/**
 * A test app (jobs polled every 100 ms, for the exports) with the dashboard roles signed in and the known set seeded,
 * for the dashboard tests' files: registers its own beforeAll/afterAll (so it is ready before the file's own hooks run);
 * `get` asks as the SCD unless told.
 */
export function dashboardsFixture() {
  const fx = {
    t: undefined as unknown as TestApp,
    tokens: {} as Record<string, string>,
    known: undefined as unknown as Awaited<ReturnType<typeof seedKnownSet>>,
  };
  beforeAll(async () => {
    fx.t = await createTestApp({ env: { JOB_POLL_MS: '100' } });
    fx.tokens = {};
    for (const r of ['SCD', 'MANAGING-AGENT', 'OPERATIONS-MANAGER', 'TERM-CONTRACTOR', 'ADMIN', 'TECHNICIAN'])
      fx.tokens[r] = await fx.t.loginAs(r);
    fx.known = await seedKnownSet(fx.t);
  });
  afterAll(async () => fx.t.close());

  const get = (url: string, role = 'SCD') => fx.t.app.inject({ url, headers: bearer(fx.tokens[role]) });
  return Object.assign(fx, { get });
}
