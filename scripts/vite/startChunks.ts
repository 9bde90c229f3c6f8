/**
 * The modules a signed-in page needs before it can paint, found by building its start alone: the shell, the frame and
 * home, each with the exports the others import (a nested build, tree-shaken as the real one, that writes nothing).
 * The real build puts the shared libraries and our shared modules among them in `framework` and `common`, and the rest
 * in `framework-more` and `common-more`, which load with the first screen that needs them. Everything in a chunk is
 * evaluated when the chunk loads: one `framework` of every library two screens use had every page start by
 * evaluating forms, pickers and dialogs it did not show (bench/README.md, Lighthouse).
 *
 * Why a build rather than the module graph: the graph reaches every module of a package through its index, used or
 * not; only tree-shaking says which the start uses. A module the start uses is there with all it imports, so
 * `framework` and `common` never import a `-more` chunk (tests/e2e/delivery.test.ts holds it).
 */
import path from 'node:path';
import { build, type Plugin, type PluginOption } from 'vite';

const ENTRY = '\0caretaker-start';

interface Chunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  imports: string[];
  modules: Record<string, { renderedLength: number }>;
}

export async function startModules(
  root: string,
  entries: readonly string[],
  options: { plugins: PluginOption[]; alias: { find: RegExp; replacement: string }[] },
): Promise<Set<string>> {
  const entry: Plugin = {
    name: 'caretaker:start-entry',
    resolveId: (id) => (id === ENTRY ? ENTRY : null),
    load: (id) =>
      id === ENTRY ? entries.map((e) => `export * from ${JSON.stringify(path.resolve(root, e))};`).join('\n') : null,
  };
  const result = await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [...options.plugins, entry],
    resolve: { alias: options.alias },
    build: {
      write: false,
      minify: false,
      // the entry's exports are the start's uses: kept, so tree-shaking keeps what they need
      rolldownOptions: { input: ENTRY, preserveEntrySignatures: 'exports-only' },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as unknown as { output: (Chunk | { type: 'asset' })[] }[];
  const chunks = new Map(
    outputs.flatMap((o) => o.output.filter((c): c is Chunk => c.type === 'chunk').map((c) => [c.fileName, c])),
  );
  const used = new Set<string>();
  const todo = [...chunks.values()].filter((c) => c.isEntry).map((c) => c.fileName);
  const seen = new Set<string>();
  while (todo.length) {
    const file = todo.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const chunk = chunks.get(file);
    if (!chunk) continue;
    for (const [id, m] of Object.entries(chunk.modules)) if (m.renderedLength > 0) used.add(id);
    // its static imports run before it; what it loads later (other screens) does not
    todo.push(...chunk.imports);
  }
  if (!used.size) throw new Error(`The start modules of ${entries.join(', ')} could not be found`);
  return used;
}
