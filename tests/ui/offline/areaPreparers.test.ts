/**
 * The tree inspection and work service order preparers (custom-pages/trees/offlinePreparer.ts,
 * custom-pages/wso/offlinePreparer.ts) on a real IndexedDB implementation (fake-indexeddb) and real Web Crypto. The
 * server is played by a fetch that answers the lists as server/routes/trees and server/routes/wso do (each row with the
 * workflow actions the caller may take), one record with its photos, and the photos' thumbnails; the engine itself is
 * tested in prepare.test.ts.
 */
import 'fake-indexeddb/auto';
import { Blob as NodeBlob } from 'node:buffer';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { preparer as inspectionPreparer } from '../../../custom-pages/inspections/offlinePreparer.js';
import type { TreeInspection } from '../../../custom-pages/trees/api.js';
import { preparer as treePreparer } from '../../../custom-pages/trees/offlinePreparer.js';
import type { Wso } from '../../../custom-pages/wso/api.js';
import { preparer as wsoPreparer } from '../../../custom-pages/wso/offlinePreparer.js';
import { keptWsoOfQuotation } from '../../../custom-pages/wso/offlineRecord.js';
import { fetchKey } from '../../../src/offline/keyring.js';
import { autoPrepare } from '../../../src/offline/prepare.js';
import { registerOfflinePreparer } from '../../../src/offline/preparers.js';
import { offlineDb } from '../../../src/offline/store.js';
import { getFile, getRecord, putFile } from '../../../src/offline/vault.js';
import { clearSession, saveSession } from '../../../src/session.js';

const KEY = Buffer.alloc(32, 5).toString('base64url');

const photo = (id: number) => ({ id, name: `p${id}.jpg`, url: `/files/${id}`, thumbnail_url: `/files/${id}/thumb` });

function treeRecord(id: number): TreeInspection {
  return {
    id,
    name: 'Trees',
    status: 'DRAFT',
    school: { id: 1, name: 'School', slug: 's', zone: 'NE' },
    location: null,
    inspection_category: 'TREE-INSPECTION',
    tree_inspected_at: null,
    tree_checklist_items: [{ id: 11, sequence: 1, fields: [], defect: false, remarks: null }],
    attachments: { s11: { before_photos: [photo(101)], after_photos: [photo(102)], inspect_photo: [photo(103)] } },
    signatories: { url: null, name: null, signature_details: null },
    actions: ['save', 'submit', 'evidence'],
    version: 1,
  } as unknown as TreeInspection;
}

function wsoRecord(id: number): Wso {
  return {
    id,
    reference_number: `WSO-${id}`,
    status: 'DRAFT',
    version: 1,
    attachements: { before_photos: [photo(201)], after_photos: [photo(202)] },
    actions: ['draft', 'submit'],
    // the odd ones are bound to a quotation (its id 40 + the order's)
    quotation_id: id % 2 ? 40 + id : null,
  } as unknown as Wso;
}

/** The rows each list answers, by status, as the server presents them for a term contractor. */
let treeRows: Record<string, { id: number; status: string; actions: string[] }[]>;
/** …and the orders, each the user's own unless created by a colleague (the rows name the creator by name only). */
let wsoRows: Record<string, { id: number; status: string; actions: string[]; colleague?: boolean }[]>;
let asked: string[];

function serve(input: RequestInfo | URL): Promise<Response> {
  const url = new URL(String(input), 'http://device');
  const path = url.pathname.replace(/^\/api/, '');
  asked.push(`${path}${url.search}`);
  const json = (data: unknown) => Promise.resolve(Response.json({ data }));
  if (path === '/auth/offline-key') return json({ key: KEY, user_id: 7 });
  if (path === '/auth/me') return json({ id: 7, full_name: 'Field user', role_slug: 'term-contractor' });
  if (path === '/school') return json([{ id: 1, name: 'School' }]);
  if (path === '/tree-inspection') {
    const statuses = url.searchParams.getAll('status[]');
    return json(statuses.flatMap((s) => treeRows[s] ?? []));
  }
  if (path === '/work-service-order') {
    const rows = wsoRows[url.searchParams.get('status') ?? ''] ?? [];
    // the list's created_by_me filter (server/services/wso/repository.ts)
    return json(url.searchParams.get('created_by_me') === '1' ? rows.filter((r) => !r.colleague) : rows);
  }
  const tree = /^\/tree-inspection\/(\d+)$/.exec(path);
  if (tree) return json(treeRecord(Number(tree[1])));
  const checklist = /^\/inspection-schedule\/(\d+)$/.exec(path);
  if (checklist) return json({ id: Number(checklist[1]), status: 'DRAFT', checklist_items: [], version: 1 });
  const wso = /^\/work-service-order\/(\d+)$/.exec(path);
  if (wso) return json(wsoRecord(Number(wso[1])));
  if (/^\/files\/\d+\/thumb$/.test(path) || /^\/work-service-order\/\d+\/files\/\d+$/.test(path))
    return Promise.resolve(new Response('thumb', { headers: { 'Content-Type': 'image/jpeg' } }));
  return Promise.resolve(Response.json({ message: 'Not found' }, { status: 404 }));
}

beforeEach(async () => {
  vi.stubGlobal('fetch', vi.fn(serve));
  await Promise.all(offlineDb.tables.map((t) => t.clear()));
  localStorage.clear();
  saveSession({ token: 't7', uid: 7, loginId: 'l' });
  await fetchKey();
  treeRows = {};
  wsoRows = {};
  asked = [];
});
afterAll(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe('tree inspection preparer', () => {
  it('names the drafts the user may fill in, as the list gives them (newest first), and nothing submitted', async () => {
    treeRows = {
      DRAFT: [
        { id: 9, status: 'DRAFT', actions: ['save', 'submit'] },
        // a draft of the user's scope they may only read (a role that does not prepare tree inspections)
        { id: 8, status: 'DRAFT', actions: [] },
        { id: 4, status: 'DRAFT', actions: ['save', 'submit', 'delete'] },
      ],
      SUBMITTED: [{ id: 7, status: 'SUBMITTED', actions: ['regenerate'] }],
    };
    expect(await treePreparer.candidates()).toEqual(['9', '4']);
    // the list's own status filter, one page
    expect(asked).toEqual(['/tree-inspection?status[]=DRAFT&per_page=50']);
  });

  it('keeps the inspection, its base and its thumbnails, and drops them all', async () => {
    // node's Blob: jsdom's answers arrayBuffer() from another realm, which Node's Web Crypto refuses
    await putFile(new NodeBlob(['other'], { type: 'image/jpeg' }) as Blob, 'thumb:999');
    await treePreparer.prepare('3');
    expect((await getRecord<TreeInspection>('tree-inspection', 3))?.id).toBe(3);
    expect(await getRecord('tree-inspection-base', 3)).not.toBeNull();
    for (const id of [101, 102, 103]) expect(await getFile(`thumb:${id}`)).not.toBeNull();
    expect(treePreparer.scopeOf('3')).toBe('tree-inspection:3');

    await treePreparer.drop('3');
    expect(await getRecord('tree-inspection', 3)).toBeNull();
    expect(await getRecord('tree-inspection-base', 3)).toBeNull();
    for (const id of [101, 102, 103]) expect(await getFile(`thumb:${id}`)).toBeNull();
    // what was not kept for it stays
    expect(await getFile('thumb:999')).not.toBeNull();
  });
});

describe('a key forgotten while the record is on its way (signed out in another tab)', () => {
  it.each([
    ['checklist', inspectionPreparer, '/inspection-schedule/3', 'inspection'],
    ['tree inspection', treePreparer, '/tree-inspection/3', 'tree-inspection'],
    ['work service order', wsoPreparer, '/work-service-order/3', 'wso'],
  ])('fails the %s preparation instead of saying it is kept', async (_name, preparer, path, kind) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        if (new URL(String(input), 'http://device').pathname === `/api${path}`) await offlineDb.keys.clear();
        return serve(input);
      }),
    );
    await expect(preparer.prepare('3')).rejects.toThrow('no key');
    await fetchKey();
    expect(await getRecord(kind, 3)).toBeNull();
  });
});

describe('work service order preparer', () => {
  it('names the drafts and returned orders the user created and may submit, newest first, and nothing waiting for approval', async () => {
    wsoRows = {
      DRAFT: [
        // a colleague's draft of the same school: theirs to fill in, though the user's role could
        { id: 13, status: 'DRAFT', actions: ['draft', 'submit', 'delete'], colleague: true },
        { id: 12, status: 'DRAFT', actions: ['draft', 'submit', 'delete'] },
        // in the user's scope but not theirs to fill in (an approver's view)
        { id: 11, status: 'DRAFT', actions: [] },
        { id: 3, status: 'DRAFT', actions: ['draft', 'submit'] },
      ],
      REJECTED: [
        { id: 6, status: 'REJECTED', actions: ['submit', 'upload_photo'] },
        { id: 5, status: 'REJECTED', actions: ['submit', 'upload_photo'], colleague: true },
      ],
      PENDING: [{ id: 14, status: 'PENDING', actions: ['reject', 'regenerate'] }],
    };
    expect(await wsoPreparer.candidates()).toEqual(['12', '6', '3']);
    expect(asked.sort()).toEqual([
      '/work-service-order?status=DRAFT&created_by_me=1&per_page=50',
      '/work-service-order?status=REJECTED&created_by_me=1&per_page=50',
    ]);
  });

  it('keeps at most one page of them', async () => {
    wsoRows = {
      DRAFT: Array.from({ length: 50 }, (_, i) => ({ id: 200 - 2 * i, status: 'DRAFT', actions: ['submit'] })),
      REJECTED: Array.from({ length: 50 }, (_, i) => ({ id: 199 - 2 * i, status: 'REJECTED', actions: ['submit'] })),
    };
    const keys = await wsoPreparer.candidates();
    expect(keys).toHaveLength(50);
    expect(keys.slice(0, 3)).toEqual(['200', '199', '198']);
    expect(keys.at(-1)).toBe('151');
  });

  it('keeps the order, its base and its thumbnails, and drops them all but the schools other orders use', async () => {
    await wsoPreparer.prepare('5');
    expect((await getRecord<Wso>('wso', 5))?.id).toBe(5);
    expect(await getRecord('wso-base', 5)).not.toBeNull();
    // bound to quotation 45: its address finds the kept order
    expect(await getRecord('wso-by-quotation', 45)).toBe(5);
    expect((await keptWsoOfQuotation('45'))?.id).toBe(5);
    expect(await keptWsoOfQuotation('44')).toBeNull();
    for (const id of [201, 202]) expect(await getFile(`thumb:wso-${id}`)).not.toBeNull();
    expect(wsoPreparer.scopeOf('5')).toBe('wso:5');

    await wsoPreparer.drop('5');
    expect(await getRecord('wso', 5)).toBeNull();
    expect(await getRecord('wso-base', 5)).toBeNull();
    for (const id of [201, 202]) expect(await getFile(`thumb:wso-${id}`)).toBeNull();
    expect(await getRecord('wso-by-quotation', 45)).toBeNull();
    expect(await getRecord('wso-schools', 'all')).not.toBeNull();
  });
});

describe('both areas registered', () => {
  it('keeps the open records of each and drops the one no longer open', async () => {
    registerOfflinePreparer('tree-inspection', async () => ({ preparer: treePreparer }));
    registerOfflinePreparer('wso', async () => ({ preparer: wsoPreparer }));
    treeRows = { DRAFT: [{ id: 2, status: 'DRAFT', actions: ['save'] }] };
    wsoRows = { DRAFT: [{ id: 8, status: 'DRAFT', actions: ['submit'] }] };
    const report = await autoPrepare();
    expect(report?.prepared.sort()).toEqual(['tree-inspection:2', 'wso:8']);
    expect(await getRecord('tree-inspection', 2)).not.toBeNull();
    expect(await getRecord('wso', 8)).not.toBeNull();

    // the order was submitted elsewhere: no longer the user's to fill in
    wsoRows = {};
    const next = await autoPrepare();
    expect(next?.dropped).toEqual(['wso:8']);
    expect(await getRecord('wso', 8)).toBeNull();
    expect(await getFile('thumb:wso-201')).toBeNull();
    expect(await getRecord('tree-inspection', 2)).not.toBeNull();
  });
});
