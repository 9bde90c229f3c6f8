import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFile, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp.js';

/**
 * An integrator's typed client: the types openapi-typescript makes of the live document compile together with a client
 * that uses them (a wrong sort field or a missing path parameter would not), and the client's calls work against the
 * server. Generated afresh here, so the test fails when the document and the code drift apart.
 */
const root = path.resolve(import.meta.dirname, '../..');
const bin = (p: string) => path.join(root, 'node_modules', p);
let t: TestApp;
let dir: string;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'caretaker-typed-client-'));
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  fs.rmSync(dir, { recursive: true, force: true });
  await t.close();
});

const CLIENT = (baseUrl: string, token: string) => `
import type { paths } from './openapi.js';
import { typedClient } from './typedClient.js';

const call = typedClient<paths>(${JSON.stringify(baseUrl)}, ${JSON.stringify(token)});
const list = await call('get', '/api/quotations', { query: { per_page: 5, sort: 'date', order: 'desc' } });
if (list.status !== 200) throw new Error('list answered ' + String(list.status));
const first = list.body.data[0];
const total: number | undefined = list.body.meta?.total;
const one = await call('get', '/api/quotations/{id}', { path: { id: first.id } });
const reference: string | null | undefined = one.status === 200 ? one.body.data.reference_number : undefined;
const refused = await call('get', '/api/quotations', { query: { sort: 'colour' as 'date' } });
const errors = refused.status === 422 ? refused.body.errors : undefined;
// @ts-expect-error the document lists the sort fields; this is not one of them
void call('get', '/api/claims', { query: { sort: 42 } });
// @ts-expect-error no such path
void call('get', '/api/quotation-typo');
console.log(JSON.stringify({ total, firstId: first.id, one: one.status, reference, refused: refused.status, errors }));
`;

describe('a typed client generated from the OpenAPI document', () => {
  it('compiles with the generated types and calls the API through them', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    fs.writeFileSync(path.join(dir, 'openapi.d.ts'), astToString(await openapiTS(doc)));
    fs.copyFileSync(path.join(root, 'tests/support/typedClient.ts'), path.join(dir, 'typedClient.ts'));
    fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ type: 'module' }));
    const token = await t.loginAs('ADMIN');
    fs.writeFileSync(path.join(dir, 'client.ts'), CLIENT(base, token));
    fs.writeFileSync(
      path.join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          lib: ['ES2023', 'DOM'],
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          strict: true,
          noEmit: true,
          skipLibCheck: true,
          types: [],
        },
        files: ['client.ts'],
      }),
    );
    const tsc = spawnSync(process.execPath, [bin('typescript/bin/tsc'), '-p', dir], { encoding: 'utf8' });
    expect(tsc.stdout + tsc.stderr).toBe('');
    expect(tsc.status).toBe(0);

    // Asynchronously: the server answering the client runs in this process.
    const run = await promisify(execFile)(process.execPath, [bin('tsx/dist/cli.mjs'), path.join(dir, 'client.ts')], {
      cwd: dir,
    });
    expect(run.stderr).toBe('');
    const out = JSON.parse(run.stdout);
    expect(out.total).toBeGreaterThan(0);
    expect(out.one).toBe(200);
    expect(typeof out.reference).toBe('string');
    expect(out.firstId).toBeTypeOf('number');
    expect(out.refused).toBe(422);
    expect(out.errors.sort[0]).toContain('colour');
  }, 180_000);
});
