/**
 * Webhooks end to end, with a real HTTP receiver on 127.0.0.1: a quotation's every status change arrives once and in
 * order, signed so that a receiver can tell a tampered body; a receiver that is down (port closed, then answering 500)
 * gets the events once it is back, a record's later event held behind its earlier one; a replay sends again; an event is
 * written in the transaction of its change; administrators only, and the secret is never answered again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordEvent } from '../../server/lib/webhooks/outbox.js';
import { verifySignature } from '../../server/lib/webhooks/signature.js';
import { bearer, createTestApp, type TestApp } from '../support/testApp.js';
import { WebhookReceiver } from '../support/webhookReceiver.js';
import {
  actors,
  baseFields,
  formPost,
  fsrItems,
  jsonPost,
  PDF_BYTES,
  SIGNATURE,
  type Actors,
} from './quotations.support.js';

let t: TestApp;
let a: Actors;
let admin: string;
const receiver = new WebhookReceiver();
const SECRET = 'a-test-secret-of-enough-length';

beforeAll(async () => {
  t = await createTestApp({
    env: {
      WEBHOOK_POLL_MS: '50',
      WEBHOOK_RETRY_MS: '100',
      WEBHOOK_MAX_ATTEMPTS: '40',
      WEBHOOK_TIMEOUT_MS: '2000',
      JOB_POLL_MS: '50',
    },
  });
  a = await actors(t, ['TERM-CONTRACTOR', 'MANAGING-AGENT', 'ADMIN']);
  admin = a.tokens.ADMIN;
  await receiver.start();
});
afterAll(async () => {
  await receiver.stop();
  await t.close();
});

const tok = (role: string) => a.tokens[role];
const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = admin) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

async function register(events = ['quotation.status_changed'], url = receiver.url) {
  const res = await api('POST', '/api/webhooks', { url, secret: SECRET, events, description: 'Finance system' });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; secret: string; secret_hint: string };
}

async function newDraft() {
  const items = (await fsrItems(t, 2)).map((f, i) => ({ serial_no: i + 1, fsr_id: f.id, quantity: 2 }));
  const res = await formPost(t, '/api/quotations', tok('TERM-CONTRACTOR'), {
    ...baseFields(a.schoolId),
    status: 'DRAFT',
    quotation_items: items,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
}

async function submit(id: number) {
  const rec = (await api('GET', `/api/quotations/${id}`)).json().data;
  const res = await jsonPost(t, `/api/quotations/${id}`, tok('TERM-CONTRACTOR'), {
    ...baseFields(a.schoolId),
    status: 'PENDING',
    signature: SIGNATURE,
    quotation_items: rec.quotation_items,
  });
  expect(res.statusCode, res.body).toBe(200);
}

const maStep = async (id: number, body: object) => {
  const res = await jsonPost(t, `/api/quotations/${id}/ma-approval`, tok('MANAGING-AGENT'), body);
  expect(res.statusCode, res.body).toBe(200);
};

const of = (id: number) =>
  receiver.received.filter((r) => r.json.record.type === 'quotation' && r.json.record.id === id);
const statuses = (id: number) => of(id).map((r) => `${r.json.data.status}/${r.json.data.current_status ?? '-'}`);

describe('a quotation taken through its workflow', () => {
  let endpointId: number;

  it('delivers every status change once, in order, signed with the secret', async () => {
    endpointId = (await register()).id;
    const id = await newDraft();
    await submit(id);
    await maStep(id, { status: 'REJECTED', remarks: 'Split by block' });
    await submit(id);
    await maStep(id, { status: 'VERIFIED', signature: SIGNATURE });
    const approved = await formPost(
      t,
      `/api/quotations/${id}/update-final-quotation-status`,
      tok('TERM-CONTRACTOR'),
      { status: 'APPROVED', document_type: 'General', source_fund: 'SCHOOL' },
      [{ field: 'supporting_documents[]', name: 'approval.pdf', data: PDF_BYTES }],
    );
    expect(approved.statusCode, approved.body).toBe(200);
    const expected = [
      'DRAFT/-',
      'PENDING/PENDING_MA',
      'REJECTED/-',
      'PENDING/PENDING_MA',
      'PENDING/PENDING_TC',
      'APPROVED/-',
    ];
    await receiver.until(() => of(id).length >= expected.length);
    // a little longer: nothing arrives twice
    await new Promise((r) => setTimeout(r, 400));
    expect(statuses(id)).toEqual(expected);
    expect(of(id).map((r) => r.json.data.action)).toEqual([
      'draft',
      'submit',
      'ma_reject',
      'submit',
      'ma_verify',
      'post_approval',
    ]);
    const eventIds = of(id).map((r) => r.json.id);
    expect([...eventIds].sort((x, y) => x - y)).toEqual(eventIds);
    expect(new Set(of(id).map((r) => r.headers['x-caretaker-delivery'])).size).toBe(expected.length);

    for (const r of of(id)) {
      expect(r.headers['x-caretaker-event']).toBe('quotation.status_changed');
      expect(r.headers['content-type']).toBe('application/json');
      const ts = String(r.headers['x-caretaker-timestamp']);
      expect(Math.abs(Number(ts) - Date.now() / 1000)).toBeLessThan(60);
      expect(verifySignature(SECRET, ts, r.body, String(r.headers['x-caretaker-signature']))).toBe(true);
    }
    // a wrong signature is detectable: a changed body, another secret or another timestamp fail the check
    const first = of(id)[0];
    const sig = String(first.headers['x-caretaker-signature']);
    const ts = String(first.headers['x-caretaker-timestamp']);
    expect(sig).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(verifySignature(SECRET, ts, first.body.replace('"DRAFT"', '"APPROVED"'), sig)).toBe(false);
    expect(verifySignature('another-secret-of-some-length', ts, first.body, sig)).toBe(false);
    expect(verifySignature(SECRET, Number(ts) + 1, first.body, sig)).toBe(false);

    const log = (await api('GET', `/api/webhooks/${endpointId}/deliveries`)).json().data;
    expect(log.filter((d: { record: { id: number } }) => d.record.id === id)).toHaveLength(expected.length);
    expect(log.every((d: { status: string; attempts: number }) => d.status === 'DELIVERED' && d.attempts === 1)).toBe(
      true,
    );
  }, 60_000);

  it('replays a delivery: the same event again, as a new delivery', async () => {
    const log = (await api('GET', `/api/webhooks/${endpointId}/deliveries`)).json().data;
    const oldest = log[log.length - 1];
    const before = receiver.received.length;
    const res = await api('POST', `/api/webhooks/deliveries/${oldest.id}/replay`);
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json().data).toMatchObject({ status: 'PENDING', replay_of: oldest.id, event_id: oldest.event_id });
    await receiver.until(() => receiver.received.length > before);
    const again = receiver.received[receiver.received.length - 1];
    expect(again.json.id).toBe(oldest.event_id);
    expect(again.headers['x-caretaker-delivery']).toBe(String(res.json().data.id));
    // a delivery not yet finished is not replayed
    const pending = await t.db
      .insertInto('webhook_deliveries')
      .values({
        endpoint_id: endpointId,
        event_id: oldest.event_id,
        record_key: 'quotation:0',
        status: 'SENDING',
        last_error: null,
        last_status_code: null,
        next_attempt_at: new Date().toISOString(),
        locked_until: new Date(Date.now() + 600_000).toISOString(),
        replay_of: null,
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
        delivered_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await api('POST', `/api/webhooks/deliveries/${pending.id}/replay`)).statusCode).toBe(409);
    await t.db.deleteFrom('webhook_deliveries').where('id', '=', pending.id).execute();
    expect((await api('POST', '/api/webhooks/deliveries/999999/replay')).statusCode).toBe(404);
  });

  it('keeps the events while the receiver is down and delivers them, in order, once it is back', async () => {
    await receiver.stop(); // the port is closed
    const id = await newDraft();
    await submit(id);
    await maStep(id, { status: 'REJECTED', remarks: 'Again' });
    const deliveries = async () =>
      (await api('GET', `/api/webhooks/${endpointId}/deliveries?limit=500`))
        .json()
        .data.filter((d: { record: { id: number } }) => d.record.id === id) as {
        status: string;
        attempts: number;
        last_error: string | null;
        last_status_code: number | null;
      }[];
    // newest first: the DRAFT event is last. An attempt counts when it starts (SENDING), so wait for the second one to
    // have failed, and judge the list read then: a third may start any moment after.
    let down: Awaited<ReturnType<typeof deliveries>> = [];
    await receiver.until(
      async () => {
        down = await deliveries();
        const first = down.at(-1);
        return (first?.attempts ?? 0) >= 2 && first?.status === 'PENDING';
      },
      15_000,
      'two failed attempts',
    );
    expect(down.at(-1)).toMatchObject({ status: 'PENDING', last_status_code: null });
    expect(down.at(-1)!.last_error).toMatch(/connect/i);
    // the record's later events wait behind the failing one
    expect(down.slice(0, -1).every((d) => d.attempts === 0 && d.status === 'PENDING')).toBe(true);

    receiver.status = 500; // back, but failing
    await receiver.start();
    await receiver.until(async () => (await deliveries()).at(-1)?.last_status_code === 500, 15_000, 'a 500');
    expect((await deliveries()).at(-1)!.last_error).toBe('The receiver answered HTTP 500.');
    expect(of(id)).toHaveLength(0);

    receiver.status = 200;
    await receiver.until(() => of(id).length >= 3, 20_000);
    await new Promise((r) => setTimeout(r, 300));
    expect(statuses(id)).toEqual(['DRAFT/-', 'PENDING/PENDING_MA', 'REJECTED/-']);
    expect((await deliveries()).every((d) => d.status === 'DELIVERED')).toBe(true);
  }, 60_000);
});

describe('the outbox', () => {
  it('writes an event only with the change: a rolled-back transaction leaves none', async () => {
    const count = async () =>
      Number(
        (
          await t.db
            .selectFrom('webhook_events')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    await expect(
      t.db.transaction().execute(async (trx) => {
        const id = await recordEvent(trx, 'quotation.status_changed', { type: 'quotation', id: 1 }, { status: 'X' });
        expect(id).toBeGreaterThan(0);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await count()).toBe(before);
    // a transition refused as stale writes nothing either
    const id = await newDraft();
    const afterDraft = await count();
    const stale = await jsonPost(t, `/api/quotations/${id}`, tok('TERM-CONTRACTOR'), {
      ...baseFields(a.schoolId),
      status: 'PENDING',
      signature: SIGNATURE,
      version: 99,
      quotation_items: (await api('GET', `/api/quotations/${id}`)).json().data.quotation_items,
    });
    expect(stale.statusCode).toBe(409);
    expect(await count()).toBe(afterDraft);
  });

  it('writes nothing for an event no active endpoint subscribes to', async () => {
    const n = async () =>
      (await t.db.selectFrom('webhook_events').select('id').where('type', '=', 'cop.status_changed').execute()).length;
    await t.db.transaction().execute((trx) => recordEvent(trx, 'cop.status_changed', { type: 'cop', id: 1 }, {}));
    expect(await n()).toBe(0);
  });
});

describe('endpoints', () => {
  it('shows the secret once, then masked; validates; pings; administrators only', async () => {
    const made = await api('POST', '/api/webhooks', { url: receiver.url, events: ['claim.status_changed'] });
    expect(made.statusCode).toBe(201);
    const { id, secret } = made.json().data;
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const listed = (await api('GET', '/api/webhooks')).json().data.find((e: { id: number }) => e.id === id);
    expect(listed).toMatchObject({
      events: ['claim.status_changed'],
      active: true,
      secret_hint: `whsec_••••${secret.slice(-4)}`,
    });
    expect(JSON.stringify((await api('GET', `/api/webhooks/${id}`)).json())).not.toContain(secret);
    expect(JSON.stringify(await t.db.selectFrom('audit_logs').selectAll().execute())).not.toContain(secret);

    const bad = await api('POST', '/api/webhooks', { url: 'ftp://example.com/x', events: ['nope'], secret: 'short' });
    expect(bad.statusCode).toBe(422);
    const badUrl = await api('POST', '/api/webhooks', { url: 'not a url', events: ['export.finished'] });
    expect(badUrl.statusCode).toBe(422);
    expect(badUrl.json().errors.url).toEqual(['Enter an http:// or https:// address.']);

    const before = receiver.received.length;
    const ping = await api('POST', `/api/webhooks/${id}/ping`);
    expect(ping.statusCode, ping.body).toBe(200);
    expect(ping.json().data).toMatchObject({
      status: 'DELIVERED',
      attempts: 1,
      last_status_code: 200,
      event_type: 'ping',
    });
    // an earlier test's event may still reach the receiver meanwhile (the delivery job runs on its own): the ping is
    // the one of its type
    const got = receiver.received.slice(before).find((r) => r.json.type === 'ping')!;
    expect(got?.json.type).toBe('ping');
    expect(
      verifySignature(
        secret,
        String(got.headers['x-caretaker-timestamp']),
        got.body,
        String(got.headers['x-caretaker-signature']),
      ),
    ).toBe(true);

    const off = await api('PUT', `/api/webhooks/${id}`, { active: false, url: 'http://127.0.0.1:1/closed' });
    expect(off.json().data).toMatchObject({ active: false, url: 'http://127.0.0.1:1/closed' });
    const failedPing = (await api('POST', `/api/webhooks/${id}/ping`)).json().data;
    expect(failedPing).toMatchObject({ status: 'FAILED', attempts: 1, last_status_code: null });

    const mgr = tok('MANAGING-AGENT');
    expect((await api('GET', '/api/webhooks', undefined, mgr)).statusCode).toBe(403);
    expect(
      (await api('POST', '/api/webhooks', { url: receiver.url, events: ['export.finished'] }, mgr)).statusCode,
    ).toBe(403);

    expect((await api('DELETE', `/api/webhooks/${id}`)).statusCode).toBe(200);
    expect((await api('GET', `/api/webhooks/${id}`)).statusCode).toBe(404);
    expect(await t.db.selectFrom('webhook_deliveries').select('id').where('endpoint_id', '=', id).execute()).toEqual(
      [],
    );
  });
});

describe('other areas', () => {
  it('sends export.finished, written with the export job’s success', async () => {
    await register(['export.finished']);
    const task = await api('POST', '/api/tasks', {
      module: 'QUOTATION',
      properties: { status: ['APPROVED'], start_date: '2000-01-01', end_date: '2099-12-31' },
    });
    expect(task.statusCode, task.body).toBe(201);
    const id = task.json().data.id;
    const finished = () =>
      receiver.received.filter((r) => r.json.type === 'export.finished' && r.json.record.id === id);
    await receiver.until(() => finished().length === 1, 20_000, 'export.finished');
    expect(finished()[0].json).toMatchObject({
      record: { type: 'export', id },
      data: { kind: 'excel-export', module: 'QUOTATION', file_name: expect.stringMatching(/\.xlsx$/) },
    });
    const job = await t.db.selectFrom('jobs').select('status').where('id', '=', id).executeTakeFirstOrThrow();
    expect(job.status).toBe('SUCCESS');
  }, 40_000);
});
