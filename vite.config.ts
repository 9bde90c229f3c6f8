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
            { name: 'index', tags: ['$initial'], priority: 3 },
            // the UI libraries two or more screens use, in one file, and likewise our own shared modules: split
            // finely, a signed-in page fetched 77–121 files, and on a phone's connection (six at a time, a round trip
            // each) the requests cost more than the bytes (bench/README.md, Lighthouse). The libraries of one screen
            // (charts, the calendar, the signature pad, resumable uploads) stay with it.
            { name: 'framework', test: SHARED_LIBRARIES, minShareCount: 2, priority: 2 },
            {
              name: 'common',
              // but the upload, signature and attachment widgets: they bring tus-js-client and signature_pad (about
              // 30 KB compressed) that only forms and dialogs need, and stay in a chunk of their own
              test: (id: string) => COMMON.test(id) && !FIELD_OFFLINE.test(id),
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
