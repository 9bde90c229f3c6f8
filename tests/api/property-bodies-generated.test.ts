/**
 * Generated bodies against every POST/PUT/PATCH operation of the OpenAPI document (issue 7): never a 5xx, and a refused
 * body (4xx) leaves every table as it was. Bodies follow the documented schema most of the time and are wild otherwise
 * (wrong types, booleans for ids, control characters, odd number texts); routes without a documented JSON body (the
 * multipart ones) get the fields the API reads, as JSON and as multipart with a file.
 * PROPERTY_SEED replays one seed (see SEEDS); PROPERTY_RUNS sets the runs per operation and role.
 */
import { execSync } from 'node:child_process';
import crypto from 'node:crypto';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, type TestApp } from '../support/testApp.js';
import { asMultipart, filePart, fromSchema, genericBody, type Operation } from './property-generators.support.js';
import { propertyFixture } from './property-bodies.support.js';
import type { Actors } from './quotations.support.js';

/**
 * Two seeds per run unless PROPERTY_SEED names one: the fixed seed every run replays, and one that changes with each
 * commit (from `git rev-parse HEAD`, else from the day), so new 5xx are found over time rather than never met. Both are
 * printed; a failure names its seed.
 */
const FIXED_SEED = 20261124;
function commitSeed(): number {
  let text: string;
  try {
    text = execSync('git rev-parse HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    text = new Date().toISOString().slice(0, 10);
  }
  const digest = crypto.createHash('sha256').update(text).digest();
  return digest.readUInt32BE(0) & 0x7fffffff;
}
const SEEDS = process.env.PROPERTY_SEED ? [Number(process.env.PROPERTY_SEED)] : [FIXED_SEED, commitSeed()];
const RUNS = Number(process.env.PROPERTY_RUNS ?? 6);

const fx = propertyFixture();
const { concrete, statuses, check } = fx;
let t: TestApp;
let a: Actors;
let ops: Operation[];
beforeAll(() => {
  console.log(
    `property-bodies: seeds ${SEEDS.join(', ')}, ${RUNS} runs per operation (PROPERTY_SEED=<seed> replays one)`,
  );
  ({ t, a, ops } = fx);
});

/** Every write operation, as an administrator and as a term contractor, with bodies generated from `seed`. */
async function explore(seed: number) {
  for (const role of ['ADMIN', 'TERM-CONTRACTOR'] as const) {
    const token = a.tokens[role];
    for (const op of ops) {
      const url = concrete(op.path);
      const arb = fc.record({
        json: op.schema ? fromSchema(op.schema) : genericBody,
        form: genericBody,
        file: filePart,
        asForm: fc.boolean(),
      });
      const send = (headers: Record<string, string>, payload: string | Buffer) => () =>
        t.app.inject({ method: op.method as 'POST', url, headers: { ...bearer(token), ...headers }, payload });
      await fc.assert(
        fc.asyncProperty(arb, async ({ json, form, file, asForm }) => {
          await check(
            op,
            send({ 'content-type': 'application/json' }, JSON.stringify(json) ?? 'null'),
            `${role} JSON ${JSON.stringify(json)?.slice(0, 200)}`,
          );
          if (!op.schema || asForm) {
            const body = await asMultipart(form as Record<string, unknown>, file);
            await check(
              op,
              send(body.headers, body.payload),
              `${role} multipart ${JSON.stringify(form).slice(0, 200)} file ${file?.name}`,
            );
          }
        }),
        { seed, numRuns: role === 'ADMIN' ? RUNS : Math.max(2, Math.round(RUNS / 3)), endOnFailure: true },
      );
    }
  }
}

describe('generated bodies to every POST/PUT/PATCH operation', () => {
  it('covers the write operations of the document', () => {
    expect(ops.length).toBeGreaterThan(25);
    expect(ops.map((o) => `${o.method} ${o.path}`)).toEqual(
      expect.arrayContaining([
        'POST /api/quotations',
        'PUT /api/user/{id}',
        'POST /api/documents',
        'PATCH /api/role/{id}',
      ]),
    );
  });

  it('never answers 5xx, and a refused body changes nothing stored', async () => {
    for (const seed of SEEDS)
      await explore(seed).catch((e: Error) => {
        throw new Error(`seed ${seed} (PROPERTY_SEED=${seed} replays it): ${e.message}`, { cause: e });
      });
    const answers = Object.fromEntries([...statuses].sort(([x], [y]) => x - y));
    console.log('property-bodies: answers by status', answers);
    // The generator reaches past validation: some bodies are accepted, many refused.
    const count = (lo: number) => [...statuses].filter(([s]) => s >= lo && s < lo + 100).reduce((n, [, c]) => n + c, 0);
    expect(count(200)).toBeGreaterThan(10);
    expect(count(400)).toBeGreaterThan(100);
  }, 480_000);
});
