/**
 * A defect's pictures taken on this device and not sent yet are shown in its dialog (so that they are not taken
 * twice): those added to a stored defect and those of a defect made offline, each under its kind, with the stored
 * ones — through the real outbox on a real IndexedDB implementation (fake-indexeddb) and real Web Crypto.
 */
import 'fake-indexeddb/auto';
import { Blob as NodeBlob } from 'node:buffer';
import { render, screen, within } from '@testing-library/react';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DefectDialog } from '../../../custom-pages/inspections/DefectDialog.js';
import type { DefectPayload, PhotosPayload } from '../../../custom-pages/inspections/offlineRecord.js';
import { fetchKey } from '../../../src/offline/keyring.js';
import { enqueue } from '../../../src/offline/outbox.js';
import { offlineDb } from '../../../src/offline/store.js';
import { putFile } from '../../../src/offline/vault.js';
import { clearSession, saveSession } from '../../../src/session.js';
import { ScreenHarness, type TestIdentity } from '../screenHarness.js';

const TC: TestIdentity = { id: 3, full_name: 'Tom Contractor', role: { slug: 'TERM-CONTRACTOR' }, school_id: null };
const stored = (id: number, name: string) => ({
  id,
  name,
  mime: 'image/png',
  url: `/api/defect/9/photos/${id}`,
  thumbnail_url: `/api/defect/9/photos/${id}?thumbnail=1`,
});

function serve(input: RequestInfo | URL): Promise<Response> {
  const path = new URL(String(input), 'http://x').pathname.replace(/^\/api/, '');
  if (path === '/auth/offline-key')
    return Promise.resolve(Response.json({ data: { key: Buffer.alloc(32, 3).toString('base64url'), user_id: 3 } }));
  if (path === '/defect/9')
    return Promise.resolve(
      Response.json({
        data: {
          id: 9,
          version: 1,
          inspection_status: 'DRAFT',
          defect: true,
          status: 'Follow up',
          location: 'Staff toilet',
          description: 'Leaking basin',
          before_photos: [stored(1, 'stored-before.png')],
          after_photos: [],
          supporting_photos: [],
        },
      }),
    );
  return Promise.resolve(new Response(new Uint8Array([137, 80, 78, 71]), { headers: { 'content-type': 'image/png' } }));
}

async function keptPhoto(name: string): Promise<string> {
  const key = await putFile(new NodeBlob([name], { type: 'image/jpeg' }) as Blob);
  if (!key) throw new Error('not kept');
  return key;
}

const offline = { mustQueue: async () => false, queue: async () => true, queuePhotos: async () => true };

function open(defectId: number) {
  render(
    <ScreenHarness path="/x" at="/x" identity={TC}>
      <DefectDialog
        inspectionId={41}
        subItemId={11}
        defectId={defectId}
        title="Defect: 1.11 Basins"
        offline={offline}
        onClose={() => undefined}
        onSaved={() => undefined}
      />
    </ScreenHarness>,
  );
}

beforeEach(async () => {
  vi.stubGlobal('fetch', vi.fn(serve));
  await Promise.all(offlineDb.tables.map((t) => t.clear()));
  saveSession({ token: 't3', uid: 3, loginId: 'l' });
  await fetchKey();
});
afterAll(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe("a defect's pictures waiting on the device", () => {
  it('are shown under their kind beside the stored ones, and only those of this defect', async () => {
    const photos: PhotosPayload = {
      inspectionId: 41,
      defectId: 9,
      photos: [
        { field: 'before_photos[]', key: await keptPhoto('b'), name: 'taken-before.jpg' },
        { field: 'after_photos[]', key: await keptPhoto('a'), name: 'taken-after.jpg' },
      ],
    };
    const other: PhotosPayload = {
      inspectionId: 41,
      defectId: 10,
      photos: [{ field: 'before_photos[]', key: await keptPhoto('o'), name: 'other-defect.jpg' }],
    };
    for (const payload of [photos, other])
      await enqueue({ kind: 'inspection.photos', scope: 'inspection:41', payload, files: [] });

    open(9);
    const before = await screen.findByRole('region', { name: 'Before pictures' });
    expect(await within(before).findByText('taken-before.jpg')).toBeInTheDocument();
    expect(within(before).getByText('Waiting to be sent')).toBeInTheDocument();
    // the stored one is offered to open full size, beside the waiting one
    expect(await within(before).findAllByRole('button', { name: /stored-before\.png/ })).not.toHaveLength(0);
    const after = screen.getByRole('region', { name: 'After pictures' });
    expect(within(after).getByText('taken-after.jpg')).toBeInTheDocument();
    expect(screen.queryByText('other-defect.jpg')).toBeNull();
  });

  it('shows a defect made offline with the pictures it was made with', async () => {
    const payload: DefectPayload = {
      inspectionId: 41,
      tempId: -5,
      subItemId: 11,
      fields: { defect: true, location: 'Hall', description: 'Cracked tile', sendEmail: false },
      photos: [{ field: 'before_photos[]', key: await keptPhoto('t'), name: 'tile.jpg' }],
    };
    await enqueue({ kind: 'inspection.defect', scope: 'inspection:41', payload, files: [] });

    open(-5);
    expect(await screen.findByText('Cracked tile')).toBeInTheDocument();
    const before = screen.getByRole('region', { name: 'Before pictures' });
    expect(await within(before).findByText('tile.jpg')).toBeInTheDocument();
  });
});
