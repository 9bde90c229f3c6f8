/**
 * The managing agent's step at PENDING_MA takes the spec's multipart form with `attachments[]` (real SQLite and
 * PostgreSQL): the files become the quotation's documents, uploaded by the managing agent, under the quotation document
 * policy — a refused file is named, and then nothing is stored and the quotation still waits.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp.js';
import { onePixelPng } from './helpers.js';
import { actors, formPost, PDF_BYTES, quotationInState, SIGNATURE, type Actors } from './quotations.support.js';

let t: TestApp;
let a: Actors;
beforeAll(async () => {
  t = await createTestApp();
  a = await actors(t, ['TERM-CONTRACTOR', 'MANAGING-AGENT']);
});
afterAll(async () => t.close());

const ma = () => a.tokens['MANAGING-AGENT'];
const attachmentsOf = (id: number) =>
  t.db
    .selectFrom('attachments')
    .select(['name', 'mime', 'uploader_id', 'additional_fields'])
    .where('owner_type', '=', 'quotation')
    .where('owner_id', '=', id)
    .execute();

describe("the managing agent's files at PENDING_MA", () => {
  it('refuses a file outside the quotation document policy by name, storing nothing', async () => {
    const id = await quotationInState(t, a, 'PENDING_MA', [a.ids['MANAGING-AGENT']]);
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), Buffer.alloc(512, 1)]);
    const res = await formPost(
      t,
      `/api/quotations/${id}/ma-approval`,
      ma(),
      { status: 'REJECTED', status_remarks: 'See the attached' },
      [{ field: 'attachments[]', name: 'setup.pdf', data: exe, type: 'application/pdf' }],
    );
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().errors.file[0]).toMatch(/^setup\.pdf /);
    expect(await attachmentsOf(id)).toEqual([]);
    const row = await t.db.selectFrom('quotations').select('current_status').where('id', '=', id).executeTakeFirst();
    expect(row?.current_status).toBe('PENDING_MA');
  });

  it.each(['REJECTED', 'VERIFIED'])(
    'stores attachments[] of a %s step as documents of the quotation',
    async (status) => {
      const id = await quotationInState(t, a, 'PENDING_MA', [a.ids['MANAGING-AGENT']]);
      const res = await formPost(
        t,
        `/api/quotations/${id}/ma-approval`,
        ma(),
        {
          status,
          status_remarks: 'Site visit notes attached',
          ...(status === 'VERIFIED' ? { signature: SIGNATURE, signature_options: 'new_signature', name: 'M. A.' } : {}),
        },
        [
          { field: 'attachments[]', name: 'site-visit.pdf', data: PDF_BYTES, type: 'application/pdf' },
          { field: 'attachments[]', name: 'photo.png', data: onePixelPng(), type: 'image/png' },
        ],
      );
      expect(res.statusCode, res.body).toBe(200);
      const stored = await attachmentsOf(id);
      const documents = stored.filter((f) => !/signature/i.test(String(f.additional_fields)));
      expect(documents.map((f) => f.name).sort()).toEqual(['photo.png', 'site-visit.pdf']);
      for (const f of documents) {
        expect(f.uploader_id).toBe(a.ids['MANAGING-AGENT']);
        expect(JSON.parse(String(f.additional_fields))).toMatchObject({ type: 'MA_APPROVAL' });
      }
      const groups = res.json().data.documents as { uploader: { id: number }; files: { name: string }[] }[];
      const mine = groups.find((g) => g.uploader.id === a.ids['MANAGING-AGENT']);
      expect(mine?.files.map((f) => f.name).sort()).toEqual(['photo.png', 'site-visit.pdf']);
    },
  );
});
