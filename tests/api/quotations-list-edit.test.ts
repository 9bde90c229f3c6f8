import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, type TestApp } from '../support/testApp.js';
import { thumbnailsMade } from '../support/thumbnails.js';
import { onePixelPng, userWithPermissions } from './helpers.js';
import {
  baseFields,
  formPost,
  jsonPost,
  PDF_BYTES,
  quotationsFixture,
  SIGNATURE,
  type Actors,
} from './quotations.support.js';

const fx = quotationsFixture();
const { tc, get, filesOnDisk, draft } = fx;
let t: TestApp;
let a: Actors;
beforeAll(() => {
  ({ t, a } = fx);
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
