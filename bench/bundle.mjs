// Initial JavaScript, gzipped, of the two first screens: the sign-in page (the entry and what index.html preloads)
// and the signed-in home page (that plus the shell, its frame and the home screen, with their static imports).
// Run after a build: `npx vite build && node bench/bundle.mjs [distDir]`. Target: sign-in page under 100 KB.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve(process.argv[2] ?? 'dist');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
const gz = (f) => zlib.gzipSync(fs.readFileSync(path.join(dist, f))).length;

/** The JS files a module needs before it runs: its chunk and its static imports, recursively. */
function closure(key, out = new Set()) {
  const entry = manifest[key];
  if (!entry || out.has(entry.file)) return out;
  out.add(entry.file);
  for (const imported of entry.imports ?? []) closure(imported, out);
  return out;
}

const report = (label, files) => {
  const js = [...files].filter((f) => f.endsWith('.js'));
  const bytes = js.reduce((n, f) => n + gz(f), 0);
  console.log(`${label}: ${(bytes / 1024).toFixed(1)} KB gzipped in ${js.length} files`);
  return bytes;
};

const signIn = closure('index.html');
report('initial JS, sign-in page', signIn);
const home = new Set(signIn);
for (const screen of ['src/App.tsx', 'src/layout/Layout.tsx', 'src/pages/Home.tsx']) {
  // a module without a chunk of its own is inside one already counted (before the split, App.tsx was the entry)
  if (manifest[screen]) closure(screen, home);
  else console.log(`(${screen} has no chunk of its own: it is part of the entry)`);
}
report('initial JS, signed-in home (sign-in page + shell + frame + home)', home);
const list = new Set(signIn);
for (const screen of ['src/App.tsx', 'src/layout/Layout.tsx', 'custom-pages/quotations/QuotationList.tsx'])
  if (manifest[screen]) closure(screen, list);
report('initial JS, quotation list (sign-in page + shell + frame + list)', list);
const all = fs.readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.js'));
report(
  'all JS (the rest loads with the screens that use it)',
  all.map((f) => `assets/${f}`),
);
