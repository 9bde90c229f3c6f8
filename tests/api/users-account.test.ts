import { beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../domain/messages.js';
import { PASSWORD_RULE_MESSAGE } from '../../domain/password.js';
import { bearer, type TestApp } from '../support/testApp.js';
import { multipart, onePixelPng } from './helpers.js';
import { STRONG, usersFixture } from './users.support.js';

const fx = usersFixture();
const { api, createUser, userIdOf } = fx;
let t: TestApp;
let admin: string;
beforeAll(() => {
  ({ t, admin } = fx);
});

describe('change password', () => {
  it('checks the current password, the rule and the confirmation, then revokes other sessions', async () => {
    await createUser({ full_name: 'Pass Changer', email: 'pass.changer@example.test' });
    const id = await userIdOf('pass.changer@example.test');
    const session = await t.login('pass.changer@example.test', STRONG);
    const other = await t.login('pass.changer@example.test', STRONG);
    const put = (body: object, token = session) =>
      api('PUT', `/api/user/change-password/${id}`, token, { password_reset: true, ...body });
    const NEW = 'N3w&Better-pass';

    const wrong = await put({ current_password: 'Not-the-one-1!', new_password: NEW, confirm_password: NEW });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.current_password).toBeDefined();
    const weak = await put({
      current_password: STRONG,
      new_password: 'weakweakweak',
      confirm_password: 'weakweakweak',
    });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors.new_password).toEqual([PASSWORD_RULE_MESSAGE]);
    const mismatch = await put({ current_password: STRONG, new_password: NEW, confirm_password: `${NEW}x` });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors.confirm_password).toEqual([MSG.passwordMismatch]);
    // Nothing changed so far.
    expect(await t.login('pass.changer@example.test', STRONG)).toBeTruthy();

    const someoneElse = await put(
      { current_password: 'Caretaker#2026', new_password: NEW, confirm_password: NEW },
      admin,
    );
    expect(someoneElse.statusCode).toBe(403);

    const ok = await put({ current_password: STRONG, new_password: NEW, confirm_password: NEW });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe(MSG.passwordUpdated);
    expect(ok.json().data.message).toBe(MSG.passwordUpdated);
    expect(await t.login('pass.changer@example.test', NEW)).toBeTruthy();
    const old = await api('POST', '/api/auth/login', null, { email: 'pass.changer@example.test', password: STRONG });
    expect(old.statusCode).toBe(401);
    expect((await api('GET', '/api/auth/me', session)).statusCode).toBe(200);
    expect((await api('GET', '/api/auth/me', other)).statusCode).toBe(401);
  });
});

describe('signatures', () => {
  let techId: number;
  let tech: string;
  beforeAll(async () => {
    tech = await t.loginAs('TECHNICIAN');
    techId = (await api('GET', '/api/auth/me', tech)).json().data.id;
  });

  const upload = async (id: number, token: string, fill: (f: FormData) => void) => {
    const form = new FormData();
    fill(form);
    const { payload, headers } = await multipart(form);
    return t.app.inject({
      method: 'POST',
      url: `/api/user/create-signature/${id}`,
      payload,
      headers: { ...headers, ...bearer(token) },
    });
  };

  it('stores a drawn signature sent as a data URL and serves the same bytes back', async () => {
    const png = onePixelPng([10, 20, 30, 255]);
    const res = await upload(techId, tech, (f) => {
      f.append('name', 'My drawn signature');
      f.append('signature_options', 'new_signature');
      f.append('signature_details', 'Technician, North-East');
      f.append('signature', `data:image/png;base64,${png.toString('base64')}`);
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.message).toBe(MSG.signatureSaved);
    const profile = (await api('GET', `/api/user/${techId}`, tech)).json().data;
    const sig = profile.signatures.find((s: { id: number }) => s.id === res.json().data.id);
    expect(sig).toMatchObject({ name: 'My drawn signature', signature_details: 'Technician, North-East' });
    const img = await t.app.inject({ url: sig.url, headers: bearer(tech) });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toContain('image/png');
    expect(Buffer.compare(img.rawPayload, png)).toBe(0);
    expect(img.headers['x-content-type-options']).toBe('nosniff');
    // The UI fetches it with the header and shows a blob: the session token is never accepted in the URL.
    const viaQuery = await t.app.inject({ url: `${sig.url}?token=${tech}` });
    expect(viaQuery.statusCode).toBe(401);
  });

  it('stores an uploaded file sent as signature[] and serves the same bytes back', async () => {
    const png = onePixelPng([200, 100, 50, 128]);
    const res = await upload(techId, tech, (f) => {
      f.append('name', 'Uploaded');
      f.append('signature_options', 'upload_signature');
      f.append('signature_details', 'Scanned');
      f.append('signature[]', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'signature.png');
    });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().data.id;
    const img = await t.app.inject({ url: `/api/user/${techId}/signatures/${id}`, headers: bearer(tech) });
    expect(img.statusCode).toBe(200);
    expect(Buffer.compare(img.rawPayload, png)).toBe(0);
    // A stored signature is its owner's alone: nobody else finds it, not even an administrator, a managing agent or SCD
    // (the documents it was applied to show their own copy).
    const others = [
      admin,
      ...(await Promise.all(['OPERATIONS-MANAGER', 'MANAGING-AGENT', 'SCD'].map((r) => t.loginAs(r)))),
    ];
    for (const other of others)
      expect(
        (await t.app.inject({ url: `/api/user/${techId}/signatures/${id}`, headers: bearer(other) })).statusCode,
      ).toBe(404);
  });

  it('refuses a text file dressed as a PNG', async () => {
    const before = await t.db.selectFrom('signatures').select('id').execute();
    const res = await upload(techId, tech, (f) => {
      f.append('name', 'Fake');
      f.append('signature_options', 'upload_signature');
      f.append('signature_details', 'Not an image');
      f.append('signature[]', new Blob(['just some text, not an image'], { type: 'image/png' }), 'fake.png');
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.signature).toEqual(['Something went wrong. Invalid File Type']);
    const dataUrl = await upload(techId, tech, (f) => {
      f.append('name', 'Fake');
      f.append('signature_details', 'Not an image');
      f.append('signature', `data:image/png;base64,${Buffer.from('plain text').toString('base64')}`);
    });
    expect(dataUrl.statusCode).toBe(422);
    expect(dataUrl.json().errors.signature).toEqual(['Something went wrong. Invalid File Type']);
    expect(await t.db.selectFrom('signatures').select('id').execute()).toEqual(before);
  });

  it('asks for a signature when none is sent, and for the name and details', async () => {
    const res = await upload(techId, tech, (f) => {
      f.append('name', 'Nothing');
      f.append('signature_options', 'new_signature');
      f.append('signature_details', 'x');
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.signature).toEqual([MSG.signatureMissing]);
    expect(res.json().message).toBe(MSG.signatureMissing);
    const bare = await upload(techId, tech, (f) =>
      f.append('signature', `data:image/png;base64,${onePixelPng().toString('base64')}`),
    );
    expect(bare.statusCode).toBe(422);
    expect(bare.json().errors.name).toEqual([MSG.required]);
    expect(bare.json().errors.signature_details).toEqual([MSG.required]);
  });

  it('refuses a signature for someone else without user.edit, and an oversized image', async () => {
    const adminId = await userIdOf('admin@caretaker.test');
    const res = await upload(adminId, tech, (f) => {
      f.append('name', 'Forged');
      f.append('signature_details', 'x');
      f.append('signature', `data:image/png;base64,${onePixelPng().toString('base64')}`);
    });
    expect(res.statusCode).toBe(403);
    const big = Buffer.concat([onePixelPng(), Buffer.alloc(3 * 1024 * 1024)]);
    const tooBig = await upload(techId, tech, (f) => {
      f.append('name', 'Big');
      f.append('signature_details', 'x');
      f.append('signature[]', new Blob([new Uint8Array(big)], { type: 'image/png' }), 'big.png');
    });
    expect(tooBig.statusCode).toBe(413);
  });
});

describe('audit log of user changes', () => {
  it('records create, update and delete with before and after, never a password or its hash', async () => {
    const u = await createUser({ full_name: 'Audited', email: 'audited@example.test' });
    await api('PUT', `/api/user/${u.id}`, admin, { full_name: 'Audited Again', password: 'An0ther#Secret!' });
    await api('DELETE', `/api/user/${u.id}`, admin);
    const rows = await t.db
      .selectFrom('audit_logs')
      .selectAll()
      .where('entity', '=', 'user')
      .where('entity_id', '=', String(u.id))
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.action)).toEqual(['user.create', 'user.update', 'user.delete']);
    const adminId = await userIdOf('admin@caretaker.test');
    for (const r of rows) expect(r.actor_id).toBe(adminId);
    const [created, updated, deleted] = rows;
    expect(JSON.parse(created.after!)).toMatchObject({ full_name: 'Audited', email: 'audited@example.test' });
    expect(JSON.parse(updated.before!)).toMatchObject({ full_name: 'Audited' });
    expect(JSON.parse(updated.after!)).toMatchObject({ full_name: 'Audited Again' });
    expect(JSON.parse(deleted.before!)).toMatchObject({ full_name: 'Audited Again' });
    const hash = (
      await t.db
        .selectFrom('users')
        .select('password_hash')
        .where('email', '=', 'admin@caretaker.test')
        .executeTakeFirstOrThrow()
    ).password_hash;
    for (const r of rows) {
      const text = `${r.before ?? ''}${r.after ?? ''}`;
      expect(text).not.toContain(STRONG);
      expect(text).not.toContain('An0ther#Secret!');
      expect(text).not.toContain('$argon2');
      expect(text).not.toContain(hash);
    }
  });
});
