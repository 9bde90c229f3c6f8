/**
 * The failed background jobs administrators look through (README "Running in production"): rows of `jobs` that failed
 * for good, every user's. An `x-area-list`, not an `x-resource`: jobs have hand-written routes, and a resource schema
 * in this folder would be discovered as a generic resource by server/lib/schemaRegistry.ts and src/resourceRegistry.ts.
 */
import type { AreaListSchema } from './resource.js';

/**
 * /settings/failed-jobs: its columns (`x-list`, in that order), read by the list route (server/routes/jobs/index.ts)
 * and the page (custom-pages/jobs/FailedJobs.tsx, which draws the job, user and time cells). Newest failure first.
 */
export const failedJobListSchema = {
  $id: 'failed-job',
  type: 'object',
  title: 'Failed job',
  'x-area-list': {
    route: '/settings/failed-jobs',
    path: '/jobs/failed',
    resource: 'jobs/failed',
    table: 'jobs',
    defaultSort: { field: 'finished_at', order: 'DESC' },
    title: 'caretaker.jobs.title',
    labels: { columns: 'caretaker.jobs.columns.', filters: 'caretaker.jobs.columns.' },
    permissions: { list: 'job.view' },
  },
  properties: {
    id: { type: 'integer', title: 'No.', 'x-list': 1, 'x-sortable': true },
    // the job's kind in words, with its subject (the page's cell)
    kind: { type: 'string', title: 'Job', 'x-list': 2, 'x-sortable': true },
    // the user it ran for, or the system (the page's cell)
    user: { type: ['object', 'null'], title: 'User', 'x-list': 3, 'x-phone': false },
    finished_at: {
      type: ['string', 'null'],
      title: 'Failed at',
      format: 'date-time',
      'x-list': 4,
      'x-sortable': true,
      'x-phone': false,
    },
    error: { type: ['string', 'null'], title: 'Reason', 'x-list': 5 },
  },
} as const satisfies AreaListSchema;
