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
import { decodeQuotedPrintable, startSmtpPeer, type SmtpPeer } from '../support/smtpPeer.js';
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

let dataDir: string;
let schema: string | undefined;
let smtp: SmtpPeer;
let server: ServerProcess;
let env: Record<string, string>;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'caretaker-new-customer-'));
  if (PG_URL) {
    schema = `t_${crypto.randomBytes(6).toString('hex')}`;
    await withPg((c) => c.query(`create schema ${schema}`));
  }
  smtp = await startSmtpPeer();
  env = {
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
    const tc = 'tc2@contractor.example';
    const mail = smtp.inbox.find((m) => m.to[0] === tc)!;
    const link = /https:\/\/caretaker\.example\/reset-password\/([A-Za-z0-9_-]+)\//.exec(
      decodeQuotedPrintable(mail.raw),
    );
    expect(link).not.toBeNull();
    const set = await call('POST', '/reset-password', undefined, {
      email: tc,
      token: link![1],
      password: CHOSEN,
      password_confirmation: CHOSEN,
    });
    expect(set.status, set.body).toBe(200);
    const token = await signIn(tc, CHOSEN);
    // Works in their zone: the schools of NORTH_EAST only.
    const schools = (await call('GET', '/school?per_page=100', token)).json();
    expect(schools.meta.total).toBeGreaterThan(0);
  }, 120_000);
});
