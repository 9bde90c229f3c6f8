import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        // the default 5 s is too short beside the API suites and the browser on two cores (a first ESLint run took 5.6 s)
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node', testTimeout: 30000 },
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
