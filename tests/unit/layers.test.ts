/** The layer rule (scripts/eslint/layers.js) through ESLint itself with the project's config: wrong arrows fail, right ones pass. */
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { FORBIDDEN } from '../../scripts/eslint/layers.js';

const eslint = new ESLint({ cwd: path.resolve('.') });
const FOLDERS = ['domain', 'schemas', 'server', 'src', 'custom-pages', 'resources'];

async function layerErrors(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.resolve(file) });
  return result.messages.filter((m) => m.ruleId === 'layers/direction').map((m) => m.message);
}

describe('layer arrows (docs/architecture.md)', () => {
  // the first lint loads the config, the parser and the plugins: seconds on a busy 2-core machine, once for all tests
  beforeAll(() => layerErrors('domain/area/fixture.ts', 'export const warm = 1;'), 60000);

  for (const from of FOLDERS)
    for (const to of FOLDERS.filter((f) => f !== from)) {
      const wrong = (FORBIDDEN as Record<string, string[]>)[from].includes(to);
      it(`${from}/ ${wrong ? 'may not' : 'may'} import ${to}/`, async () => {
        const file = `${from}/area/fixture.ts`;
        const errors = await layerErrors(
          file,
          [
            `import { a } from '../../${to}/x.js';`,
            `export { b } from '../../${to}/y.js';`,
            `export const c = () => import('../../${to}/z.js');`,
            'export const d = a;',
          ].join('\n'),
        );
        expect(errors).toEqual(
          wrong ? Array(3).fill(`${from}/ may not import ${to}/ (layers: docs/architecture.md).`) : [],
        );
      });
    }

  it('judges the resolved path, not the words in it (server/routes/resources is inside server/)', async () => {
    expect(
      await layerErrors('server/routes/index.ts', "import r from './resources/index.js';\nexport default r;"),
    ).toEqual([]);
    expect(
      await layerErrors('server/routes/index.ts', "import r from '../../resources/index.js';\nexport default r;"),
    ).toHaveLength(1);
  });
});
