/**
 * Bodies and queries whose keys are names every object inherits (constructor, __proto__ …), sent to every write
 * operation and list of the OpenAPI document: never a 5xx, and a refused body leaves every table as it was.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, type TestApp } from '../support/testApp.js';
import { asMultipart, PROTOTYPE_KEYS, type Operation } from './property-generators.support.js';
import { propertyFixture } from './property-bodies.support.js';
import type { Actors } from './quotations.support.js';

const fx = propertyFixture();
const { concrete, check } = fx;
let t: TestApp;
let a: Actors;
let ops: Operation[];
beforeAll(() => {
  ({ t, a, ops } = fx);
});

describe('generated bodies to every POST/PUT/PATCH operation', () => {
  it('answers every body and query carrying an inherited key name (constructor, __proto__ …) without a 5xx', async () => {
    const token = a.tokens.ADMIN;
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as { paths: Record<string, object> };
    const lists = Object.entries(doc.paths)
      .filter(([p, methods]) => 'get' in methods && !p.includes('{') && !/stream|download|docs/.test(p))
      .map(([p]) => p);
    const failures: string[] = [];
    let probes = 0;
    const note = (label: string, res: { statusCode: number; body: string }) => {
      probes++;
      if (res.statusCode >= 500) failures.push(`${label} → ${res.statusCode} ${res.body.slice(0, 120)}`);
    };
    for (const key of PROTOTYPE_KEYS) {
      for (const op of ops) {
        const url = concrete(op.path);
        for (const value of ['1', '"x"', '{"a":1}', '[]']) {
          // Written by hand: JSON.stringify drops a `__proto__` key.
          const payload = `{"${key}":${value}}`;
          await check(
            op,
            async () => {
              const res = await t.app.inject({
                method: op.method as 'POST',
                url,
                headers: { ...bearer(token), 'content-type': 'application/json' },
                payload,
              });
              note(`${op.method} ${op.path} ${payload}`, res);
              return { statusCode: Math.min(res.statusCode, 499), body: res.body };
            },
            payload,
          );
        }
        const form = await asMultipart({ [key]: '1', name: 'x' }, undefined);
        const res = await t.app.inject({
          method: op.method as 'POST',
          url,
          headers: { ...bearer(token), ...form.headers },
          payload: form.payload,
        });
        note(`${op.method} ${op.path} multipart ${key}`, res);
      }
      for (const p of lists) {
        const res = await t.app.inject({ url: `${p}?${key}=1`, headers: bearer(token) });
        note(`GET ${p}?${key}=1`, res);
      }
    }
    console.log(`property-bodies: ${probes} requests with inherited key names, ${failures.length} answered 5xx`);
    expect(failures).toEqual([]);
  }, 240_000);
});
