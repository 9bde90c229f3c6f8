import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../support/testApp.js';
import { userWithPermissions } from './helpers.js';

/** "A resource is one schema file + one migration": the equipment fixture adds both, and nothing else. */
const fixture = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/equipment');

let t: TestApp;
let admin: string;
let schoolIds: number[];
beforeAll(async () => {
  t = await createTestApp({
    schemaDirs: [path.join(fixture, 'schemas')],
    migrationDirs: [path.join(fixture, 'migrations')],
  });
  admin = await t.loginAs('ADMIN');
  schoolIds = (await t.db.selectFrom('schools').select('id').orderBy('id').limit(2).execute()).map((s) => s.id);
});
afterAll(async () => t.close());

const api = (method: string, url: string, payload?: unknown, token: string = admin) =>
  t.app.inject({
    method: method as 'GET',
    url,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const SEED = [
  { name: 'Main water pump', serial_no: 'PMP-001', kind: 'PUMP', zones: ['NORTH'], active: true, cost_cents: 150000 },
  { name: 'Backup pump', serial_no: 'PMP-002', kind: 'PUMP', zones: ['NORTH', 'EAST'], active: false },
  {
    name: 'Diesel generator',
    serial_no: 'GEN-001',
    kind: 'GENERATOR',
    zones: [],
    active: true,
    notes: 'Tested monthly',
  },
  { name: 'Block A lift', serial_no: 'LFT-001', kind: 'LIFT', zones: ['WEST'], active: true },
  { name: 'Block B lift 100%', serial_no: 'LFT-002', kind: 'LIFT', zones: ['WEST'] },
  { name: 'Alarm panel', serial_no: 'ALM-001', kind: 'FIRE_ALARM', zones: ['SOUTH'], active: false },
];

describe('a resource added by one schema file and one migration', () => {
  it('exists only with the fixture: the plain app has no such route', async () => {
    const plain = await createTestApp();
    try {
      const res = await plain.app.inject({ url: '/api/equipment', headers: bearer(await plain.loginAs('ADMIN')) });
      expect(res.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
    const routes = t.app.apiRoutes
      .filter((r) => r.url.startsWith('/api/equipment') || r.url === '/api/config/equipment')
      .map((r) => `${r.method} ${r.url}`);
    expect(routes.sort()).toEqual([
      'DELETE /api/equipment/:id',
      'GET /api/config/equipment',
      'GET /api/equipment',
      'GET /api/equipment/:id',
      'PATCH /api/equipment/:id',
      'POST /api/equipment',
      'PUT /api/equipment/:id',
    ]);
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/equipment', '/api/equipment/{id}']));
  });

  it('creates records with the spec-style message, typed values and defaults', async () => {
    for (const [i, body] of SEED.entries()) {
      const res = await api('POST', '/api/equipment', { ...body, school_id: schoolIds[i % 2] });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().message).toBe('Successfully created equipment');
      const rec = res.json().data;
      expect(rec).toMatchObject({
        name: body.name,
        serial_no: body.serial_no,
        kind: body.kind,
        zones: body.zones,
        active: body.active ?? true,
      });
      expect(typeof rec.id).toBe('number');
      expect(typeof rec.active).toBe('boolean');
    }
    const row = (await t.db
      .selectFrom('equipment' as never)
      .selectAll()
      .where('serial_no' as never, '=', 'PMP-002' as never)
      .executeTakeFirstOrThrow()) as Record<string, unknown>;
    expect(row).toMatchObject({ active: 0, zones: '["NORTH","EAST"]' });
    const log = await t.db.selectFrom('audit_logs').select('action').where('entity', '=', 'equipment').execute();
    expect(log.filter((l) => l.action === 'equipment.create')).toHaveLength(SEED.length);
  });

  const names = async (qs: string) => {
    const res = await api('GET', `/api/equipment?${qs}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.map((r: { name: string }) => r.name);
  };

  it('lists with paging, default sort and chosen sort', async () => {
    const res = (await api('GET', '/api/equipment?per_page=4&page=2')).json();
    expect(res.meta).toMatchObject({ current_page: 2, per_page: 4, total: SEED.length, last_page: 2, from: 5, to: 6 });
    expect(res.links).toMatchObject({ prev: '/api/equipment?page=1', next: null });
    const byName = (
      await t.db
        .selectFrom('equipment' as never)
        .select('name' as never)
        .orderBy('name' as never)
        .execute()
    ).map((r) => (r as { name: string }).name);
    expect(await names('per_page=100')).toEqual(byName);
    expect(await names('sort=serial_no&order=desc')).toEqual([
      'Backup pump',
      'Main water pump',
      'Block B lift 100%',
      'Block A lift',
      'Diesel generator',
      'Alarm panel',
    ]);
    expect(await names('sort=serial_no&order=asc')).toEqual([
      'Alarm panel',
      'Diesel generator',
      'Block A lift',
      'Block B lift 100%',
      'Main water pump',
      'Backup pump',
    ]);
    expect(await names('all=1')).toHaveLength(SEED.length);
  });

  it('filters by search (escaped), select, multi-select, boolean and reference', async () => {
    expect((await names('name=PUMP')).sort()).toEqual(['Backup pump', 'Main water pump']);
    expect(await names(`name=${encodeURIComponent('100%')}`)).toEqual(['Block B lift 100%']);
    expect(await names('serial_no=gen-')).toEqual(['Diesel generator']);
    expect((await names('kind=LIFT')).sort()).toEqual(['Block A lift', 'Block B lift 100%']);
    expect((await names('kind[]=GENERATOR&kind[]=FIRE_ALARM')).sort()).toEqual(['Alarm panel', 'Diesel generator']);
    expect((await names('active=false')).sort()).toEqual(['Alarm panel', 'Backup pump']);
    expect((await names('active=true')).sort()).toEqual([
      'Block A lift',
      'Block B lift 100%',
      'Diesel generator',
      'Main water pump',
    ]);
    expect((await names(`school_id=${schoolIds[1]}`)).sort()).toEqual(['Alarm panel', 'Backup pump', 'Block A lift']);
    expect(await names('kind=LIFT&name=block%20a')).toEqual(['Block A lift']);
  });

  it('shows one record and answers 404 for a missing one', async () => {
    const id = (await api('GET', '/api/equipment?serial_no=GEN-001')).json().data[0].id;
    const res = await api('GET', `/api/equipment/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id,
      name: 'Diesel generator',
      notes: 'Tested monthly',
      zones: [],
      active: true,
    });
    expect((await api('GET', '/api/equipment/99999')).statusCode).toBe(404);
  });

  it('updates with PUT and PATCH, and refuses a blank required field', async () => {
    const id = (await api('GET', '/api/equipment?serial_no=LFT-001')).json().data[0].id;
    const put = await api('PUT', `/api/equipment/${id}`, {
      name: 'Block A passenger lift',
      active: false,
      zones: ['WEST', 'SOUTH_WEST'],
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().message).toBe('Successfully updated equipment');
    expect(put.json().data).toMatchObject({
      name: 'Block A passenger lift',
      active: false,
      zones: ['WEST', 'SOUTH_WEST'],
      serial_no: 'LFT-001',
    });
    const record = (await api('GET', `/api/equipment/${id}`)).json().data;
    const patch = await api('PATCH', `/api/equipment/${id}`, { ...record, notes: 'Serviced' });
    expect(patch.statusCode).toBe(200);
    expect(patch.json().data.notes).toBe('Serviced');
    const blank = await api('PATCH', `/api/equipment/${id}`, { name: '' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors.name).toBeDefined();
    const clash = await api('PATCH', `/api/equipment/${id}`, { serial_no: 'PMP-001' });
    expect(clash.statusCode).toBe(422);
    expect(clash.json().errors.serial_no).toEqual(['The serial no has already been taken.']);
    const log = await t.db
      .selectFrom('audit_logs')
      .select(['before', 'after'])
      .where('action', '=', 'equipment.update')
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute();
    expect(log).toHaveLength(2);
    expect(JSON.parse(log[0].before!).name).toBe('Block A lift');
    expect(JSON.parse(log[0].after!).name).toBe('Block A passenger lift');
    expect((await api('PUT', '/api/equipment/99999', { name: 'x' })).statusCode).toBe(404);
  });

  it('answers 422 with field errors for bad input and writes nothing', async () => {
    const count = async () =>
      (
        (await t.db
          .selectFrom('equipment' as never)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()) as { n: number }
      ).n;
    const before = await count();
    const cases: [Record<string, unknown>, string, string?][] = [
      [{}, 'name', 'This field is required.'],
      [{ name: 'X', serial_no: 'PMP-001', kind: 'PUMP' }, 'serial_no', 'The serial no has already been taken.'],
      [{ name: 'X', serial_no: 'N-1', kind: 'BOILER' }, 'kind', 'The selected value is invalid.'],
      [{ name: 'X', serial_no: 'N-2', kind: 'PUMP', zones: ['MARS'] }, 'zones'],
      [{ name: 'X', serial_no: 'N-3', kind: 'PUMP', zones: 'NORTH,EAST' }, 'zones'],
      [{ name: 'X', serial_no: 'N-4', kind: 'PUMP', active: 'sometimes' }, 'active'],
      [{ name: 'X', serial_no: 'N-5', kind: 'PUMP', cost_cents: -5 }, 'cost_cents'],
      [{ name: 'X', serial_no: 'N-6', kind: 'PUMP', cost_cents: 'lots' }, 'cost_cents'],
      [{ name: 'x'.repeat(10_000), serial_no: 'N-7', kind: 'PUMP' }, 'name', 'May not be greater than 191 characters.'],
      [{ name: 'X', serial_no: 'N-8', kind: 'PUMP', colour: 'red' }, 'colour', 'This field is not allowed.'],
      [{ name: 'X', serial_no: 'N-9', kind: 'PUMP', zones: ['NORTH', 'NORTH'] }, 'zones'],
    ];
    for (const [body, field, message] of cases) {
      const res = await api('POST', '/api/equipment', body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(422);
      const errors = res.json().errors;
      expect(errors[field], `${field} in ${JSON.stringify(errors)}`).toBeDefined();
      if (message) expect(errors[field]).toContain(message);
    }
    const missing = (await api('POST', '/api/equipment', {})).json().errors;
    expect(Object.keys(missing).sort()).toEqual(['kind', 'name', 'serial_no']);
    expect(await count()).toBe(before);
  });

  it('answers its column definitions', async () => {
    const res = await api('GET', '/api/config/equipment');
    expect(res.statusCode).toBe(200);
    const { columns, resource, path: apiPath, route } = res.json().data;
    expect({ resource, apiPath, route }).toEqual({
      resource: 'equipment',
      apiPath: '/equipment',
      route: 'settings/equipment',
    });
    expect(columns.map((c: { field: string }) => c.field)).toEqual(['name', 'serial_no', 'kind', 'active', 'zones']);
    expect(columns[0]).toMatchObject({ label: 'Name', sortable: true, filter: 'search' });
    expect(columns[2]).toMatchObject({
      field: 'kind',
      filter: 'select',
      options: ['PUMP', 'GENERATOR', 'LIFT', 'FIRE_ALARM'],
    });
    expect(columns[3]).toMatchObject({ field: 'active', type: 'boolean', filter: 'boolean' });
    expect(columns[4]).toMatchObject({ field: 'zones', type: 'multiselect' });
  });

  it('enforces the permissions the schema names', async () => {
    const viewer = (await userWithPermissions(t, ['school.view'], 'eqviewer')).token;
    const nobody = (await userWithPermissions(t, [], 'eqnobody')).token;
    expect((await api('GET', '/api/equipment', undefined, viewer)).statusCode).toBe(200);
    expect((await api('GET', '/api/config/equipment', undefined, viewer)).statusCode).toBe(200);
    expect(
      (await api('POST', '/api/equipment', { name: 'X', serial_no: 'V-1', kind: 'PUMP' }, viewer)).statusCode,
    ).toBe(403);
    expect((await api('DELETE', '/api/equipment/1', undefined, viewer)).statusCode).toBe(403);
    expect((await api('GET', '/api/equipment', undefined, nobody)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/equipment' })).statusCode).toBe(401);
  });

  it('deletes with the message and audit entry, then 404', async () => {
    const id = (await api('GET', '/api/equipment?serial_no=ALM-001')).json().data[0].id;
    const res = await api('DELETE', `/api/equipment/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Successfully deleted equipment');
    expect((await api('GET', `/api/equipment/${id}`)).statusCode).toBe(404);
    expect((await api('DELETE', `/api/equipment/${id}`)).statusCode).toBe(404);
    const log = await t.db
      .selectFrom('audit_logs')
      .select('before')
      .where('action', '=', 'equipment.delete')
      .where('entity_id', '=', String(id))
      .executeTakeFirstOrThrow();
    expect(JSON.parse(log.before!).serial_no).toBe('ALM-001');
    expect((await api('GET', '/api/equipment')).json().meta.total).toBe(SEED.length - 1);
  });

  it('puts its menu entry where x-resource.menu says, for those who may list it', async () => {
    type Entry = { key: string; href?: string; icon?: string; children?: Entry[] };
    const menuOf = async (token: string) =>
      (await api('GET', '/api/config/menu', undefined, token)).json().data as Entry[];
    const settings = (await menuOf(admin)).find((e) => e.key === 'menu.settings')!;
    expect(settings.children![0]).toMatchObject({
      key: 'menu.resource_equipment',
      title: 'Equipment',
      href: '/settings/equipment',
      icon: 'Build',
    });
    const viewer = (await userWithPermissions(t, ['school.view'], 'eqmenu')).token;
    const nobody = (await userWithPermissions(t, ['document.view'], 'eqnomenu')).token;
    const keys = (entries: Entry[]): string[] => entries.flatMap((e) => [e.key, ...keys(e.children ?? [])]);
    expect(keys(await menuOf(viewer))).toContain('menu.resource_equipment');
    expect(keys(await menuOf(nobody))).not.toContain('menu.resource_equipment');
  });

  it('has the unique index its x-unique field asks for: the database itself refuses a duplicate', async () => {
    const now = new Date().toISOString();
    const row = { name: 'Twin', kind: 'PUMP', zones: '[]', active: 1, created_at: now, updated_at: now };
    const insert = (serial_no: string) =>
      (t.db as unknown as import('kysely').Kysely<Record<string, Record<string, unknown>>>)
        .insertInto('equipment')
        .values({ ...row, serial_no })
        .execute();
    await insert('DUP-1');
    await expect(insert('DUP-1')).rejects.toThrow(/unique|duplicate/i);
  });
});
