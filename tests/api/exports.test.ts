/**
 * Excel export tasks (issue 12) on the real queue of the database under test (the SQLite pool, or pg-boss on
 * PostgreSQL): the spec's messages, each module's workbook opened with exceljs, row counts against the lists, scoping,
 * owner-only download and delete, progress on the event stream, retries with back-off and the owner's notice.
 */
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_MODULES } from '../../domain/exports.js';
import { bearer, createTestApp, type TestApp } from '../support/testApp.js';
import { cloneQuotations } from '../support/bulk.js';

let t: TestApp;
let admin: string;
let om: string;
let tc: string;

beforeAll(async () => {
  t = await createTestApp({ env: { JOB_POLL_MS: '200', JOB_RETRY_SECONDS: '1' } });
  [admin, om, tc] = await Promise.all(['ADMIN', 'OPERATIONS-MANAGER', 'TERM-CONTRACTOR'].map((r) => t.loginAs(r)));
  const approved = await t.db
    .selectFrom('quotations')
    .select('id')
    .where('status', '=', 'APPROVED')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await cloneQuotations(t.db, approved.id, 2500);
});
afterAll(async () => t.close());

const req = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: bearer(token) });

async function finished(token: string, id: number) {
  for (let i = 0; i < 600; i++) {
    const res = await req('GET', '/api/tasks?per_page=100', token);
    const task = res.json().data.find((x: { id: number }) => x.id === id);
    if (task && (task.status === 'SUCCESS' || task.status === 'FAILED')) return task;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`task ${id} did not finish`);
}

async function download(token: string, reportUrl: string) {
  const signed = await req('POST', '/api/file-tickets', token, { url: reportUrl });
  expect(signed.statusCode, signed.body).toBe(200);
  const res = await t.app.inject({ method: 'GET', url: signed.json().data.url });
  return res;
}

async function sheetOf(buffer: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buffer as unknown as ArrayBuffer);
  return wb.worksheets[0];
}

describe('POST /tasks', () => {
  it("refuses a task without a module with the spec's message, and statuses the module does not have", async () => {
    const none = await req('POST', '/api/tasks', admin, { properties: {} });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.module).toEqual(['This field is required']);
    const wrong = await req('POST', '/api/tasks', admin, { module: 'WSO', properties: { status: ['VOID'] } });
    expect(wrong.statusCode).toBe(422);
    expect(Object.keys(wrong.json().errors)).toEqual(['properties.status']);
    const dates = await req('POST', '/api/tasks', admin, {
      module: 'CLAIM',
      properties: { start_date: '2026-05-01', end_date: '2026-04-01' },
    });
    expect(dates.statusCode).toBe(422);
    expect(dates.json().errors['properties.end_date']).toBeDefined();
    expect((await t.db.selectFrom('jobs').select('id').execute()).length).toBe(0);
  });

  it('exports the quotations of a filter: one row per quotation the list shows for the same filter, amounts as S$ numbers', async () => {
    const created = await req('POST', '/api/tasks', admin, { module: 'QUOTATION', properties: { status: ['DRAFT'] } });
    // DRAFT is not a status option of the QUOTATION export (§9).
    expect(created.statusCode).toBe(422);
    const ok = await req('POST', '/api/tasks', admin, {
      module: 'QUOTATION',
      properties: { status: ['APPROVED', 'COMPLETED', 'PENDING_MA'], start_date: '2000-01-01', end_date: '2099-12-31' },
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().message).toBe('Successfully created excel export');
    expect(ok.json().data).toMatchObject({ module: 'QUOTATION', status: 'PENDING', report_url: null });
    const task = await finished(admin, ok.json().data.id);
    expect(task).toMatchObject({ status: 'SUCCESS', attempts: 1, remarks: null });
    expect(task.progress.percent).toBe(100);
    expect(task.report_url).toMatch(/^\/api\/download\?bucket=exports&/);

    const list = await req(
      'GET',
      '/api/quotations?status[]=APPROVED&status[]=COMPLETED&status[]=PENDING_MA&start_date=2000-01-01&end_date=2099-12-31&per_page=1',
      admin,
    );
    const total = list.json().meta.total;
    expect(total).toBeGreaterThan(2500);
    expect(task.progress.total).toBe(total);

    const file = await download(admin, task.report_url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    const sheet = await sheetOf(file.rawPayload);
    expect(sheet.rowCount - 1).toBe(total);
    expect(sheet.getRow(1).getCell(1).value).toBe('Reference number');
    const totalCol = (sheet.getRow(1).values as string[]).indexOf('Total');
    const refs = new Set<string>();
    sheet.eachRow((row, n) => {
      if (n > 1) refs.add(String(row.getCell(1).value));
    });
    expect(refs.size).toBe(total);
    const first = await t.db
      .selectFrom('quotations')
      .select(['reference_number', 'total_cents'])
      .where('status', 'in', ['APPROVED', 'COMPLETED'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    let found = false;
    sheet.eachRow((row) => {
      if (row.getCell(1).value === first.reference_number) {
        found = true;
        expect(row.getCell(totalCol).value).toBe(Number(first.total_cents) / 100);
        expect(row.getCell(totalCol).numFmt).toBe('"S$" #,##0.00');
      }
    });
    expect(found).toBe(true);
  });

  it("scopes the rows like the lists: an operations manager's export holds their school's quotations only", async () => {
    const res = await req('POST', '/api/tasks', om, { module: 'QUOTATION', properties: {} });
    expect(res.statusCode, res.body).toBe(201);
    const task = await finished(om, res.json().data.id);
    const own = (await req('GET', '/api/quotations?per_page=1', om)).json().meta.total;
    const all = (await req('GET', '/api/quotations?per_page=1', admin)).json().meta.total;
    expect(own).toBeLessThan(all);
    const sheet = await sheetOf((await download(om, task.report_url)).rawPayload);
    expect(sheet.rowCount - 1).toBe(own);
  });

  it.each(EXPORT_MODULES.filter((m) => m !== 'QUOTATION'))(
    'writes a %s workbook with its headers and the rows the caller sees',
    async (module) => {
      const res = await req('POST', '/api/tasks', admin, { module, properties: {} });
      expect(res.statusCode, res.body).toBe(201);
      const task = await finished(admin, res.json().data.id);
      expect(task.status).toBe('SUCCESS');
      const table = { WSO: 'work_service_orders', CLAIM: 'claims', INSPECTION: 'inspections' }[module] as 'claims';
      const count = (await t.db.selectFrom(table).select('id').execute()).length;
      const sheet = await sheetOf((await download(admin, task.report_url)).rawPayload);
      expect(sheet.rowCount - 1).toBe(count);
      expect(sheet.getRow(1).cellCount).toBeGreaterThan(8);
    },
  );
});

describe('GET and DELETE /tasks', () => {
  it("lists the caller's own tasks by module; another user can neither download nor delete them", async () => {
    const mine = (await req('GET', '/api/tasks?module=WSO', admin)).json();
    expect(mine.data.length).toBeGreaterThan(0);
    expect(mine.data.every((x: { module: string }) => x.module === 'WSO')).toBe(true);
    expect((await req('GET', '/api/tasks', tc)).json().meta.total).toBe(0);
    const id = mine.data[0].id;
    expect((await req('DELETE', `/api/tasks/${id}`, tc)).statusCode).toBe(404);
    const signed = await req('POST', '/api/file-tickets', tc, { url: mine.data[0].report_url });
    expect((await t.app.inject({ method: 'GET', url: signed.json().data.url })).statusCode).toBe(404);
  });

  it('deletes a task with its file', async () => {
    const task = (await req('GET', '/api/tasks?module=CLAIM', admin)).json().data[0];
    const row = await t.db.selectFrom('jobs').selectAll().where('id', '=', task.id).executeTakeFirstOrThrow();
    const file = path.join(t.dataDir, 'files', row.result_bucket!, row.result_key!);
    expect(fs.existsSync(file)).toBe(true);
    const res = await req('DELETE', `/api/tasks/${task.id}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Successfully deleted');
    expect(fs.existsSync(file)).toBe(false);
    expect((await req('DELETE', `/api/tasks/${task.id}`, admin)).statusCode).toBe(404);
  });

  it('tells the owner when an export is ready (bell)', async () => {
    const me = (await req('GET', '/api/auth/me', om)).json().data;
    const notes = await t.db.selectFrom('notifications').selectAll().where('user_id', '=', me.id).execute();
    expect(notes.some((n) => n.title === 'Excel export ready: QUOTATION' && n.url === '/excel-export')).toBe(true);
  });
});

describe('the job queue', () => {
  it('retries a failing run with back-off and fails it for good after its attempts, telling the owner why', async () => {
    const me = (await req('GET', '/api/auth/me', admin)).json().data;
    const runs: number[] = [];
    t.app.jobs.register<{ failures: number }>('test-flaky', {
      maxAttempts: 3,
      handler: async (ctx) => {
        runs.push(ctx.attempt);
        await ctx.report(1, 2);
        if (ctx.attempt <= ctx.payload.failures) throw new Error(`boom ${ctx.attempt}`);
      },
      notice: (row) => ({ type: 'important', title: `test-flaky ${row.status}`, description: row.error }),
    });
    // JOB_RETRY_SECONDS=1: the second attempt waits 1 s, the third 4 s.
    const waits: number[] = [];
    const ended = async (id: number) => {
      for (let i = 0; i < 300; i++) {
        const row = await t.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
        if (row.status === 'SUCCESS' || row.status === 'FAILED') return row;
        if (row.status === 'PENDING' && row.attempts > 0 && row.error === `boom ${row.attempts}`) {
          const wait = Math.round((Date.parse(row.run_after) - Date.parse(row.updated_at)) / 1000);
          if (waits[row.attempts - 1] === undefined) waits[row.attempts - 1] = wait;
        }
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error('job did not end');
    };
    const once = await t.app.jobs.enqueue('test-flaky', { failures: 1 }, { userId: me.id });
    expect(await ended(once.id)).toMatchObject({ status: 'SUCCESS', attempts: 2, error: null });
    expect(waits).toEqual([1]);
    waits.length = 0;
    const never = await t.app.jobs.enqueue('test-flaky', { failures: 9 }, { userId: me.id });
    expect(await ended(never.id)).toMatchObject({ status: 'FAILED', attempts: 3, error: 'boom 3' });
    expect(waits).toEqual([1, 4]);
    expect(runs).toEqual([1, 2, 1, 2, 3]);
    await t.app.jobs.idle();
    const notes = await t.db.selectFrom('notifications').selectAll().where('user_id', '=', me.id).execute();
    expect(notes.filter((n) => n.title === 'test-flaky FAILED').map((n) => n.description)).toEqual(['boom 3']);
    expect(notes.filter((n) => n.title === 'test-flaky SUCCESS')).toHaveLength(1);
  });

  it('stops a running job that its owner deletes, and leaves no file behind', async () => {
    const me = (await req('GET', '/api/auth/me', admin)).json().data;
    let reached = 0;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    t.app.jobs.register('test-slow', {
      handler: async (ctx) => {
        await ctx.report(1, 3);
        reached = 1;
        await gate;
        await ctx.report(2, 3); // throws: the job is gone
        reached = 2;
      },
    });
    const job = await t.app.jobs.enqueue('test-slow', {}, { userId: me.id });
    for (let i = 0; i < 100 && !reached; i++) await new Promise((r) => setTimeout(r, 50));
    expect(reached).toBe(1);
    await t.app.jobs.remove(job.id);
    release();
    await t.app.jobs.idle();
    expect(reached).toBe(1);
    expect(await t.db.selectFrom('jobs').select('id').where('id', '=', job.id).executeTakeFirst()).toBeUndefined();
  });

  it("streams a job's progress to its owner's event stream, up to SUCCESS", async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address() as { port: number };
    const base = `http://127.0.0.1:${address.port}`;
    const ticket = (await req('POST', '/api/notifications/stream-ticket', admin)).json().data.url;
    const controller = new AbortController();
    const stream = await fetch(`${base}${ticket}`, {
      headers: { accept: 'text/event-stream' },
      signal: controller.signal,
    });
    expect(stream.status).toBe(200);
    const reader = stream.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    await reader.read(); // connected
    const res = await req('POST', '/api/tasks', admin, { module: 'QUOTATION', properties: {} });
    const id = res.json().data.id;
    const events: { status: string; progress_done: number; progress_total: number }[] = [];
    while (!events.some((e) => e.status === 'SUCCESS')) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
      const blocks = text.split('\n\n');
      text = blocks.pop() ?? '';
      for (const b of blocks) {
        const data = b.split('\n').find((l) => l.startsWith('data: '));
        if (b.startsWith('event: task') && data) {
          const e = JSON.parse(data.slice(6));
          if (e.id === id) events.push(e);
        }
      }
    }
    controller.abort();
    expect(events[0].status).toBe('PROCESSING');
    expect(events.at(-1)).toMatchObject({ status: 'SUCCESS' });
    expect(events.at(-1)!.progress_done).toBe(events.at(-1)!.progress_total);
    const dones = events.map((e) => e.progress_done);
    expect([...dones].sort((a, b) => a - b)).toEqual(dones);
    expect(events.some((e) => e.status === 'PROCESSING' && e.progress_done > 0)).toBe(true);
  });
});
