/**
 * A new customer's first day, as processes and over HTTP (README "Getting your data in" and "Integrating"): a clean
 * installation (`SEED=none`), the first administrator from `create-admin`, 200 schools, their contracts, 500 users and
 * who looks after which school imported from files; the invitations arrive at a real SMTP peer and a user chooses a
 * password and works. Then an integrator: a service account's API token lists quotations, and a webhook receiver on
 * loopback hears every status change of a quotation taken through its workflow, in order, signed.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZONES, SUB_ZONES } from '../../domain/constants.js';
import { verifySignature } from '../../server/lib/webhooks/signature.js';
import { decodeQuotedPrintable, startSmtpPeer, type SmtpPeer } from '../support/smtpPeer.js';
import { WebhookReceiver } from '../support/webhookReceiver.js';
import { onePixelPng } from './helpers.js';
import {
  PG_URL,
  dropSchema,
  schemaUrl,
  spawnServer,
  stopServer,
  untilServing,
  withPg,
  type ServerProcess,
} from '../support/serverProcess.js';

const ADMIN = { email: 'it.admin@ministry.example', password: 'First#Admin2026', name: 'Ministry IT' };
const CHOSEN = 'Chosen#Password2026';
const HOOK_SECRET = 'finance-system-signing-secret';
const SIGNATURE = `data:image/png;base64,${onePixelPng([10, 20, 30, 255]).toString('base64')}`;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

let dataDir: string;
let schema: string | undefined;
let smtp: SmtpPeer;
let server: ServerProcess;
let env: Record<string, string>;
const receiver = new WebhookReceiver();

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'caretaker-new-customer-'));
  if (PG_URL) {
    schema = `t_${crypto.randomBytes(6).toString('hex')}`;
    await withPg((c) => c.query(`create schema ${schema}`));
  }
  smtp = await startSmtpPeer();
  await receiver.start();
  env = {
    WEBHOOK_POLL_MS: '100',
    WEBHOOK_RETRY_MS: '200',
    DATA_DIR: dataDir,
    SEED: 'none',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    PUBLIC_URL: 'https://caretaker.example',
    ...(schema ? { DATABASE_URL: schemaUrl(schema) } : {}),
  };
  server = await spawnServer(env);
  await untilServing(server, 150_000);
}, 180_000);
afterAll(async () => {
  if (server) await stopServer(server);
  await smtp?.close();
  await receiver.stop();
  if (schema) await dropSchema(schema);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function call(method: string, url: string, token?: string, body?: unknown) {
  const res = await fetch(`${server.url}/api${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text, json: () => JSON.parse(text) };
}

async function signIn(email: string, password: string): Promise<string> {
  const res = await call('POST', '/auth/login', undefined, { email, password });
  expect(res.status, res.body).toBe(200);
  return res.json().token ?? res.json().data?.token;
}

/** A multipart request: JSON-valued fields as JSON text, files as Blobs. */
async function send(
  url: string,
  token: string,
  fields: Record<string, unknown>,
  files: [string, string, Buffer][] = [],
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, typeof v === 'string' ? v : JSON.stringify(v));
  for (const [field, name, data] of files) form.append(field, new Blob([new Uint8Array(data)]), name);
  const res = await fetch(`${server.url}/api${url}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const text = await res.text();
  return { status: res.status, body: text, json: () => JSON.parse(text) };
}

/** Opens the invitation mail of `email` and chooses a password with its link. */
async function acceptInvitation(email: string) {
  const mail = smtp.inbox.find((m) => m.to[0] === email)!;
  const link = /https:\/\/caretaker\.example\/reset-password\/([A-Za-z0-9_-]+)\//.exec(decodeQuotedPrintable(mail.raw));
  expect(link, email).not.toBeNull();
  const set = await call('POST', '/reset-password', undefined, {
    email,
    token: link![1],
    password: CHOSEN,
    password_confirmation: CHOSEN,
  });
  expect(set.status, set.body).toBe(200);
  return signIn(email, CHOSEN);
}

async function upload(url: string, token: string, name: string, content: string) {
  const form = new FormData();
  form.append('file', new Blob([content], { type: 'text/csv' }), name);
  const res = await fetch(`${server.url}/api${url}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const text = await res.text();
  return { status: res.status, body: text, json: () => JSON.parse(text) };
}

const csv = (rows: (string | number)[][]) => rows.map((r) => r.map(String).join(',')).join('\n');

/** The customer's files: 200 schools over the six zones, five contract years each, 500 people, the organisation. */
function customerFiles() {
  const schools = Array.from({ length: 200 }, (_, i) => {
    const zone = ZONES[i % ZONES.length];
    return { name: `Walk School ${String(i + 1).padStart(3, '0')}`, zone, sub_zone: SUB_ZONES[zone][0] };
  });
  const slug = (name: string) => name.toLowerCase().replace(/ /g, '-');
  const schoolsCsv = csv([
    ['name', 'zone', 'sub_zone', 'address', 'school_type'],
    ...schools.map((s, i) => [s.name, s.zone, s.sub_zone, `${i + 1} Campus Road`, 'Primary']),
  ]);
  const contractsCsv = csv([
    ['school', 'contract_year', 'from_date', 'to_date', 'schedule_maintenance'],
    ...schools.flatMap((s) =>
      [1, 2, 3, 4, 5].map((y) => [slug(s.name), y, `${2025 + y}-01-01`, `${2025 + y}-12-31`, '246000.00']),
    ),
  ]);
  const people: string[][] = [];
  schools.forEach((s, i) =>
    people.push([`om${i + 1}@school.example`, `OM ${i + 1}`, 'OPERATIONS-MANAGER', slug(s.name), '', '']),
  );
  ZONES.forEach((z, i) => {
    people.push([`tc${i + 1}@contractor.example`, `Contractor ${i + 1}`, 'TERM-CONTRACTOR', '', 'SH', z]);
    people.push([`ma${i + 1}@agent.example`, `Agent ${i + 1}`, 'MANAGING-AGENT', '', '', z]);
  });
  people.push(['finance-system@ministry.example', 'Finance system', 'SCD', '', '', '']);
  for (let i = people.length; i < 500; i++)
    people.push([`tech${i}@contractor.example`, `Technician ${i}`, 'TECHNICIAN', '', 'SH', ZONES[i % ZONES.length]]);
  const usersCsv = csv([['email', 'full_name', 'role', 'school', 'contractor', 'zones'], ...people]);
  const organisationCsv = csv([
    ['school', 'operations_managers', 'managing_agents'],
    ...schools.map((s, i) => [
      slug(s.name),
      `om${i + 1}@school.example`,
      `ma${ZONES.indexOf(s.zone) + 1}@agent.example`,
    ]),
  ]);
  return { schools, schoolsCsv, contractsCsv, usersCsv, organisationCsv, people, slug };
}

describe('a new customer', () => {
  let admin: string;
  const files = customerFiles();

  it('starts with no data, makes its first administrator, and fills the installation from files', async () => {
    // Nothing but the access control: no demo users, no schools.
    expect(
      (await call('POST', '/auth/login', undefined, { email: 'admin@caretaker.test', password: 'Caretaker#2026' }))
        .status,
    ).not.toBe(200);
    const made = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        'server/cli/createAdmin.ts',
        '--email',
        ADMIN.email,
        '--password',
        ADMIN.password,
        '--name',
        ADMIN.name,
      ],
      { env: { ...process.env, ...env, ...(schema ? {} : { DATABASE_URL: '' }) }, encoding: 'utf8' },
    );
    expect(made.status, made.stderr + made.stdout).toBe(0);
    admin = await signIn(ADMIN.email, ADMIN.password);
    expect((await call('GET', '/school', admin)).json().meta.total).toBe(0);

    for (const [kind, content, rows] of [
      ['schools', files.schoolsCsv, 200],
      ['contracts', files.contractsCsv, 1000],
      ['users', files.usersCsv, 500],
      ['organisation', files.organisationCsv, 200],
    ] as const) {
      const check = await upload(`/imports/${kind}/check`, admin, `${kind}.csv`, content);
      expect(check.status, check.body).toBe(200);
      expect(check.json().data, kind).toMatchObject({ rows, problems: [] });
      const done = await upload(`/imports/${kind}`, admin, `${kind}.csv`, content);
      expect(done.status, done.body).toBe(200);
      expect(done.json().data, kind).toMatchObject({ rows });
    }
    expect((await call('GET', '/school', admin)).json().meta.total).toBe(200);
  }, 120_000);

  it('invites every imported user by e-mail; one chooses a password and signs in', async () => {
    await expect.poll(() => smtp.inbox.length, { timeout: 90_000, interval: 500 }).toBe(500);
    expect(new Set(smtp.inbox.map((m) => m.to[0])).size).toBe(500);
    const token = await acceptInvitation('tc2@contractor.example');
    // Works in their zone: the schools of NORTH_EAST only.
    const schools = (await call('GET', '/school?per_page=100', token)).json();
    expect(schools.meta.total).toBeGreaterThan(0);
  }, 120_000);

  it("gives an integrator a token that lists quotations, and webhooks that hear a quotation's whole workflow", async () => {
    // The schedule of rates, from a file like the rest.
    const fsr = csv([
      ['category', 'item_number', 'item_description', 'unit', 'rate'],
      ['BLDG', 'W-1', 'Repair cement screed floor', 'm2', '45.50'],
      ['BLDG', 'W-2', 'Replace ceiling board', 'no', '120.00'],
    ]);
    const imported = await upload('/imports/fsr', admin, 'fsr.csv', fsr);
    expect(imported.status, imported.body).toBe(200);

    const account = (await call('GET', '/user?email=finance-system%40ministry.example', admin)).json().data[0];
    expect(account.email).toBe('finance-system@ministry.example');
    const made = await call('POST', '/api-tokens', admin, {
      name: 'Finance system',
      user_id: account.id,
      expires_in_days: 90,
    });
    expect(made.status, made.body).toBe(201);
    const apiToken = made.json().data.token as string;
    expect(apiToken).toMatch(/^ctk_/);
    const hook = await call('POST', '/webhooks', admin, {
      url: receiver.url,
      secret: HOOK_SECRET,
      events: ['quotation.status_changed'],
      description: 'Finance system',
    });
    expect(hook.status, hook.body).toBe(201);

    // The contractor of NORTH_EAST prices a job at one of its schools; its managing agent verifies; the contractor
    // records the post approval.
    const tc = await signIn('tc2@contractor.example', CHOSEN);
    const ma = await acceptInvitation('ma2@agent.example');
    const school = files.schools.find((x) => x.zone === 'NORTH_EAST')!;
    const schoolId = (await call('GET', `/school?name=${encodeURIComponent(school.name)}`, admin)).json().data[0].id;
    const items = (await call('GET', '/fsrs?per_page=10', tc)).json().data.map((f: { id: number }, i: number) => ({
      serial_no: i + 1,
      fsr_id: f.id,
      quantity: 2,
    }));
    expect(items).toHaveLength(2);
    const fields = {
      school_id: schoolId,
      date: '2026-11-26',
      job: 'Repair canteen floor',
      trade: 'BLDG',
      job_type: ['corrective'],
      contacts: { attention: 'Principal', tel: '64001234', cc: null, fax: null, location: 'Canteen' },
      location: 'Canteen',
      remarks: null,
    };
    const created = await send('/quotations', tc, {
      ...fields,
      status: 'PENDING',
      signature: SIGNATURE,
      quotation_items: items,
    });
    expect(created.status, created.body).toBe(201);
    const id = created.json().data.id as number;
    const verified = await call('POST', `/quotations/${id}/ma-approval`, ma, {
      status: 'VERIFIED',
      signature: SIGNATURE,
    });
    expect(verified.status, verified.body).toBe(200);
    const approved = await send(
      `/quotations/${id}/update-final-quotation-status`,
      tc,
      { status: 'APPROVED', document_type: 'General', source_fund: 'SCHOOL' },
      [['supporting_documents[]', 'approval.pdf', PDF]],
    );
    expect(approved.status, approved.body).toBe(200);

    // The integrator reads it with its token…
    const listed = await call('GET', '/quotations?per_page=50', apiToken);
    expect(listed.status, listed.body).toBe(200);
    expect(listed.json().data.map((q: { id: number }) => q.id)).toContain(id);
    expect((await call('GET', `/quotations/${id}`, apiToken)).json().data.status).toBe('APPROVED');
    // …and heard every step, once, in order, each signed with its secret.
    const heard = () => receiver.received.filter((r) => r.json.record.type === 'quotation' && r.json.record.id === id);
    await receiver.until(() => heard().length >= 3, 60_000);
    await new Promise((r) => setTimeout(r, 500));
    expect(heard().map((r) => `${r.json.data.status}/${r.json.data.current_status ?? '-'}`)).toEqual([
      'PENDING/PENDING_MA',
      'PENDING/PENDING_TC',
      'APPROVED/-',
    ]);
    for (const r of heard())
      expect(
        verifySignature(
          HOOK_SECRET,
          String(r.headers['x-caretaker-timestamp']),
          r.body,
          String(r.headers['x-caretaker-signature']),
        ),
      ).toBe(true);
    // The token is not a password: it never signs in, and a revoked one is refused.
    const tokenId = made.json().data.id as number;
    expect((await call('DELETE', `/api-tokens/${tokenId}`, admin)).status).toBe(200);
    expect((await call('GET', '/quotations', apiToken)).status).toBe(401);
  }, 180_000);
});
