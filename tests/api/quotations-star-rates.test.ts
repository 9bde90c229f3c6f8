/**
 * A star rate stays with the quotation it was made for (real SQLite and PostgreSQL): "Add star rate" creates a draft the
 * schedule of rates does not show, the quotation's save adopts it (priced to the cent), and one added to a quotation
 * that was never saved is swept by retention — nothing of it is left in the schedule.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepStarRateDrafts } from '../../server/services/quotations/starRateDrafts.js';
import { bearer, createTestApp, type TestApp } from '../support/testApp.js';
import { actors, baseFields, jsonPost, type Actors } from './quotations.support.js';

let t: TestApp;
let a: Actors;
beforeAll(async () => {
  t = await createTestApp();
  a = await actors(t, ['TERM-CONTRACTOR']);
});
afterAll(async () => t.close());

const tc = () => a.tokens['TERM-CONTRACTOR'];
const get = (url: string) => t.app.inject({ url, headers: bearer(tc()) });

async function addStarRate(description: string, rate = '1,234.56') {
  const res = await jsonPost(t, '/api/fsrs/create-star-rate', tc(), {
    rate,
    unit: 'lot',
    category: 'BLDG',
    item_description: description,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; item_number: string; rate: number };
}

/** What the schedule of rates shows of a star rate: its list and its picker. */
async function scheduled(id: number, search: string) {
  const list = (await get('/api/fsrs?is_star_rate=1&all=1')).json();
  const rows = (list.data ?? list.all ?? []) as { id: number }[];
  const options = (await get(`/api/fsrs/options/fsr?search=${encodeURIComponent(search)}&is_star_rate=1`)).json().data
    .options as { value: number }[];
  return { listed: rows.some((r) => r.id === id), offered: options.some((o) => o.value === id) };
}

const fsrRow = (id: number) => t.db.selectFrom('fsrs').selectAll().where('id', '=', id).executeTakeFirst();

describe('star rates kept with their quotation', () => {
  it('a star rate is a draft until the quotation is saved, then priced exactly and in the schedule', async () => {
    const star = await addStarRate('Replace the gate motor (kept)');
    expect(await scheduled(star.id, 'gate motor (kept)')).toEqual({ listed: false, offered: false });

    const saved = await jsonPost(t, '/api/quotations', tc(), {
      ...baseFields(a.schoolId),
      status: 'DRAFT',
      quotation_items: [{ serial_no: 1, fsr_id: star.id, quantity: '3', rate: '1,234.56', is_star_rate: true }],
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const items = saved.json().data.quotation_items as { fsr_id?: number; amount: number; is_star_rate: boolean }[];
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ is_star_rate: true, amount: 3703.68 });
    expect(await scheduled(star.id, 'gate motor (kept)')).toEqual({ listed: true, offered: true });
    expect((await fsrRow(star.id))?.draft).toBe(0);

    // adopted: the sweep leaves it even long after
    await sweepStarRateDrafts(t.db, new Date(Date.now() + 7 * 24 * 3600_000));
    expect(await fsrRow(star.id)).toBeDefined();
  });

  it('a refused save adopts nothing', async () => {
    const star = await addStarRate('Repaint the hall (refused save)');
    const refused = await jsonPost(t, '/api/quotations', tc(), {
      ...baseFields(a.schoolId),
      job: '',
      status: 'DRAFT',
      quotation_items: [{ serial_no: 1, fsr_id: star.id, quantity: '1', rate: '1,234.56', is_star_rate: true }],
    });
    expect(refused.statusCode).toBe(422);
    expect((await fsrRow(star.id))?.draft).toBe(1);
  });

  it('a star rate whose quotation is never saved is swept by retention and leaves nothing in the schedule', async () => {
    const young = await addStarRate('Fix the canteen shutter (abandoned, young)');
    const old = await addStarRate('Fix the canteen shutter (abandoned, old)');
    // the quoter left the form a day and a half ago
    await t.db
      .updateTable('fsrs')
      .set({ created_at: new Date(Date.now() - 36 * 3600_000).toISOString() })
      .where('id', '=', old.id)
      .execute();

    const swept = await t.app.retention.sweep();
    expect(swept['star-rate-drafts']).toBe(1);
    expect(await fsrRow(old.id)).toBeUndefined();
    // one still within its working day waits for its quotation's save
    expect(await fsrRow(young.id)).toBeDefined();
    expect(await scheduled(young.id, 'canteen shutter')).toEqual({ listed: false, offered: false });

    const later = await sweepStarRateDrafts(t.db, new Date(Date.now() + 25 * 3600_000));
    expect(later).toBeGreaterThanOrEqual(1);
    expect(await fsrRow(young.id)).toBeUndefined();
  });
});
