/**
 * Row scoping fails closed: a user of a zone-scoped role with no zone in charge sees nothing — every area's list is
 * empty, every record, report, preview and file answers 404 (or 403 where the role lacks the area), and no write reaches
 * a record.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/testApp.js';
import { tableCounts } from './helpers.js';
import { FILE_OWNERS, rowsOf, sweepFixture, TABLES, ZONE_ROLES } from './scope-fail-closed.support.js';

const fx = sweepFixture();
const { zonelessUser, call, checklistStatusCount } = fx;
let t: TestApp;
let ids: Record<string, number[]>;
let attachments: typeof fx.attachments;
let reportPaths: string[];
let schoolIds: number[];
beforeAll(() => {
  ({ t, ids, attachments, reportPaths, schoolIds } = fx);
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
