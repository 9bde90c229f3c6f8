// Initial JavaScript of the sign-in page: the entry chunk plus every chunk index.html preloads, gzipped.
// Run after a build: `npx vite build && node bench/bundle.mjs [distDir]`. Target: under 400 KB.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve(process.argv[2] ?? 'dist');
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const initial = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
const all = fs.readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.js'));
const gz = (f) => zlib.gzipSync(fs.readFileSync(path.join(dist, f))).length;
const initialBytes = initial.reduce((n, f) => n + gz(f), 0);
const totalBytes = all.reduce((n, f) => n + gz(path.join('assets', f)), 0);
console.log(`initial JS (sign-in page): ${(initialBytes / 1024).toFixed(1)} KB gzipped in ${initial.length} files`);
console.log(`all JS: ${(totalBytes / 1024).toFixed(1)} KB gzipped in ${all.length} files (the rest loads with the screens that use it)`);
