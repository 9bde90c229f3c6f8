import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { appShell } from './scripts/vite/appShell.js';
import { compressAssets } from './scripts/vite/compressAssets.js';

const apiTarget = process.env.API_URL ?? 'http://localhost:8080';

export default defineConfig({
  // appShell writes sw.js and the icons before compressAssets writes .br/.gz beside every text file
  plugins: [react(), appShell(), compressAssets()],
  build: {
    outDir: 'dist',
    sourcemap: false,
    // dist/.vite/manifest.json: which chunks each screen needs (bench/bundle.mjs reads it)
    manifest: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        // what the entry imports stays in one chunk: left to the automatic splitting, modules the shell shares with the
        // entry (the session, the HTTP helper, react-query) became four more files on the sign-in page
        codeSplitting: { groups: [{ name: 'index', tags: ['$initial'], priority: 1 }] },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
});
