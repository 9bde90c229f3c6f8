/**
 * Contract progress claims (issue 16) through the real server on SQLite and PostgreSQL: a month generated for a zone,
 * rows updated (percentages, caps, variations, deductions), the registers (SOI, LD, KPI) flowing into the figures,
 * signatures and submit, the frozen claim after, cumulative figures across months, scoping, the PDF and the registers'
 * own rules. Expected figures are computed here from the school contracts in the database, independently of the server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COP_CATEGORIES } from '../../domain/cop.js';
import { generateDueClaims } from '../../server/services/cops/generate.js';
import { bearer, createTestApp, type TestApp } from '../support/testApp.js';
import { copClient } from './cop.support.js';
import { multipart, onePixelPng } from './helpers.js';

let t: TestApp;
let tc: string;
let ma: string;
let admin: string;
let scd: string;
let om: string;
const signature = `data:image/png;base64,${onePixelPng().toString('base64')}`;
const cents = (v: number) => Math.round(v * 100);

beforeAll(async () => {
  t = await createTestApp();
  [tc, ma, admin, scd, om] = await Promise.all(
    ['TERM-CONTRACTOR', 'MANAGING-AGENT', 'ADMIN', 'SCD', 'OPERATIONS-MANAGER'].map((r) => t.loginAs(r)),
  );
});
afterAll(async () => t.close());

const client = copClient(() => t);
const { call, form } = client;
const generate = (zone: string, year: number, month: number, token = tc) => client.generate(token, zone, year, month);

type Row = Record<string, number | string | null> & { id: number; school_id: number; school_name: string };
const tab = (id: number, category: string, token = tc) => client.tab(id, category, token);
const rowsOf = (table: { groups: { rows: Row[] }[] }) => table.groups.flatMap((g) => g.rows);

/** The zone's schools with their contract year covering the month, straight from the tables. */
async function contracts(zone: string, year: number, month: number) {
  const day = `${year}-${String(month).padStart(2, '0')}-15`;
  return t.db
    .selectFrom('school_contracts')
    .innerJoin('schools', 'schools.id', 'school_contracts.school_id')
    .selectAll('school_contracts')
    .select(['schools.name', 'schools.school_type'])
    .where('schools.zone', '=', zone)
    .where('from_date', '<=', day)
    .where('to_date', '>=', day)
    .execute();
}

describe('COP — generating a month', () => {
  it('creates one claim per zone and month with a line per school and category from the school contracts', async () => {
    const id = await generate('NORTH', 2027, 3);
    const cover = await tab(id, 'cover');
    expect(cover.claim).toMatchObject({
      reference_number: 'COP-NORTH-202703',
      status: 'DRAFT',
      zone: 'NORTH',
      payment_claim_no: 1,
      total_label: 'Total for the month of March 2027',
    });
    expect(cover.claim.description).toContain('March 2027');
    expect(cover.claim.actions).toEqual(expect.arrayContaining(['update', 'sign_prepared', 'submit']));
    const lines = await t.db.selectFrom('cop_lines').selectAll().where('cop_id', '=', id).execute();
    const schools = await contracts('NORTH', 2027, 3);
    expect(schools.length).toBeGreaterThan(0);
    expect(lines).toHaveLength(schools.length * COP_CATEGORIES.length);
    // Scheduled maintenance is a lump sum: a twelfth of the contract year's amount each month.
    const sm = rowsOf((await tab(id, 'schedule_maintenance')).table);
    for (const s of schools) {
      const row = sm.find((r) => r.school_id === s.school_id)!;
      expect(cents(Number(row.contract_amount))).toBe(Number(s.schedule_maintenance));
      expect(cents(Number(row.monthly_claim))).toBe(Math.round(Number(s.schedule_maintenance) / 12));
      expect(row.payment).toBe(row.monthly_claim);
    }
    // The contract sum is the zone's school contracts (every year, every category), not a fixed figure.
    const all = await t.db
      .selectFrom('school_contracts')
      .innerJoin('schools', 'schools.id', 'school_contracts.school_id')
      .selectAll('school_contracts')
      .where('schools.zone', '=', 'NORTH')
      .execute();
    const sum = all.reduce((s, c) => s + COP_CATEGORIES.reduce((x, k) => x + Number(c[k]), 0), 0);
    expect(cents(cover.cover.contract_sum)).toBe(sum);
  });

  it('refuses a second claim for the month, a zone outside the user, and roles that do not prepare claims', async () => {
    expect((await call('POST', '/api/cops', tc, { zone: 'NORTH', year: 2027, month: 3 })).statusCode).toBe(409);
    const outside = await call('POST', '/api/cops', tc, { zone: 'SOUTH', year: 2027, month: 3 });
    expect(outside.statusCode).toBe(422);
    expect(outside.json().errors.zone).toBeDefined();
    expect((await call('POST', '/api/cops', ma, { zone: 'NORTH', year: 2027, month: 4 })).statusCode).toBe(403);
    expect((await call('POST', '/api/cops', om, { zone: 'NORTH', year: 2027, month: 4 })).statusCode).toBe(403);
    const bad = await call('POST', '/api/cops', tc, { zone: 'NORTH', year: 2027, month: 13 });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.month).toBeDefined();
  });

  it('generates the month of every zone with running contracts once (the first-day job)', async () => {
    const first = await generateDueClaims(t.db, new Date(Date.UTC(2026, 4, 1)), 'UTC');
    const zones = await t.db
      .selectFrom('schools')
      .innerJoin('school_contracts', 'school_contracts.school_id', 'schools.id')
      .select('schools.zone')
      .distinct()
      .where('from_date', '<=', '2026-05-31')
      .where('to_date', '>=', '2026-05-01')
      .execute();
    expect(first).toHaveLength(zones.length);
    expect(await generateDueClaims(t.db, new Date(Date.UTC(2026, 4, 20)), 'UTC')).toEqual([]);
  });

  it("generates December's claims at 00:30 on 1 December in the installation's zone (16:30 UTC on 30 November)", async () => {
    const sgt0030 = new Date('2026-11-30T16:30:00Z');
    // In UTC it is still November: the job makes November's claims, not December's.
    const november = await generateDueClaims(t.db, sgt0030, 'UTC');
    const periodsOf = async (ids: number[]) =>
      ids.length
        ? (await t.db.selectFrom('cops').select('period').where('id', 'in', ids).execute()).map((r) => r.period)
        : [];
    expect(new Set(await periodsOf(november)).size).toBeLessThanOrEqual(1);
    const december = await generateDueClaims(t.db, sgt0030, 'Asia/Singapore');
    expect(december.length).toBeGreaterThan(0);
    const periods = new Set(await periodsOf(december));
    expect(periods.size).toBe(1);
    expect([...periods].map(Number)).toEqual([202612]);
    expect(await periodsOf(november)).not.toContain([...periods][0]);
  });
});

describe('COP — updating rows', () => {
  it('computes general R&R by percentage, sums groups and total, and forces negative or empty amounts to 0', async () => {
    const id = await generate('NORTH', 2027, 5);
    const rows = rowsOf((await tab(id, 'general_r_and_r')).table);
    const [a, b] = rows;
    const r = await call('POST', `/api/cops/${id}`, tc, {
      category: 'general_r_and_r',
      cop_detail_school: [
        {
          id: a.id,
          school_id: a.school_id,
          grn_percentage: 12.5,
          addition: '100.10',
          omission: -5,
          deduction: '',
          reference: 'VO-1',
          monthly_claim: 1,
        },
        { id: b.id, school_id: b.school_id, grn_percentage: '30', addition: null, omission: 20, deduction: 7.25 },
      ],
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().message).toBe('Update successful');
    const table = r.json().data.table;
    const after = rowsOf(table);
    const ra = after.find((x) => x.id === a.id)!;
    const rb = after.find((x) => x.id === b.id)!;
    const ca = cents(Number(ra.contract_amount));
    const cb = cents(Number(rb.contract_amount));
    expect(cents(Number(ra.monthly_claim))).toBe(Math.round((ca * 125) / 1000));
    expect(cents(Number(ra.payment))).toBe(Math.round((ca * 125) / 1000) + 10010);
    expect(ra).toMatchObject({
      grn_percentage: 12.5,
      summarygrnpercentage: 12.5,
      omission: 0,
      deduction: 0,
      reference: 'VO-1',
    });
    expect(cents(Number(rb.payment))).toBe(Math.round((cb * 30) / 100) - 2000 - 725);
    for (const g of table.groups)
      expect(cents(g.sub_total.payment)).toBe(g.rows.reduce((s: number, x: Row) => s + cents(Number(x.payment)), 0));
    expect(cents(table.total.payment)).toBe(after.reduce((s, x) => s + cents(Number(x.payment)), 0));
    const bad = await call('POST', `/api/cops/${id}`, tc, {
      category: 'general_r_and_r',
      cop_detail_school: [{ id: a.id, addition: '1.234' }, { id: 999999 }],
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['cop_detail_school.0.addition', 'cop_detail_school.1.id']);
    expect(rowsOf((await tab(id, 'general_r_and_r')).table).find((x) => x.id === a.id)!.addition).toBe(100.1);
  });

  it('caps the percentage at 100 minus what earlier claims of the contract year took, and carries cumulative figures', async () => {
    const june = await generate('NORTH', 2027, 6);
    // May (the test above) gave the first school 12.5 %: June may take 87.5 % more at most.
    const [first, , line] = rowsOf((await tab(june, 'general_r_and_r')).table);
    const juneAnswer = await call('POST', `/api/cops/${june}`, tc, {
      category: 'general_r_and_r',
      cop_detail_school: [
        { id: first.id, grn_percentage: 90 },
        { id: line.id, grn_percentage: 90, deduction: 10 },
      ],
    });
    const juneFirst = rowsOf(juneAnswer.json().data.table).find((x) => x.id === first.id)!;
    expect(juneFirst).toMatchObject({ grn_percentage: 87.5, summarygrnpercentage: 100 });
    const july = await generate('NORTH', 2027, 7);
    const jrow = rowsOf((await tab(july, 'general_r_and_r')).table).find((x) => x.school_id === line.school_id)!;
    const r = await call('POST', `/api/cops/${july}`, tc, {
      category: 'general_r_and_r',
      cop_detail_school: [{ id: jrow.id, grn_percentage: 30 }],
    });
    const capped = rowsOf(r.json().data.table).find((x) => x.id === jrow.id)!;
    expect(capped.grn_percentage).toBe(10);
    expect(capped.summarygrnpercentage).toBe(100);
    const junePayment = cents(
      Number(rowsOf((await tab(june, 'general_r_and_r')).table).find((x) => x.id === line.id)!.payment),
    );
    expect(cents(Number(capped.summarypayment))).toBe(junePayment);
    expect(capped.summarydeduction).toBe(10);
  });

  it('lets only the preparing roles update, and only while DRAFT', async () => {
    const id = await generate('NORTH', 2027, 8);
    const row = rowsOf((await tab(id, 'custodial_repairs')).table)[0];
    const body = { category: 'custodial_repairs', cop_detail_school: [{ id: row.id, deduction: 1 }] };
    expect((await call('POST', `/api/cops/${id}`, ma, body)).statusCode).toBe(403);
    expect((await call('POST', `/api/cops/${id}`, admin, body)).statusCode).toBe(200);
  });
});

describe('COP — registers, signatures and submit', () => {
  it('flows SOI, LD and KPI into the claim, needs both signatures, then freezes the figures', async () => {
    const id = await generate('NORTH', 2027, 9);
    const field = rowsOf((await tab(id, 'school_field')).table);
    const [a, b] = field;
    const soi = await call('POST', '/api/cop-soi', tc, {
      school_id: a.school_id,
      category: 'school_field',
      type: 'Addition',
      start_date: '2027-09-10',
      amount: 500,
    });
    expect(soi.statusCode, soi.body).toBe(201);
    expect(soi.json().message).toBe('Successfully created SOI');
    await call('POST', '/api/cop-soi', tc, {
      school_id: b.school_id,
      category: 'school_field',
      type: 'Omission',
      start_date: '2027-09-01',
      amount: 40.5,
    });
    // Outside the month: not in this claim.
    await call('POST', '/api/cop-soi', tc, {
      school_id: a.school_id,
      category: 'school_field',
      type: 'Addition',
      start_date: '2027-10-01',
      amount: 999,
    });
    const withSoi = rowsOf((await tab(id, 'school_field')).table);
    const sa = withSoi.find((x) => x.id === a.id)!;
    expect(sa.addition).toBe(500);
    expect(cents(Number(sa.payment))).toBe(cents(Number(sa.monthly_claim)) + 50000);
    expect(withSoi.find((x) => x.id === b.id)!.omission).toBe(40.5);

    const ld = await call('POST', '/api/cop-ld', ma, { school_id: b.school_id, mo: 9, yr: 2027, amount: 250 });
    expect(ld.statusCode, ld.body).toBe(201);
    expect(ld.json().message).toBe('Successfully created Liquidated damage');
    const kpi = await call('POST', '/api/cop-kpi', ma, {
      zone: 'NORTH',
      type: 'DEDUCTION',
      month: 9,
      year: 2027,
      total_percentage: 1.5,
    });
    expect(kpi.statusCode, kpi.body).toBe(201);

    let total = 0;
    for (const c of COP_CATEGORIES) total += cents((await tab(id, c)).table.total.payment);
    const cover = (await tab(id, 'cover')).cover;
    const kpiAmount = Math.round((total * 150) / 10000);
    expect(cents(cover.total_month_amount)).toBe(total);
    expect(cover).toMatchObject({ kpi_type: 'DEDUCTION', kpi_percentage: 1.5, liquidated_damages: 250 });
    expect(cents(cover.kpi_percentage_amount)).toBe(-kpiAmount);
    expect(cents(cover.sub_total)).toBe(total - kpiAmount - 25000);
    const summary = (await tab(id, 'summary')).summary;
    expect(summary.schools.find((s: { school_id: number }) => s.school_id === b.school_id).LD).toBe(250);

    const early = await form(`/api/cops/${id}/submit`, tc, {
      claim_date: '2027-09-30',
      signature,
      signature_options: 'draw',
      status: 'PENDING',
    });
    expect(early.statusCode).toBe(422);
    expect(early.json().errors.check_signature).toBeDefined();
    expect((await form(`/api/cops/${id}/sign`, scd, { signature })).statusCode).toBe(403);
    // The signature may also come as an image file (multipart), type-checked by its bytes.
    const fake = new FormData();
    fake.append('signature', new Blob([new Uint8Array(Buffer.from('not a png at all'))]), 'sig.png');
    const refused = await multipart(fake);
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/cops/${id}/sign`,
      payload: refused.payload,
      headers: { ...refused.headers, ...bearer(ma) },
    });
    expect(bad.statusCode, bad.body).toBe(422);
    expect(JSON.stringify(bad.json().errors)).toMatch(/Invalid File Type|type/i);
    const file = new FormData();
    file.append('signature_details', 'MA');
    file.append('signature', new Blob([new Uint8Array(onePixelPng())]), 'sig.png');
    const upload = await multipart(file);
    const checked = await t.app.inject({
      method: 'POST',
      url: `/api/cops/${id}/sign`,
      payload: upload.payload,
      headers: { ...upload.headers, ...bearer(ma) },
    });
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json().data.check_details.name).toBeTruthy();
    expect(
      (await form(`/api/cops/${id}/submit`, tc, { claim_date: '', signature })).json().errors.claim_date,
    ).toBeDefined();
    const done = await form(`/api/cops/${id}/submit`, tc, {
      claim_date: '2027-09-30',
      signature,
      signature_options: 'draw',
      status: 'PENDING',
      grand_total: '1',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().message).toBe('Successfully approved COP');
    expect(done.json().data).toMatchObject({ status: 'PENDING', claim_date: '2027-09-30', actions: [] });
    const frozen = (await tab(id, 'cover')).cover;
    expect(frozen.gst).toBe(9);
    expect(cents(frozen.gst_amount)).toBe(Math.round((cents(frozen.sub_total) * 9) / 100));
    expect(cents(frozen.grand_total)).toBe(cents(frozen.sub_total) + cents(frozen.gst_amount));
    expect(frozen.sub_total).toBe(cover.sub_total);

    // After submit the registers no longer move the claim, and nothing can be changed.
    await call('PATCH', `/api/cop-ld/${ld.json().data.id}`, ma, { amount: 9999 });
    expect((await tab(id, 'cover')).cover.liquidated_damages).toBe(250);
    const row = rowsOf((await tab(id, 'school_field')).table)[0];
    expect(
      (await call('POST', `/api/cops/${id}`, tc, { category: 'school_field', cop_detail_school: [{ id: row.id }] }))
        .statusCode,
    ).toBe(409);
    expect((await form(`/api/cops/${id}/sign`, ma, { signature })).statusCode).toBe(409);

    const pdf = await call('GET', `/api/cops/${id}/report`, scd);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const again = await call('GET', `/api/cops/${id}/report`, scd);
    expect(again.rawPayload.equals(pdf.rawPayload)).toBe(true);
    const sig = await call('GET', done.json().data.prepare_details.signature, scd);
    expect(sig.statusCode).toBe(200);
    expect(sig.headers['content-type']).toBe('image/png');
  });
});

describe('COP — scope and the registers as plain resources', () => {
  it('shows each user the claims and register rows of their zones only', async () => {
    const east = await generate('EAST', 2027, 3, admin);
    const list = async (token: string) =>
      (await call('GET', '/api/cops?per_page=100', token)).json().data as { id: number; zone: string }[];
    expect((await list(tc)).every((c) => ['NORTH', 'NORTH_EAST'].includes(c.zone))).toBe(true);
    expect((await list(scd)).some((c) => c.id === east)).toBe(true);
    expect((await call('GET', `/api/cops/${east}`, tc)).statusCode).toBe(404);
    expect((await call('GET', '/api/cops', om)).statusCode).toBe(403);
    expect((await call('GET', '/api/config/zones-in-charge', tc)).json().data).toEqual(['NORTH', 'NORTH_EAST']);
    // The registers' column configurations at the spec's paths.
    for (const [path, field] of [
      ['soi', 'start_date'],
      ['liquidated-damages', 'mo'],
      ['kpi', 'total_percentage'],
    ]) {
      const config = await call('GET', `/api/config/${path}`, tc);
      expect(config.statusCode, path).toBe(200);
      expect(config.json().data.columns.map((c: { field: string }) => c.field)).toContain(field);
    }

    const south = await t.db.selectFrom('schools').select('id').where('zone', '=', 'SOUTH').executeTakeFirstOrThrow();
    const outside = await call('POST', '/api/cop-soi', tc, {
      school_id: south.id,
      category: 'school_field',
      type: 'Addition',
      start_date: '2027-01-01',
    });
    expect(outside.statusCode).toBe(422);
    expect(outside.json().errors.school_id).toBeDefined();
    const adminRow = await call('POST', '/api/cop-soi', admin, {
      school_id: south.id,
      category: 'school_field',
      type: 'Addition',
      start_date: '2027-01-01',
    });
    expect(adminRow.statusCode).toBe(201);
    expect((await call('GET', `/api/cop-soi/${adminRow.json().data.id}`, tc)).statusCode).toBe(404);
    const tcList = (await call('GET', '/api/cop-soi?per_page=100', tc)).json().data as { id: number }[];
    expect(tcList.some((r) => r.id === adminRow.json().data.id)).toBe(false);
    const kpiSouth = await call('POST', '/api/cop-kpi', ma, {
      zone: 'SOUTH',
      type: 'ADDITIONAL',
      month: 1,
      year: 2027,
      total_percentage: 1,
    });
    expect(kpiSouth.statusCode).toBe(422);
    expect(kpiSouth.json().errors.zone).toBeDefined();
  });

  it('validates SOI, LD and KPI with the specification messages, keeps amounts exact, and lets only the TC delete an SOI', async () => {
    const empty = await call('POST', '/api/cop-soi', tc, {});
    expect(empty.statusCode).toBe(422);
    for (const f of ['school_id', 'category', 'type', 'start_date'])
      expect(empty.json().errors[f]).toEqual(['This field is required.']);
    const ldEmpty = await call('POST', '/api/cop-ld', ma, {});
    for (const f of ['school_id', 'mo', 'yr', 'amount'])
      expect(ldEmpty.json().errors[f]).toEqual(['This field is required.']);
    const kpiEmpty = await call('POST', '/api/cop-kpi', ma, {});
    for (const f of ['zone', 'type', 'month', 'year', 'total_percentage'])
      expect(kpiEmpty.json().errors[f]).toEqual(['This field is required.']);
    const school = await t.db.selectFrom('schools').select('id').where('zone', '=', 'NORTH').executeTakeFirstOrThrow();
    const tooFine = await call('POST', '/api/cop-soi', tc, {
      school_id: school.id,
      category: 'school_field',
      type: 'Addition',
      start_date: '2027-02-01',
      amount: 1.005,
    });
    expect(tooFine.statusCode).toBe(422);
    expect(tooFine.json().errors.amount).toBeDefined();
    const ok = await call('POST', '/api/cop-soi', tc, {
      school_id: school.id,
      category: 'school_field',
      type: 'Addition',
      start_date: '2027-02-01',
      amount: 0.1,
    });
    const soiId = ok.json().data.id;
    expect(ok.json().data.amount).toBe(0.1);
    expect(
      (await t.db.selectFrom('cop_sois').select('amount').where('id', '=', soiId).executeTakeFirstOrThrow()).amount,
    ).toBe(10);
    const upd = await call('POST', `/api/cop-soi/${soiId}`, tc, { amount: 12.3, remarks: 'revised' });
    expect(upd.statusCode, upd.body).toBe(200);
    expect(upd.json()).toMatchObject({
      message: 'Successfully updated SOI',
      data: { amount: 12.3, remarks: 'revised' },
    });
    const filtered = (
      await call(
        'GET',
        `/api/cop-soi?start_date=2027-02-01&end_date=2027-12-31&category=school_field&school_id=${school.id}`,
        tc,
      )
    ).json().data;
    expect(filtered.map((r: { id: number }) => r.id)).not.toContain(soiId); // no end date: outside an end-date range
    const from = (
      await call('GET', `/api/cop-soi?start_date=2027-02-01&category=school_field&school_id=${school.id}`, tc)
    ).json().data;
    expect(from.map((r: { id: number }) => r.id)).toContain(soiId);
    const later = (await call('GET', `/api/cop-soi?start_date=2027-02-02&school_id=${school.id}`, tc)).json().data;
    expect(later.map((r: { id: number }) => r.id)).not.toContain(soiId);
    expect((await call('DELETE', `/api/cop-soi/${soiId}`, ma)).statusCode).toBe(403);
    const del = await call('DELETE', `/api/cop-soi/${soiId}`, tc);
    expect(del.statusCode).toBe(200);
    expect(
      (
        await call('POST', '/api/cop-kpi', tc, {
          zone: 'NORTH',
          type: 'ADDITIONAL',
          month: 1,
          year: 2027,
          total_percentage: 1,
        })
      ).statusCode,
    ).toBe(403);
    const kpi = await call('POST', '/api/cop-kpi', ma, {
      zone: 'NORTH',
      type: 'ADDITIONAL',
      month: 1,
      year: 2027,
      total_percentage: 2.25,
    });
    expect(kpi.json().data.total_percentage).toBe(2.25);
    const kpiUpd = await call('POST', `/api/cop-kpi/${kpi.json().data.id}`, ma, { total_percentage: 3 });
    expect(kpiUpd.json().message).toBe('Successfully updated KPI');
  });

  it('refuses a school that does not exist with 422 on the field, on create and update, and changes nothing', async () => {
    const school = await t.db.selectFrom('schools').select('id').where('zone', '=', 'NORTH').executeTakeFirstOrThrow();
    const missing = { school_id: 0, mo: 2, yr: 2027, amount: 5 };
    const refused = await call('POST', '/api/cop-ld', admin, missing);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().errors.school_id).toEqual(['The selected school is invalid.']);
    const ld = await call('POST', '/api/cop-ld', admin, { ...missing, school_id: school.id });
    expect(ld.statusCode, ld.body).toBe(201);
    for (const method of ['PUT', 'PATCH'] as const) {
      const upd = await call(method, `/api/cop-ld/${ld.json().data.id}`, admin, { school_id: 999999, mo: 3 });
      expect(upd.statusCode, upd.body).toBe(422);
      expect(upd.json().errors.school_id).toEqual(['The selected school is invalid.']);
    }
    const stored = await t.db
      .selectFrom('cop_liquidated_damages')
      .select(['school_id', 'mo'])
      .where('id', '=', ld.json().data.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ school_id: school.id, mo: 2 });
    const soi = await call('POST', '/api/cop-soi', admin, {
      school_id: -4,
      category: 'school_field',
      type: 'Addition',
      start_date: '2027-02-01',
      amount: 1,
    });
    expect(soi.statusCode, soi.body).toBe(422);
    expect(soi.json().errors.school_id).toEqual(['The selected school is invalid.']);
  });
});
