// `npm run lint:openapi`: writes the OpenAPI document of buildApp to a temporary file and lints it with Redocly
// (rules in redocly.yaml). Exits non-zero on any error, so `npm test` fails with it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'caretaker-openapi-lint-'));
const file = path.join(dir, 'openapi.json');
const run = (args) =>
  spawnSync(process.execPath, args, {
    stdio: 'inherit',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  });
try {
  const written = run(['node_modules/tsx/dist/cli.mjs', 'scripts/openapiDocument.ts', file]);
  if (written.status !== 0) process.exit(written.status ?? 1);
  const linted = run([
    'node_modules/@redocly/cli/bin/cli.js',
    'lint',
    file,
    '--config',
    'redocly.yaml',
    '--format',
    'summary',
  ]);
  process.exit(linted.status ?? 1);
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
