import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../support/testApp.js';
import { thumbnailsMade } from '../support/thumbnails.js';
import { multipart, onePixelPng, tableCounts, userWithPermissions } from './helpers.js';
import {
  actors,
  baseFields,
  expectedTotals,
  formPost,
  fsrItems,
  jsonPost,
  PDF_BYTES,
  SIGNATURE,
  type Actors,
} from './quotations.support.js';

let t: TestApp;
let a: Actors;
const ROLES = ['ADMIN', 'TERM-CONTRACTOR', 'MANAGING-AGENT', 'OPERATIONS-MANAGER', 'MA-QS'];
beforeAll(async () => {
  t = await createTestApp();
  a = await actors(t, ROLES);
});
afterAll(async () => t.close());

const tc = () => a.tokens['TERM-CONTRACTOR'];
const get = (url: string, token = tc()) => t.app.inject({ url, headers: bearer(token) });
const filesOnDisk = () => {
  const root = path.join(t.dataDir, 'files', 'quotations');
  if (!fs.existsSync(root)) return 0;
  return (fs.readdirSync(root, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(root, f)).isFile())
    .length;
};

async function draft(extra: Record<string, unknown> = {}) {
  const items = await fsrItems(t, 2);
  const res = await jsonPost(t, '/api/quotations', tc(), {
    ...baseFields(a.schoolId),
    quotation_items: items.map((f, i) => ({ serial_no: i + 1, fsr_id: f.id, quantity: 1 })),
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

describe('create', () => {
  it('creates a draft from a real multipart body, recomputing every amount (client totals and FSR rates ignored)', async () => {
    const [f1, f2, f3] = await fsrItems(t, 3, 10);
    const items = [
      { hasHeader: true, header: 'Block A' },
      {
        serial_no: 1,
        fsr_id: f1.id,
        rate: '0.01',
        quantity: '250',
        amount: 999999,
        subRows: [{ item_description: 'Custodial', quantity: 1 }],
      },
      { serial_no: 2, fsr_id: f2.id, quantity: '0.25' },
      { note: 'After school hours only' },
      { serial_no: 3, fsr_id: f3.id, quantity: 3, is_active: false },
      {
        serial_no: 4,
        is_star_rate: true,
        item_number: 'SR-X',
        item_description: 'Replace gate motor',
        unit: 'lot',
        rate: '1,234.56',
        quantity: '1',
      },
    ];
    const before = filesOnDisk();
    const res = await formPost(
      t,
      '/api/quotations',
      tc(),
      {
        ...baseFields(a.schoolId),
        date: '2023-06-30',
        status: 'DRAFT',
        quotation_items: items,
        total_amount: '1',
        sub_total_amount: '1',
        total_gst: '1',
        gst: '50',
        fsr_totals: { total: 1 },
        star_rate: { total: 1 },
        signature: SIGNATURE,
        signature_options: 'new_signature',
        signature_details: 'drawn',
        name: 'T. Contractor',
      },
      [
        { field: 'supporting_documents[]', name: 'site photo.png', data: onePixelPng(), type: 'image/png' },
        { field: 'supporting_documents[]', name: 'scope.pdf', data: PDF_BYTES },
      ],
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe('Successfully created quotation');
    const q = res.json().data;
    expect(q.reference_number).toMatch(/^Q-\d{4}-\d{5}$/);
    expect(q).toMatchObject({
      status: 'DRAFT',
      current_status: null,
      version: 1,
      zone: 'NORTH_EAST',
      contractor: 'SH',
      gst: 8,
      job_type: ['corrective'],
    });
    const rate = (cents: unknown) => (Number(cents) / 100).toFixed(2);
    const expected = expectedTotals(
      [
        {
          rate: rate(f1.rate_cents),
          quantity: '250',
          minimum: f1.minimum_cents === null ? null : rate(f1.minimum_cents),
          subRows: [{ quantity: 1 }],
        },
        {
          rate: rate(f2.rate_cents),
          quantity: '0.25',
          minimum: f2.minimum_cents === null ? null : rate(f2.minimum_cents),
        },
        { rate: '1234.56', quantity: '1', is_star_rate: true },
      ],
      '2023-06-30',
    );
    expect(q.total_amount).toBe(expected.total / 100);
    expect(q.total_gst).toBe(expected.gst / 100);
    expect(q.totals.fsr_total).toBe(expected.fsr_total / 100);
    expect(q.totals.custodial_total).toBe(250);
    expect(q.fsr_totals).toMatchObject({ percent: 31, custodial_raw_total: 250 });
    expect(q.star_rate).toMatchObject({ percent: 5, total: 1234.56, less: 61.73, sub_total: 1296.29 });
    const stored = await t.db
      .selectFrom('quotations')
      .select(['total_cents', 'gst_cents', 'gst_bp'])
      .where('id', '=', q.id)
      .executeTakeFirstOrThrow();
    expect(Number(stored.total_cents)).toBe(expected.total);
    expect(stored.gst_bp).toBe(800);
    expect(q.quotation_items.map((i: { kind: string }) => i.kind)).toEqual([
      'header',
      'item',
      'item',
      'note',
      'item',
      'star_rate',
    ]);
    expect(q.quotation_items[1].rate).toBe(rate(f1.rate_cents));
    expect(q.quotation_items[1].subRows).toEqual([
      { item_description: 'Custodial', quantity: 1, unit: 'no', rate: 250, amount: 250 },
    ]);
    expect(q.quotation_items[4]).toMatchObject({ is_active: false, amount: expect.any(Number) });
    expect(q.quotation_items[0]).toMatchObject({ hasHeader: true, header: 'Block A' });
    expect(q.quotation_item_versions).toHaveLength(1);
    expect(q.histories).toEqual([
      expect.objectContaining({
        status: 'DRAFT',
        approval_type: 'TC',
        user: { id: a.ids['TERM-CONTRACTOR'], full_name: 'Demo Term contractor' },
      }),
    ]);
    // Documents grouped by uploader; the files come back byte for byte; the signature is stored.
    expect(q.documents).toHaveLength(1);
    expect(q.documents[0].uploader.full_name).toBe('Demo Term contractor');
    const png = q.documents[0].files.find((f: { name: string }) => f.name === 'site photo.png');
    expect(png.mime).toBe('image/png');
    expect(png.can_delete).toBe(true);
    const bytes = await t.app.inject({ url: png.url, headers: bearer(a.tokens['MANAGING-AGENT']) });
    expect(bytes.statusCode).toBe(200);
    expect(Buffer.compare(bytes.rawPayload, onePixelPng())).toBe(0);
    expect(q.prepare_details).toEqual({
      name: 'T. Contractor',
      signature_options: 'my_signature',
      signature_details: 'drawn',
    });
    const sig = await t.app.inject({ url: q.prepare_signature, headers: bearer(tc()) });
    expect(sig.headers['content-type']).toBe('image/png');
    expect(filesOnDisk()).toBeGreaterThan(before);
  });

  it('submits only with items and a signature; the stored signature (my_signature) counts', async () => {
    const items = (await fsrItems(t, 1)).map((f) => ({ serial_no: 1, fsr_id: f.id, quantity: 1 }));
    const empty = await jsonPost(t, '/api/quotations', tc(), {
      ...baseFields(a.schoolId),
      status: 'PENDING',
      signature: SIGNATURE,
      quotation_items: [{ note: 'only a note' }],
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.quotation_items).toEqual(["Quotation items can't be empty"]);
    const unsigned = await jsonPost(t, '/api/quotations', tc(), {
      ...baseFields(a.schoolId),
      status: 'PENDING',
      quotation_items: items,
    });
    expect(unsigned.statusCode).toBe(422);
    expect(unsigned.json().errors.signature).toEqual(['Please provide signature to proceed.']);
    const noStored = await jsonPost(t, '/api/quotations', tc(), {
      ...baseFields(a.schoolId),
      status: 'PENDING',
      quotation_items: items,
      signature_options: 'my_signature',
    });
    expect(noStored.json().errors.signature).toEqual(['Please provide signature to proceed.']);
    const form = new FormData();
    form.append('name', 'My signature');
    form.append('signature_details', 'T. C.');
    form.append('signature', new Blob([new Uint8Array(onePixelPng([1, 2, 3, 255]))], { type: 'image/png' }), 'sig.png');
    const body = await multipart(form);
    const saved = await t.app.inject({
      method: 'POST',
      url: `/api/user/create-signature/${a.ids['TERM-CONTRACTOR']}`,
      headers: { ...bearer(tc()), ...body.headers },
      payload: body.payload,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const ok = await jsonPost(t, '/api/quotations', tc(), {
      ...baseFields(a.schoolId),
      status: 'PENDING',
      quotation_items: items,
      signature_options: 'my_signature',
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().data).toMatchObject({
      status: 'PENDING',
      current_status: 'PENDING_MA',
      prepare_details: { name: 'My signature', signature_options: 'my_signature' },
    });
    const img = await get(ok.json().data.prepare_signature);
    expect(Buffer.compare(img.rawPayload, onePixelPng([1, 2, 3, 255]))).toBe(0);
  });

  it('answers 422 with field errors and stores nothing (no rows, no files) for bad input', async () => {
    // earlier tests' thumbnails are made after their answers: let them land before counting
    await thumbnailsMade(t.app);
    const before = await tableCounts(t);
    const files = filesOnDisk();
    const blank = await formPost(t, '/api/quotations', tc(), { status: 'DRAFT' }, [
      { field: 'supporting_documents[]', name: 'a.pdf', data: PDF_BYTES },
    ]);
    expect(blank.statusCode).toBe(422);
    expect(Object.keys(blank.json().errors).sort()).toEqual([
      'contacts.attention',
      'contacts.tel',
      'date',
      'job',
      'job_type',
      'school_id',
      'trade',
    ]);
    expect(blank.json().errors.job).toEqual(['This field is required']);
    const badJson = await formPost(t, '/api/quotations', tc(), { ...baseFields(a.schoolId), contacts: '{not json' }, [
      { field: 'supporting_documents[]', name: 'a.pdf', data: PDF_BYTES },
    ]);
    expect(badJson.statusCode).toBe(422);
    expect(badJson.json().errors.contacts).toEqual(['Must be valid JSON.']);
    const badItems = await jsonPost(t, '/api/quotations', tc(), {
      ...baseFields(a.schoolId),
      date: '2026-02-30',
      trade: 'NOPE',
      school_id: 999999,
      quotation_items: [
        { fsr_id: 999999, quantity: 1 },
        { rate: 'abc', quantity: '-1', item_description: 'x' },
        { rate: '10', quantity: '1.005' },
        { hasHeader: true },
        'junk',
      ],
    });
    expect(badItems.statusCode).toBe(422);
    const e = badItems.json().errors;
    expect(e['quotation_items.0.fsr_id']).toBeDefined();
    expect(e['quotation_items.1.rate']).toBeDefined();
    expect(e['quotation_items.1.quantity']).toBeDefined();
    expect(e['quotation_items.2.quantity']).toBeDefined();
    expect(e['quotation_items.3.header']).toBeDefined();
    expect(e['quotation_items.4']).toBeDefined();
    expect(e.date).toEqual(['Must be a valid date']);
    expect(e.trade).toBeDefined();
    expect(e.school_id).toEqual(['The selected school is invalid.']);
    const wrongFile = await formPost(t, '/api/quotations', tc(), { ...baseFields(a.schoolId) }, [
      { field: 'supporting_documents[]', name: 'run.exe', data: Buffer.from('MZ\x90\x00binary') },
    ]);
    expect(wrongFile.statusCode).toBe(422);
    expect(wrongFile.json().errors.file).toEqual([
      'run.exe is not an accepted file type (pdf, png, jpg, jpeg, gif, webp, docx, xlsx, doc, xls, pptx, txt, csv)',
    ]);
    const badSig = await jsonPost(t, '/api/quotations', tc(), {
      ...baseFields(a.schoolId),
      signature: 'data:image/png;base64,AAAA',
    });
    expect(badSig.statusCode).toBe(422);
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/quotations',
      headers: { ...bearer(tc()), 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(text.statusCode).toBe(422);
    expect(await tableCounts(t)).toEqual(before);
    expect(filesOnDisk()).toBe(files);
  });

  it('asks for a contractor role and refuses users without quotation.create', async () => {
    const admin = await jsonPost(t, '/api/quotations', a.tokens.ADMIN, baseFields(a.schoolId));
    expect(admin.statusCode).toBe(422);
    expect(admin.json().errors.contractor).toEqual([
      'Please contact administrator to give your account a contractor role.',
    ]);
    expect(
      (await jsonPost(t, '/api/quotations', a.tokens['OPERATIONS-MANAGER'], baseFields(a.schoolId))).statusCode,
    ).toBe(403);
  });

  it('gives concurrent creations distinct reference numbers', async () => {
    const all = await Promise.all(
      Array.from({ length: 6 }, () => jsonPost(t, '/api/quotations', tc(), baseFields(a.schoolId))),
    );
    expect(all.map((r) => r.statusCode)).toEqual(Array(6).fill(201));
    const refs = all.map((r) => r.json().data.reference_number);
    expect(new Set(refs).size).toBe(6);
  });
});

describe('list', () => {
  it('filters by status (PENDING expands to PENDING_TC and PENDING_MA), school, reference, job, dates, claim and WSO status, zone', async () => {
    const admin = a.tokens.ADMIN;
    const pending = (await get('/api/quotations?status[]=PENDING&per_page=100', admin)).json();
    const currents = new Set(pending.data.map((r: { current_status: string }) => r.current_status));
    expect(currents).toEqual(new Set(['PENDING_MA', 'PENDING_TC']));
    const tcOnly = (await get('/api/quotations?status[]=PENDING_TC&per_page=100', admin)).json().data;
    expect(tcOnly.length).toBeGreaterThan(0);
    expect(tcOnly.every((r: { current_status: string }) => r.current_status === 'PENDING_TC')).toBe(true);
    const two = (await get('/api/quotations?status[]=DRAFT&status[]=APPROVED&per_page=100', admin)).json().data;
    expect(new Set(two.map((r: { status: string }) => r.status))).toEqual(new Set(['DRAFT', 'APPROVED']));
    const mine = (await get(`/api/quotations?school=${a.schoolId}&per_page=100`, admin)).json();
    expect(mine.data.every((r: { school_id: number }) => r.school_id === a.schoolId)).toBe(true);
    const ref = mine.data[0].reference_number as string;
    const byRef = (await get(`/api/quotations?reference_number=${ref.slice(-5)}`, admin)).json().data;
    expect(byRef.map((r: { reference_number: string }) => r.reference_number)).toContain(ref);
    const byJob = (await get('/api/quotations?job=LEAKING%20PIPES', admin)).json().data;
    expect(byJob.length).toBe(1);
    const dated = (await get('/api/quotations?start_date=2026-05-01&end_date=2026-05-31&per_page=100', admin)).json()
      .data;
    expect(dated.length).toBeGreaterThan(0);
    expect(dated.every((r: { date: string }) => r.date >= '2026-05-01' && r.date <= '2026-05-31')).toBe(true);
    const claimable = (await get('/api/quotations?claim_status[]=PENDING', admin)).json().data;
    expect(claimable.length).toBeGreaterThan(0);
    expect(claimable.every((r: { status: string }) => r.status === 'COMPLETED')).toBe(true);
    expect(
      (await get('/api/quotations?wso_status[]=WSO_PENDING_CREATION', admin))
        .json()
        .data.every((r: { status: string }) => r.status === 'APPROVED'),
    ).toBe(true);
    expect((await get('/api/quotations?zone=SOUTH', admin)).json().meta.total).toBe(0);
    const paged = (await get('/api/quotations?per_page=2&page=2&sort=date&order=asc', admin)).json();
    expect(paged.meta).toMatchObject({ current_page: 2, per_page: 2 });
    expect(paged.data).toHaveLength(2);
    const row = paged.data[0];
    expect(Object.keys(row)).toEqual(
      expect.arrayContaining([
        'reference_number',
        'status',
        'current_status',
        'claim_status',
        'wso_status',
        'school',
        'total_amount',
        'allowed_actions',
        'pending_approval',
        'version',
      ]),
    );
  });

  it('scopes rows: an operations manager sees their school, a contractor their company', async () => {
    const om = a.tokens['OPERATIONS-MANAGER'];
    const list = (await get('/api/quotations?per_page=100', om)).json();
    expect(list.data.length).toBeGreaterThan(0);
    expect(list.data.every((r: { school_id: number }) => r.school_id === a.schoolId)).toBe(true);
    const other = await t.db
      .selectFrom('quotations')
      .select('id')
      .where('school_id', '!=', a.schoolId)
      .executeTakeFirstOrThrow();
    expect((await get(`/api/quotations/${other.id}`, om)).statusCode).toBe(404);
    const rival = await userWithPermissions(t, ['quotation.view'], 'rivaltc');
    await t.db
      .updateTable('users')
      .set({
        contractor: 'LIKO',
        role_id: (
          await t.db.selectFrom('roles').select('id').where('slug', '=', 'TERM-CONTRACTOR').executeTakeFirstOrThrow()
        ).id,
      })
      .where('id', '=', rival.userId)
      .execute();
    const rivalToken = await t.login(rival.email);
    expect((await get('/api/quotations', rivalToken)).json().meta.total).toBe(0);
    expect((await get(`/api/quotations/${other.id}`, rivalToken)).statusCode).toBe(404);
  });
});

describe('edit and delete', () => {
  it('edits a draft, recording an item version only when the items change, and refuses a stale version', async () => {
    const q = await draft();
    const same = await jsonPost(t, `/api/quotations/${q.id}`, tc(), {
      ...baseFields(a.schoolId),
      job: 'Renamed',
      version: q.version,
      quotation_items: q.quotation_items,
    });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json().message).toBe('Successfully updated quotation');
    expect(same.json().data).toMatchObject({ job: 'Renamed', version: 2, status: 'DRAFT' });
    expect(same.json().data.quotation_item_versions).toHaveLength(1);
    const changed = await jsonPost(t, `/api/quotations/${q.id}`, tc(), {
      ...baseFields(a.schoolId),
      quotation_items: [{ ...q.quotation_items[0], quantity: 5 }],
    });
    expect(changed.json().data.quotation_item_versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect(changed.json().data.quotation_items).toHaveLength(1);
    const stale = await jsonPost(t, `/api/quotations/${q.id}`, tc(), { ...baseFields(a.schoolId), version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(
      (await jsonPost(t, `/api/quotations/${q.id}`, a.tokens['MANAGING-AGENT'], baseFields(a.schoolId))).statusCode,
    ).toBe(403);
  });

  it('refuses to edit or delete a submitted quotation (409) and deletes drafts with their files', async () => {
    const q = await draft({ status: 'PENDING', signature: SIGNATURE });
    expect((await jsonPost(t, `/api/quotations/${q.id}`, tc(), baseFields(a.schoolId))).statusCode).toBe(409);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/quotations/${q.id}`, headers: bearer(tc()) })).statusCode,
    ).toBe(409);
    const files = filesOnDisk();
    const d = await formPost(t, '/api/quotations', tc(), baseFields(a.schoolId), [
      { field: 'supporting_documents[]', name: 'x.pdf', data: PDF_BYTES },
    ]);
    expect(filesOnDisk()).toBe(files + 1);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/quotations/${d.json().data.id}`,
          headers: bearer(a.tokens['OPERATIONS-MANAGER']),
        })
      ).statusCode,
    ).toBe(403);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/quotations/${d.json().data.id}`,
      headers: bearer(tc()),
    });
    expect(del.json().message).toBe('Successfully deleted quotation');
    expect((await get(`/api/quotations/${d.json().data.id}`)).statusCode).toBe(404);
    expect(filesOnDisk()).toBe(files);
    expect(
      await t.db.selectFrom('quotation_items').select('id').where('quotation_id', '=', d.json().data.id).execute(),
    ).toEqual([]);
  });

  it('updates attachment names, order and report flags, and deletes a file of an editable quotation', async () => {
    const res = await formPost(t, '/api/quotations', tc(), baseFields(a.schoolId), [
      { field: 'supporting_documents[]', name: 'one.png', data: onePixelPng() },
      { field: 'supporting_documents[]', name: 'two.pdf', data: PDF_BYTES },
    ]);
    await thumbnailsMade(t.app);
    const q = (await get(`/api/quotations/${res.json().data.id}`)).json().data;
    const [png, pdf] = q.documents[0].files;
    // the record says per file who may edit it, by the rule the route refuses by
    expect(png.can_edit).toBe(true);
    const seenByOm = (await get(`/api/quotations/${q.id}`, a.tokens['OPERATIONS-MANAGER'])).json().data;
    expect(seenByOm.documents[0].files.map((f: { can_edit: boolean }) => f.can_edit)).toEqual([false, false]);
    const omEdit = await jsonPost(t, `/api/quotations/${q.id}/update-attachments`, a.tokens['OPERATIONS-MANAGER'], {
      attachments: [{ id: pdf.id, file_name: 'Mine.pdf' }],
    });
    expect(omEdit.statusCode).toBe(403);
    const missing = await jsonPost(t, `/api/quotations/${q.id}/update-attachments`, tc(), {
      attachments: [{ id: png.id, file_name: '', order: null, report: null }],
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toMatchObject({
      'attachments.0.file_name': ['This item is required'],
      'attachments.0.order': ['This item is required'],
      'attachments.0.report': ['This item is required'],
    });
    const ok = await jsonPost(t, `/api/quotations/${q.id}/update-attachments`, tc(), {
      attachments: [
        { id: png.id, file_name: 'Front gate.png', order: 2, report: false },
        { id: pdf.id, file_name: 'Scope.pdf' },
      ],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().message).toBe('Successfully updated attachments');
    const files = ok.json().data.documents[0].files;
    expect(files.find((f: { id: number }) => f.id === png.id)).toMatchObject({
      name: 'Front gate.png',
      additional_fields: { order: 2, report: false },
    });
    expect(files.find((f: { id: number }) => f.id === pdf.id).additional_fields.report).toBe(true);
    const thumb = await get(`/api/quotations/${q.id}/files/${png.id}?thumbnail=1`, a.tokens['OPERATIONS-MANAGER']);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe(png.thumbnail ? 'image/jpeg' : 'image/png');
    const dl = await get(`/api/quotations/${q.id}/files/${pdf.id}?download=1`);
    expect(dl.headers['content-disposition']).toMatch(/^attachment; filename="Scope.pdf"/);
    // A viewer of a role of its own, in charge of the quotation's zone (without a zone it would see nothing).
    const viewer = await userWithPermissions(t, ['quotation.view'], 'viewer2');
    await t.db.updateTable('users').set({ zone_in_charge: '["NORTH_EAST"]' }).where('id', '=', viewer.userId).execute();
    expect((await get(`/api/quotations/${q.id}/files/${png.id}`, viewer.token)).statusCode).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/quotations/${q.id}/files/${png.id}`,
          headers: bearer(a.tokens['MANAGING-AGENT']),
        })
      ).statusCode,
    ).toBe(403);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/quotations/${q.id}/files/${png.id}`,
      headers: bearer(tc()),
    });
    expect(del.json().message).toBe('Successfully deleted file');
    expect((await get(`/api/quotations/${q.id}/files/${png.id}`)).statusCode).toBe(404);
  });
});

describe('preview and PDF report', () => {
  it('renders the preview HTML and a cached PDF from the same model, regenerated only when the quotation changed', async () => {
    const minimumFsr = await t.db
      .selectFrom('fsrs')
      .selectAll()
      .where('is_star_rate', '=', 0)
      .where('category', '=', 'BLDG')
      .where('minimum_cents', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const q = await draft({
      status: 'PENDING',
      signature: SIGNATURE,
      quotation_items: [
        { hasHeader: true, header: 'Header <b>row</b>' },
        {
          serial_no: 1,
          fsr_id: (await fsrItems(t, 1))[0].id,
          quantity: 200,
          subRows: [{ item_description: 'Custodial', quantity: 2 }],
        },
        { serial_no: 2, fsr_id: minimumFsr.id, quantity: '0.01' },
        { note: 'A note' },
      ],
    });
    const html = await get(`/api/quotations/${q.id}/preview`, a.tokens['MANAGING-AGENT']);
    expect(html.headers['content-type']).toMatch(/text\/html/);
    expect(html.body).toContain(t.config.companyName);
    expect(html.body).toContain(q.reference_number);
    expect(html.body).toContain('Header &lt;b&gt;row&lt;/b&gt;');
    expect(html.body).toContain('(S$ 500.00)');
    expect(html.body).toContain(`minimum charge S$ ${(Number(minimumFsr.minimum_cents) / 100).toFixed(2)}`);
    expect(html.body).toContain('North East');
    expect(html.body).not.toContain('NORTH_EAST');
    expect(html.body).toContain('GST 9%');
    expect(html.body).toContain('data:image/png;base64');
    // A new browser tab opens the report with a signed link (no header, no session token in the URL).
    const signed = await jsonPost(t, '/api/file-tickets', a.tokens['MANAGING-AGENT'], {
      url: `/api/quotations/${q.id}/report`,
    });
    expect(signed.statusCode, signed.body).toBe(200);
    expect((await get(`/api/quotations/${q.id}/report?token=${a.tokens['MANAGING-AGENT']}`, '')).statusCode).toBe(401);
    const first = await get(signed.json().data.url, '');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(first.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const row1 = await t.db
      .selectFrom('quotations')
      .select(['report_path', 'report_generated_at', 'report_version'])
      .where('id', '=', q.id)
      .executeTakeFirstOrThrow();
    const again = await get(`/api/quotations/${q.id}/report`);
    expect(Buffer.compare(again.rawPayload, first.rawPayload)).toBe(0);
    const row2 = await t.db
      .selectFrom('quotations')
      .select(['report_path', 'report_generated_at'])
      .where('id', '=', q.id)
      .executeTakeFirstOrThrow();
    expect(row2).toEqual({ report_path: row1.report_path, report_generated_at: row1.report_generated_at });
    expect((await get(`/api/quotations/${q.id}`)).json().data.file_info).toMatchObject({
      bucket: 'reports',
      file_path: row1.report_path,
      version: row1.report_version,
    });
    const regen = await get(`/api/quotations/${q.id}/report-generation`);
    expect(regen.json().message).toBe('Successfully regenerated report. Please wait for 3 minutes.');
    expect(regen.json().data.file_info.file_path).not.toBe(row1.report_path);
    expect((await get(regen.json().data.file_info.url)).statusCode).toBe(200);
    // A change of the record (a verification) makes the next request regenerate.
    await jsonPost(t, `/api/quotations/${q.id}/ma-approval`, a.tokens['MANAGING-AGENT'], {
      status: 'VERIFIED',
      signature: SIGNATURE,
      name: 'M. Agent',
    });
    const after = await get(`/api/quotations/${q.id}/report`);
    expect(Number(after.headers['x-report-version'])).toBe(row1.report_version! + 1);
    expect((await get('/api/quotations/999999/preview')).statusCode).toBe(404);
  });

  it('generates the PDF report of a 200-item quotation (its speed is measured by bench/reports.ts)', async () => {
    const fsr = await fsrItems(t, 200, 100);
    const q = await draft({
      quotation_items: fsr.map((f, i) => ({
        serial_no: i + 1,
        fsr_id: f.id,
        quantity: (i % 7) + 1,
        note: i % 10 === 0 ? 'Check on site' : null,
      })),
    });
    const res = await get(`/api/quotations/${q.id}/report`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/pdf/);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // 200 rows do not fit on one page
    expect((res.rawPayload.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length).toBeGreaterThan(3);
  });
});

describe('configuration', () => {
  it('answers columns and the option lists', async () => {
    const c = (await get('/api/config/quotation')).json().data;
    expect(c.columns.map((x: { field: string }) => x.field)).toContain('reference_number');
    expect(c.source_funds).toEqual(['SCHOOL', 'MOE', '95-5']);
    expect(c.document_types).toEqual(['General', 'EPO-EPI']);
    expect(c.trades.map((x: { value: string }) => x.value)).toEqual(['BLDG', 'PAS', 'HORTI']);
    expect(c).toMatchObject({ default_less_percent: 31, default_star_rate: 5, custodial_rate: 250 });
  });
});
