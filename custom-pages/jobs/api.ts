/** The record of the failed-jobs screen (a row of GET /api/jobs/failed; its list is schemas/failedJob.ts). */
export interface FailedJob {
  id: number;
  kind: string;
  subject: string | null;
  user: { id: number; full_name: string; email: string } | null;
  error: string | null;
  attempts: number;
  created_at: string;
  finished_at: string | null;
}
