/**
 * Volume for the dashboard bench: quotations, inspections, defects and claims written straight into the tables, copied
 * from the demo's rows so every column is filled, spread over the demo schools, statuses and four years of dates.
 */
import type { Db } from '../../server/db/index.js';

const BATCH = 400;
const QUOTATION_STATUSES: [string, string | null, string | null][] = [
  ['DRAFT', null, null],
  ['PENDING', 'PENDING_MA', null],
  ['PENDING', 'PENDING_TC', null],
  ['REJECTED', null, null],
  ['APPROVED', null, null],
  ['COMPLETED', null, null],
  ['COMPLETED', null, 'YES'],
  ['VOID', null, null],
];
const INSPECTION_STATUSES = ['DRAFT', 'SUBMITTED', 'ACKNOWLEDGED', 'APPROVED', 'REJECTED'];
const CATEGORIES = ['BUILDING-MAINTENANCE', 'SAFETY-AUDIT-INSPECTION', 'TURFING-AND-PLANTING-MAINTENANCE'];
const FUNDS = ['SCHOOL', 'MOE', '95-5'];

const dateOf = (j: number) =>
  `${2023 + (j % 4)}-${String((j % 12) + 1).padStart(2, '0')}-${String((j % 28) + 1).padStart(2, '0')}`;

async function template(db: Db, table: 'quotations' | 'inspections' | 'claims') {
  const row = (await (db as any)
    .selectFrom(table)
    .selectAll()
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow()) as Record<string, unknown>;
  delete row.id;
  return row;
}

async function inBatches(n: number, write: (from: number, to: number) => Promise<void>) {
  for (let i = 0; i < n; i += BATCH) await write(i, Math.min(n, i + BATCH));
}

export async function loadVolume(db: Db, sizes: { quotations: number; inspections: number; claims: number }) {
  const schools = await db.selectFrom('schools').select(['id', 'zone']).execute();
  const checklists = await db.selectFrom('checklists').select(['id', 'name', 'category']).execute();
  const q0 = await template(db, 'quotations');
  const completed: number[] = [];
  await inBatches(sizes.quotations, async (from, to) => {
    const rows = [];
    for (let j = from; j < to; j++) {
      const school = schools[j % schools.length];
      const [status, current, paid] = QUOTATION_STATUSES[(j * 7919) % QUOTATION_STATUSES.length];
      rows.push({
        ...q0,
        reference_number: `QB-${j}`,
        status,
        current_status: current,
        payment_status: paid,
        school_id: school.id,
        zone: school.zone,
        date: dateOf(j),
        source_fund: FUNDS[j % FUNDS.length],
        total_cents: 10_000 + ((j * 104729) % 5_000_000),
        report_path: null,
      });
    }
    const ids = await (db as any).insertInto('quotations').values(rows).returning(['id', 'status']).execute();
    for (const r of ids as { id: number; status: string }[]) if (r.status === 'COMPLETED') completed.push(r.id);
  });

  const i0 = await template(db, 'inspections');
  const inspectionIds: { id: number; school: number }[] = [];
  await inBatches(sizes.inspections, async (from, to) => {
    const rows = [];
    for (let j = from; j < to; j++) {
      const school = schools[j % schools.length];
      const checklist = checklists[j % checklists.length];
      rows.push({
        ...i0,
        checklist_id: checklist.id,
        checklist_name: checklist.name,
        school_id: school.id,
        zone: school.zone,
        inspection_category: checklist.category ?? CATEGORIES[j % 3],
        inspection_type: j % 5 === 0 ? 'ADHOC' : 'REGULAR',
        status: INSPECTION_STATUSES[(j * 31) % INSPECTION_STATUSES.length],
        inspected_at: dateOf(j),
        report_path: null,
        quotation_id: null,
      });
    }
    const ids = await (db as any).insertInto('inspections').values(rows).returning(['id', 'school_id']).execute();
    for (const r of ids as { id: number; school_id: number }[]) inspectionIds.push({ id: r.id, school: r.school_id });
  });
  // one defect for every other inspection
  await inBatches(Math.floor(inspectionIds.length / 2), async (from, to) => {
    const rows = [];
    for (let j = from; j < to; j++) {
      const inspection = inspectionIds[j * 2];
      const at = `${dateOf(j)}T10:00:00.000Z`;
      rows.push({
        inspection_id: inspection.id,
        school_id: inspection.school,
        status: ['Inspected', 'Follow up', 'Repaired'][j % 3],
        sub_item_id: null,
        location: 'Block A',
        description: 'Crack',
        created_by: null,
        created_at: at,
        updated_at: at,
      });
    }
    await db.insertInto('defects').values(rows).execute();
  });

  const c0 = await template(db, 'claims');
  await inBatches(sizes.claims, async (from, to) => {
    const rows = [];
    for (let j = from; j < to; j++)
      rows.push({
        ...c0,
        reference_number: `CB-${j}`,
        status: ['PENDING', 'APPROVED', 'COMPLETED', 'REJECTED'][j % 4],
        date: dateOf(j),
        invoice_date: j % 2 ? dateOf(j + 1) : null,
        report_path: null,
      });
    const ids = (await (db as any).insertInto('claims').values(rows).returning('id').execute()) as { id: number }[];
    await db
      .insertInto('claim_quotations')
      .values(
        ids.map((c, k) => ({
          claim_id: c.id,
          quotation_id: completed[(from + k) % completed.length],
          claim_percentage_bp: 5000,
          fsr_total_cents: 0,
          custodial_total_cents: 0,
          fsr_less_cents: 0,
          star_rate_total_cents: 0,
          star_rate_add_cents: 0,
          sub_total_cents: 0,
          gst_cents: 0,
          total_cents: 50_000 + k,
        })),
      )
      .execute();
  });
}
