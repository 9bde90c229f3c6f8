/**
 * Vite build plugin for the installable shell: PNG icons rendered with sharp from public/favicon.svg (sized for the
 * manifest and the home screen), and sw.js, the service worker, with the list of files to precache (index.html, the
 * files it loads, the signed-in shell's chunks and the screens that work without signal with everything they load later)
 * and a version that changes with every build that changes them.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Plugin } from 'vite';

interface ChunkInfo {
  type: 'chunk' | 'asset';
  fileName: string;
  facadeModuleId?: string | null;
  imports?: string[];
  dynamicImports?: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/**
 * The files a chunk needs before it runs: itself, its static imports and their CSS; with `later`, also what it and
 * they load on demand (a screen used without signal must find those too).
 */
function closure(
  bundle: Record<string, ChunkInfo>,
  fileName: string,
  seen = new Set<string>(),
  later = false,
): Set<string> {
  const chunk = bundle[fileName];
  if (!chunk || seen.has(fileName)) return seen;
  seen.add(fileName);
  for (const css of chunk.viteMetadata?.importedCss ?? []) seen.add(css);
  for (const imported of [...(chunk.imports ?? []), ...(later ? (chunk.dynamicImports ?? []) : [])])
    closure(bundle, imported, seen, later);
  return seen;
}

async function writeIcons(outDir: string, svg: Buffer, background: string): Promise<string[]> {
  fs.mkdirSync(path.join(outDir, 'icons'), { recursive: true });
  const icons: Array<[string, Promise<Buffer>]> = [
    ['icons/icon-192.png', sharp(svg, { density: 300 }).resize(192, 192).png().toBuffer()],
    ['icons/icon-512.png', sharp(svg, { density: 600 }).resize(512, 512).png().toBuffer()],
    ['icons/apple-touch-icon.png', sharp(svg, { density: 300 }).resize(180, 180).png().toBuffer()],
    // maskable: the glyph inside the 80 % safe zone on a full-bleed background
    [
      'icons/maskable-512.png',
      sharp(await sharp(svg, { density: 600 }).resize(410, 410).png().toBuffer())
        .extend({ top: 51, bottom: 51, left: 51, right: 51, background })
        .png()
        .toBuffer(),
    ],
  ];
  for (const [name, png] of icons) fs.writeFileSync(path.join(outDir, name), await png);
  return icons.map(([name]) => `/${name}`);
}

/**
 * The screens a user opens without signal (docs/architecture.md "Offline field work"): precached with the chunks they
 * load on demand, so a reload offline finds them even when the user never opened one of their dialogs online.
 */
const FIELD_SCREENS = [
  '/custom-pages/inspections/ChecklistDetail.tsx',
  '/custom-pages/inspections/offlineKinds.ts',
  '/custom-pages/inspections/offlineRead.ts',
  '/custom-pages/trees/TreeInspectionForm.tsx',
  '/custom-pages/trees/EvidencePage.tsx',
  '/custom-pages/trees/offlineKinds.ts',
  '/custom-pages/trees/offlineRead.ts',
  '/custom-pages/wso/WsoFormPage.tsx',
  '/custom-pages/wso/offlineKinds.ts',
  '/custom-pages/wso/offlineRead.ts',
  '/src/components/offline/OfflineStatus.tsx',
];

export function appShell({
  shellEntry = '/src/App.tsx',
  background = '#3b7ddd',
  fieldScreens = FIELD_SCREENS,
} = {}): Plugin {
  let outDir = 'dist';
  let root = process.cwd();
  return {
    name: 'caretaker:app-shell',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const icons = await writeIcons(outDir, fs.readFileSync(path.join(root, 'public', 'favicon.svg')), background);
      const html = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
      const files = new Set(['/', '/manifest.webmanifest', '/favicon.svg', ...icons]);
      for (const m of html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)) files.add(`/${m[1]}`);
      const chunks = bundle as unknown as Record<string, ChunkInfo>;
      const shell = Object.values(chunks).find((c) => c.type === 'chunk' && c.facadeModuleId?.endsWith(shellEntry));
      const shellFiles = shell ? closure(chunks, shell.fileName) : new Set<string>();
      for (const f of shellFiles) files.add(`/${f}`);
      for (const screen of Object.values(chunks).filter(
        (c) => c.type === 'chunk' && fieldScreens.some((s) => c.facadeModuleId?.endsWith(s)),
      ))
        // what the shell loads on demand (every other screen) is not followed: only the field screen's own parts
        for (const f of closure(chunks, screen.fileName, new Set(shellFiles), true)) files.add(`/${f}`);
      const list = [...files].sort();
      const version = createHash('sha256').update(html).update(list.join('\n')).digest('hex').slice(0, 16);
      const template = fs.readFileSync(path.join(root, 'scripts', 'vite', 'serviceWorker.js'), 'utf8');
      const worker = template
        .replace("const VERSION = '__SHELL_VERSION__';", () => `const VERSION = '${version}';`)
        .replace('const SHELL_FILES = __SHELL_FILES__;', () => `const SHELL_FILES = ${JSON.stringify(list, null, 2)};`);
      if (/^const (VERSION|SHELL_FILES) = .*__SHELL_/m.test(worker))
        throw new Error('scripts/vite/serviceWorker.js: a placeholder was not filled in');
      fs.writeFileSync(path.join(outDir, 'sw.js'), worker);
    },
  };
}
