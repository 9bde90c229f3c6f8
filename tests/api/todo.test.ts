/**
 * `GET /todo/counts`: one answer for the home page's work cards and the to-do badges. Each count must equal what the
 * tab's own feed lists for the same user (the same queries), the answer holds exactly the role's tabs, and new work
 * moves the count.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../domain/roles.js';
import { TODO_FEEDS, todoTabsFor, todoTabsOf, type TodoTab } from '../../domain/todo.js';
import { bearer, createTestApp, type TestApp } from '../support/testApp.js';
import { actors, quotationInState, type Actors } from './quotations.support.js';

const ROLES = [
  ROLE.ADMIN,
  ROLE.MANAGING_AGENT,
  ROLE.MA_QS,
  ROLE.TERM_CONTRACTOR,
  ROLE.TERM_CONTRACTOR_QS,
  ROLE.TECHNICIAN,
  ROLE.OPERATIONS_MANAGER,
  ROLE.INVOICE_TEAM,
  ROLE.SCD,
];

let t: TestApp;
let a: Actors;
beforeAll(async () => {
  t = await createTestApp();
  a = await actors(t, ROLES);
});
afterAll(async () => t.close());

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(token) });

async function counts(role: string): Promise<Partial<Record<TodoTab, number>>> {
  const r = await get('/todo/counts', a.tokens[role]);
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data;
}

/** What the tab's feed lists for the user: the paged feeds' total, the others' rows. */
async function feedTotal(role: string, tab: TodoTab): Promise<number> {
  const r = await get(TODO_FEEDS[tab], a.tokens[role]);
  expect(r.statusCode, r.body).toBe(200);
  const body = r.json();
  return body.meta?.total ?? body.data.length;
}

describe('GET /todo/counts', () => {
  it('answers each role with its tabs, each count what the tab lists', async () => {
    let seen = 0;
    for (const role of ROLES) {
      const answer = await counts(role);
      const me = await get('/auth/me', a.tokens[role]);
      const permissions: string[] = me.json().data.permissions;
      const tabs = todoTabsFor(role, (p) => permissions.includes(p));
      expect(Object.keys(answer).sort(), role).toEqual([...tabs].sort());
      for (const tab of tabs) {
        expect(answer[tab], `${role} ${tab}`).toBe(await feedTotal(role, tab));
        seen += answer[tab]!;
      }
    }
    // the demo data has waiting work, so the comparison above is not between zeros
    expect(seen).toBeGreaterThan(0);
    // every demo role's permissions open each tab of its role: the page shows the rule of domain/todo.ts as written
    for (const role of ROLES)
      expect(Object.keys(await counts(role)).sort(), role).toEqual([...todoTabsOf(role)].sort());
    expect(await counts(ROLE.SCD)).toEqual({});
  });

  it('counts new work: a draft of the term contractor and an approval waiting for the managing agent', async () => {
    const before = { tc: await counts(ROLE.TERM_CONTRACTOR), ma: await counts(ROLE.MANAGING_AGENT) };
    await quotationInState(t, a, 'DRAFT');
    await quotationInState(t, a, 'PENDING_MA', [a.ids[ROLE.MANAGING_AGENT]]);
    expect((await counts(ROLE.TERM_CONTRACTOR)).quotations).toBe(before.tc.quotations! + 1);
    expect((await counts(ROLE.MANAGING_AGENT)).quotations).toBe(before.ma.quotations! + 1);
  });

  it('leaves out a tab whose feed the role may no longer read', async () => {
    const admin = a.tokens[ROLE.ADMIN];
    const role = await t.db
      .selectFrom('roles')
      .select('id')
      .where('slug', '=', ROLE.TECHNICIAN)
      .executeTakeFirstOrThrow();
    const setPermissions = async (ids: number[]) => {
      const r = await t.app.inject({
        method: 'PATCH',
        url: `/api/role/${role.id}`,
        headers: bearer(admin),
        payload: { permission_ids: ids },
      });
      expect(r.statusCode, r.body).toBe(200);
    };
    const granted: number[] = (await get(`/role/${role.id}`, admin)).json().data.permission_ids;
    const inspectionView = await t.db
      .selectFrom('permissions')
      .select('id')
      .where('slug', '=', 'inspection.view')
      .executeTakeFirstOrThrow();
    expect(Object.keys(await counts(ROLE.TECHNICIAN))).toEqual(['inspections']);
    await setPermissions(granted.filter((id) => id !== inspectionView.id));
    try {
      expect(await counts(ROLE.TECHNICIAN)).toEqual({});
    } finally {
      await setPermissions(granted);
    }
  });

  it('asks for a session', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/todo/counts' });
    expect(r.statusCode).toBe(401);
  });
});
