/**
 * Filling an installation from files: schools, their contracts, users (invited by e-mail through a real SMTP peer) and
 * who looks after which school — checked first (every problem by row and column, nothing stored), then written in one
 * transaction or not at all; a re-import of the same file changes nothing.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../support/testApp.js';
import { decodeQuotedPrintable, startSmtpPeer, type SmtpPeer } from '../support/smtpPeer.js';
import { multipart } from './helpers.js';

let t: TestApp;
let smtp: SmtpPeer;
let admin: string;
beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await createTestApp({
    env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port), PUBLIC_URL: 'https://caretaker.example' },
  });
  admin = await t.loginAs('ADMIN');
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const csv = (lines: string[][]) =>
  lines.map((l) => l.map((c) => (/[",\n]/.test(c) ? `"${c}"` : c)).join(',')).join('\n');

async function upload(path: string, content: string | Buffer, name = 'import.csv', token = admin) {
  const form = new FormData();
  form.append('file', new Blob([typeof content === 'string' ? content : new Uint8Array(content)]), name);
  const { payload, headers } = await multipart(form);
  return t.app.inject({ method: 'POST', url: `/api${path}`, payload, headers: { ...headers, ...bearer(token) } });
}

const SCHOOLS = [
  ['name', 'slug', 'zone', 'sub_zone', 'address', 'school_type', 'less_percent', 'star_rate'],
  ['Admiralty Vale Primary School', '', 'north', 'N1', '1 Admiralty Vale', 'Primary', '31.5', '1.25'],
  ['Bedok Reach Secondary School', 'bedok-reach', 'East', 'E2', '', 'Secondary', '', ''],
  ['Canberra Fields School', '', 'NORTH_EAST', '', '', '', '', ''],
];

describe('schools', () => {
  it('checks a file with problems: every row and column named, nothing stored, and the commit refused', async () => {
    const before = await t.db.selectFrom('schools').select('id').execute();
    const existing = await t.db.selectFrom('schools').select(['name']).orderBy('id').executeTakeFirstOrThrow();
    const file = csv([
      ['name', 'zone', 'sub_zone', 'less_percent', 'colour'],
      ['', 'NORTH', '', '', ''],
      ['Dover Point School', 'MARS', '', '1.234', ''],
      ['Dover Point School', 'WEST', 'N1', '', ''],
      [existing.name, 'SOUTH', '', '', ''],
    ]);
    const check = await upload('/imports/schools/check', file);
    expect(check.statusCode).toBe(200);
    const report = check.json().data;
    expect(report.problems).toEqual([
      { row: 1, column: 'colour', message: "The column colour is not one of this import's." },
    ]);

    const fixed = file.replace(',colour', '').replace(/,\n/g, '\n').replace(/,$/, '');
    const second = (await upload('/imports/schools/check', fixed)).json().data;
    // The last row names an existing school by its name (its slug is made from it): an update of that school.
    expect(second).toMatchObject({ rows: 4, create: 0, update: 1, unchanged: 0 });
    expect(second.problems).toEqual([
      { row: 2, column: 'name', message: 'This field is required.' },
      { row: 3, column: 'zone', message: 'The selected value is invalid.' },
      { row: 3, column: 'less_percent', message: 'Must be a number with at most 2 decimals.' },
      { row: 4, column: 'sub_zone', message: expect.stringContaining('for this zone') },
      { row: 4, column: 'slug', message: 'The same school as row 3.' },
      { row: 4, column: 'name', message: 'The same name as row 3.' },
    ]);
    const commit = await upload('/imports/schools', fixed);
    expect(commit.statusCode).toBe(422);
    expect(commit.json().message).toBe('Nothing was imported: the file has 6 problems.');
    expect(commit.json().data.problem_count).toBe(6);
    expect(await t.db.selectFrom('schools').select('id').execute()).toHaveLength(before.length);
  });

  it('refuses a name another school already has under another slug', async () => {
    const existing = await t.db.selectFrom('schools').select(['name', 'slug']).orderBy('id').executeTakeFirstOrThrow();
    const res = await upload(
      '/imports/schools/check',
      csv([
        ['name', 'slug', 'zone'],
        [existing.name, 'another', 'WEST'],
      ]),
    );
    expect(res.json().data.problems).toEqual([
      { row: 2, column: 'name', message: `The name has already been taken (school ${existing.slug}).` },
    ]);
  });

  it('imports a good file in one go, then the same file changes nothing and a changed row updates', async () => {
    const check = (await upload('/imports/schools/check', csv(SCHOOLS))).json().data;
    expect(check).toMatchObject({ rows: 3, create: 3, update: 0, unchanged: 0, problems: [] });
    expect(await t.db.selectFrom('schools').select('id').where('slug', '=', 'bedok-reach').execute()).toHaveLength(0);

    const first = await upload('/imports/schools', csv(SCHOOLS));
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe('Imported: 3 created, 0 updated, 0 unchanged.');
    const admiralty = await t.db
      .selectFrom('schools')
      .selectAll()
      .where('slug', '=', 'admiralty-vale-primary-school')
      .executeTakeFirstOrThrow();
    expect(admiralty).toMatchObject({ zone: 'NORTH', sub_zone: 'N1', less_percent_bp: 3150, star_rate_bp: 125 });

    const again = (await upload('/imports/schools', csv(SCHOOLS))).json().data;
    expect(again).toMatchObject({ create: 0, update: 0, unchanged: 3 });
    const updatedAt = admiralty.updated_at;
    const changed = SCHOOLS.map((r) => [...r]);
    changed[2][4] = '9 Bedok Reach';
    const third = (await upload('/imports/schools', csv(changed))).json().data;
    expect(third).toMatchObject({ create: 0, update: 1, unchanged: 2 });
    const bedok = await t.db
      .selectFrom('schools')
      .selectAll()
      .where('slug', '=', 'bedok-reach')
      .executeTakeFirstOrThrow();
    expect(bedok.address).toBe('9 Bedok Reach');
    const stillAdmiralty = await t.db
      .selectFrom('schools')
      .select('updated_at')
      .where('id', '=', admiralty.id)
      .executeTakeFirstOrThrow();
    expect(stillAdmiralty.updated_at).toBe(updatedAt);
  });

  it('offers its template as a workbook whose first sheet holds only the columns, and as CSV', async () => {
    const xlsx = await t.app.inject({ url: '/api/imports/schools/template', headers: bearer(admin) });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toContain('caretaker-schools-import.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ExcelJS.Buffer);
    const [data, help] = book.worksheets;
    expect(data.rowCount).toBe(1);
    expect((data.getRow(1).values as string[]).slice(1)).toEqual([
      'name',
      'slug',
      'zone',
      'sub_zone',
      'address',
      'school_type',
      'telephone',
      'fax',
      'less_percent',
      'star_rate',
    ]);
    expect(help.getRow(2).getCell(1).value).toBe('name');
    expect(help.getRow(2).getCell(2).value).toBe('yes');
    const text = await t.app.inject({ url: '/api/imports/schools/template?format=csv', headers: bearer(admin) });
    expect(text.headers['content-type']).toMatch(/^text\/csv/);
    expect(text.body).toBe('name,slug,zone,sub_zone,address,school_type,telephone,fax,less_percent,star_rate\r\n');
  });

  it('reads an Excel workbook as well as CSV, and refuses what is neither', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('schools');
    sheet.addRow(['Name', 'Zone', 'Sub-zone']);
    sheet.addRow(['Eunos Garden School', 'East', 'E1']);
    const res = await upload('/imports/schools', Buffer.from(await book.xlsx.writeBuffer()), 'schools.xlsx');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ create: 1 });
    const broken = Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(64, 7)]);
    const bad = await upload('/imports/schools/check', broken, 'schools.xlsx');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.file[0]).toMatch(/could not be read/);
  });

  it('is refused to a role without the permission', async () => {
    const res = await upload('/imports/schools/check', csv(SCHOOLS), 'x.csv', await t.loginAs('MANAGING-AGENT'));
    expect(res.statusCode).toBe(403);
    const list = await t.app.inject({ url: '/api/imports', headers: bearer(admin) });
    expect(list.json().data.map((k: { name: string }) => k.name)).toEqual([
      'schools',
      'contracts',
      'users',
      'organisation',
      'fsr',
    ]);
  });
});

describe('contracts', () => {
  it('imports contract years by school slug and year, amounts in cents, and updates on re-import', async () => {
    const header = ['school', 'contract_year', 'from_date', 'to_date', 'schedule_maintenance', 'custodial_repairs'];
    const rows = [header, ['bedok-reach', '1', '2026-04-01', '2027-03-31', '246,000.00', '66000']];
    const res = await upload('/imports/contracts', csv(rows));
    expect(res.statusCode).toBe(200);
    const school = await t.db
      .selectFrom('schools')
      .select('id')
      .where('slug', '=', 'bedok-reach')
      .executeTakeFirstOrThrow();
    const stored = await t.db
      .selectFrom('school_contracts')
      .selectAll()
      .where('school_id', '=', school.id)
      .executeTakeFirstOrThrow();
    expect(Number(stored.schedule_maintenance)).toBe(24_600_000);
    expect(Number(stored.custodial_repairs)).toBe(6_600_000);
    expect(Number(stored.landscape_pond)).toBe(0);
    expect((await upload('/imports/contracts', csv(rows))).json().data).toMatchObject({ unchanged: 1 });
    const wrong = await upload(
      '/imports/contracts/check',
      csv([header, ['nowhere', '6', '2026-02-30', '2025-01-01', '-1', '1.234']]),
    );
    expect(wrong.json().data.problems.map((p: { column: string }) => p.column)).toEqual([
      'school',
      'contract_year',
      'from_date',
      'schedule_maintenance',
      'custodial_repairs',
    ]);
  });
});

describe('users and the organisation of their schools', () => {
  const USERS = [
    ['email', 'full_name', 'role', 'designation', 'school', 'contractor', 'zones'],
    ['Mei.Lim@Example.sg', 'Mei Lim', 'Managing agent', 'managing agent', '', '', 'NORTH; east'],
    ['om.bedok@example.sg', 'Omar Bakar', 'OPERATIONS-MANAGER', '', 'bedok-reach', '', ''],
    ['tc.north@example.sg', 'Tan Chee', 'TERM-CONTRACTOR', '', '', 'sh', 'NORTH'],
  ];

  it('creates users without a password and invites each by e-mail; the link sets a password that signs in', async () => {
    const res = await upload('/imports/users', csv(USERS));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ create: 3 });
    const mei = await t.db
      .selectFrom('users')
      .innerJoin('roles', 'roles.id', 'users.role_id')
      .select(['users.zone_in_charge', 'users.designation', 'roles.slug'])
      .where('email', '=', 'mei.lim@example.sg')
      .executeTakeFirstOrThrow();
    expect(mei).toEqual({ zone_in_charge: '["NORTH","EAST"]', designation: 'Managing agent', slug: 'MANAGING-AGENT' });
    const signIn = (password: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'mei.lim@example.sg', password } });
    expect((await signIn('')).statusCode).not.toBe(200);

    await expect
      .poll(() => smtp.inbox.filter((m) => m.to[0]?.endsWith('example.sg')).length, { timeout: 20000 })
      .toBe(3);
    const mail = smtp.inbox.find((m) => m.to[0] === 'mei.lim@example.sg')!;
    const m = /https:\/\/caretaker\.example\/reset-password\/([A-Za-z0-9_-]+)\//.exec(decodeQuotedPrintable(mail.raw));
    expect(m).not.toBeNull();
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: {
        email: 'mei.lim@example.sg',
        token: m![1],
        password: 'Chosen#Password2026',
        password_confirmation: 'Chosen#Password2026',
      },
    });
    expect(set.statusCode).toBe(200);
    expect((await signIn('Chosen#Password2026')).statusCode).toBe(200);

    // The same file again: nothing changes and nobody is invited twice.
    const again = (await upload('/imports/users', csv(USERS))).json().data;
    expect(again).toMatchObject({ create: 0, update: 0, unchanged: 3 });
    await new Promise((r) => setTimeout(r, 1500));
    expect(smtp.inbox.filter((x) => x.to[0]?.endsWith('example.sg'))).toHaveLength(3);
  });

  it('refuses unknown roles, schools, contractors and zones, and an operations manager without a school', async () => {
    const res = await upload(
      '/imports/users/check',
      csv([
        USERS[0],
        ['x@example.sg', 'X', 'Astronaut', '', '', '', ''],
        ['y@example.sg', 'Y', 'OPERATIONS-MANAGER', '', '', '', ''],
        ['z@example.sg', 'Z', 'TERM-CONTRACTOR', 'Pilot', '', 'ACME', 'MOON'],
        ['not-an-email', 'W', 'TECHNICIAN', '', '', '', ''],
      ]),
    );
    expect(res.json().data.problems).toEqual([
      { row: 2, column: 'role', message: 'The selected role is invalid.' },
      { row: 3, column: 'school', message: 'An operations manager needs a school.' },
      { row: 4, column: 'designation', message: 'The selected value is invalid.' },
      { row: 4, column: 'contractor', message: 'The selected value is invalid.' },
      { row: 4, column: 'zones', message: 'MOON is not a zone.' },
      { row: 5, column: 'email', message: 'Invalid email address' },
    ]);
  });

  it('sets the operations managers and managing agents of schools by e-mail, keeping what a cell leaves empty', async () => {
    const school = await t.db
      .selectFrom('schools')
      .select('id')
      .where('slug', '=', 'bedok-reach')
      .executeTakeFirstOrThrow();
    const header = ['school', 'operations_managers', 'managing_agents'];
    const res = await upload(
      '/imports/organisation',
      csv([header, ['bedok-reach', 'om.bedok@example.sg', 'mei.lim@example.sg']]),
    );
    expect(res.statusCode).toBe(200);
    const people = async () => ({
      oms: (
        await t.db
          .selectFrom('school_operation_managers')
          .select('user_id')
          .where('school_id', '=', school.id)
          .execute()
      ).length,
      mas: (
        await t.db
          .selectFrom('school_assignments')
          .select('user_id')
          .where('school_id', '=', school.id)
          .where('is_active', '=', 1)
          .execute()
      ).length,
    });
    expect(await people()).toEqual({ oms: 1, mas: 1 });
    const keep = await upload('/imports/organisation', csv([header, ['bedok-reach', '', 'mei.lim@example.sg']]));
    expect(keep.json().data).toMatchObject({ unchanged: 1 });
    expect(await people()).toEqual({ oms: 1, mas: 1 });
    const wrong = await upload(
      '/imports/organisation/check',
      csv([header, ['bedok-reach', 'mei.lim@example.sg', 'nobody@example.sg']]),
    );
    expect(wrong.json().data.problems).toEqual([
      { row: 2, column: 'operations_managers', message: 'mei.lim@example.sg is not an operations manager.' },
      { row: 2, column: 'managing_agents', message: 'No user has the e-mail nobody@example.sg.' },
    ]);
  });
});
