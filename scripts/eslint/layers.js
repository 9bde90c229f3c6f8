/**
 * The layer arrows of docs/architecture.md as a small ESLint rule: every relative import (static, `export … from`, or
 * `import()`) is resolved against the importing file, and an import into a folder its own folder may not use fails
 * `npm run lint`. The composition root's `import.meta.glob` discovery in src/ is not an import statement and stays
 * allowed (it is how areas plug in without edits to src/).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** What each top folder may not import (A → B allowed only as docs/architecture.md draws it). */
export const FORBIDDEN = {
  domain: ['schemas', 'server', 'src', 'custom-pages', 'resources'],
  schemas: ['server', 'src', 'custom-pages', 'resources'],
  server: ['src', 'custom-pages', 'resources'],
  src: ['server', 'custom-pages', 'resources'],
  'custom-pages': ['server', 'resources'],
  resources: ['server'],
};

const topFolder = (file) => path.relative(ROOT, file).split(path.sep)[0];

const direction = {
  meta: {
    type: 'problem',
    docs: { description: 'imports follow the layer arrows of docs/architecture.md' },
    schema: [],
    messages: { wrong: '{{from}}/ may not import {{to}}/ (layers: docs/architecture.md).' },
  },
  create(context) {
    const file = context.filename ?? context.getFilename();
    const from = topFolder(file);
    const forbidden = FORBIDDEN[from];
    if (!forbidden) return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = topFolder(path.resolve(path.dirname(file), source));
      if (forbidden.includes(to)) context.report({ node, messageId: 'wrong', data: { from, to } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export const layersPlugin = { rules: { direction } };

export function layerRules() {
  return [
    {
      files: ['{domain,schemas,server,src,custom-pages,resources}/**/*.{ts,tsx,js,mjs}'],
      plugins: { layers: layersPlugin },
      rules: { 'layers/direction': 'error' },
    },
  ];
}
