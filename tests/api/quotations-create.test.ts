import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, type TestApp } from '../support/testApp.js';
import { thumbnailsMade } from '../support/thumbnails.js';
import { multipart, onePixelPng, tableCounts } from './helpers.js';
import {
  baseFields,
  expectedTotals,
  formPost,
  fsrItems,
  jsonPost,
  PDF_BYTES,
  quotationsFixture,
  SIGNATURE,
  type Actors,
} from './quotations.support.js';

const fx = quotationsFixture();
const { tc, get, filesOnDisk } = fx;
let t: TestApp;
let a: Actors;
beforeAll(() => {
  ({ t, a } = fx);
});

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
