/**
 * The sweep's stored files and reports are real (an administrator reads each), and the download route asks the owning
 * record's scope.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/testApp.js';
import { FILE_OWNERS, sweepFixture } from './scope-fail-closed.support.js';

const fx = sweepFixture();
const { call, checklistStatusCount } = fx;
let t: TestApp;
let admin: string;
let ids: Record<string, number[]>;
let attachments: typeof fx.attachments;
let reportPaths: string[];
beforeAll(() => {
  ({ t, admin, ids, attachments, reportPaths } = fx);
});

describe('the sweep reaches real files', () => {
  it('an administrator counts the stored inspections on the checklist-status dashboard', async () => {
    expect(await checklistStatusCount(admin)).toBeGreaterThan(0);
  });

  it('an administrator reads every stored report and every file through its route', async () => {
    const missing: string[] = [];
    for (const p of reportPaths) {
      const r = await call('GET', `/api/download?bucket=reports&file_path=${encodeURIComponent(p)}`, admin);
      if (r.statusCode !== 200) missing.push(`report ${p} -> ${r.statusCode}`);
    }
    for (const a of attachments) {
      const route = FILE_OWNERS.find(([o]) => o === a.owner)?.[3];
      const url = route
        ? route.replace(':owner', String(a.ownerId)).replace(':id', String(a.id))
        : `/api/download?bucket=${a.bucket}&file_path=${encodeURIComponent(a.full_path)}`;
      const r = await call('GET', url, admin);
      if (r.statusCode !== 200) missing.push(`${a.owner} ${url} -> ${r.statusCode}`);
    }
    expect(missing).toEqual([]);
  });
});

describe('the download route asks the owning record’s scope', () => {
  it('a term contractor of another zone gets 404 for a quotation’s report, as on /quotations/{id}/report', async () => {
    const id = ids.quotation[0];
    const q = await t.db
      .selectFrom('quotations')
      .select(['zone', 'report_path'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(q.zone).not.toBe('SOUTH');
    const south = await t.login('term-contractor-south@caretaker.test');
    const url = `/api/download?bucket=reports&file_path=${encodeURIComponent(q.report_path!)}`;
    expect((await call('GET', url, admin)).statusCode).toBe(200);
    expect((await call('GET', `/api/quotations/${id}/report`, south)).statusCode).toBe(404);
    expect((await call('GET', url, south)).statusCode).toBe(404);
  });
});
