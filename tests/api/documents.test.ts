import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_MAX_UPLOAD_BYTES } from '../../domain/constants.js';
import { bearer, createTestApp, type TestApp } from '../support/testApp.js';
import { thumbnailsMade } from '../support/thumbnails.js';
import { multipart, onePixelPng, tableCounts, userWithPermissions } from './helpers.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs('ADMIN');
});
afterAll(async () => t.close());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const filesOnDisk = (): string[] => {
  const root = path.join(t.dataDir, 'files');
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[])
    .filter((f) => fs.statSync(path.join(root, f)).isFile())
    .sort();
};

function form(fields: Record<string, string>, files: [string, Buffer | string, string?][] = []) {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  for (const [name, content, type] of files)
    f.append(
      'file[]',
      new Blob([typeof content === 'string' ? content : new Uint8Array(content)], {
        type: type ?? 'application/octet-stream',
      }),
      name,
    );
  return f;
}

async function post(url: string, f: FormData, token = admin) {
  const { payload, headers } = await multipart(f);
  return t.app.inject({ method: 'POST', url, payload, headers: { ...headers, ...bearer(token) } });
}

const valid = {
  name: 'Maintenance manual',
  category: JSON.stringify(['north', 'north-east']),
  description: 'Zone manual',
  bucket: 'north_east',
};

describe('document repository', () => {
  let id: number;

  it('creates a document with several files and answers the contract shape', async () => {
    const res = await post(
      '/api/documents',
      form(valid, [
        ['manual.pdf', PDF, 'application/pdf'],
        ['photo.png', onePixelPng([255, 0, 0, 255])],
        ['notes.txt', 'plain notes\n'],
        ['rates.csv', 'a,b\n1,2\n'],
      ]),
    );
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.message).toBe('Successfully created document repository');
    const d = body.data;
    id = d.id;
    expect(d).toMatchObject({
      name: 'Maintenance manual',
      category: ['north', 'north-east'],
      description: 'Zone manual',
      bucket: 'north_east',
    });
    expect(d.created_by.full_name).toBe('Demo Admin');
    expect(d.attachments).toHaveLength(4);
    const [pdf, png, txt, csv] = d.attachments;
    expect(pdf).toMatchObject({
      name: 'manual.pdf',
      mime: 'application/pdf',
      size: PDF.length,
      thumbnail: null,
      thumbnail_url: null,
      can_delete: true,
      additional_fields: {},
    });
    expect(pdf.full_path).toMatch(/^\d{4}\/\d{2}\/[0-9a-f-]{36}\.pdf$/);
    expect(pdf.file_name).toBe(pdf.full_path.split('/').pop());
    expect(pdf.url).toBe(`/api/download?bucket=north_east&file_path=${encodeURIComponent(pdf.full_path)}`);
    expect(pdf.uploader).toEqual({ id: expect.any(Number), full_name: 'Demo Admin' });
    expect(png.mime).toBe('image/png');
    // the thumbnail is made after the answer, by the job queue
    expect(png).toMatchObject({ thumbnail: null, thumbnail_url: null });
    await thumbnailsMade(t.app);
    const made = (await t.app.inject({ url: `/api/documents/${id}`, headers: bearer(admin) })).json().data
      .attachments[1];
    expect(made.thumbnail).toMatch(/_thumb\.jpg$/);
    expect(made.thumbnail_url).toContain(encodeURIComponent(made.thumbnail));
    expect(txt.mime).toBe('text/plain');
    expect(csv.mime).toBe('text/csv');
  });

  it('lists documents paged and searchable by name, and shows one', async () => {
    await post('/api/documents', form({ ...valid, name: 'Fire safety plan' }, [['plan.pdf', PDF]]));
    const list = await t.app.inject({ url: '/api/documents?name=MANUAL&per_page=10', headers: bearer(admin) });
    expect(list.statusCode).toBe(200);
    const body = list.json();
    expect(body.data.map((d: { name: string }) => d.name)).toEqual(['Maintenance manual']);
    expect(body.meta).toMatchObject({ current_page: 1, per_page: 10, total: 1, last_page: 1 });
    expect(body.links).toHaveProperty('next');
    const all = (await t.app.inject({ url: '/api/documents?per_page=1&page=2', headers: bearer(admin) })).json();
    expect(all.meta.total).toBe(2);
    expect(all.data).toHaveLength(1);
    const one = await t.app.inject({ url: `/api/documents/${id}`, headers: bearer(admin) });
    expect(one.json().data.attachments).toHaveLength(4);
    expect((await t.app.inject({ url: '/api/documents/99999', headers: bearer(admin) })).statusCode).toBe(404);
  });

  it('updates fields and adds files to the existing ones', async () => {
    const res = await post(
      `/api/documents/${id}`,
      form({ name: 'Maintenance manual v2', category: JSON.stringify(['west']) }, [['extra.pdf', PDF]]),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Successfully updated document repository');
    expect(res.json().data).toMatchObject({
      name: 'Maintenance manual v2',
      category: ['west'],
      description: 'Zone manual',
    });
    expect(res.json().data.attachments).toHaveLength(5);
    const noFiles = await post(`/api/documents/${id}`, form({ description: '' }));
    expect(noFiles.statusCode).toBe(200);
    expect(noFiles.json().data.description).toBeNull();
    expect(noFiles.json().data.attachments).toHaveLength(5);
  });

  it('refuses bad input with the spec messages and stores nothing', async () => {
    const before = await tableCounts(t);
    const disk = filesOnDisk();
    const noFile = await post('/api/documents', form(valid));
    expect(noFile.statusCode).toBe(422);
    expect(noFile.json().errors.file).toEqual(['File upload is required']);
    const missing = await post('/api/documents', form({ description: 'x' }, [['a.pdf', PDF]]));
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.name).toEqual(['This field is required.']);
    expect(missing.json().errors.category).toEqual(['This field is required.']);
    const badCategory = await post('/api/documents', form({ ...valid, category: '["nowhere"]' }, [['a.pdf', PDF]]));
    expect(badCategory.statusCode).toBe(422);
    expect(badCategory.json().errors.category).toBeDefined();
    // Wrong type after a good one: the good one is removed too.
    const wrongType = await post(
      '/api/documents',
      form(valid, [
        ['a.pdf', PDF],
        ['evil.pdf', Buffer.from('MZ\x90\x00 not a pdf')],
      ]),
    );
    expect(wrongType.statusCode).toBe(422);
    expect(wrongType.json()).toEqual({
      message: 'Something went wrong. Invalid File Type',
      errors: { file: ['Something went wrong. Invalid File Type'] },
    });
    const zipNotOffice = await post(
      '/api/documents',
      form(valid, [['archive.zip', Buffer.from('PK\x03\x04rest-of-zip')]]),
    );
    expect(zipNotOffice.json().errors.file).toEqual(['Something went wrong. Invalid File Type']);
    const binaryTxt = await post('/api/documents', form(valid, [['data.txt', Buffer.from([0x41, 0x00, 0x42])]]));
    expect(binaryTxt.statusCode).toBe(422);
    const asJson = await t.app.inject({
      method: 'POST',
      url: '/api/documents',
      payload: valid,
      headers: bearer(admin),
    });
    expect(asJson.statusCode).toBe(422);
    expect(await tableCounts(t)).toEqual(before);
    expect(filesOnDisk()).toEqual(disk);
  });

  it('accepts Office documents by content and extension (docx zip, xls OLE)', async () => {
    const docx = Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(100, 1)]);
    const xls = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(100)]);
    const res = await post(
      '/api/documents',
      form({ ...valid, name: 'Office' }, [
        ['report.docx', docx],
        ['sheet.xls', xls],
      ]),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.attachments.map((a: { mime: string }) => a.mime)).toEqual([
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.ms-excel',
    ]);
  });

  it('answers 413 for a file over the limit and leaves nothing behind', async () => {
    expect(t.app.uploadLimits.documents).toBe(DOCUMENT_MAX_UPLOAD_BYTES);
    expect(DOCUMENT_MAX_UPLOAD_BYTES).toBe(268435456);
    const before = await tableCounts(t);
    const disk = filesOnDisk();
    t.app.uploadLimits.documents = 64 * 1024;
    try {
      const big = Buffer.concat([PDF, Buffer.alloc(200 * 1024, 0x20)]);
      const res = await post(
        '/api/documents',
        form(valid, [
          ['small.pdf', PDF],
          ['big.pdf', big],
        ]),
      );
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toMatch(/may not be larger than/);
    } finally {
      t.app.uploadLimits.documents = DOCUMENT_MAX_UPLOAD_BYTES;
    }
    expect(await tableCounts(t)).toEqual(before);
    expect(filesOnDisk()).toEqual(disk);
  });

  it('enforces document permissions: view-only users may list but not create, edit or delete', async () => {
    const viewer = await t.loginAs('TECHNICIAN');
    expect((await t.app.inject({ url: '/api/documents', headers: bearer(viewer) })).statusCode).toBe(200);
    const list = (await t.app.inject({ url: `/api/documents/${id}`, headers: bearer(viewer) })).json().data;
    expect(list.attachments.every((a: { can_delete: boolean }) => a.can_delete === false)).toBe(true);
    expect((await post('/api/documents', form(valid, [['a.pdf', PDF]]), viewer)).statusCode).toBe(403);
    expect((await post(`/api/documents/${id}`, form({ name: 'x' }), viewer)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/documents/${id}`, headers: bearer(viewer) })).statusCode,
    ).toBe(403);
    const nobody = await userWithPermissions(t, []);
    expect((await t.app.inject({ url: '/api/documents', headers: bearer(nobody.token) })).statusCode).toBe(403);
    const creator = await userWithPermissions(t, ['document.view', 'document.create']);
    expect(
      (await post('/api/documents', form({ ...valid, name: 'By creator' }, [['a.pdf', PDF]]), creator.token))
        .statusCode,
    ).toBe(201);
  });

  it('deletes a document with its files and writes the audit log', async () => {
    const files = (await t.app.inject({ url: `/api/documents/${id}`, headers: bearer(admin) })).json().data
      .attachments as { full_path: string; thumbnail: string | null }[];
    const res = await t.app.inject({ method: 'DELETE', url: `/api/documents/${id}`, headers: bearer(admin) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Successfully deleted document repository' });
    for (const f of files) {
      expect(fs.existsSync(path.join(t.dataDir, 'files', 'north_east', f.full_path))).toBe(false);
      if (f.thumbnail) expect(fs.existsSync(path.join(t.dataDir, 'files', 'north_east', f.thumbnail))).toBe(false);
    }
    expect(
      await t.db
        .selectFrom('attachments')
        .select('id')
        .where('owner_type', '=', 'document')
        .where('owner_id', '=', id)
        .execute(),
    ).toEqual([]);
    const actions = (
      await t.db.selectFrom('audit_logs').select('action').where('entity', '=', 'document').execute()
    ).map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining(['document.create', 'document.update', 'document.delete']));
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/documents/${id}`, headers: bearer(admin) })).statusCode,
    ).toBe(404);
  });
});

describe('column configuration of the hand-written resources', () => {
  it('answers /api/config/document and /api/config/school from the schemas', async () => {
    const doc = (await t.app.inject({ url: '/api/config/document', headers: bearer(admin) })).json().data;
    expect(doc).toMatchObject({ resource: 'document', path: '/documents', route: 'document-repository' });
    // the list's columns as the page shows them (schemas/document.ts documentListSchema)
    expect(doc.columns.map((c: { field: string }) => c.field)).toEqual([
      'name',
      'category',
      'description',
      'attachments',
      'created_by',
      'updated_at',
    ]);
    const school = (await t.app.inject({ url: '/api/config/school', headers: bearer(admin) })).json().data;
    expect(school.columns.map((c: { field: string }) => c.field)).toEqual([
      'name',
      'zone',
      'sub_zone',
      'school_type',
      'oms',
      'mas',
    ]);
  });
});
