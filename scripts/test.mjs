// `npm test`: every suite. Unit, UI and API-on-SQLite run beside API-on-PostgreSQL and the OpenAPI lint; once the UI is
// built, the end-to-end suite drives it in headless Chromium beside them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import pg from 'pg';
import { buildUiIfNeeded } from './uiBuild.mjs';

const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'caretaker-results-'));
const only = process.argv.slice(2); // e.g. `npm test -- unit api`

function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return;
  if (process.getuid?.() === 0 && fs.existsSync('/usr/bin/apt-get')) {
    console.log('Installing Chromium from Debian packages for the end-to-end tests…');
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    const r = spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (r.status === 0) return;
  }
  console.error(
    `Chromium not found at ${CHROMIUM}. Install it (Debian: apt-get install chromium) or set CHROMIUM_PATH.`,
  );
  process.exit(1);
}

async function postgresReachable() {
  const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

const started = Date.now();
const minutes = (ms) => `${(ms / 60_000).toFixed(1)} min`;

function vitest(name, projects, env) {
  const begun = Date.now();
  const json = path.join(outDir, `${name}.json`);
  const args = [
    'node_modules/vitest/vitest.mjs',
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${json}`,
  ];
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { stdio: 'inherit', env });
    child.on('exit', (code) => {
      let counts = { passed: 0, failed: 0 };
      try {
        const r = JSON.parse(fs.readFileSync(json, 'utf8'));
        counts = { passed: r.numPassedTests, failed: r.numFailedTests + (r.success ? 0 : r.numFailedTests ? 0 : 1) };
      } catch {
        counts.failed = 1;
      }
      resolve({ name, code: code ?? 1, ...counts, ms: Date.now() - begun });
    });
  });
}

/** A step that is not a vitest run (counts as one passed or failed check). */
function step(name, args) {
  const begun = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { stdio: 'inherit' });
    child.on('exit', (code) =>
      resolve({
        name,
        code: code ?? 1,
        passed: code === 0 ? 1 : 0,
        failed: code === 0 ? 0 : 1,
        ms: Date.now() - begun,
      }),
    );
  });
}

const wants = (s) => only.length === 0 || only.includes(s);
const sqliteEnv = { ...process.env };
delete sqliteEnv.DATABASE_URL;
const runs = [];

const fast = ['unit', 'ui', 'api'].filter(wants);
if (fast.length) runs.push(vitest('sqlite', fast, sqliteEnv));
if (wants('api-pg') || wants('api')) {
  if (await postgresReachable())
    runs.push(vitest('postgres', ['api', 'api-pg'], { ...process.env, DATABASE_URL: PG_URL }));
  else if (process.env.REQUIRE_POSTGRES) {
    console.error(`PostgreSQL is required but not reachable at ${PG_URL}`);
    process.exit(1);
  } else console.warn(`PostgreSQL not reachable at ${PG_URL}: the API suite ran on SQLite only.`);
}
// The published OpenAPI document must lint clean (redocly.yaml): any error fails the run.
if (wants('openapi')) runs.push(step('openapi', ['scripts/lintOpenapi.mjs']));
// The end-to-end suite runs beside the others once the UI is built: it mostly waits on the browser, so on a 2-core
// machine it overlaps well with the CPU-bound suites (a whole CI run went from 28 to about 21 minutes).
if (wants('e2e')) {
  ensureChromium();
  buildUiIfNeeded();
  runs.push(vitest('e2e', ['e2e'], { ...sqliteEnv, CHROMIUM_PATH: CHROMIUM }));
}
const results = await Promise.all(runs);

const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
for (const r of results)
  console.log(
    `${r.name}: ${r.passed} passed, ${r.failed} failed${r.code ? ` (exit ${r.code})` : ''} in ${minutes(r.ms)}`,
  );
const ok = results.every((r) => r.code === 0) && failed === 0 && passed > 0;
// the suites' own times beside the whole: which one a long CI run waited on
console.log(`\n${passed} passed, ${failed} failed in ${minutes(Date.now() - started)}`);
process.exit(ok ? 0 : 1);
