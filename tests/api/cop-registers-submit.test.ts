/**
 * Contract progress claims through the real server on SQLite and PostgreSQL: the registers (SOI, LD, KPI) flowing into
 * the figures, signatures and submit, and the frozen claim after.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { COP_CATEGORIES } from '../../domain/cop.js';
import { bearer, type TestApp } from '../support/testApp.js';
import { cents, copFixture, signature } from './cop.support.js';
import { multipart, onePixelPng } from './helpers.js';

const fx = copFixture();
const { call, form, generate, tab, rowsOf } = fx;
let t: TestApp;
let tc: string;
let ma: string;
let scd: string;
beforeAll(() => {
  ({ t, tc, ma, scd } = fx);
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
