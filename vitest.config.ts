import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        // the default 5 s is too short beside the API suites and the browser on two cores (a first ESLint run took 5.6 s)
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30000,
          // pure functions: the files share their worker's modules (23 s → 11 s)
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          // migrates and seeds a template database once per run; each test app starts from a copy (tests/support)
          globalSetup: ['tests/support/templateSetup.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
          // The files share their worker's modules: the server is imported once per worker, not once per file (on
          // SQLite the suite took 345 s instead of about twice that). Each test builds its own app on its own copy of
          // the database, so only code is shared; a test that changes a global (fake timers) restores it after itself.
          isolate: false,
        },
      },
      {
        // Only with DATABASE_URL (npm test runs it beside the API suite on PostgreSQL): several servers on one database.
        extends: true,
        test: {
          name: 'api-pg',
          include: ['tests/api-pg/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/templateSetup.ts'],
          testTimeout: 60000,
          hookTimeout: 60000,
          // as the API suite
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          include: ['tests/ui/**/*.test.tsx', 'tests/ui/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['tests/ui/setup.ts'],
          // Generous: the suite shares two cores with the API suites and the end-to-end browser (scripts/test.mjs).
          testTimeout: 60000,
          // isolated, unlike the node suites: its files stub globals (fetch, IndexedDB) and keep module state (the
          // outbox, the session), which a file after them would inherit
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120000,
          hookTimeout: 180000,
          fileParallelism: false,
        },
      },
    ],
  },
});
