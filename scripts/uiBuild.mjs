import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

const UI_SOURCES = [
  'index.html',
  'public',
  'scripts/vite',
  'src',
  'resources',
  'custom-pages',
  'schemas',
  'domain',
  'vite.config.ts',
  'package-lock.json',
];

function newestMtime(p) {
  if (!fs.existsSync(p)) return 0;
  const st = fs.statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const e of fs.readdirSync(p)) max = Math.max(max, newestMtime(path.join(p, e)));
  return max;
}

/** Builds the UI unless dist/ is newer than every UI source: restarts stay fast. */
export function buildUiIfNeeded({ force = false } = {}) {
  const built = fs.existsSync('dist/index.html') ? fs.statSync('dist/index.html').mtimeMs : 0;
  const sources = Math.max(...UI_SOURCES.map(newestMtime));
  if (!force && built > sources) {
    console.log('UI is up to date (dist/).');
    return;
  }
  console.log('Building the UI…');
  const r = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

/**
 * The production start (NODE_ENV=production) never builds: vite is a devDependency, absent from an install made with
 * `npm ci --omit=dev`. It serves the dist/ that `npm run build` made, and refuses to start without one.
 */
export function requirePrebuiltUi() {
  if (fs.existsSync('dist/index.html')) return;
  // One JSON log record like the server's own refusals (server/lib/logging.ts, logLine): a log shipper reads it too.
  const msg =
    'Caretaker cannot start: dist/index.html is missing: the production start (NODE_ENV=production) serves a prebuilt ' +
    'UI and never builds one. Run `npm run build` where the devDependencies are installed (a build machine, or before ' +
    '`npm ci --omit=dev`), then start again.';
  console.log(JSON.stringify({ level: 60, time: Date.now(), pid: process.pid, hostname: os.hostname(), msg }));
  process.exit(1);
}
