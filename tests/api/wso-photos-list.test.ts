import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/testApp.js';
import { thumbnailsMade } from '../support/thumbnails.js';
import { ADHOC, signature, wsoFixture } from './wso.support.js';

const fx = wsoFixture();
const { req, send, createAdhoc, load } = fx;
let t: TestApp;
let tc: string;
let tech: string;
let om: string;
let schoolId: number;
beforeAll(() => {
  ({ t, tc, tech, om, schoolId } = fx);
});

describe('photos', () => {
  it('are deleted by the term contractor while the order is editable, never by a technician or once submitted', async () => {
    const draft = await send(
      '/api/work-service-order',
      tc,
      { ...ADHOC, school_id: schoolId, status: 'DRAFT' },
      { before: 2 },
    );
    const id = draft.json().data.id;
    await thumbnailsMade(t.app);
    const [p1, p2] = (await load(id)).attachements.before_photos;
    expect(p1.can_delete).toBe(true);
    const thumb = await req('GET', `/api/work-service-order/${id}/files/${p1.id}?thumb=1`, tech);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/jpeg');
    expect((await req('DELETE', `/api/attachments/${p1.id}`, tech)).statusCode).toBe(403);
    const del = await req('DELETE', `/api/attachments/${p1.id}`, tc);
    expect(del.statusCode).toBe(200);
    expect(del.json().message).toBe('Successfully deleted file');
    await send(`/api/work-service-order/${id}`, tc, { ...ADHOC, status: 'PENDING', signature: signature() });
    expect((await req('DELETE', `/api/attachments/${p2.id}`, tc)).statusCode).toBe(409);
    expect((await load(id)).attachements.before_photos).toHaveLength(1);
  });

  it('of another zone or school are not found', async () => {
    const id = await createAdhoc(tc);
    const otherOm = await t.db
      .selectFrom('users')
      .innerJoin('roles', 'roles.id', 'users.role_id')
      .select('users.email')
      .where('roles.slug', '=', 'OPERATIONS-MANAGER')
      .where('users.school_id', '!=', schoolId)
      .executeTakeFirstOrThrow();
    const stranger = await t.login(otherOm.email);
    expect((await req('GET', `/api/work-service-order/${id}`, stranger)).statusCode).toBe(404);
    const photo = (await load(id)).attachements.before_photos[0];
    expect((await req('GET', photo.url, stranger)).statusCode).toBe(404);
    const list = await req('GET', '/api/work-service-order?per_page=100', stranger);
    expect(list.json().data.map((r: { id: number }) => r.id)).not.toContain(id);
  });
});

describe('list and config', () => {
  it('filters by reference number, status and category; the OM sees their school only', async () => {
    const id = await createAdhoc(tc);
    const ref = (await load(id)).reference_number;
    const byRef = await req('GET', `/api/work-service-order?reference_number=${ref.slice(-5)}`, tc);
    expect(byRef.json().data.map((r: { id: number }) => r.id)).toContain(id);
    const approved = await req('GET', '/api/work-service-order?status=APPROVED&per_page=100', tc);
    expect(approved.json().data.every((r: { status: string }) => r.status === 'APPROVED')).toBe(true);
    const mine = await req('GET', '/api/work-service-order?per_page=100', om);
    expect(mine.json().data.every((r: { school: { id: number } }) => r.school.id === schoolId)).toBe(true);
    expect(mine.json().meta).toMatchObject({ current_page: 1, per_page: 100 });
    expect((await req('GET', '/api/work-service-order?status=NOPE', tc)).statusCode).toBe(422);
    const config = await req('GET', '/api/config/wso', tc);
    expect(config.json().data.details).toEqual([
      { id: 'work_completed', name: 'Work completed satisfactorily' },
      { id: 'not_complete', name: 'Not complete, require quotation' },
    ]);
  });

  it('lists the drafts a creator fills in by their status, with submit among the actions (what the device keeps)', async () => {
    const id = await createAdhoc(tc, { status: 'DRAFT' });
    const drafts = (await req('GET', '/api/work-service-order?status=DRAFT&per_page=50', tc)).json().data;
    expect(drafts.every((r: { status: string }) => r.status === 'DRAFT')).toBe(true);
    expect(drafts.find((r: { id: number }) => r.id === id)?.actions).toContain('submit');
    const rejected = await req('GET', '/api/work-service-order?status=REJECTED&per_page=50', tc);
    expect(rejected.statusCode).toBe(200);
    // an approver reads the same draft but does not fill it in
    const seen = (await req('GET', '/api/work-service-order?status=DRAFT&per_page=50', om)).json().data;
    expect(seen.find((r: { id: number }) => r.id === id)?.actions).not.toContain('submit');
  });
});
