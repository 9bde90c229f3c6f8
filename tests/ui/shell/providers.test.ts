import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from 'react-admin';
import { MSG } from '../../../domain/messages.js';
import { authProvider, requiredPermission } from '../../../src/authProvider.js';
import { createDataProvider } from '../../../src/dataProvider.js';
import { apiUrl, buildQuery, flattenErrors, toFormData } from '../../../src/http.js';
import { resourcePath } from '../../../src/resourceRegistry.js';
import { clearSession, getSession, saveSession } from '../../../src/session.js';
import { ME, mockFetch } from './fetchMock.js';

beforeEach(() => clearSession());
afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe('session', () => {
  it('keeps token, uid and login id in cookies for three hours', () => {
    const now = Date.now();
    saveSession({ token: 'abc', uid: 5, loginId: 9 }, now);
    expect(document.cookie).toContain('authToken=abc');
    expect(document.cookie).toContain('uid=5');
    expect(document.cookie).toContain('loginId=9');
    const s = getSession(now + 1000)!;
    expect(s.token).toBe('abc');
    expect(s.expiresAt).toBe(now + 10800 * 1000);
  });

  it('reads the cookie jar once per task and sees a change made outside it in the next task', async () => {
    saveSession({ token: 'abc', uid: 5, loginId: 9 });
    const reads = vi.spyOn(document, 'cookie', 'get');
    for (let i = 0; i < 20; i++) expect(getSession()?.token).toBe('abc');
    expect(reads).toHaveBeenCalledTimes(1);
    // written past saveSession/clearSession, as another tab or the browser would
    document.cookie = 'authToken=def; Path=/';
    await Promise.resolve();
    expect(getSession()?.token).toBe('def');
    expect(reads).toHaveBeenCalledTimes(2);
    // our own writes are seen at once, in the same task
    clearSession();
    expect(getSession()).toBeNull();
    reads.mockRestore();
  });

  it('clears an expired session when it is read', () => {
    const now = Date.now();
    saveSession({ token: 'abc', uid: 1, loginId: 1, expiresAt: now + 1000 }, now);
    expect(getSession(now + 2000)).toBeNull();
    expect(document.cookie).not.toContain('authToken=abc');
  });
});

describe('http helpers', () => {
  it('builds Laravel-style queries with multi-values', () => {
    expect(buildQuery({ page: 1, status: ['A', 'B'], empty: '', none: undefined })).toBe(
      'page=1&status%5B%5D=A&status%5B%5D=B',
    );
    expect(apiUrl('/user', { page: 2 })).toBe('/api/user?page=2');
    expect(apiUrl('/api/user')).toBe('/api/user');
  });

  it('flattens field errors for react-admin', () => {
    expect(flattenErrors({ email: ['The email has already been taken.'], name: 'Required' })).toEqual({
      email: 'The email has already been taken.',
      name: 'Required',
    });
  });

  it('sends files as field[] parts and arrays as field[] values', () => {
    const file = new File(['x'], 'a.png', { type: 'image/png' });
    const fd = toFormData({ name: 'Doc', category: ['north', 'east'], file: [{ rawFile: file }], meta: { a: 1 } });
    expect(fd.getAll('category[]')).toEqual(['north', 'east']);
    expect((fd.get('file[]') as File).name).toBe('a.png');
    expect(fd.get('meta')).toBe('{"a":1}');
  });
});

describe('dataProvider', () => {
  it('maps resources to API paths from the schemas', () => {
    expect(resourcePath('settings/users')).toBe('/user');
    expect(resourcePath('settings/roles')).toBe('/role');
    expect(resourcePath('settings/permissions')).toBe('/permission');
    expect(resourcePath('user')).toBe('/user');
    expect(resourcePath('school')).toBe('/school');
  });

  it('lists with page, per_page, sort, order and filters, and reads meta.total', async () => {
    const { calls } = mockFetch({
      'GET /api/user': { body: { data: [{ id: 1 }], meta: { total: 31, current_page: 2 }, links: {} } },
    });
    const dp = createDataProvider();
    const res = await dp.getList('settings/users', {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'full_name', order: 'DESC' },
      filter: { full_name: 'ad', role_id: 3, status: ['A', 'B'] },
    });
    expect(res.total).toBe(31);
    expect(res.data).toEqual([{ id: 1 }]);
    const q = calls[0].query;
    expect(q.get('page')).toBe('2');
    expect(q.get('per_page')).toBe('25');
    expect(q.get('sort')).toBe('full_name');
    expect(q.get('order')).toBe('desc');
    expect(q.get('full_name')).toBe('ad');
    expect(q.getAll('status[]')).toEqual(['A', 'B']);
  });

  it('counts an unpaged answer and sends the bearer token', async () => {
    saveSession({ token: 'tok', uid: 1, loginId: 1 });
    const { calls } = mockFetch({ 'GET /api/role': { body: { data: [{ id: 1 }, { id: 2 }] } } });
    const res = await createDataProvider().getList('settings/roles', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(res.total).toBe(2);
    expect(calls[0].headers.get('Authorization')).toBe('Bearer tok');
  });

  it('throws the server message with field errors on 422', async () => {
    mockFetch({
      'POST /api/user': {
        status: 422,
        body: { message: 'The given data was invalid.', errors: { email: ['The email has already been taken.'] } },
      },
    });
    const err = (await createDataProvider()
      .create('settings/users', { data: { email: 'x@y.z' } })
      .catch((e) => e)) as HttpError;
    expect(err).toBeInstanceOf(HttpError);
    expect(err.status).toBe(422);
    expect(err.message).toBe('The given data was invalid.');
    expect((err.body as { errors?: unknown }).errors).toEqual({ email: 'The email has already been taken.' });
  });

  it('falls back to the generic failure message', async () => {
    mockFetch({ 'GET /api/user/1': { status: 500, body: {} } });
    const err = await createDataProvider()
      .getOne('settings/users', { id: 1 })
      .catch((e) => e);
    expect(err.message).toBe(MSG.serverError);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('network'))),
    );
    const err2 = await createDataProvider()
      .getOne('settings/users', { id: 1 })
      .catch((e) => e);
    expect(err2.message).toBe(MSG.serverError);
  });

  it('gets many records with one id[] request, and fetches the ones it did not answer', async () => {
    const { calls } = mockFetch({
      'GET /api/role': {
        body: {
          data: [
            { id: 2, name: 'B' },
            { id: 3, name: 'C' },
          ],
          meta: { total: 2 },
        },
      },
      'GET /api/school': { body: { data: [{ id: 1 }, { id: 5, name: 'Five' }], meta: { total: 20 } } },
      'GET /api/school/7': { body: { data: { id: 7, name: 'Seven' } } },
    });
    const dp = createDataProvider();
    const roles = await dp.getMany('settings/roles', { ids: [3, 2, 3] });
    expect(roles.data.map((r) => r.id)).toEqual([3, 2]);
    expect(calls[0].query.getAll('id[]')).toEqual(['3', '2']);
    expect(calls).toHaveLength(1);
    const schools = await dp.getMany('settings/schools', { ids: [5, 7] });
    expect(schools.data).toEqual([
      { id: 5, name: 'Five' },
      { id: 7, name: 'Seven' },
    ]);
  });

  it('switches to multipart when a value holds a File, and keeps the record on delete', async () => {
    const { calls } = mockFetch({
      'POST /api/documents': { status: 201, body: { data: { id: 7, name: 'Doc' }, message: 'ok' } },
      'DELETE /api/user/3': {
        body: { data: { message: 'Successfully deleted user' }, message: 'Successfully deleted user' },
      },
      'PATCH /api/role/2': { body: { data: { id: 2, name: 'R' } } },
    });
    const dp = createDataProvider();
    const created = await dp.create('document-repository', {
      data: { name: 'Doc', file: [{ rawFile: new File(['x'], 'a.pdf') }] },
    });
    expect(created.data).toEqual({ id: 7, name: 'Doc' });
    expect(calls[0].body).toBeInstanceOf(FormData);
    const deleted = await dp.delete('settings/users', { id: 3, previousData: { id: 3, full_name: 'X' } });
    expect(deleted.data).toEqual({ id: 3, full_name: 'X' });
    await dp.update('settings/roles', {
      id: 2,
      data: { name: 'R' },
      previousData: { id: 2 },
      meta: { method: 'PATCH' },
    });
    expect(calls[2].method).toBe('PATCH');
  });
});

describe('authProvider', () => {
  it('signs in, keeps the session and reads the current user', async () => {
    const { calls } = mockFetch({
      'POST /api/auth/login': {
        body: { status: 'SUCCESS', message: MSG.loginSuccess, data: { token: 't1', uid: 1, login_id: 4 } },
      },
      'GET /api/auth/me': { body: { data: ME } },
      'POST /api/auth/logout': { body: { message: 'bye' } },
    });
    const res = await authProvider.login({ email: 'admin@caretaker.test', password: 'pw' });
    expect(res).toEqual({ message: MSG.loginSuccess });
    expect(calls[0].headers.get('Authorization')).toBeNull();
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    const identity = await authProvider.getIdentity!();
    expect(identity.fullName).toBe('Demo Admin');
    expect(await authProvider.getPermissions!({})).toContain('user.view');
    expect(await authProvider.canAccess!({ resource: 'settings/users', action: 'list' })).toBe(true);
    expect(await authProvider.canAccess!({ resource: 'settings/users', action: 'delete' })).toBe(false);
    expect(await authProvider.logout({})).toBe('/auth/sign-in');
    expect(calls.find((c) => c.path === '/api/auth/logout')?.body).toEqual({ login_id: '4' });
    expect(getSession()).toBeNull();
  });

  it('rejects with the server message when the credentials are wrong', async () => {
    mockFetch({ 'POST /api/auth/login': { status: 401, body: { status: 'ERROR', message: MSG.loginFailed } } });
    await expect(authProvider.login({ email: 'a@b.c', password: 'x' })).rejects.toThrow(MSG.loginFailed);
    expect(getSession()).toBeNull();
  });

  it('sends a signed-out user to the sign-in page and drops the session on a 401', async () => {
    await expect(authProvider.checkAuth({})).rejects.toEqual({ message: false, redirectTo: '/auth/sign-in' });
    saveSession({ token: 't', uid: 1, loginId: 1 });
    await expect(authProvider.checkError({ status: 403 })).resolves.toBeUndefined();
    expect(getSession()).not.toBeNull();
    await expect(authProvider.checkError({ status: 401 })).rejects.toEqual({
      message: false,
      redirectTo: '/auth/sign-in',
    });
    expect(getSession()).toBeNull();
  });

  it('derives the needed permission from the schema', () => {
    expect(requiredPermission('settings/roles', 'edit')).toBe('role.edit');
    expect(requiredPermission('settings/audit-log', 'show')).toBe('audit.view');
    expect(requiredPermission('unknown', 'list')).toBeUndefined();
  });
});
