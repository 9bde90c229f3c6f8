/**
 * A COP's signatures cover the figures they were given on (signed = stored), on SQLite and PostgreSQL: rows updated
 * after the managing agent certified clear both signatures; an SOI, LD or KPI entry that moves a certified draft voids
 * the certification (not shown, submit 409); a change that leaves the figures alone keeps it; and what is submitted is
 * what was certified.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COP_MSG } from '../../domain/cop.js';
import { createTestApp, type TestApp } from '../support/testApp.js';
import { copClient } from './cop.support.js';
import { onePixelPng } from './helpers.js';

let t: TestApp;
let tc: string;
let ma: string;
const signature = `data:image/png;base64,${onePixelPng().toString('base64')}`;

beforeAll(async () => {
  t = await createTestApp();
  [tc, ma] = await Promise.all(['TERM-CONTRACTOR', 'MANAGING-AGENT'].map((r) => t.loginAs(r)));
});
afterAll(async () => t.close());

const { call, form, generate: generateFor, tab } = copClient(() => t);

const generate = (month: number) => generateFor(tc, 'NORTH', 2028, month);
const cover = (id: number) => tab(id, 'cover', tc);
async function schoolFieldRow(id: number) {
  return (await tab(id, 'school_field', tc)).table.groups[0].rows[0] as { id: number; school_id: number };
}
async function certify(id: number) {
  const r = await form(`/api/cops/${id}/sign`, ma, { signature, signature_details: 'MA' });
  expect(r.statusCode, r.body).toBe(200);
  expect(r.json().data.check_details).not.toBeNull();
}
const submit = (id: number, extra: Record<string, string> = { signature, signature_options: 'draw' }) =>
  form(`/api/cops/${id}/submit`, tc, { claim_date: '2028-06-30', status: 'PENDING', ...extra });

describe('COP — certification covers the figures', () => {
  it('an update of the rows after certification clears both signatures; the claim cannot go out uncertified', async () => {
    const id = await generate(1);
    expect((await form(`/api/cops/${id}/sign`, tc, { signature })).statusCode).toBe(200);
    await certify(id);
    const row = await schoolFieldRow(id);
    const upd = await call('POST', `/api/cops/${id}`, tc, {
      category: 'school_field',
      cop_detail_school: [{ id: row.id, addition: 250000 }],
    });
    expect(upd.statusCode, upd.body).toBe(200);
    expect(upd.json().data.claim).toMatchObject({ prepare_details: null, check_details: null });
    const stored = await t.db.selectFrom('cops').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect([stored.prepare_signature_id, stored.check_signature_id]).toEqual([null, null]);
    const refused = await submit(id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.check_signature).toEqual([COP_MSG.needChecked]);
    expect((await cover(id)).claim.status).toBe('DRAFT');
  });

  it('an update that leaves the figures as they were keeps the signatures, and submit sends the certified figures', async () => {
    const id = await generate(2);
    await certify(id);
    const certified = (await cover(id)).cover;
    const row = await schoolFieldRow(id);
    const upd = await call('POST', `/api/cops/${id}`, tc, {
      category: 'school_field',
      cop_detail_school: [{ id: row.id, reference: 'REF-1' }],
    });
    expect(upd.statusCode, upd.body).toBe(200);
    expect(upd.json().data.claim.check_details).not.toBeNull();
    const done = await submit(id);
    expect(done.statusCode, done.body).toBe(200);
    expect((await cover(id)).cover.sub_total).toBe(certified.sub_total);
  });

  it.each([
    [
      'an LD entry',
      (school: number) => ({
        url: '/api/cop-ld',
        token: ma,
        body: { school_id: school, mo: 3, yr: 2028, amount: 250 },
      }),
    ],
    [
      'an SOI entry',
      (school: number) => ({
        url: '/api/cop-soi',
        token: tc,
        body: { school_id: school, category: 'school_field', type: 'Addition', start_date: '2028-03-02', amount: 120 },
      }),
    ],
    [
      'a KPI entry',
      () => ({
        url: '/api/cop-kpi',
        token: ma,
        body: { zone: 'NORTH', type: 'DEDUCTION', month: 3, year: 2028, total_percentage: 1.5 },
      }),
    ],
  ])(
    '%s flowing into a certified draft voids the certification: submit 409 until the MA certifies again',
    async (_, entry) => {
      const month = 3;
      const id =
        (
          await t.db
            .selectFrom('cops')
            .select('id')
            .where('zone', '=', 'NORTH')
            .where('year', '=', 2028)
            .where('month', '=', month)
            .executeTakeFirst()
        )?.id ?? (await generate(month));
      await certify(id);
      const row = await schoolFieldRow(id);
      const e = entry(row.school_id);
      const r = await call('POST', e.url, e.token, e.body);
      expect(r.statusCode, r.body).toBe(201);
      // The screen and the PDF no longer show a certification of other figures.
      expect((await cover(id)).claim.check_details).toBeNull();
      const refused = await submit(id);
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json().message).toBe(COP_MSG.certificationOutdated);
      expect((await cover(id)).claim.status).toBe('DRAFT');
      await certify(id);
      expect((await cover(id)).claim.check_details).not.toBeNull();
    },
  );

  it('a preparer signature on other figures is not reused by submit', async () => {
    const id = await generate(4);
    expect((await form(`/api/cops/${id}/sign`, tc, { signature })).statusCode).toBe(200);
    const row = await schoolFieldRow(id);
    expect(
      (await call('POST', '/api/cop-ld', ma, { school_id: row.school_id, mo: 4, yr: 2028, amount: 99 })).statusCode,
    ).toBe(201);
    await certify(id);
    const refused = await submit(id, {});
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toBe(COP_MSG.preparedOutdated);
    const done = await submit(id);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.status).toBe('PENDING');
  });
});
