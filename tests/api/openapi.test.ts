import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import openapiPlugin from '../../server/plugins/openapi.js';
import { objectOf, ok, str } from '../../server/lib/openapi/responses.js';
import { operationIdOf, summaryOf } from '../../server/lib/openapi/operations.js';
import { bearer, createTestApp, type TestApp } from '../support/testApp.js';
import { ResponseContract } from '../support/responseContract.js';

type Operation = {
  operationId?: string;
  summary?: string;
  security?: unknown[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
};
type Doc = {
  paths: Record<string, Record<string, Operation>>;
  security: unknown[];
  components: { schemas: Record<string, unknown> };
};
/** A schema, or the component its `$ref` names. */
const resolved = (schema: unknown) => {
  const ref = (schema as { $ref?: string } | undefined)?.$ref;
  return ref ? doc.components.schemas[ref.replace('#/components/schemas/', '')] : schema;
};

let t: TestApp;
let doc: Doc;
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(async () => t.close());

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ path, method, op })),
  );
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describe('the OpenAPI document', () => {
  it('lists every /api route with a unique operationId and a summary', () => {
    const documented = new Set(operations().map((o) => `${o.method.toUpperCase()} ${o.path}`));
    const routes = t.app.apiRoutes.filter((r) => !r.url.startsWith('/api/docs'));
    expect(routes.length).toBeGreaterThan(90);
    for (const r of routes) expect(documented, `${r.method} ${r.url}`).toContain(`${r.method} ${openApiPath(r.url)}`);
    const ids = operations().map((o) => o.op.operationId);
    expect(ids.every((id) => typeof id === 'string' && id.length > 0)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operations().every((o) => typeof o.op.summary === 'string' && o.op.summary.length > 0)).toBe(true);
  });

  it('derives operationId and summary from method and path', () => {
    expect(operationIdOf('GET', '/api/user/:id/signatures/:signatureId')).toBe('getUserByIdSignaturesBySignatureId');
    expect(operationIdOf('PATCH', '/api/school-assignments/:id')).toBe('updateSchoolAssignmentsById');
    expect(summaryOf('DELETE', '/api/quotations/:id/files/:attachmentId')).toBe(
      'Delete quotations by id files by attachment id',
    );
    // A route's own summary wins.
    expect(doc.paths['/api/auth/login'].post.summary).toBe('Sign in');
  });

  it('documents a success answer with a schema and the error envelope for every operation', () => {
    for (const { path, method, op } of operations()) {
      // a redirect (the organisation sign-in's start and callback) is the success of a browser's navigation
      const success = Object.keys(op.responses).filter((c) => c.startsWith('2') || c.startsWith('3'));
      expect(success.length, `${method} ${path}`).toBeGreaterThan(0);
      for (const c of success) {
        const content = op.responses[c].content ?? {};
        // No Content, a redirect, and HEAD (the tus offset), answer with headers only: documented without a body.
        if (c === '204' || c.startsWith('3') || method === 'head') {
          expect(content, `${method} ${path} ${c}`).toEqual({});
          continue;
        }
        expect(Object.keys(content).length, `${method} ${path} ${c}`).toBeGreaterThan(0);
        for (const media of Object.values(content)) expect(media.schema, `${method} ${path} ${c}`).toBeTruthy();
      }
      const errors = Object.keys(op.responses).filter((c) => c.startsWith('4'));
      // Routes that read no input and need no sign-in have no client error to document.
      if (!['/api/config', '/api/health/live', '/api/health/ready'].includes(path))
        expect(errors.length, `${method} ${path}`).toBeGreaterThan(0);
      for (const c of errors) {
        const schema = resolved(op.responses[c].content?.['application/json']?.schema) as {
          required?: string[];
          properties?: Record<string, unknown>;
        };
        expect(schema.required, `${method} ${path} ${c}`).toContain('message');
        expect(schema.properties).toHaveProperty('errors');
      }
    }
  });

  it('marks public routes as needing no token, and only those', () => {
    // A session token or a service account's API token opens every route that is not public.
    expect(doc.security).toEqual([{ bearer: [] }, { apiToken: [] }]);
    const publicRoutes = t.app.apiRoutes.filter((r) => r.access.auth === 'public' && !r.url.startsWith('/api/docs'));
    expect(publicRoutes.map((r) => r.url).sort()).toEqual(
      [
        '/api/auth/login',
        '/api/auth/login/second-factor',
        '/api/auth/login/enrol',
        '/api/auth/login/enrol/confirm',
        '/api/auth/sso/:provider/start',
        '/api/auth/sso/:provider/callback',
        '/api/auth/sso/complete',
        '/api/config',
        '/api/forgot-password',
        '/api/reset-password',
        '/api/health/live',
        '/api/health/ready',
      ].sort(),
    );
    for (const { path, method, op } of operations()) {
      const isPublic = publicRoutes.some((r) => openApiPath(r.url) === path && r.method.toLowerCase() === method);
      expect(op.security, `${method} ${path}`).toEqual(isPublic ? [] : undefined);
      // Sign-in answers 401 to a wrong password, code, sign-in challenge or SSO handoff too; every other route answers
      // 401 exactly when it needs a token.
      if (!path.startsWith('/api/auth/login') && path !== '/api/auth/sso/complete')
        expect(Object.keys(op.responses).includes('401'), `${method} ${path}`).toBe(!isPublic);
      // …and may meet an API token's per-minute limit.
      if (!isPublic) expect(Object.keys(op.responses), `${method} ${path}`).toContain('429');
    }
  });

  it('documents 201 where a route creates, and 409 where a state can be stale', () => {
    for (const path of [
      '/api/user',
      '/api/role',
      '/api/documents',
      '/api/fsrs',
      '/api/quotations',
      '/api/permission',
    ]) {
      expect(Object.keys(doc.paths[path].post.responses), path).toContain('201');
      expect(Object.keys(doc.paths[path].post.responses), path).not.toContain('200');
    }
    expect(Object.keys(doc.paths['/api/quotations/{id}/void'].post.responses)).toContain('409');
    expect(Object.keys(doc.paths['/api/role/{id}'].delete.responses)).toContain('409');
  });

  it('documents the fields of every multipart upload', () => {
    const multipart = operations().filter((o) => o.op.requestBody?.content['multipart/form-data']);
    expect(multipart.length).toBeGreaterThanOrEqual(10);
    for (const { path, method, op } of multipart) {
      const props = op.requestBody!.content['multipart/form-data'].schema.properties ?? {};
      expect(Object.keys(props).length, `${method} ${path}`).toBeGreaterThan(0);
      expect(
        Object.values(props).some((p) => JSON.stringify(p).includes('"binary"')),
        `${method} ${path} has a file field`,
      ).toBe(true);
    }
  });
});

describe('response schemas document, they do not serialise', () => {
  it('sends fields a response schema does not name, and nulls as null', async () => {
    const app = Fastify();
    await app.register(openapiPlugin);
    app.get(
      '/api/probe',
      { config: { auth: 'public' }, schema: { response: ok(objectOf({ name: str })) } },
      async () => ({ name: null, extra: { kept: 1 } }),
    );
    await app.ready();
    const res = await app.inject({ method: 'GET', url: '/api/probe' });
    expect(res.json()).toEqual({ name: null, extra: { kept: 1 } });
    await app.close();
  });

  it('answers the generic CRUD record exactly as stored', async () => {
    const token = await t.loginAs('ADMIN');
    const row = await t.db.selectFrom('permissions').selectAll().orderBy('id').executeTakeFirstOrThrow();
    const res = await t.app.inject({ method: 'GET', url: `/api/permission/${row.id}`, headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const { created_at: _c, updated_at: _u, ...fields } = row as Record<string, unknown>;
    expect(res.json().data).toMatchObject(fields);
  });
});

describe('the response contract check', () => {
  it('reports an undocumented status, a wrong content type and a body that does not match', () => {
    const contract = new ResponseContract(t.app);
    const base = {
      method: 'GET',
      url: '/api/role/1',
      route: '/api/role/:id',
      contentType: 'application/json; charset=utf-8',
    };
    contract.check({
      ...base,
      status: 200,
      body: JSON.stringify({ data: { id: 1, name: 'Admin', slug: 'ADMIN', permission_ids: [] } }),
    });
    expect(contract.violations).toEqual([]);
    contract.check({ ...base, status: 200, body: JSON.stringify({ data: { id: 'one', name: 'Admin' } }) });
    contract.check({ ...base, status: 418, body: '{}' });
    contract.check({ ...base, status: 200, contentType: 'text/plain', body: 'hello' });
    contract.check({ ...base, status: 404, body: JSON.stringify({ errors: {} }) });
    expect(contract.violations.map((v) => v.problem)).toEqual([
      expect.stringContaining('body/data/id must be integer'),
      expect.stringContaining('status 418 not documented'),
      expect.stringContaining('content type "text/plain" not documented'),
      expect.stringContaining("must have required property 'message'"),
    ]);
  });

  it('checks files by status and content type only', () => {
    const contract = new ResponseContract(t.app);
    const base = {
      method: 'GET',
      url: '/api/quotations/1/report',
      route: '/api/quotations/:id/report',
      body: undefined,
    };
    contract.check({ ...base, status: 200, contentType: 'application/pdf' });
    expect(contract.violations).toEqual([]);
    contract.check({ ...base, status: 200, contentType: 'text/html' });
    expect(contract.violations).toHaveLength(1);
  });
});
