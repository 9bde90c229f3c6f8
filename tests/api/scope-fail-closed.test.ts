/**
 * Row scoping fails closed: a user of a zone-scoped role with no zone in charge sees nothing — every area's list is
 * empty, every record, report, preview and file answers 404 (or 403 where the role lacks the area), and no write reaches
 * a record. And an arborist works only in the zone the role is named after.
 */
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isZoneScopedRole, ROLE, ROLE_SLUGS } from '../../domain/roles.js';
import * as arboristZones from '../../server/db/migrations/0020_arborist_zones.js';
import { bearer, createTestApp, type TestApp } from '../support/testApp.js';
import { multipart, omSchoolId, onePixelPng, tableCounts, userOfRole } from './helpers.js';

let t: TestApp;
let admin: string;
const ids: Record<string, number[]> = {};
const attachments: { id: number; owner: string; ownerId: number; bucket: string; full_path: string }[] = [];
const reportPaths: string[] = [];
let schoolIds: number[] = [];

/** The zone-scoped roles of the product (the arborists carry their role's zone, so they are never zone-less). */
const ZONE_ROLES = ROLE_SLUGS.filter(isZoneScopedRole);

const TABLES = {
  quotation: 'quotations',
  wso: 'work_service_orders',
  claim: 'claims',
  inspection: 'inspections',
  defect: 'defects',
  tree: 'tree_inspections',
  deliverable: 'deliverables',
  cop: 'cops',
  event: 'maintenance_schedules',
  soi: 'cop_sois',
  ld: 'cop_liquidated_damages',
  kpi: 'cop_kpis',
} as const;

/** Stored files per owner kind: the area its record belongs to, its bucket, and its own route (if any) to read it. */
const FILE_OWNERS: [string, keyof typeof TABLES | 'school', string, string?][] = [
  ['quotation', 'quotation', 'quotations', '/api/quotations/:owner/files/:id'],
  ['quotation_signature', 'quotation', 'quotations', '/api/quotations/:owner/files/:id'],
  ['wso_before', 'wso', 'wso', '/api/work-service-order/:owner/files/:id'],
  ['wso_signature', 'wso', 'wso'],
  ['claim_document', 'claim', 'claims'],
  ['claim_signature', 'claim', 'claims', '/api/claims/:owner/signatures/:id'],
  ['inspection_signature', 'inspection', 'inspections', '/api/inspection-schedule/:owner/signatures/:id'],
  ['defect_before', 'defect', 'inspections', '/api/defect/:owner/photos/:id'],
  ['tree_before', 'tree', 'trees'],
  ['tree_signature', 'tree', 'trees'],
  ['deliverable', 'deliverable', 'deliverables'],
  ['cop_signature', 'cop', 'cops', '/api/cops/:owner/signatures/:id'],
  ['school_tree_photo', 'school', 'schools'],
];
const REPORTS = [
  ['quotation', 'quotations'],
  ['wso', 'work_service_orders'],
  ['claim', 'claims'],
  ['inspection', 'inspections'],
  ['tree', 'tree_inspections'],
] as const;

async function zonelessUser(slug: string): Promise<string> {
  const role = await t.db.selectFrom('roles').select('id').where('slug', '=', slug).executeTakeFirstOrThrow();
  // The demo contractor's company: a contractor must not widen what a zone-less user sees.
  return (await userOfRole(t, role.id, `zoneless-${slug.toLowerCase()}@caretaker.test`, { contractor: 'SH' })).token;
}

/** Requests sent by the sweep, printed at the end so a run's report can say how much it covered. */
let probes = 0;
function call(method: string, url: string, token: string, payload?: object) {
  probes++;
  return t.app.inject({
    method: method as 'GET',
    url,
    headers: bearer(token),
    ...(method === 'GET' || method === 'DELETE' ? {} : { payload: payload ?? {} }),
  });
}

/** The rows an answer carries: a list's data, a dashboard's non-zero figures, a count map's non-zero counts. */
function rowsOf(body: unknown): number {
  if (Array.isArray(body)) return body.reduce((n: number, x) => n + rowsOf(x), 0);
  if (body && typeof body === 'object') {
    const o = body as Record<string, unknown>;
    if ('data' in o) return rowsOf(o.data);
    return Object.entries(o).reduce(
      (n, [k, v]) =>
        n + (typeof v === 'number' ? (v !== 0 && k !== 'id' ? 1 : 0) : typeof v === 'object' ? rowsOf(v) : 0),
      0,
    );
  }
  return 0;
}

/** Inspections counted by the checklist-status dashboard (its rows are the template catalogue, their counts scoped). */
async function checklistStatusCount(token: string): Promise<number | 'forbidden'> {
  const r = await call('GET', '/api/dashboard/checklist-status?all=1', token);
  if (r.statusCode === 403) return 'forbidden';
  expect(r.statusCode, r.body).toBe(200);
  return (r.json().data as { break_down: Record<string, number> }[])
    .flatMap((row) => Object.values(row.break_down))
    .reduce((n, v) => n + v, 0);
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs('ADMIN');
  // A tree inspection and a deliverable exist, so their routes are swept over real records.
  const arborist = await t.loginAs(ROLE.ARBORIST_NORTH_EAST);
  const template = (await call('GET', '/api/tree-checklist', admin)).json().data[0].id as number;
  const tree = await call('POST', '/api/tree-inspection', arborist, {
    tree_checklist_id: template,
    school_id: await omSchoolId(t),
  });
  expect(tree.statusCode, tree.body).toBe(201);
  const tc = await t.loginAs(ROLE.TERM_CONTRACTOR);
  const open = await call('POST', '/api/deliverable/open', tc, {
    category: 'BM',
    zone: 'NORTH_EAST',
    year: 2026,
    month: 3,
  });
  expect(open.statusCode, open.body).toBeLessThan(300);
  const school = await omSchoolId(t);
  const event = await call('POST', '/api/maintenance-schedule', tc, {
    school_id: school,
    type: 'BM',
    month: 3,
    year: 2026,
    sched: { start: '2026-03-10', title: 'Pump servicing', color: '#000' },
  });
  expect(event.statusCode, event.body).toBeLessThan(300);
  const cop = await call('POST', '/api/cops', tc, { zone: 'NORTH_EAST', year: 2026, month: 3 });
  expect(cop.statusCode, cop.body).toBeLessThan(300);
  // A defect with a before photo on a fresh checklist of the same school.
  const template2 = await t.db
    .selectFrom('checklists')
    .select('id')
    .where('type', '=', 'REGULAR')
    .executeTakeFirstOrThrow();
  const tech = await t.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'technician@caretaker.test')
    .executeTakeFirstOrThrow();
  const inspection = await call('POST', '/api/inspection-schedule', tc, {
    checklist_id: template2.id,
    school_id: school,
    members: [tech.id],
    check_in: '2026-03-02 08:00',
  });
  expect(inspection.statusCode, inspection.body).toBe(201);
  const inspectionId = inspection.json().data.id as number;
  const sub = await t.db
    .selectFrom('inspection_sub_items')
    .select('id')
    .where('inspection_id', '=', inspectionId)
    .where('header', '=', 0)
    .executeTakeFirstOrThrow();
  const form = new FormData();
  for (const [k, v] of Object.entries({
    checklist_item_id: String(sub.id),
    defect: 'Yes',
    location: 'Block A',
    description: 'Leak',
  }))
    form.append(k, v);
  form.append('before_photos[]', new Blob([new Uint8Array(onePixelPng())], { type: 'image/png' }), 'p.png');
  const { payload, headers } = await multipart(form);
  const defect = await t.app.inject({
    method: 'POST',
    url: `/api/inspection-schedule/${inspectionId}/defect`,
    payload,
    headers: { ...headers, ...bearer(tc) },
  });
  expect(defect.statusCode, defect.body).toBeLessThan(300);
  for (const [key, table] of Object.entries(TABLES))
    ids[key] = (await t.db.selectFrom(table).select('id').orderBy('id').execute()).map((r) => Number(r.id));
  for (const key of ['quotation', 'wso', 'claim', 'inspection', 'defect', 'tree', 'deliverable', 'cop', 'event'])
    expect(ids[key].length, `seeded ${key}s`).toBeGreaterThan(0);
  // Every kind of stored file and report, on a record of the scoped areas (the seed stores none).
  for (const [owner, area, bucket] of FILE_OWNERS) {
    const ownerId = area === 'school' ? school : ids[area][0];
    const key = `sweep/${owner}.png`;
    await t.app.storage.put(bucket, key, Readable.from([onePixelPng()]));
    const row = await t.db
      .insertInto('attachments')
      .values({
        owner_type: owner,
        owner_id: ownerId,
        file_name: `${owner}.png`,
        name: `${owner}.png`,
        mime: 'image/png',
        size: onePixelPng().length,
        bucket,
        full_path: key,
        thumbnail: null,
        uploader_id: null,
        additional_fields: '{}',
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    attachments.push({ id: Number(row.id), owner, ownerId, bucket, full_path: key });
  }
  for (const [area, table] of REPORTS) {
    const key = `sweep/${table}.pdf`;
    await t.app.storage.put('reports', key, Readable.from([Buffer.from('%PDF-1.4\n%%EOF\n')]));
    await t.db.updateTable(table).set({ report_path: key }).where('id', '=', ids[area][0]).execute();
    reportPaths.push(key);
  }
  schoolIds = (await t.db.selectFrom('schools').select('id').execute()).map((s) => Number(s.id));
});
afterAll(async () => {
  console.log(`scope-fail-closed: ${probes} requests, zone-less roles ${ZONE_ROLES.join(', ')}`);
  await t.close();
});

const LISTS = [
  '/api/quotations',
  '/api/quotations/pending-approvals',
  '/api/quotations/pending-claims',
  '/api/work-service-order',
  '/api/work-service-order/pending-approvals',
  '/api/claims',
  '/api/claims/pending-approvals',
  '/api/inspection-schedule',
  '/api/inspection-schedule/to/do',
  '/api/defect',
  '/api/maintenance-schedule?start=2000-01-01&end=2100-01-01',
  '/api/tree-inspection',
  '/api/deliverable/pending-approvals',
  '/api/deliverable/building-maintenance?year=2025',
  '/api/deliverable/turf-and-plant',
  '/api/cops',
  '/api/cop-soi',
  '/api/cop-ld',
  '/api/cop-kpi',
  '/api/school',
  '/api/school?all=1',
  '/api/user-organization',
  '/api/config/zones-in-charge',
  '/api/todo/counts',
  '/api/dashboard/quotation-zone-summary',
  '/api/dashboard/quotation-school-summary',
  '/api/dashboard/quotation-month-summary',
  '/api/dashboard/defects-summary',
  '/api/dashboard/inspection-summary',
  '/api/dashboard/checklist-summary',
  '/api/dashboard/apv-monthly?start_date=2000-01-01&end_date=2100-01-01',
];

/** Record, report, preview and file routes per area: `:id` is each stored record of the area. */
const RECORD_ROUTES: [keyof typeof TABLES | 'school', string[]][] = [
  [
    'quotation',
    [
      '/api/quotations/:id',
      '/api/quotations/:id/preview',
      '/api/quotations/:id/report',
      '/api/quotations/:id/report-generation',
    ],
  ],
  [
    'wso',
    [
      '/api/work-service-order/:id',
      '/api/work-service-order/:id/get',
      '/api/work-service-order/:id/preview',
      '/api/work-service-order/:id/report',
      '/api/work-service-order/:id/report-generation',
    ],
  ],
  [
    'claim',
    ['/api/claims/:id', '/api/claims/:id/preview', '/api/claims/:id/report', '/api/claims/:id/report-generation'],
  ],
  [
    'inspection',
    [
      '/api/inspection-schedule/:id',
      '/api/inspection-schedule/get-unchecked-items/:id',
      '/api/inspection-schedule/:id/preview',
      '/api/inspection-schedule/:id/report',
      '/api/inspection-schedule/:id/report-generation',
      '/api/defect?inspection_id=:id',
    ],
  ],
  ['defect', ['/api/defect/:id']],
  ['tree', ['/api/tree-inspection/:id', '/api/tree-inspection/:id/preview', '/api/tree-inspection/:id/report']],
  ['deliverable', ['/api/deliverable/:id', '/api/deliverable/:id/inspection-summary']],
  ['cop', ['/api/cops/:id', '/api/cops/:id/report']],
  ['soi', ['/api/cop-soi/:id']],
  ['ld', ['/api/cop-ld/:id']],
  ['kpi', ['/api/cop-kpi/:id']],
  [
    'school',
    [
      '/api/school/:id',
      '/api/school-contracts/:id',
      '/api/school/tree-inspection-photo/:id',
      '/api/user-organization/:id',
      '/api/user-organization/:id/display-outstanding-items',
    ],
  ],
];

/** Writes on a stored record; a body the route needs is sent, so bad input is not what refuses it. */
const WRITES: [keyof typeof TABLES, string, string, object?][] = [
  ['quotation', 'POST', '/api/quotations/:id/void', { remarks: 'x' }],
  ['quotation', 'POST', '/api/quotations/:id/reject', { remarks: 'x' }],
  ['quotation', 'POST', '/api/quotations/:id/update-attachments', { attachments: [] }],
  ['quotation', 'DELETE', '/api/quotations/:id'],
  ['wso', 'DELETE', '/api/work-service-order/:id'],
  ['wso', 'POST', '/api/work-service-order/:id/reject', { remarks: 'x' }],
  ['claim', 'DELETE', '/api/claims/:id'],
  ['claim', 'POST', '/api/claims/:id/reject', { remarks: 'x' }],
  ['inspection', 'DELETE', '/api/inspection-schedule/:id'],
  ['inspection', 'POST', '/api/inspection-schedule/:id/defects', {}],
  ['defect', 'DELETE', '/api/defect/:id'],
  ['tree', 'DELETE', '/api/tree-inspection/:id'],
  ['tree', 'POST', '/api/tree-inspection/add-tree-inspection-subitem', { inspection_id: ':id' }],
  ['tree', 'GET', '/api/tree-inspection/:id/regenerate'],
  ['event', 'DELETE', '/api/maintenance-schedule/delete-schedule/:id'],
  ['cop', 'POST', '/api/cops/:id/submit', {}],
  ['soi', 'DELETE', '/api/cop-soi/:id'],
];

const fill = (s: string, id: number) => s.replace(/:id/g, String(id));

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

describe.each(ZONE_ROLES)('a %s user without a zone in charge', (slug) => {
  let token: string;
  beforeAll(async () => {
    token = await zonelessUser(slug);
  });

  it('finds no row in any list, dashboard or count', async () => {
    const leaks: string[] = [];
    for (const url of LISTS) {
      const r = await call('GET', url, token);
      if (r.statusCode === 403) continue;
      if (r.statusCode !== 200 || rowsOf(r.json()) !== 0)
        leaks.push(`${url} -> ${r.statusCode} ${r.body.slice(0, 160)}`);
    }
    expect(leaks).toEqual([]);
    expect([0, 'forbidden']).toContain(await checklistStatusCount(token));
  });

  it('gets 404 (or 403 without the area) for every record, report, preview and school', async () => {
    const leaks: string[] = [];
    for (const [area, urls] of RECORD_ROUTES) {
      const list = area === 'school' ? schoolIds : ids[area];
      for (const id of list.slice(0, 6))
        for (const url of urls) {
          const r = await call('GET', fill(url, id), token);
          const listed = url.includes('?') && r.statusCode === 200 && rowsOf(r.json()) === 0;
          if (r.statusCode !== 404 && r.statusCode !== 403 && !listed)
            leaks.push(`${fill(url, id)} -> ${r.statusCode} ${r.body.slice(0, 120)}`);
        }
    }
    expect(leaks).toEqual([]);
  });

  it('gets 404 for every stored file and report through the download route and the areas’ file routes', async () => {
    const leaks: string[] = [];
    for (const a of attachments) {
      const url = `/api/download?bucket=${a.bucket}&file_path=${encodeURIComponent(a.full_path)}`;
      const r = await call('GET', url, token);
      if (r.statusCode !== 404) leaks.push(`${a.owner} ${url} -> ${r.statusCode}`);
      const route = FILE_OWNERS.find(([o]) => o === a.owner)?.[3];
      if (route) {
        const own = route.replace(':owner', String(a.ownerId)).replace(':id', String(a.id));
        const r2 = await call('GET', own, token);
        if (![403, 404].includes(r2.statusCode)) leaks.push(`${a.owner} ${own} -> ${r2.statusCode}`);
      }
      const del = await call('DELETE', `/api/attachments/${a.id}`, token);
      if (![403, 404].includes(del.statusCode)) leaks.push(`DELETE attachment ${a.owner} -> ${del.statusCode}`);
    }
    for (const p of reportPaths) {
      const r = await call('GET', `/api/download?bucket=reports&file_path=${encodeURIComponent(p)}`, token);
      if (r.statusCode !== 404) leaks.push(`report ${p} -> ${r.statusCode}`);
    }
    expect(leaks).toEqual([]);
  });

  it('changes nothing through any write on a stored record, nor creates one in a school', async () => {
    const before = await tableCounts(t);
    const leaks: string[] = [];
    for (const [area, method, url, body] of WRITES)
      for (const id of ids[area].slice(0, 3)) {
        const payload = body && JSON.parse(fill(JSON.stringify(body), id).replace(/"(\d+)"/g, '$1'));
        const r = await call(method, fill(url, id), token, payload);
        if (![403, 404].includes(r.statusCode))
          leaks.push(`${method} ${fill(url, id)} -> ${r.statusCode} ${r.body.slice(0, 120)}`);
      }
    const school = schoolIds[0];
    for (const [url, body] of [
      [`/api/quotations/${ids.quotation[0]}/clone`, {}],
      ['/api/maintenance-schedule', { title: 'x', start: '2026-05-01', school_id: school, type: 'BM' }],
      ['/api/tree-inspection', { tree_checklist_id: 1, school_id: school }],
      ['/api/deliverable/open', { category: 'BM', zone: 'NORTH_EAST', year: 2026, month: 4 }],
    ] as const) {
      const r = await call('POST', url, token, body);
      if (![403, 404, 422].includes(r.statusCode)) leaks.push(`POST ${url} -> ${r.statusCode} ${r.body.slice(0, 120)}`);
    }
    expect(leaks).toEqual([]);
    expect(await tableCounts(t)).toEqual(before);
  });
});

describe('arborists work in the zone their role is named after', () => {
  it('arborist-south cannot read, add trees to or delete arborist-north-east’s tree inspection, even with no stored zone', async () => {
    const north = await t.loginAs(ROLE.ARBORIST_NORTH_EAST);
    const south = await t.loginAs(ROLE.ARBORIST_SOUTH);
    // An installation from before arborists carried their zone: the role alone decides.
    await t.db
      .updateTable('users')
      .set({ zone_in_charge: '[]' })
      .where('email', '=', 'arborist-south@caretaker.test')
      .execute();
    const template = (await call('GET', '/api/tree-checklist', admin)).json().data[0].id as number;
    const made = await call('POST', '/api/tree-inspection', north, {
      tree_checklist_id: template,
      school_id: await omSchoolId(t),
    });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().data.id as number;

    expect((await call('GET', `/api/tree-inspection/${id}`, south)).statusCode).toBe(404);
    expect((await call('GET', `/api/tree-inspection/${id}/preview`, south)).statusCode).toBe(404);
    const listed = (await call('GET', '/api/tree-inspection?per_page=100', south)).json().data as { id: number }[];
    expect(listed.map((r) => r.id)).not.toContain(id);
    const add = await call('POST', '/api/tree-inspection/add-tree-inspection-subitem', south, { inspection_id: id });
    expect(add.statusCode).toBe(404);
    expect((await call('DELETE', `/api/tree-inspection/${id}`, south)).statusCode).toBe(404);
    // The owner still has it, untouched.
    const own = await call('GET', `/api/tree-inspection/${id}`, north);
    expect(own.statusCode).toBe(200);
    // …and arborist-south cannot start one in a NORTH_EAST school either.
    const foreign = await call('POST', '/api/tree-inspection', south, {
      tree_checklist_id: template,
      school_id: await omSchoolId(t),
    });
    expect([403, 404, 422]).toContain(foreign.statusCode);
  });

  it('an existing installation’s zone-less arborists get their role’s zone from migration 0020', async () => {
    await t.db
      .updateTable('users')
      .set({ zone_in_charge: '[]' })
      .where('email', 'in', ['arborist-south@caretaker.test', 'arborist-north-east@caretaker.test'])
      .execute();
    await arboristZones.up(t.db);
    const zones = await t.db
      .selectFrom('users')
      .select(['email', 'zone_in_charge'])
      .where('email', 'in', [
        'arborist-south@caretaker.test',
        'arborist-north-east@caretaker.test',
        'admin@caretaker.test',
      ])
      .orderBy('email')
      .execute();
    expect(zones.map((z) => [z.email, JSON.parse(z.zone_in_charge)])).toEqual([
      ['admin@caretaker.test', []],
      ['arborist-north-east@caretaker.test', ['NORTH_EAST']],
      ['arborist-south@caretaker.test', ['SOUTH']],
    ]);
  });

  it('a new arborist gets the role’s zone on the user form, whatever zones are sent', async () => {
    const role = await t.db
      .selectFrom('roles')
      .select('id')
      .where('slug', '=', ROLE.ARBORIST_SOUTH)
      .executeTakeFirstOrThrow();
    const r = await call('POST', '/api/user', admin, {
      full_name: 'New Arborist',
      email: 'new-arborist@caretaker.test',
      password: 'Arborist-pass-1!',
      role_id: role.id,
      zone_in_charge: ['NORTH'],
    });
    expect(r.statusCode, r.body).toBeLessThan(300);
    const row = await t.db
      .selectFrom('users')
      .select('zone_in_charge')
      .where('email', '=', 'new-arborist@caretaker.test')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.zone_in_charge)).toEqual(['SOUTH']);
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
