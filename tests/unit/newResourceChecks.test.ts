/**
 * What `npm run new:resource` writes passes the project's own checks unedited: the type check, ESLint (with the layer
 * rule and the migrations' rules) and Prettier — the same commands as `npm run typecheck` and `npm run lint`, run on
 * the two new files where the project's configuration applies to them (a folder under tests/fixtures, as the resource
 * fixtures are). tests/api/new-resource.test.ts proves the files make a working resource.
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const dir = path.resolve(`tests/fixtures/scaffold-${process.pid}`);
const run = (cmd: string, args: string[]) =>
  spawnSync(process.execPath, [path.resolve('node_modules', cmd), ...args], { encoding: 'utf8' });
let files: string[] = [];

beforeAll(() => {
  const made = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/newResource.ts', 'spare_part', '--dir', dir], {
    encoding: 'utf8',
  });
  expect(made.status, made.stderr).toBe(0);
  files = ['schemas/spare_part.ts', ...fs.readdirSync(path.join(dir, 'migrations')).map((f) => `migrations/${f}`)].map(
    (f) => path.join(dir, f),
  );
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("new:resource's files pass the project's checks", () => {
  it('type-check under the project configuration', () => {
    fs.writeFileSync(
      path.join(dir, 'tsconfig.json'),
      JSON.stringify({
        extends: path.relative(dir, path.resolve('tsconfig.json')),
        include: ['schemas', 'migrations'],
      }),
    );
    const tsc = run('typescript/bin/tsc', ['--noEmit', '-p', path.join(dir, 'tsconfig.json')]);
    expect(tsc.status, tsc.stdout + tsc.stderr).toBe(0);
  });

  it('lint clean (ESLint, no warning)', () => {
    const eslint = run('eslint/bin/eslint.js', ['--max-warnings', '0', ...files]);
    expect(eslint.status, eslint.stdout + eslint.stderr).toBe(0);
  });

  it('are formatted as Prettier would write them', () => {
    // the folder is ignored by git (a test's scratch), so Prettier is told to read only the project's own ignore file
    const check = run('prettier/bin/prettier.cjs', ['--check', '--ignore-path', '.prettierignore', ...files]);
    expect(check.status, check.stdout + check.stderr).toBe(0);
  });
});
