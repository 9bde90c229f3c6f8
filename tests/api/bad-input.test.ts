import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../support/testApp.js';
import { concreteUrl, tableCounts } from './helpers.js';

/** What a refusal answers: the spec's message, and the field errors of a 422. */
type ErrorAnswer = { message?: unknown; errors?: Record<string, unknown[]> };

/** Bad input to every route that takes a body: always a 4xx with field errors where fields are at fault, never a 500, and nothing written. */
type Schema = {
  type?: string | string[];
  nullable?: boolean;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  format?: string;
  maxLength?: number;
};
const CLIENT_ERRORS = [400, 413, 415, 422];

let t: TestApp;
let token: string;
let doc: { paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: Schema }> } }>> };
beforeAll(async () => {
  t = await createTestApp();
  token = await t.loginAs('ADMIN');
  doc = (await t.app.inject({ url: '/api/docs/json' })).json();
});
afterAll(async () => t.close());

const writeRoutes = () => t.app.apiRoutes.filter((r) => ['POST', 'PUT', 'PATCH'].includes(r.method));
const bodyOf = (method: string, url: string) =>
  doc.paths[url.replace(/:([A-Za-z_]+)/g, '{$1}')]?.[method.toLowerCase()]?.requestBody?.content;
const types = (s: Schema) => (Array.isArray(s.type) ? s.type : s.type ? [s.type] : []);

/** A value no coercion turns into the property's type. */
function wrongValue(s: Schema): unknown {
  const ty = types(s);
  if (ty.includes('object')) return 'not-an-object';
  if (ty.includes('string') || ty.includes('array')) return { not: 'a string or list' };
  if (ty.includes('integer') || ty.includes('number')) return 'not-a-number';
  if (ty.includes('boolean')) return 'maybe';
  return undefined;
}

const send = (
  method: string,
  url: string,
  payload: string | Buffer | object | undefined,
  contentType = 'application/json',
) =>
  t.app.inject({
    method: method as 'POST',
    url: concreteUrl(url),
    headers: { ...bearer(token), ...(contentType ? { 'content-type': contentType } : {}) },
    ...(payload === undefined
      ? {}
      : { payload: typeof payload === 'object' && !Buffer.isBuffer(payload) ? JSON.stringify(payload) : payload }),
  });

describe('bad input to every POST/PUT/PATCH route', () => {
  it('covers the routes that take a body', () => {
    const urls = writeRoutes().map((r) => `${r.method} ${r.url}`);
    for (const u of [
      'POST /api/user',
      'PUT /api/user/:id',
      'POST /api/role',
      'PATCH /api/role/:id',
      'POST /api/permission',
      'PUT /api/user/change-password/:id',
      'POST /api/reset-password',
    ])
      expect(urls).toContain(u);
  });

  it('answers 4xx, never 500, and writes nothing, for malformed, empty, mistyped, oversized and too-large bodies', async () => {
    const failures: string[] = [];
    let checks = 0;
    for (const r of writeRoutes()) {
      const content = bodyOf(r.method, r.url);
      const json = content?.['application/json']?.schema;
      const multipartOnly = !!content?.['multipart/form-data'] && !json;
      const before = await tableCounts(t);
      // A route on one record may rightly answer 404 when record 1 does not exist.
      const allowed = r.url.includes('/:') ? [...CLIENT_ERRORS, 404] : CLIENT_ERRORS;
      const expect4xx = async (
        label: string,
        payload: Parameters<typeof send>[2],
        ct?: string,
        check?: (status: number, body: ErrorAnswer) => string | null,
      ) => {
        const res = await send(r.method, r.url, payload, ct);
        checks++;
        let body: ErrorAnswer | null = null;
        try {
          body = res.json() as ErrorAnswer;
        } catch {
          /* not JSON */
        }
        if (!allowed.includes(res.statusCode))
          failures.push(`${r.method} ${r.url} ${label}: ${res.statusCode} ${res.body.slice(0, 160)}`);
        else if (typeof body?.message !== 'string')
          failures.push(`${r.method} ${r.url} ${label}: no message in ${res.body.slice(0, 160)}`);
        else if (check) {
          const problem = check(res.statusCode, body!);
          if (problem) failures.push(`${r.method} ${r.url} ${label}: ${problem}`);
        }
      };
      await expect4xx('malformed JSON', '{bad');
      await expect4xx('empty body', '');
      await expect4xx('text/plain body', 'hello', 'text/plain');
      await expect4xx('3 MB body', JSON.stringify({ blob: 'x'.repeat(3 * 1024 * 1024) }), 'application/json', (s) =>
        s === 413 ? null : `expected 413, got ${s}`,
      );
      await expect4xx('JSON array instead of object', '[1,2,3]');
      if (multipartOnly) {
        await expect4xx('JSON to a multipart route', { name: 'x' }, 'application/json', (s) =>
          s === 415 || s === 422 || (s === 404 && allowed.includes(404)) ? null : `expected 415, got ${s}`,
        );
      }
      // SCIM's routes say bad input SCIM's way: 400 (RFC 7644 §3.12), the fields named in errors as elsewhere.
      const invalid = r.url.startsWith('/api/scim/') ? 400 : 422;
      const fieldError = (field: string) => (status: number, body: ErrorAnswer) => {
        if (multipartOnly || (status === 404 && allowed.includes(404))) return null;
        if (status !== invalid) return `expected ${invalid}, got ${status}`;
        if (
          typeof body.errors !== 'object' ||
          !Array.isArray(body.errors?.[field]) ||
          typeof body.errors?.[field]?.[0] !== 'string'
        )
          return `no errors.${field}: ${JSON.stringify(body)}`;
        return null;
      };
      if (json?.properties) {
        if (json.required?.length) {
          await expect4xx('{}', {}, 'application/json', (status, body) => {
            if (status === 404 && allowed.includes(404)) return null;
            if (status !== 422) return `expected 422, got ${status}`;
            const missing = json.required!.filter((f) => !body.errors?.[f]);
            return missing.length ? `no error for required ${missing.join(', ')}` : null;
          });
        }
        for (const [field, prop] of Object.entries(json.properties)) {
          const wrong = wrongValue(prop);
          if (wrong !== undefined)
            await expect4xx(`wrong type for ${field}`, { [field]: wrong }, 'application/json', fieldError(field));
          if (types(prop).includes('string') && !prop.enum) {
            await expect4xx(
              `10,000 chars in ${field}`,
              { [field]: `${'a'.repeat(9990)}@example.com` },
              'application/json',
              fieldError(field),
            );
          }
          if (prop.enum)
            await expect4xx(
              `value outside the enum for ${field}`,
              { [field]: 'NOT-AN-OPTION' },
              'application/json',
              fieldError(field),
            );
          if (types(prop).includes('array') && prop.items) {
            const bad = prop.items.enum ? 'NOT-AN-OPTION' : wrongValue(prop.items);
            if (bad !== undefined)
              await expect4xx(`wrong item in ${field}`, { [field]: [bad] }, 'application/json', fieldError(field));
          }
          if (prop.format === 'email')
            await expect4xx(
              `invalid e-mail in ${field}`,
              { [field]: 'not-an-email' },
              'application/json',
              fieldError(field),
            );
        }
      }
      const after = await tableCounts(t);
      if (JSON.stringify(after) !== JSON.stringify(before))
        failures.push(`${r.method} ${r.url}: rows changed ${JSON.stringify(diff(before, after))}`);
    }
    expect(failures).toEqual([]);
    // Every route got the five generic cases, and the schema-derived ones ran too.
    expect(checks).toBeGreaterThan(writeRoutes().length * 5 + 100);
  }, 120_000);

  it('shapes 422 answers as { message, errors: { field: [text] } } with the message taken from the first error', async () => {
    const res = await send('POST', '/api/user', {
      full_name: '',
      email: 'not-an-email',
      role_id: 'x',
      password: 'short',
    });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['errors', 'message']);
    for (const [k, v] of Object.entries(body.errors)) {
      expect(typeof k).toBe('string');
      expect(Array.isArray(v) && (v as unknown[]).every((m) => typeof m === 'string' && m.length > 0)).toBe(true);
    }
    expect(body.errors.email).toEqual(['Invalid email address']);
    expect(Object.values(body.errors).flat()).toContain(body.message);
  });

  it('never answers 500 to junk query strings on GET routes', async () => {
    const failures: string[] = [];
    const junk = [
      'page=-1',
      'page=abc',
      'per_page=100000',
      'per_page=0',
      'sort=name;drop table users',
      'order=sideways',
      'all=maybe',
      `full_name=${'%'.repeat(300)}`,
      'full_name[]=a&full_name[]=b',
      'role_id=abc',
      'id[]=x',
      `email=${encodeURIComponent("' or 1=1 --")}`,
    ];
    for (const r of t.app.apiRoutes.filter((x) => x.method === 'GET' && !x.url.startsWith('/api/docs'))) {
      for (const q of junk) {
        const res = await t.app.inject({ url: `${concreteUrl(r.url)}?${q}`, headers: bearer(token) });
        if (res.statusCode >= 500) failures.push(`${r.url}?${q} -> ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
    const users = await t.app.inject({ url: '/api/user?page=0', headers: bearer(token) });
    expect(users.statusCode).toBe(422);
    expect(users.json().errors.page).toBeDefined();
  });
});

function diff(a: Record<string, number>, b: Record<string, number>) {
  return Object.fromEntries(
    Object.keys({ ...a, ...b })
      .filter((k) => a[k] !== b[k])
      .map((k) => [k, `${a[k]} -> ${b[k]}`]),
  );
}
