import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { appShell } from './scripts/vite/appShell.js';
import { compressAssets } from './scripts/vite/compressAssets.js';

const apiTarget = process.env.API_URL ?? 'http://localhost:8080';

/**
 * Libraries under node_modules, but those only one screen needs (they stay in that screen's chunks), and the
 * libraries those bring (resumable uploads: js-base64, url-parse…; the signature pad: trim-canvas).
 */
const SHARED_LIBRARIES =
  /node_modules[\\/](?!(recharts|d3-|victory-vendor|@fullcalendar|preact|tus-js-client|js-base64|url-parse|querystringify|requires-port|combine-errors|custom-error-instance|lodash\.throttle|react-signature-canvas|signature_pad|trim-canvas|decimal\.js|internmap|es-toolkit|eventemitter3|immer|reselect|redux|react-redux|use-sync-external-store|@reduxjs|tiny-invariant|@standard-schema)[\\/@.-])/;

/**
 * Field work without signal: the device store (Dexie), src/offline/ and the areas' kept records and their readers, sync
 * kinds and preparers. They stay out of `framework` and `common` (Dexie is shared by several screens, the records by
 * four or more), which every signed-in page loads before its first screen: there they added some 75 KB compressed to
 * the home page and the lists, and evaluating them to the start. The top bar's outbox counter and the field screens
 * load this chunk. `registry.ts` and `preparers.ts` are what the areas' routes modules register with at start: they
 * import nothing of the store.
 */
const FIELD_OFFLINE =
  /node_modules[\\/]dexie[\\/]|[\\/]src[\\/]offline[\\/](?!(registry|preparers)\.ts$)|[\\/]custom-pages[\\/][^\\/]+[\\/](offline(Record|Read|Kinds|Preparer|Fields)|prepareOffline)\.ts$/;

/** The upload widgets and resumable uploads (`src/components/upload/`, but their English texts) and tus-js-client's own. */
const UPLOADS =
  /[\\/]src[\\/]components[\\/]upload[\\/](?!i18n)|node_modules[\\/](tus-js-client|js-base64|url-parse|querystringify|requires-port|combine-errors|custom-error-instance|lodash\.throttle)[\\/]/;

export default defineConfig({
  // appShell writes sw.js and the icons before compressAssets writes .br/.gz beside every text file
  plugins: [react(), appShell(), compressAssets()],
  resolve: {
    alias: [
      {
        find: /^object\.entries$/,
        replacement: fileURLToPath(new URL('./scripts/vite/shims/object-entries.cjs', import.meta.url)),
      },
    ],
  },
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
            { name: 'index', tags: ['$initial'], priority: 4 },
            // only the modules named (not what they import, which the groups below place as for any screen): with their
            // dependencies, the shared modules they use (the HTTP helper, the areas' API modules) came here and every
            // page loaded this chunk again
            { name: 'offline', test: FIELD_OFFLINE, priority: 3, includeDependenciesRecursively: false },
            // the upload widgets and resumable uploads with tus-js-client (the kept photos' sync sends through them): in
            // a chunk of their own, else the bundler put what the offline chunk shares with the forms into `common`
            { name: 'upload', test: UPLOADS, priority: 3, includeDependenciesRecursively: false },
            // the UI libraries two or more screens use, in one file, and likewise our own shared modules: split
            // finely, a signed-in page fetched 77–121 files, and on a phone's connection (six at a time, a round trip
            // each) the requests cost more than the bytes (bench/README.md, Lighthouse). The libraries of one screen
            // (charts, the calendar, the signature pad, resumable uploads) stay with it.
            { name: 'framework', test: SHARED_LIBRARIES, minShareCount: 2, priority: 2 },
            {
              name: 'common',
              // but the upload, signature and attachment widgets: they bring tus-js-client and signature_pad (about
              // 30 KB compressed) that only forms and dialogs need, and stay in a chunk of their own
              test: /[\\/](src|domain|schemas|custom-pages|resources)[\\/](?!components[\\/](upload|signature|attachments)[\\/])/,
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
});
