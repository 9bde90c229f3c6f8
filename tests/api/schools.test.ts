import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../support/testApp.js';
import { multipart, onePixelPng, tableCounts, userWithPermissions } from './helpers.js';

let t: TestApp;
let admin: string;
let om: string;
let omSchool: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs('ADMIN');
  om = await t.loginAs('OPERATIONS-MANAGER');
  omSchool = (
    await t.db
      .selectFrom('users')
      .select('school_id')
      .where('email', '=', 'operations-manager@caretaker.test')
      .executeTakeFirstOrThrow()
  ).school_id!;
});
afterAll(async () => t.close());

const get = (url: string, token = admin) => t.app.inject({ url, headers: bearer(token) });
const postJson = (url: string, payload: object, token = admin) =>
  t.app.inject({ method: 'POST', url, payload, headers: bearer(token) });

describe('GET /api/school', () => {
  it('answers the paged contract shape with oms and mas loaded', async () => {
    const res = await get('/api/school?per_page=5');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.meta).toMatchObject({ current_page: 1, per_page: 5, total: 20, last_page: 4 });
    expect(body.data).toHaveLength(5);
    const s = body.data[0];
    expect(Object.keys(s).sort()).toEqual(
      [
        'address',
        'fax',
        'id',
        'less_percent',
        'mas',
        'name',
        'oms',
        'school_type',
        'slug',
        'star_rate',
        'sub_zone',
        'telephone',
        'zone',
      ].sort(),
    );
    expect(s.oms).toHaveLength(1);
    expect(s.oms[0]).toEqual({ id: expect.any(Number), full_name: expect.any(String) });
    const ne = (await get('/api/school?all=1&zone=NORTH_EAST')).json().data;
    expect(ne.every((x: { mas: unknown[] }) => x.mas.length === 1)).toBe(true);
    expect(ne[0].mas[0].full_name).toBe('Demo Managing agent');
  });

  it('filters by name, and by zone for administrators only; a zone role sees the schools of its zones', async () => {
    expect((await get('/api/school?school=bedok')).json().data.map((s: { name: string }) => s.name)).toEqual([
      'Bedok Green Primary School',
    ]);
    const west = (await get('/api/school?zone=WEST&all=1')).json().data;
    expect(west).toHaveLength(4);
    expect(west.every((s: { zone: string }) => s.zone === 'WEST')).toBe(true);
    const ma = await t.loginAs('MANAGING-AGENT');
    // The demo managing agent is in charge of NORTH, NORTH_EAST and EAST: every school picker offers exactly those.
    const mine = (await get('/api/school?zone=WEST&per_page=100', ma)).json();
    expect(mine.meta.total).toBe(10);
    expect(mine.data.every((s: { zone: string }) => ['NORTH', 'NORTH_EAST', 'EAST'].includes(s.zone))).toBe(true);
    expect((await get('/api/school?include_all=1', ma)).json().data).toHaveLength(10);
  });

  it('scopes an operations manager to their own school', async () => {
    const list = (await get('/api/school?per_page=100', om)).json();
    expect(list.data.map((s: { id: number }) => s.id)).toEqual([omSchool]);
    expect((await get(`/api/school/${omSchool}`, om)).statusCode).toBe(200);
    const other = omSchool === 1 ? 2 : 1;
    expect((await get(`/api/school/${other}`, om)).statusCode).toBe(404);
    expect((await get(`/api/school/${other}`)).json().data.id).toBe(other);
    expect((await get('/api/school/99999')).statusCode).toBe(404);
  });

  it('refuses users without school.view', async () => {
    const nobody = await userWithPermissions(t, []);
    expect((await get('/api/school', nobody.token)).statusCode).toBe(403);
  });
});

describe('school contracts', () => {
  const year = (n: number, extra: Record<string, unknown> = {}) => ({
    contract_year: n,
    from_date: `202${n}-01-01`,
    to_date: `202${n}-12-31`,
    schedule_maintenance: '1234567.89',
    general_r_and_r: 0.1,
    custodial_repairs: 0.2,
    school_field: 100,
    synthetic_field: '250.50',
    landscape_exclude_school_field: '0',
    landscape_pond: null,
    landscape_garden: 99.99,
    ...extra,
  });

  it('answers an empty list when a school has none', async () => {
    // The demo seeds contracts for every school (the COP claims from them): take school 2's away.
    await t.db.deleteFrom('school_contracts').where('school_id', '=', 2).execute();
    const res = await get('/api/school-contracts/2');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ school: { id: 2, name: expect.any(String) }, contracts: [] });
  });

  it('stores five years with exact cents and a synthetic-field value of its own', async () => {
    const res = await postJson('/api/school-contracts/update', {
      school_id: 1,
      contracts: [1, 2, 3, 4, 5].map((n) => year(n)),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'School contract updated' });
    const row = await t.db
      .selectFrom('school_contracts')
      .selectAll()
      .where('school_id', '=', 1)
      .where('contract_year', '=', 1)
      .executeTakeFirstOrThrow();
    expect(Number(row.schedule_maintenance)).toBe(123456789);
    expect(Number(row.general_r_and_r)).toBe(10);
    expect(Number(row.custodial_repairs)).toBe(20);
    expect(Number(row.school_field)).toBe(10000);
    expect(Number(row.synthetic_field)).toBe(25050);
    const got = (await get('/api/school-contracts/1')).json().data;
    expect(got.contracts).toHaveLength(5);
    expect(got.contracts[0]).toEqual({
      contract_year: 1,
      from_date: '2021-01-01',
      to_date: '2021-12-31',
      schedule_maintenance: 1234567.89,
      general_r_and_r: 0.1,
      custodial_repairs: 0.2,
      school_field: 100,
      synthetic_field: 250.5,
      landscape_exclude_school_field: 0,
      landscape_pond: 0,
      landscape_garden: 99.99,
    });
  });

  it('replaces the years on the next save', async () => {
    await postJson('/api/school-contracts/update', { school_id: 1, contracts: [year(2, { synthetic_field: 1 })] });
    const got = (await get('/api/school-contracts/1')).json().data.contracts;
    expect(got.map((c: { contract_year: number }) => c.contract_year)).toEqual([2]);
    expect(got[0].synthetic_field).toBe(1);
    expect(got[0].school_field).toBe(100);
  });

  it('refuses bad contracts with field errors and changes nothing', async () => {
    const before = await tableCounts(t);
    const cases: [object, string][] = [
      [
        { school_id: 1, contracts: [year(1, { from_date: '2024-05-01', to_date: '2024-04-30' })] },
        'contracts.0.to_date',
      ],
      [{ school_id: 1, contracts: [year(1, { from_date: '2024-02-30' })] }, 'contracts.0.from_date'],
      [{ school_id: 1, contracts: [year(1, { school_field: '-5' })] }, 'contracts.0.school_field'],
      [{ school_id: 1, contracts: [year(1, { school_field: '1.234' })] }, 'contracts.0.school_field'],
      [{ school_id: 1, contracts: [year(1, { synthetic_field: 'abc' })] }, 'contracts.0.synthetic_field'],
      [{ school_id: 1, contracts: [year(1), year(1)] }, 'contracts.1.contract_year'],
      [{ school_id: 99999, contracts: [] }, 'school_id'],
    ];
    for (const [body, field] of cases) {
      const res = await postJson('/api/school-contracts/update', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().errors[field], res.body).toBeDefined();
    }
    const year6 = await postJson('/api/school-contracts/update', {
      school_id: 1,
      contracts: [year(1, { contract_year: 6 })],
    });
    expect(year6.statusCode).toBe(422);
    expect(await tableCounts(t)).toEqual(before);
  });

  it('lets only school-contract.edit holders save, school-contract.view holders read', async () => {
    const scd = await t.loginAs('SCD');
    expect((await get('/api/school-contracts/1', scd)).statusCode).toBe(200);
    expect((await postJson('/api/school-contracts/update', { school_id: 1, contracts: [] }, scd)).statusCode).toBe(403);
    expect((await get('/api/school-contracts/1', om)).statusCode).toBe(403);
    const editor = await userWithPermissions(t, ['school-contract.edit']);
    expect(
      (await postJson('/api/school-contracts/update', { school_id: 3, contracts: [year(1)] }, editor.token)).statusCode,
    ).toBe(200);
    const audit = await t.db
      .selectFrom('audit_logs')
      .select('action')
      .where('action', '=', 'school-contract.update')
      .execute();
    expect(audit.length).toBeGreaterThanOrEqual(3);
  });

  it('refuses negative amounts and more than two decimals, and round-trips cents exactly', async () => {
    const bad = await postJson(
      '/api/school-contracts/update',
      { school_id: 2, contracts: [{ ...year(1), general_r_and_r: -1, custodial_repairs: '0.125' }] },
      admin,
    );
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      'contracts.0.custodial_repairs',
      'contracts.0.general_r_and_r',
    ]);
    const ok = await postJson(
      '/api/school-contracts/update',
      { school_id: 2, contracts: [{ ...year(1), general_r_and_r: '1,234.5', custodial_repairs: 0.29 }] },
      admin,
    );
    expect(ok.statusCode).toBe(200);
    const [saved] = (await get('/api/school-contracts/2', admin)).json().data.contracts;
    expect(saved.general_r_and_r).toBe(1234.5);
    expect(saved.custodial_repairs).toBe(0.29);
    const row = await t.db
      .selectFrom('school_contracts')
      .select(['general_r_and_r', 'custodial_repairs'])
      .where('school_id', '=', 2)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ general_r_and_r: 123450, custodial_repairs: 29 });
  });
});

describe('tree-inspection photo', () => {
  async function upload(files: [string, Buffer][], fields: Record<string, string> = { school_id: '4' }, token = admin) {
    const f = new FormData();
    for (const [k, v] of Object.entries(fields)) f.append(k, v);
    f.append('school[]', JSON.stringify({ id: 4 }));
    for (const [name, buf] of files) f.append('file[]', new Blob([new Uint8Array(buf)]), name);
    const { payload, headers } = await multipart(f);
    return t.app.inject({
      method: 'POST',
      url: '/api/school/tree-inspection-photo',
      payload,
      headers: { ...headers, ...bearer(token) },
    });
  }
  const filesOf = (school: number) =>
    t.db
      .selectFrom('attachments')
      .selectAll()
      .where('owner_type', '=', 'school_tree_photo')
      .where('owner_id', '=', school)
      .execute();

  it('answers null before any upload', async () => {
    expect((await get('/api/school/tree-inspection-photo/4')).json()).toEqual({ data: null });
  });

  it('a school id that is not a 32-bit id (1e308, 2147483648, 1.5) is "The selected school is invalid.", never a 500', async () => {
    for (const school_id of ['1e308', '2147483648', '1.5', '0x4']) {
      const res = await upload([['tree.png', onePixelPng([0, 255, 0, 255])]], { school_id });
      expect(res.statusCode, `${school_id}: ${res.body}`).toBe(422);
      expect(res.json().errors.school_id).toEqual(['The selected school is invalid.']);
    }
  });

  it('uploads, shows and replaces the one photo', async () => {
    const res = await upload([['tree.png', onePixelPng([0, 255, 0, 255])]]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Successfully uploaded tree inspection photo' });
    const first = (await get('/api/school/tree-inspection-photo/4')).json().data;
    expect(first).toEqual({
      photo_url: expect.stringMatching(/^\/api\/download\?bucket=schools&file_path=/),
      file_name: 'tree.png',
      mime: 'image/png',
    });
    expect((await get(first.photo_url)).statusCode).toBe(200);
    const old = (await filesOf(4))[0];
    const again = await upload([
      ['tree2.jpg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1])],
    ]);
    expect(again.statusCode, again.body).toBe(200);
    const rows = await filesOf(4);
    expect(rows).toHaveLength(1);
    expect(rows[0].name).toBe('tree2.jpg');
    expect(fs.existsSync(path.join(t.dataDir, 'files', 'schools', old.full_path))).toBe(false);
  });

  it('gives the spec messages for a missing file, a wrong type and several files, and stores nothing', async () => {
    const before = await tableCounts(t);
    const none = await upload([]);
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toBe('Please upload a file to submit.');
    expect(none.json().errors.file).toEqual(['Please upload a file to submit.']);
    const pdf = await upload([['tree.pdf', Buffer.from('%PDF-1.4 x')]]);
    expect(pdf.json()).toEqual({
      message: 'Something went wrong. Invalid File Type',
      errors: { file: ['Something went wrong. Invalid File Type'] },
    });
    const disguised = await upload([['tree.png', Buffer.from('%PDF-1.4 x')]]);
    expect(disguised.json().message).toBe('Something went wrong. Invalid File Type');
    const gif = await upload([['tree.gif', Buffer.from('GIF89a......')]]);
    expect(gif.statusCode).toBe(422);
    const two = await upload([
      ['a.png', onePixelPng()],
      ['b.png', onePixelPng()],
    ]);
    expect(two.statusCode).toBe(422);
    const noSchool = await upload([['a.png', onePixelPng()]], { school_id: '99999' });
    expect(noSchool.json().errors.school_id).toBeDefined();
    expect(await tableCounts(t)).toEqual(before);
  });

  it('answers 413 above the configured limit', async () => {
    const limit = t.app.uploadLimits.treePhoto;
    expect(limit).toBe(10 * 1024 * 1024);
    t.app.uploadLimits.treePhoto = 1024;
    try {
      const res = await upload([['big.png', Buffer.concat([onePixelPng(), Buffer.alloc(4096)])]]);
      expect(res.statusCode).toBe(413);
    } finally {
      t.app.uploadLimits.treePhoto = limit;
    }
  });

  it('is edited with school.edit only, viewed within the OM scope, and deleted', async () => {
    const ma = await t.loginAs('MANAGING-AGENT');
    expect((await upload([['t.png', onePixelPng()]], { school_id: '4' }, ma)).statusCode).toBe(403);
    expect((await get('/api/school/tree-inspection-photo/4', ma)).statusCode).toBe(200);
    const other = omSchool === 4 ? 5 : 4;
    expect((await get(`/api/school/tree-inspection-photo/${other}`, om)).statusCode).toBe(404);
    const photo = (await get('/api/school/tree-inspection-photo/4')).json().data;
    if (omSchool !== 4) expect((await get(photo.photo_url, om)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/school/tree-inspection-photo/4', headers: bearer(ma) }))
        .statusCode,
    ).toBe(403);
    const del = await t.app.inject({
      method: 'DELETE',
      url: '/api/school/tree-inspection-photo/4',
      headers: bearer(admin),
    });
    expect(del.json()).toEqual({ message: 'Successfully deleted tree inspection photo' });
    expect(await filesOf(4)).toEqual([]);
    expect((await get('/api/school/tree-inspection-photo/4')).json().data).toBeNull();
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/school/tree-inspection-photo/4', headers: bearer(admin) }))
        .statusCode,
    ).toBe(404);
  });
});
