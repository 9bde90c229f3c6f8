/**
 * A stop signal gives running jobs half of SHUTDOWN_TIMEOUT_SECONDS to end; a job still running then is handed back:
 * its lease is released at once (another server takes it over at its next look instead of waiting for the lease to
 * run out) and the interrupted attempt does not count against its attempts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SHUTDOWN_TIMEOUT_SECONDS: '2', JOB_POLL_MS: '100', JOB_LEASE_SECONDS: '600' } });
});
afterAll(async () => t.close());

describe('jobs at shutdown', () => {
  it('hands back the lease of a job still running when the server stops', async () => {
    let started = false;
    t.app.jobs.register('test-endless', {
      handler: () => {
        started = true;
        return new Promise<never>(() => undefined);
      },
    });
    const row = await t.app.jobs.enqueue('test-endless', {}, { userId: null });
    await expect.poll(() => started, { timeout: 20_000 }).toBe(true);
    const running = await t.db.selectFrom('jobs').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
    expect(running).toMatchObject({ status: 'PROCESSING', attempts: 1 });
    expect(running.lease_owner).not.toBeNull();

    const began = Date.now();
    await t.app.close();
    expect(Date.now() - began).toBeLessThan(15_000);
    const released = await t.db.selectFrom('jobs').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
    expect(released).toMatchObject({ status: 'PROCESSING', attempts: 0, lease_owner: null });
    expect(new Date(released.lease_until!).getTime()).toBeLessThan(Date.now());
  });
});
