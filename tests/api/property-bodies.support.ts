import { sql } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { bearer, createTestApp, dialect, type TestApp } from '../support/testApp.js';
import { thumbnailsMade } from '../support/thumbnails.js';
import { multipart } from './helpers.js';
import type { Operation, Schema } from './property-generators.support.js';
import { actors, PDF_BYTES, quotationInState, type Actors } from './quotations.support.js';

/** Signing out would end the run's own session. */
const SKIPPED = new Set(['POST /api/auth/logout']);
/**
 * Answers that record the attempt itself (sign-in audit entries, reset requests, a second factor's code or a password
 * counted on the throttle): the fingerprint may move on a 4xx.
 */
const RECORDS_ATTEMPTS =
  /^\/api\/(auth\/login|auth\/login\/second-factor|auth\/login\/enrol\/confirm|forgot-password|reset-password|user\/two-factor\/(confirm|disable))$/;

/**
 * A test app with the write operations of its OpenAPI document and a record for each path parameter, for the property
 * tests' files: registers its own beforeAll/afterAll (so it is ready before the file's own hooks run) and answers
 * `check`, which sends one request and fails on a 5xx or on a refused request that changed stored data.
 */
export function propertyFixture() {
  const fx = {
    t: undefined as unknown as TestApp,
    a: undefined as unknown as Actors,
    ops: undefined as unknown as Operation[],
  };
  const pathIds: Record<string, number> = {};

  beforeAll(async () => {
    fx.t = await createTestApp();
    fx.a = await actors(fx.t, ['ADMIN', 'TERM-CONTRACTOR', 'TECHNICIAN']);
    const doc = (await fx.t.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: Schema }> } }>>;
    };
    fx.ops = Object.entries(doc.paths)
      .flatMap(([p, methods]) =>
        Object.entries(methods)
          .filter(([m]) => ['post', 'put', 'patch'].includes(m))
          .map(([m, op]) => ({
            method: m.toUpperCase(),
            path: p,
            schema: op.requestBody?.content?.['application/json']?.schema ?? null,
          })),
      )
      .filter((o) => !SKIPPED.has(`${o.method} ${o.path}`));
    // Records the operations work on: never the admin's own account or role, so the run keeps its rights.
    const first = async (table: 'schools' | 'fsrs' | 'school_assignments') =>
      (await fx.t.db.selectFrom(table).select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    const spareRole = await fx.t.db
      .insertInto('roles')
      .values({
        name: 'Spare',
        slug: 'SPARE',
        description: null,
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Renaming a permission the admin holds would take the admin's rights away: the run edits a spare one.
    const now = new Date().toISOString();
    const spare = await fx.t.db
      .insertInto('permissions')
      .values({
        name: 'Spare',
        slug: 'spare.permission',
        category: 'spare',
        description: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const doc1 = await formPostRaw({ name: 'Manual', category: JSON.stringify(['north']) }, true);
    Object.assign(pathIds, {
      user: fx.a.ids.TECHNICIAN,
      'create-signature': fx.a.ids.TECHNICIAN,
      'change-password': fx.a.ids.TECHNICIAN,
      role: spareRole.id,
      quotations: await quotationInState(fx.t, fx.a, 'DRAFT'),
      documents: doc1,
      fsrs: await first('fsrs'),
      school: await first('schools'),
      'user-organization': await first('schools'),
      'school-assignments': await first('school_assignments').catch(() => 1),
      permission: spare.id,
    });
  });
  afterAll(async () => fx.t.close());

  async function formPostRaw(fields: Record<string, string>, withPdf: boolean): Promise<number> {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    if (withPdf) form.append('file', new Blob([new Uint8Array(PDF_BYTES)], { type: 'application/pdf' }), 'manual.pdf');
    const body = await multipart(form);
    const res = await fx.t.app.inject({
      method: 'POST',
      url: '/api/documents',
      headers: { ...bearer(fx.a.tokens.ADMIN), ...body.headers },
      payload: body.payload,
    });
    if (res.statusCode !== 201) throw new Error(`set-up document: ${res.body}`);
    return res.json().data.id;
  }

  /** `/api/user/{id}` with a record that exists, chosen by the path's resource (the segment before the parameter). */
  const concrete = (p: string) =>
    p.replace(/([^/{}]+)\/\{[^}]+\}/g, (_m, seg: string) => `${seg}/${pathIds[seg] ?? 1}`);

  /** One cheap look at everything stored: per table its row count, highest id and latest updated_at (one query, built once). */
  let fingerprintQuery: ReturnType<typeof sql.join> | undefined;
  async function fingerprint(): Promise<string> {
    fingerprintQuery ??= await buildFingerprintQuery();
    const rows = (
      await sql<{ t: string; n: string; i: string | null; u: string | null }>`${fingerprintQuery}`.execute(fx.t.db)
    ).rows;
    return rows
      .map((r) => `${r.t}:${r.n}:${r.i}:${r.u}`)
      .sort()
      .join('|');
  }

  async function buildFingerprintQuery() {
    const cols =
      dialect === 'postgres'
        ? (
            await sql<{
              t: string;
              c: string;
            }>`select table_name as t, column_name as c from information_schema.columns where table_schema = current_schema()`.execute(
              fx.t.db,
            )
          ).rows
        : (
            await sql<{
              t: string;
              c: string;
            }>`select m.name as t, p.name as c from sqlite_master m join pragma_table_info(m.name) p where m.type = 'table' and m.name not like 'sqlite_%'`.execute(
              fx.t.db,
            )
          ).rows;
    const byTable = new Map<string, Set<string>>();
    for (const { t: table, c } of cols) (byTable.get(table) ?? byTable.set(table, new Set()).get(table)!).add(c);
    // Sessions are touched by every signed-in request.
    const parts = [...byTable.entries()]
      .filter(([table]) => table !== 'sessions' && !table.startsWith('kysely_'))
      .sort()
      .map(
        ([table, c]) =>
          sql`select ${table} as t, cast(count(*) as text) as n, ${
            c.has('id') ? sql`cast(max(id) as text)` : sql`cast(null as text)`
          } as i, ${c.has('updated_at') ? sql`cast(max(updated_at) as text)` : sql`cast(null as text)`} as u from ${sql.table(table)}`,
      );
    return sql.join(parts, sql` union all `);
  }

  const statuses = new Map<number, number>();
  async function check(op: Operation, send: () => Promise<{ statusCode: number; body: string }>, label: string) {
    const before = await fingerprint();
    const res = await send();
    if (RECORDS_ATTEMPTS.test(op.path)) await mailSent();
    // an accepted image's thumbnail is a job run after the answer: done before the next operation's check
    if (res.statusCode < 400) await thumbnailsMade(fx.t.app);
    statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
    if (res.statusCode >= 500)
      throw new Error(`${op.method} ${op.path} (${label}) answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
    if (res.statusCode >= 400 && !RECORDS_ATTEMPTS.test(op.path)) {
      const after = await fingerprint();
      if (after !== before)
        throw new Error(
          `${op.method} ${op.path} (${label}) answered ${res.statusCode} but changed stored data:\n${diff(before, after)}\n${res.body.slice(0, 300)}`,
        );
    }
  }

  /** A reset request queues its mail: let the job run now, or it would change the tables under a later operation's check. */
  async function mailSent() {
    const end = Date.now() + 15_000;
    const waiting = () =>
      fx.t.db
        .selectFrom('jobs')
        .select('id')
        .where('kind', '=', 'mail')
        .where('status', 'in', ['PENDING', 'PROCESSING'])
        .execute();
    while ((await waiting()).length && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
  }

  const diff = (a: string, b: string) => {
    const x = new Set(a.split('|'));
    return b
      .split('|')
      .filter((r) => !x.has(r))
      .join('\n');
  };
  return Object.assign(fx, { concrete, statuses, check });
}
