// `npm run openapi:types [-- out.d.ts]`: writes the OpenAPI document of buildApp and the TypeScript types
// openapi-typescript makes of it (`paths`, `components`, `operations`) — what an integrator's typed client is built on.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import openapiTS, { astToString } from 'openapi-typescript';

const out = path.resolve(process.argv[2] ?? 'openapi.d.ts');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'caretaker-openapi-types-'));
const file = path.join(dir, 'openapi.json');
try {
  const written = spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/openapiDocument.ts', file], {
    stdio: 'inherit',
  });
  if (written.status !== 0) process.exit(written.status ?? 1);
  const ast = await openapiTS(JSON.parse(fs.readFileSync(file, 'utf8')));
  fs.writeFileSync(out, astToString(ast));
  console.log(`wrote ${out}`);
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
