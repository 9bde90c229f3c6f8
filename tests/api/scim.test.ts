/**
 * SCIM 2.0 provisioning (docs/provisioning.md): a directory with a service account's API token creates, finds,
 * replaces, patches and deactivates users; a deactivated user's live session, API token and password sign-in end at
 * once; every refusal is SCIM's error (400 with scimType and detail, 401, 403, 404, 409), never a 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../domain/messages.js';
import { DEMO_PASSWORD } from '../../server/db/seed.js';
import { hashPassword } from '../../server/lib/tokens.js';
import { bearer, createTestApp, type TestApp } from '../support/testApp.js';
import { userWithPermissions } from './helpers.js';

const BASE = '/api/scim/v2';
const EXT = 'urn:ietf:params:scim:schemas:extension:caretaker:2.0:User';
const CORE = 'urn:ietf:params:scim:schemas:core:2.0:User';
const ERROR = 'urn:ietf:params:scim:api:messages:2.0:Error';
const PATCH = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';

let t: TestApp;
let admin: string;
let directory: string;
let readOnly: string;
let directoryUserId: number;
let schoolSlug: string;

async function tokenFor(userId: number, name: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/api-tokens',
    headers: bearer(admin),
    payload: { name, user_id: userId, expires_in_days: 30 },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.token as string;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs('ADMIN');
  const account = await userWithPermissions(t, ['user.view', 'user.create', 'user.edit'], 'scimdir');
  directoryUserId = account.userId;
  directory = await tokenFor(account.userId, 'entra-provisioning');
  const reader = await userWithPermissions(t, ['user.view'], 'scimread');
  readOnly = await tokenFor(reader.userId, 'scim-reader');
  schoolSlug = (await t.db.selectFrom('schools').select('slug').orderBy('id').executeTakeFirstOrThrow()).slug;
});
afterAll(async () => t.close());

const scim = (method: string, url: string, token: string | null, payload?: unknown, type = 'application/scim+json') =>
  t.app.inject({
    method: method as 'GET',
    url: `${BASE}${url}`,
    headers: {
      ...(token ? bearer(token) : {}),
      ...(payload !== undefined && { 'content-type': type }),
    },
    ...(payload !== undefined && { payload: typeof payload === 'string' ? payload : JSON.stringify(payload) }),
  });

const newUser = (email: string, extra: Record<string, unknown> = {}) => ({
  schemas: [CORE, EXT],
  userName: email,
  externalId: `ext-${email}`,
  name: { givenName: 'Ada', familyName: 'Tan' },
  displayName: 'Ada Tan',
  emails: [{ value: email, type: 'work', primary: true }],
  active: true,
  [EXT]: { role: 'TECHNICIAN', zones: ['NORTH'], contractor: 'SH' },
  ...extra,
});

const expectScimError = (
  res: { statusCode: number; json(): unknown; headers: Record<string, unknown> },
  status: number,
  scimType?: string,
) => {
  expect(res.statusCode).toBe(status);
  expect(String(res.headers['content-type'])).toMatch(/^application\/scim\+json/);
  const body = res.json() as { schemas: string[]; status: string; detail: string; scimType?: string };
  expect(body.schemas).toEqual([ERROR]);
  expect(body.status).toBe(String(status));
  expect(typeof body.detail).toBe('string');
  if (scimType) expect(body.scimType).toBe(scimType);
  return body;
};

describe('provisioning a user', () => {
  let id: string;

  it('creates a user with no usable password, audited under the API token', async () => {
    const res = await scim('POST', '/Users', directory, newUser('Ada.Tan@Ministry.test'));
    expect(res.statusCode, res.body).toBe(201);
    expect(String(res.headers['content-type'])).toMatch(/^application\/scim\+json/);
    const body = res.json();
    id = body.id;
    expect(res.headers.location).toMatch(new RegExp(`^http://localhost(:\\d+)?${BASE}/Users/${id}$`));
    expect(body).toMatchObject({
      schemas: [CORE, EXT],
      userName: 'ada.tan@ministry.test',
      externalId: 'ext-Ada.Tan@Ministry.test',
      displayName: 'Ada Tan',
      active: true,
      emails: [{ value: 'ada.tan@ministry.test', primary: true }],
      [EXT]: { role: 'TECHNICIAN', zones: ['NORTH'], contractor: 'SH', school: null },
      meta: { resourceType: 'User' },
    });
    const row = await t.db.selectFrom('users').selectAll().where('id', '=', Number(id)).executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^!provisioned:/);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'ada.tan@ministry.test', password: row.password_hash },
    });
    expect(login.statusCode).toBe(401);
    const entry = await t.db
      .selectFrom('audit_logs')
      .selectAll()
      .where('action', '=', 'user.create')
      .where('entity_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(entry.actor_id).toBe(directoryUserId);
    expect(entry.actor_name).toContain('API token "entra-provisioning"');
  });

  it('finds the user by userName, e-mail, externalId and active, in pages', async () => {
    for (const filter of [
      'userName eq "ADA.TAN@ministry.test"',
      'emails.value eq "ada.tan@ministry.test"',
      'externalId eq "ext-Ada.Tan@Ministry.test"',
      'UserName Eq "ada.tan@ministry.test" and active eq true',
    ]) {
      const res = await scim('GET', `/Users?filter=${encodeURIComponent(filter)}`, directory);
      expect(res.statusCode, filter).toBe(200);
      const body = res.json();
      expect(body.schemas).toEqual(['urn:ietf:params:scim:api:messages:2.0:ListResponse']);
      expect(body.totalResults, filter).toBe(1);
      expect(body.Resources[0].id).toBe(id);
    }
    const none = await scim(
      'GET',
      `/Users?filter=${encodeURIComponent('userName eq "nobody@ministry.test"')}`,
      directory,
    );
    expect(none.json()).toMatchObject({ totalResults: 0, itemsPerPage: 0, Resources: [] });
    const inactive = await scim('GET', `/Users?filter=${encodeURIComponent('active eq false')}`, directory);
    expect(inactive.json().Resources.map((r: { id: string }) => r.id)).not.toContain(id);

    const all = (await scim('GET', '/Users?count=1000', directory)).json();
    expect(all.itemsPerPage).toBe(Math.min(all.totalResults, 200));
    const page = (await scim('GET', '/Users?startIndex=2&count=2', directory)).json();
    expect(page).toMatchObject({ startIndex: 2, itemsPerPage: 2, totalResults: all.totalResults });
    expect(page.Resources.map((r: { id: string }) => r.id)).toEqual(
      all.Resources.slice(1, 3).map((r: { id: string }) => r.id),
    );
    // application/json is answered to a client that asks only for it.
    const json = await t.app.inject({
      url: `${BASE}/Users/${id}`,
      headers: { ...bearer(directory), accept: 'application/json' },
    });
    expect(String(json.headers['content-type'])).toMatch(/^application\/json/);
  });

  it('gets the user, and 404 for an id that is none', async () => {
    const res = await scim('GET', `/Users/${id}`, directory);
    expect(res.statusCode).toBe(200);
    expect(res.json().userName).toBe('ada.tan@ministry.test');
    expectScimError(await scim('GET', '/Users/999999', directory), 404);
    expectScimError(await scim('GET', '/Users/not-a-number', directory), 404);
  });

  it('replaces the user (PUT) with the admin form rules: an operations manager gets a school, loses zones', async () => {
    const res = await scim(
      'PUT',
      `/Users/${id}`,
      directory,
      newUser('ada.tan@ministry.test', {
        displayName: 'Ada Tan-Lim',
        phoneNumbers: [{ value: '+65 9123 4567', type: 'mobile' }],
        [EXT]: { role: 'OPERATIONS-MANAGER', school: schoolSlug, zones: ['NORTH'], contractor: 'SH' },
      }),
      'application/json',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      displayName: 'Ada Tan-Lim',
      phoneNumbers: [{ value: '+65 9123 4567' }],
      [EXT]: { role: 'OPERATIONS-MANAGER', school: schoolSlug, zones: [], contractor: null },
    });
  });

  it('deactivates with PATCH (Entra ID form): the live session, the API token and the password sign-in end', async () => {
    // The user chose a password (Forgot password), signed in and has an API token of their own.
    await t.db
      .updateTable('users')
      .set({ password_hash: await hashPassword(DEMO_PASSWORD) })
      .where('id', '=', Number(id))
      .execute();
    const session = await t.login('ada.tan@ministry.test');
    const apiToken = await tokenFor(Number(id), 'ada-script');
    expect((await t.app.inject({ url: '/api/auth/me', headers: bearer(session) })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/auth/me', headers: bearer(apiToken) })).statusCode).toBe(200);

    const res = await scim('PATCH', `/Users/${id}`, directory, {
      schemas: [PATCH],
      Operations: [{ op: 'Replace', value: { active: 'False' } }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().active).toBe(false);

    expect((await t.app.inject({ url: '/api/auth/me', headers: bearer(session) })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/auth/me', headers: bearer(apiToken) })).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'ada.tan@ministry.test', password: DEMO_PASSWORD },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe(MSG.accountDeactivated);
    // A wrong password still says only that the credentials are wrong.
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'ada.tan@ministry.test', password: 'Wrong#Password1' },
    });
    expect(wrong.statusCode).toBe(401);
    // Forgot password queues nothing for them.
    const mails = async () => (await t.db.selectFrom('jobs').select('id').where('kind', '=', 'mail').execute()).length;
    const before = await mails();
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email: 'ada.tan@ministry.test' },
    });
    expect(forgot.statusCode).toBe(200);
    expect(await mails()).toBe(before);
    const filtered = await scim('GET', `/Users?filter=${encodeURIComponent('active eq false')}`, directory);
    expect(filtered.json().Resources.map((r: { id: string }) => r.id)).toContain(id);
    const audit = await t.db
      .selectFrom('audit_logs')
      .select('actor_id')
      .where('action', '=', 'user.deactivate')
      .where('entity_id', '=', id)
      .execute();
    expect(audit).toEqual([{ actor_id: directoryUserId }]);
  });

  it('reactivates with PATCH (path form): password sign-in works again, the revoked API token stays revoked', async () => {
    const res = await scim('PATCH', `/Users/${id}`, directory, {
      schemas: [PATCH],
      Operations: [
        { op: 'replace', path: 'active', value: true },
        { op: 'replace', path: 'name.familyName', value: 'Lim' },
        { op: 'add', path: `${EXT}:designation`, value: null },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ active: true, displayName: 'Ada Lim' });
    const session = await t.login('ada.tan@ministry.test');
    expect((await t.app.inject({ url: '/api/auth/me', headers: bearer(session) })).statusCode).toBe(200);
    const tokens = await t.db.selectFrom('api_tokens').select('revoked_at').where('user_id', '=', Number(id)).execute();
    expect(tokens.every((r) => r.revoked_at !== null)).toBe(true);
  });

  it('DELETE deactivates rather than deletes', async () => {
    const res = await scim('DELETE', `/Users/${id}`, directory);
    expect(res.statusCode).toBe(204);
    const row = await t.db
      .selectFrom('users')
      .select(['id', 'deactivated_at'])
      .where('id', '=', Number(id))
      .executeTakeFirst();
    expect(row?.deactivated_at).toBeTruthy();
    expect((await scim('GET', `/Users/${id}`, directory)).json().active).toBe(false);
    // Again: nothing more to do, still 204.
    expect((await scim('DELETE', `/Users/${id}`, directory)).statusCode).toBe(204);
  });

  it('refuses a second user with the same userName (409 uniqueness), whatever its case', async () => {
    const res = await scim('POST', '/Users', directory, newUser('ADA.TAN@ministry.test'));
    expectScimError(res, 409, 'uniqueness');
    const other = (await scim('POST', '/Users', directory, newUser('other.one@ministry.test'))).json();
    const put = await scim('PUT', `/Users/${other.id}`, directory, newUser('ada.tan@ministry.test'));
    expectScimError(put, 409, 'uniqueness');
  });

  it('refuses to let the service account deactivate itself (403)', async () => {
    const res = await scim('DELETE', `/Users/${directoryUserId}`, directory);
    expectScimError(res, 403);
  });
});

describe('access', () => {
  it('answers 401 without a token, 403 to a token without the permission, in SCIM form', async () => {
    const none = expectScimError(await scim('GET', '/Users', null), 401);
    expect(none.detail).toBe(MSG.unauthorized);
    expectScimError(await scim('POST', '/Users', readOnly, newUser('reader.made@ministry.test')), 403);
    expect((await scim('GET', '/Users', readOnly)).statusCode).toBe(200);
    expectScimError(await scim('GET', '/Users', 'ctk_notarealtoken'), 401);
  });

  it('serves the discovery documents', async () => {
    const config = await scim('GET', '/ServiceProviderConfig', directory);
    expect(config.json()).toMatchObject({
      patch: { supported: true },
      bulk: { supported: false },
      filter: { supported: true },
    });
    const types = await scim('GET', '/ResourceTypes', directory);
    expect(types.json().Resources[0]).toMatchObject({
      id: 'User',
      endpoint: '/Users',
      schemaExtensions: [{ schema: EXT }],
    });
    const schemas = await scim('GET', '/Schemas', directory);
    expect(schemas.json().Resources.map((s: { id: string }) => s.id)).toEqual([CORE, EXT]);
  });
});

describe('bad input: SCIM 400 with a detail, never a 500', () => {
  it('refuses filters it does not understand (invalidFilter)', async () => {
    for (const filter of [
      'userName co "ada"',
      'garbage',
      'title eq "x"',
      'userName eq "a" or active eq true',
      'active eq "yes"',
      'userName eq "\\q"',
    ]) {
      const res = await scim('GET', `/Users?filter=${encodeURIComponent(filter)}`, directory);
      expectScimError(res, 400, 'invalidFilter');
    }
  });

  it('refuses bodies that break the user rules, naming the attribute', async () => {
    const cases: [unknown, RegExp][] = [
      [newUser('no-role@ministry.test', { [EXT]: undefined }), /role/],
      [newUser('bad-role@ministry.test', { [EXT]: { role: 'NOT-A-ROLE' } }), /role: NOT-A-ROLE/],
      [newUser('not-an-email'), /userName: Invalid email address/],
      [newUser('no-name@ministry.test', { displayName: undefined, name: undefined }), /displayName/],
      [newUser('bad-zone@ministry.test', { [EXT]: { role: 'TECHNICIAN', zones: ['MOON'] } }), /zones/],
      [newUser('zones-text@ministry.test', { [EXT]: { role: 'TECHNICIAN', zones: 'NORTH' } }), /zones/],
      [newUser('bad-school@ministry.test', { [EXT]: { role: 'OPERATIONS-MANAGER', school: 'nowhere' } }), /school/],
      [newUser('bad-mobile@ministry.test', { phoneNumbers: [{ value: 'call me' }] }), /phoneNumbers/],
      [newUser('bad-active@ministry.test', { active: 'maybe' }), /active/],
      [newUser('bad-ext@ministry.test', { [EXT]: { role: 'TECHNICIAN', shoeSize: 42 } }), /shoeSize/],
      [newUser('bad-name@ministry.test', { displayName: '  ' }), /displayName/],
      [[1, 2], /./],
      ['{"userName":', /./],
    ];
    for (const [body, detail] of cases) {
      const res = await scim('POST', '/Users', directory, body);
      expect(res.statusCode, `${JSON.stringify(body)}: ${res.body}`).toBe(400);
      const error = expectScimError(res, 400);
      expect(error.detail, JSON.stringify(body)).toMatch(detail);
    }
  });

  it('refuses malformed PATCH operations', async () => {
    const target = (await scim('POST', '/Users', directory, newUser('patch.target@ministry.test'))).json().id;
    const cases: [unknown, string][] = [
      [{ Operations: [] }, 'invalidSyntax'],
      [{ Operations: [{ op: 'move', path: 'active', value: true }] }, 'invalidSyntax'],
      [{ Operations: [{ op: 'replace', path: 'nickName', value: 'x' }] }, 'invalidPath'],
      [{ Operations: [{ op: 'remove', path: 'userName' }] }, 'mutability'],
      [{ Operations: [{ op: 'remove' }] }, 'noTarget'],
      [{ Operations: [{ op: 'replace', value: 'not an object' }] }, 'invalidSyntax'],
      [{ Operations: [{ op: 'replace', path: 'active', value: 'perhaps' }] }, 'invalidValue'],
      [{ Operations: [{ op: 'replace', path: 'userName', value: 'not-an-email' }] }, 'invalidValue'],
      [{ Operations: 'replace' }, 'invalidValue'],
    ];
    for (const [body, scimType] of cases) {
      const res = await scim('PATCH', `/Users/${target}`, directory, { schemas: [PATCH], ...(body as object) });
      expectScimError(res, 400, scimType);
    }
    const unchanged = (await scim('GET', `/Users/${target}`, directory)).json();
    expect(unchanged).toMatchObject({ userName: 'patch.target@ministry.test', active: true });
  });
});
