import { fileURLToPath } from 'node:url';
import { defineConfig, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { appShell } from './scripts/vite/appShell.js';
import { compressAssets } from './scripts/vite/compressAssets.js';
import { startModules } from './scripts/vite/startChunks.js';

const apiTarget = process.env.API_URL ?? 'http://localhost:8080';

/**
 * Libraries under node_modules, but those only one screen needs (they stay in that screen's chunks), and the
 * libraries those bring (resumable uploads: js-base64, url-parse…; the signature pad: trim-canvas).
 */
const SHARED_LIBRARIES =
  /node_modules[\\/](?!(dexie|recharts|d3-|victory-vendor|@fullcalendar|preact|tus-js-client|js-base64|url-parse|querystringify|requires-port|combine-errors|custom-error-instance|lodash\.throttle|react-signature-canvas|signature_pad|trim-canvas|decimal\.js|internmap|es-toolkit|eventemitter3|immer|reselect|redux|react-redux|use-sync-external-store|@reduxjs|tiny-invariant|@standard-schema)[\\/@.-])/;

/** Our own modules, but the upload, signature and attachment widgets. */
const COMMON =
  /[\\/](src|domain|schemas|custom-pages|resources)[\\/](?!components[\\/](upload|signature|attachments)[\\/])/;

/**
 * Field work without signal: src/offline/ (but the registries the areas' routes register with at start, which import
 * nothing of the device store), the offline panels, the areas' kept records, sync kinds and preparers. Left to the
 * automatic splitting, they go with the field screens and the top bar's outbox counter, which load them when needed;
 * in `common` they brought Dexie's users and tus-js-client (some 70 KB compressed) to every signed-in page's start.
 */
const FIELD_OFFLINE =
  /[\\/]src[\\/]offline[\\/](?!(registry|preparers)\.ts$)|[\\/]src[\\/]components[\\/]offline[\\/](?!i18n\.ts$)|[\\/]custom-pages[\\/][^\\/]+[\\/][^\\/]*[Oo]ffline[^\\/]*\.tsx?$/;

const root = fileURLToPath(new URL('.', import.meta.url));
const alias = [
  {
    find: /^object\.entries$/,
    replacement: fileURLToPath(new URL('./scripts/vite/shims/object-entries.cjs', import.meta.url)),
  },
];

/** What a signed-in page evaluates before it paints: the shell, its frame and home (scripts/vite/startChunks.ts). */
const START_SCREENS = ['src/App.tsx', 'src/layout/Layout.tsx', 'src/pages/Home.tsx'];
/** …and what a list adds to it (the quotation list's, which most lists share: the data table, paging, filters). */
const LIST_SCREENS = ['src/App.tsx', 'src/layout/Layout.tsx', 'custom-pages/quotations/QuotationList.tsx'];

export default defineConfig(async ({ command }): Promise<UserConfig> => {
  // the dev server serves modules one by one: nothing to sort
  const [start, list] =
    command === 'build'
      ? await Promise.all(
          [START_SCREENS, LIST_SCREENS].map((s) => startModules(root, s, { plugins: [react()], alias })),
        )
      : [null, null];
  const atStart = (id: string) => start?.has(id) ?? true;
  const forList = (id: string) => !atStart(id) && (list?.has(id) ?? false);
  return {
    // appShell writes sw.js and the icons before compressAssets writes .br/.gz beside every text file
    plugins: [react(), appShell(), compressAssets()],
    resolve: { alias },
    build: {
      outDir: 'dist',
      sourcemap: false,
      // dist/.vite/manifest.json: which chunks each screen needs (bench/bundle.mjs reads it)
      manifest: true,
      chunkSizeWarningLimit: 1500,
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              // what the entry imports stays in one chunk: left to the automatic splitting, modules the shell shares with
              // the entry (the session, the HTTP helper, react-query) became four more files on the sign-in page
              { name: 'index', tags: ['$initial'], priority: 3 },
              // the UI libraries two or more screens use, in one file, and likewise our own shared modules: split
              // finely, a signed-in page fetched 77–121 files, and on a phone's connection (six at a time, a round trip
              // each) the requests cost more than the bytes (bench/README.md, Lighthouse). The libraries of one screen
              // (charts, the calendar, the signature pad, resumable uploads) stay with it.
              // …each in three: what the start evaluates (all of it, however few screens share a module), what a list
              // adds, and the rest (scripts/vite/startChunks.ts)
              {
                name: 'framework',
                test: (id: string) => atStart(id) && SHARED_LIBRARIES.test(id),
                minShareCount: 1,
                priority: 2,
              },
              {
                name: 'framework-list',
                test: (id: string) => forList(id) && SHARED_LIBRARIES.test(id),
                minShareCount: 2,
                priority: 2,
              },
              {
                name: 'framework-more',
                test: (id: string) => !atStart(id) && !forList(id) && SHARED_LIBRARIES.test(id),
                minShareCount: 2,
                priority: 2,
              },
              {
                // but the screens themselves (App, Layout, Home: loaded with import()), which stay chunks of their own
                name: (id, ctx) => (ctx.getModuleInfo(id)?.dynamicImporters.length ? null : 'common'),
                test: (id: string) => atStart(id) && COMMON.test(id) && !FIELD_OFFLINE.test(id),
                minShareCount: 1,
                priority: 1,
              },
              {
                name: (id, ctx) => (ctx.getModuleInfo(id)?.dynamicImporters.length ? null : 'common-list'),
                test: (id: string) => forList(id) && COMMON.test(id) && !FIELD_OFFLINE.test(id),
                minShareCount: 1,
                priority: 1,
              },
              {
                name: 'common-more',
                // but the upload, signature and attachment widgets: they bring tus-js-client and signature_pad (about
                // 30 KB compressed) that only forms and dialogs need, and stay in a chunk of their own
                test: (id: string) => !atStart(id) && !forList(id) && COMMON.test(id) && !FIELD_OFFLINE.test(id),
                minShareCount: 4,
                priority: 1,
              },
            ],
          },
        },
      },
    },
    server: {
      port: 5173,
      proxy: { '/api': { target: apiTarget, changeOrigin: false } },
    },
  };
});
