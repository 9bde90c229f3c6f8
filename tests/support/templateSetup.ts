/**
 * vitest globalSetup of the API suites: migrates and seeds the run's template databases once (tests/support/dbTemplate.ts)
 * and hands them to the workers, where createTestApp copies them; drops them when the run ends. A run killed before
 * that leaves them behind: the next run's start sweeps what is older than a few hours.
 */
import type { TestProject } from 'vitest/node';
import { createTemplates, dropTemplates, sweepStale, type Templates } from './dbTemplate.js';

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplates: Templates | undefined;
  }
}

export default async function setup(project: TestProject) {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  await sweepStale(databaseUrl);
  const templates = await createTemplates(databaseUrl);
  project.provide('dbTemplates', templates);
  return () => dropTemplates(templates);
}
