/** The fail-closed scoping tests' set-up: a record of every scoped area and every kind of stored file and report. */
import { Readable } from 'node:stream';
import { afterAll, beforeAll, expect } from 'vitest';
import { isZoneScopedRole, ROLE, ROLE_SLUGS } from '../../domain/roles.js';
import { bearer, createTestApp, type TestApp } from '../support/testApp.js';
import { multipart, omSchoolId, onePixelPng, userOfRole } from './helpers.js';

/** The zone-scoped roles of the product (the arborists carry their role's zone, so they are never zone-less). */
export const ZONE_ROLES = ROLE_SLUGS.filter(isZoneScopedRole);

export const TABLES = {
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
export const FILE_OWNERS: [string, keyof typeof TABLES | 'school', string, string?][] = [
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

/** The rows an answer carries: a list's data, a dashboard's non-zero figures, a count map's non-zero counts. */
export function rowsOf(body: unknown): number {
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

/**
 * A test app holding the sweep's records and files, for the fail-closed scoping tests' files: registers its own
 * beforeAll/afterAll (so it is ready before the file's own hooks run) and answers the helpers those files share;
 * `call` counts the requests, printed at the end.
 */
export function sweepFixture() {
  const fx = {
    t: undefined as unknown as TestApp,
    admin: '',
    ids: {} as Record<string, number[]>,
    attachments: [] as { id: number; owner: string; ownerId: number; bucket: string; full_path: string }[],
    reportPaths: [] as string[],
    schoolIds: [] as number[],
  };
  async function zonelessUser(slug: string): Promise<string> {
    const role = await fx.t.db.selectFrom('roles').select('id').where('slug', '=', slug).executeTakeFirstOrThrow();
    // The demo contractor's company: a contractor must not widen what a zone-less user sees.
    return (await userOfRole(fx.t, role.id, `zoneless-${slug.toLowerCase()}@caretaker.test`, { contractor: 'SH' }))
      .token;
  }

  /** Requests sent by the sweep, printed at the end so a run's report can say how much it covered. */
  let probes = 0;
  function call(method: string, url: string, token: string, payload?: object) {
    probes++;
    return fx.t.app.inject({
      method: method as 'GET',
      url,
      headers: bearer(token),
      ...(method === 'GET' || method === 'DELETE' ? {} : { payload: payload ?? {} }),
    });
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
    fx.t = await createTestApp();
    fx.admin = await fx.t.loginAs('ADMIN');
    // A tree inspection and a deliverable exist, so their routes are swept over real records.
    const arborist = await fx.t.loginAs(ROLE.ARBORIST_NORTH_EAST);
    const template = (await call('GET', '/api/tree-checklist', fx.admin)).json().data[0].id as number;
    const tree = await call('POST', '/api/tree-inspection', arborist, {
      tree_checklist_id: template,
      school_id: await omSchoolId(fx.t),
    });
    expect(tree.statusCode, tree.body).toBe(201);
    const tc = await fx.t.loginAs(ROLE.TERM_CONTRACTOR);
    const open = await call('POST', '/api/deliverable/open', tc, {
      category: 'BM',
      zone: 'NORTH_EAST',
      year: 2026,
      month: 3,
    });
    expect(open.statusCode, open.body).toBeLessThan(300);
    const school = await omSchoolId(fx.t);
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
    const template2 = await fx.t.db
      .selectFrom('checklists')
      .select('id')
      .where('type', '=', 'REGULAR')
      .executeTakeFirstOrThrow();
    const tech = await fx.t.db
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
    const sub = await fx.t.db
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
    const defect = await fx.t.app.inject({
      method: 'POST',
      url: `/api/inspection-schedule/${inspectionId}/defect`,
      payload,
      headers: { ...headers, ...bearer(tc) },
    });
    expect(defect.statusCode, defect.body).toBeLessThan(300);
    for (const [key, table] of Object.entries(TABLES))
      fx.ids[key] = (await fx.t.db.selectFrom(table).select('id').orderBy('id').execute()).map((r) => Number(r.id));
    for (const key of ['quotation', 'wso', 'claim', 'inspection', 'defect', 'tree', 'deliverable', 'cop', 'event'])
      expect(fx.ids[key].length, `seeded ${key}s`).toBeGreaterThan(0);
    // Every kind of stored file and report, on a record of the scoped areas (the seed stores none).
    for (const [owner, area, bucket] of FILE_OWNERS) {
      const ownerId = area === 'school' ? school : fx.ids[area][0];
      const key = `sweep/${owner}.png`;
      await fx.t.app.storage.put(bucket, key, Readable.from([onePixelPng()]));
      const row = await fx.t.db
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
      fx.attachments.push({ id: Number(row.id), owner, ownerId, bucket, full_path: key });
    }
    for (const [area, table] of REPORTS) {
      const key = `sweep/${table}.pdf`;
      await fx.t.app.storage.put('reports', key, Readable.from([Buffer.from('%PDF-1.4\n%%EOF\n')]));
      await fx.t.db.updateTable(table).set({ report_path: key }).where('id', '=', fx.ids[area][0]).execute();
      fx.reportPaths.push(key);
    }
    fx.schoolIds = (await fx.t.db.selectFrom('schools').select('id').execute()).map((s) => Number(s.id));
  });
  afterAll(async () => {
    console.log(`scope-fail-closed: ${probes} requests, zone-less roles ${ZONE_ROLES.join(', ')}`);
    await fx.t.close();
  });
  return Object.assign(fx, { zonelessUser, call, checklistStatusCount });
}
