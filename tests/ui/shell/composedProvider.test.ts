/**
 * The composed data provider (issue 9 §5): typed custom methods reach the API's paths through `send`, and a change to a
 * role, a permission or a user drops the cached signed-in user, so the next access check reads the server again.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authProvider } from '../../../src/authProvider.js';
import { composeDataProvider } from '../../../src/dataProvider.js';
import { clearSession, saveSession } from '../../../src/session.js';
import { ME, mockFetch } from './fetchMock.js';

beforeEach(() => saveSession({ token: 'tok', uid: 1, loginId: 1 }));
afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe('composed data provider', () => {
  it('sends the typed workflow calls to their paths with their bodies', async () => {
    const { calls } = mockFetch({
      'POST /api/quotations/5/void': { body: { message: 'Quotation voided' } },
      'POST /api/cops/7': { body: { message: 'Update successful' } },
      'GET /api/cops/7': { body: { data: { tab: 'cover' } } },
      'GET /api/config/cop': { body: { data: { zones: ['NORTH'] } } },
    });
    const dp = composeDataProvider();
    expect(await dp.quotationStep(5, 'void', { remarks: 'wrong school', version: 3 })).toEqual({
      message: 'Quotation voided',
    });
    await dp.copUpdate(7, 'general_r_and_r', [{ id: 1, grn_percentage: 12.5 }]);
    expect(await dp.copTab(7, 'cover')).toEqual({ tab: 'cover' });
    expect(await dp.configGet('cop')).toEqual({ zones: ['NORTH'] });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /api/quotations/5/void',
      'POST /api/cops/7',
      'GET /api/cops/7',
      'GET /api/config/cop',
    ]);
    expect(calls[0].body).toEqual({ remarks: 'wrong school', version: 3 });
    expect(calls[1].body).toEqual({
      category: 'general_r_and_r',
      cop_detail_school: [{ id: 1, grn_percentage: 12.5 }],
    });
    expect(calls[2].query.get('category')).toBe('cover');
  });

  it('re-reads the signed-in user after a role changes, not after another resource does', async () => {
    let permissions = ['role.view', 'role.edit'];
    const { calls } = mockFetch({
      'GET /api/auth/me': () => ({ body: { data: { ...ME, permissions } } }),
      'PUT /api/role/3': { body: { data: { id: 3, name: 'Auditor' } } },
      'PUT /api/permission/4': { body: { data: { id: 4, name: 'x' } } },
      'POST /api/cop-soi': { body: { data: { id: 9 } } },
    });
    const dp = composeDataProvider();
    const meCalls = () => calls.filter((c) => c.path === '/api/auth/me').length;
    expect(await authProvider.canAccess!({ resource: 'settings/users', action: 'list' })).toBe(false);
    expect(meCalls()).toBe(1);
    await dp.create('cop/soi', { data: { school_id: 1 } });
    await authProvider.canAccess!({ resource: 'settings/users', action: 'list' });
    expect(meCalls()).toBe(1);
    permissions = ['role.view', 'role.edit', 'user.view'];
    await dp.update('settings/roles', { id: 3, data: { name: 'Auditor' }, previousData: { id: 3 } });
    expect(await authProvider.canAccess!({ resource: 'settings/users', action: 'list' })).toBe(true);
    expect(meCalls()).toBe(2);
    await dp.update('settings/permissions', { id: 4, data: { name: 'x' }, previousData: { id: 4 } });
    await authProvider.canAccess!({ resource: 'settings/users', action: 'list' });
    expect(meCalls()).toBe(3);
  });
});
