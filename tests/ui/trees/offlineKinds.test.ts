/**
 * How a tree inspection's queued writes are sent (custom-pages/trees/offlineKinds.ts), through the real outbox on a
 * real IndexedDB implementation (fake-indexeddb) and real Web Crypto. The server is played by a fetch that keeps one
 * inspection with a version and answers a stale save 409 with the current version, and a submitted one 409 without
 * it, as server/services/trees does (the end-to-end test tests/e2e/offline-tree.test.ts runs the real one).
 */
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TreeField } from '../../../domain/treeFields.js';
import type { TreeInspection } from '../../../custom-pages/trees/api.js';
import { changedItems, formValues } from '../../../custom-pages/trees/offlineFields.js';
import { keepTreeInspection, queueTreeWrites } from '../../../custom-pages/trees/offlineRecord.js';
import { fetchKey } from '../../../src/offline/keyring.js';
import { readWrites } from '../../../src/offline/outbox.js';
import { registerOfflineKinds } from '../../../src/offline/registry.js';
import { offlineDb } from '../../../src/offline/store.js';
import { syncNow } from '../../../src/offline/sync.js';
import { saveSession } from '../../../src/session.js';

registerOfflineKinds('tree.', () => import('../../../custom-pages/trees/offlineKinds.js'));

const fields = (): TreeField[] => [
  {
    type: 'custom_input',
    name: 'tree_identity',
    label: 'Tree',
    inputs: [
      { name: 'tree_id', label: 'Tree ID', value: '' },
      { name: 'tree_name', label: 'Tree name', value: '' },
    ],
  },
  { type: 'text', name: 'girth', label: 'Girth (m)', value: '' },
  { type: 'checkbox', name: 'defects', label: 'Defects', options: ['Cavity', 'Leaning'], value: [] },
];

let server: TreeInspection;
let posts: { version: unknown; body: Record<string, unknown> }[];

function newServer(): TreeInspection {
  return {
    id: 1,
    name: 'Trees',
    status: 'DRAFT',
    school: { id: 1, name: 'School', slug: 's', zone: 'NE' },
    location: null,
    inspection_category: 'TREE-INSPECTION',
    tree_inspected_at: null,
    tree_checklist_items: [{ id: 11, sequence: 1, fields: fields(), defect: false, remarks: null }],
    attachments: { s11: { before_photos: [], after_photos: [], inspect_photo: [] } },
    signatories: { url: null, name: null, signature_details: null },
    actions: ['save', 'submit', 'evidence'],
    version: 1,
  };
}

/** Someone else's save: values written straight into the server's record, its version moved on. */
function elsewhere(change: Record<string, unknown>) {
  apply({ tree_checklist_items: changedItems(change as Record<string, string>) });
  server.version += 1;
}

function apply(body: Record<string, unknown>) {
  const items = (body.tree_checklist_items ?? []) as {
    id: number;
    fields?: { name: string; value?: unknown; inputs?: { name: string; value: string }[] }[];
  }[];
  for (const sent of items) {
    const item = server.tree_checklist_items.find((i) => i.id === sent.id)!;
    for (const f of sent.fields ?? []) {
      const field = item.fields.find((x) => x.name === f.name)!;
      if (f.inputs)
        field.inputs = field.inputs!.map((x) => ({
          ...x,
          value: f.inputs!.find((s) => s.name === x.name)?.value ?? x.value,
        }));
      else field.value = f.value as TreeField['value'];
    }
  }
  if (body.tree_checklist_item_id) {
    const item = server.tree_checklist_items.find((i) => i.id === body.tree_checklist_item_id)!;
    if (body.remarks !== undefined) item.remarks = body.remarks as string | null;
    if (body.defect !== undefined) item.defect = body.defect === 'yes';
  }
  if (body.status === 'SUBMITTED') Object.assign(server, { status: 'SUBMITTED', actions: [] });
}

function serve(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = String(input);
  if (url.endsWith('/api/auth/offline-key'))
    return Promise.resolve(Response.json({ data: { key: Buffer.alloc(32, 3).toString('base64url'), user_id: 3 } }));
  if (url.endsWith('/api/tree-inspection/1')) return Promise.resolve(Response.json({ data: structuredClone(server) }));
  const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
  posts.push({ version: body.version, body });
  if (server.status === 'SUBMITTED')
    return Promise.resolve(
      Response.json(
        { message: 'This tree inspection has been submitted and can no longer be changed.' },
        { status: 409 },
      ),
    );
  if (body.version !== server.version)
    return Promise.resolve(
      Response.json({ message: 'Changed by someone else.', version: server.version }, { status: 409 }),
    );
  apply(body);
  server.version += 1;
  return Promise.resolve(Response.json({ message: 'ok', data: structuredClone(server) }));
}

const NAME = JSON.stringify([11, 'tree_identity', 'tree_name']);
const GIRTH = JSON.stringify([11, 'girth']);
const DEFECTS = JSON.stringify([11, 'defects', null]);
const form = (change: Record<string, string>) => ({ kind: 'form' as const, payload: { inspectionId: 1, change } });

beforeEach(async () => {
  vi.stubGlobal('fetch', vi.fn(serve));
  server = newServer();
  posts = [];
  await Promise.all(offlineDb.tables.map((t) => t.clear()));
  saveSession({ token: 't3', uid: 3, loginId: 'l' });
  await fetchKey();
  await keepTreeInspection(structuredClone(server));
});

describe('sending a tree inspection kept offline', () => {
  it('sends the changed values only, on the version it was prepared on, with ticked options as a list', async () => {
    await queueTreeWrites(server, [form({ [NAME]: 'Rain tree', [DEFECTS]: '["Cavity","Leaning"]' })]);
    await syncNow();
    expect(posts).toEqual([
      {
        version: 1,
        body: {
          status: 'DRAFT',
          version: 1,
          tree_checklist_items: [
            {
              id: 11,
              fields: [
                { name: 'tree_identity', inputs: [{ name: 'tree_name', value: 'Rain tree' }] },
                { name: 'defects', value: ['Cavity', 'Leaning'] },
              ],
            },
          ],
        },
      },
    ]);
    expect(formValues(server)[DEFECTS]).toBe('["Cavity","Leaning"]');
    expect(await readWrites()).toEqual([]);
  });

  it('changing a value twice is ours over ours, even when the server moved on between the two', async () => {
    await queueTreeWrites(server, [form({ [NAME]: 'First' }), form({ [NAME]: 'Second' })]);
    elsewhere({ [GIRTH]: '3.0' });
    await syncNow();
    expect([formValues(server)[NAME], formValues(server)[GIRTH]]).toEqual(['Second', '3.0']);
    expect(await readWrites()).toEqual([]);
  });

  it('sends what only the device changed and keeps a value both changed for the user, with both values', async () => {
    await queueTreeWrites(server, [form({ [NAME]: 'Mine', [GIRTH]: '2.0' })]);
    elsewhere({ [NAME]: 'Theirs' });
    await syncNow();
    expect([formValues(server)[NAME], formValues(server)[GIRTH]]).toEqual(['Theirs', '2.0']);
    const [kept] = await readWrites();
    expect(kept.state).toBe('conflict');
    expect(kept.payload).toEqual({ inspectionId: 1, change: { [NAME]: 'Mine' } });
    expect(kept.problem?.conflicts).toEqual([{ field: NAME, base: '', mine: 'Mine', theirs: 'Theirs' }]);
  });

  it('reports evidence on an inspection submitted meanwhile, keeping what the device had', async () => {
    await queueTreeWrites(server, [
      { kind: 'evidence', payload: { inspectionId: 1, itemId: 11, change: { remarks: 'Split trunk' } } },
    ]);
    Object.assign(server, { status: 'SUBMITTED', actions: [], version: 2 });
    await syncNow();
    const [kept] = await readWrites();
    expect(kept.state).toBe('refused');
    expect(kept.problem?.message).toMatch(/submitted/);
    expect(kept.payload).toMatchObject({ change: { remarks: 'Split trunk' } });
    expect(server.tree_checklist_items[0].remarks).toBeNull();
  });
});
