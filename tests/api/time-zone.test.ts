/**
 * The server's "today" is the installation's day (APP_TIME_ZONE, default Asia/Singapore), not UTC's: at 16:30 UTC on
 * 31 December it is already 00:30 on 1 January in Singapore, so a new quotation's reference number counts in the new
 * year, the APV dashboard opens on January, and an export's file is dated 1 January. The clock is pinned to that instant
 * (Date only; timers run); an installation set to UTC still says 31 December.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../support/testApp.js';
import { baseFields, jsonPost } from './quotations.support.js';
import { omSchoolId } from './helpers.js';

const NEW_YEAR_IN_SINGAPORE = new Date('2026-12-31T16:30:00Z');

const apps: Record<string, TestApp> = {};
beforeAll(async () => {
  [apps.singapore, apps.utc] = await Promise.all([createTestApp(), createTestApp({ env: { APP_TIME_ZONE: 'UTC' } })]);
});
afterAll(async () => Promise.all(Object.values(apps).map((t) => t.close())));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NEW_YEAR_IN_SINGAPORE);
});
afterEach(() => vi.useRealTimers());

async function exportFileName(t: TestApp, admin: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/tasks',
    headers: bearer(admin),
    payload: { module: 'WSO', properties: {} },
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().data.id as number;
  for (let i = 0; i < 200; i++) {
    await t.app.jobs.idle();
    const row = await t.db.selectFrom('jobs').select(['status', 'result_name']).where('id', '=', id).executeTakeFirst();
    if (row?.status === 'SUCCESS') return row.result_name!;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the export did not finish');
}

describe.each([
  ['singapore', 'Asia/Singapore', 2027, { start_date: '2027-01-01', end_date: '2027-01-31' }, '2027-01-01'],
  ['utc', 'UTC', 2026, { start_date: '2026-12-01', end_date: '2026-12-31' }, '2026-12-31'],
] as const)('at 16:30 UTC on 31 December in %s', (name, zone, year, month, day) => {
  it(`answers ${zone} in the public configuration`, async () => {
    const res = await apps[name].app.inject({ url: '/api/config' });
    expect(res.json().data.time_zone).toBe(zone);
  });

  it(`numbers a new quotation in ${year}`, async () => {
    const t = apps[name];
    const res = await jsonPost(
      t,
      '/api/quotations',
      await t.loginAs('TERM-CONTRACTOR'),
      baseFields(await omSchoolId(t)),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.reference_number).toMatch(new RegExp(`^Q-${year}-\\d{5}$`));
  });

  it(`opens the APV dashboard on ${month.start_date.slice(0, 7)}`, async () => {
    const t = apps[name];
    const res = await t.app.inject({ url: '/api/dashboard/apv-monthly', headers: bearer(await t.loginAs('ADMIN')) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject(month);
  });

  it(`dates an export's file ${day}`, async () => {
    const t = apps[name];
    expect(await exportFileName(t, await t.loginAs('ADMIN'))).toMatch(new RegExp(`^wso-export-${day}-\\d+\\.xlsx$`));
  });
});
