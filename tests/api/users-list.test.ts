import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/testApp.js';
import { usersFixture } from './users.support.js';

const fx = usersFixture();
const { api, createUser } = fx;
let t: TestApp;
let admin: string;
let roleId: Record<string, number>;
beforeAll(() => {
  ({ t, admin, roleId } = fx);
});

describe('user list', () => {
  beforeAll(async () => {
    for (const [full_name, email, role, contractor] of [
      ['Zebra Alpha', 'zebra.alpha@list.test', 'TECHNICIAN', 'TTK'],
      ['zebra beta', 'zebra.beta@list.test', 'TERM-CONTRACTOR', 'SP'],
      ['Percent 50% Guy', 'percent@list.test', 'ADMIN', null],
      ['Percent 500 Decoy', 'decoy500@list.test', 'ADMIN', null],
      ['Under_score Guy', 'under@list.test', 'ADMIN', null],
      ['Underxscore Decoy', 'underx@list.test', 'ADMIN', null],
    ] as const)
      await createUser({ full_name, email, role_id: roleId[role], ...(contractor ? { contractor } : {}) });
  });

  it('answers the Laravel paged envelope with correct numbers', async () => {
    const total = Number(
      (
        await t.db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(total).toBeGreaterThan(12);
    const res = await api('GET', '/api/user?page=2&per_page=5', admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data).toHaveLength(5);
    expect(body.meta).toMatchObject({
      current_page: 2,
      from: 6,
      to: 10,
      per_page: 5,
      total,
      last_page: Math.ceil(total / 5),
      path: '/api/user',
    });
    expect(Array.isArray(body.meta.links)).toBe(true);
    expect(body.links.prev).toBe('/api/user?page=1');
    expect(body.links.next).toBe('/api/user?page=3');
    expect(body.data[0]).not.toHaveProperty('password_hash');
    expect(body.data[0]).not.toHaveProperty('password');

    const first = (await api('GET', '/api/user', admin)).json();
    expect(first.meta.per_page).toBe(25);
    expect(first.meta.current_page).toBe(1);
    expect(first.links.prev).toBeNull();

    const last = (await api('GET', `/api/user?page=${Math.ceil(total / 5)}&per_page=5`, admin)).json();
    expect(last.links.next).toBeNull();
    expect(last.meta.to).toBe(total);

    const past = (await api('GET', '/api/user?page=999&per_page=5', admin)).json();
    expect(past.data).toEqual([]);
    expect(past.meta.total).toBe(total);
    expect(past.meta.from).toBeNull();
  });

  it('pages through every user exactly once', async () => {
    const seen: number[] = [];
    for (let p = 1; ; p++) {
      const body = (await api('GET', `/api/user?page=${p}&per_page=7`, admin)).json();
      seen.push(...body.data.map((u: { id: number }) => u.id));
      if (!body.links.next) break;
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe(
      Number(
        (
          await t.db
            .selectFrom('users')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    );
  });

  it('pages a filtered list: each match once, in order, with the filtered total', async () => {
    const expected = (
      await t.db
        .selectFrom('users')
        .select(['id', 'full_name'])
        .where(sql<boolean>`lower(full_name) like '%e%'`)
        .orderBy('full_name')
        .orderBy('id')
        .execute()
    ).map((r) => r.id);
    expect(expected.length).toBeGreaterThan(6);
    const seen: number[] = [];
    for (let p = 1; ; p++) {
      const body = (await api('GET', `/api/user?full_name=E&per_page=4&page=${p}`, admin)).json();
      expect(body.meta.total).toBe(expected.length);
      seen.push(...body.data.map((u: { id: number }) => u.id));
      if (!body.links.next) break;
    }
    expect(seen).toEqual(expected);
    const past = (await api('GET', '/api/user?full_name=E&per_page=4&page=99', admin)).json();
    expect(past.data).toEqual([]);
    expect(past.meta.total).toBe(expected.length);
  });

  const names = async (qs: string) =>
    (await api('GET', `/api/user?${qs}`, admin)).json().data.map((u: { full_name: string }) => u.full_name);

  it('filters full_name by case-insensitive contains', async () => {
    expect((await names('full_name=ZEBRA')).sort()).toEqual(['Zebra Alpha', 'zebra beta']);
    expect(await names('full_name=bEtA')).toEqual(['zebra beta']);
    expect(await names('full_name=no-such-person')).toEqual([]);
  });

  it('treats LIKE wildcards in the filter as text', async () => {
    expect(await names(`full_name=${encodeURIComponent('50%')}`)).toEqual(['Percent 50% Guy']);
    expect(await names('full_name=under_')).toEqual(['Under_score Guy']);
    expect(await names(`full_name=${encodeURIComponent('%')}`)).toEqual(['Percent 50% Guy']);
  });

  it('filters by email, role_id and contractor', async () => {
    expect((await names('email=zebra.')).sort()).toEqual(['Zebra Alpha', 'zebra beta']);
    expect(await names('email=ZEBRA.BETA@LIST')).toEqual(['zebra beta']);
    const techs = (await api('GET', `/api/user?role_id=${roleId.TECHNICIAN}&all=1`, admin)).json().data;
    expect(techs.length).toBeGreaterThan(1);
    expect(techs.every((u: { role: { slug: string } }) => u.role.slug === 'TECHNICIAN')).toBe(true);
    const two = (
      await api('GET', `/api/user?role_id[]=${roleId.TECHNICIAN}&role_id[]=${roleId['TERM-CONTRACTOR']}&all=1`, admin)
    ).json().data;
    expect(new Set(two.map((u: { role: { slug: string } }) => u.role.slug))).toEqual(
      new Set(['TECHNICIAN', 'TERM-CONTRACTOR']),
    );
    expect(await names('contractor=TTK')).toEqual(['Zebra Alpha']);
    expect(await names('contractor=SP&full_name=zebra')).toEqual(['zebra beta']);
  });

  it('sorts by full_name by default and by a chosen column and direction', async () => {
    // Compared with the database's own ordering, so the test holds under any collation.
    const byName = (
      await t.db.selectFrom('users').select(['full_name', 'id']).orderBy('full_name').orderBy('id').execute()
    ).map((r) => r.full_name);
    const byId = (await t.db.selectFrom('users').select('full_name').orderBy('id').execute()).map((r) => r.full_name);
    expect(byName).not.toEqual(byId);
    expect(await names('all=1')).toEqual(byName);
    expect(await names('per_page=500')).toEqual(byName);
    const emailsDesc = (
      await t.db.selectFrom('users').select('email').orderBy('email', 'desc').orderBy('id', 'desc').execute()
    ).map((r) => r.email);
    const emails = (await api('GET', '/api/user?sort=email&order=desc&per_page=100', admin))
      .json()
      .data.map((u: { email: string }) => u.email);
    expect(emails).toEqual(emailsDesc);
    // An unknown sort column is refused, not silently replaced by the default order.
    const refused = await api('GET', '/api/user?sort=password_hash&per_page=500', admin);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.sort[0]).toContain('full_name');
  });
});
