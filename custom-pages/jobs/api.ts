/** Types and calls of the failed-jobs screen (GET /api/jobs/failed, POST /api/jobs/{id}/retry). */
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { CaretakerDataProvider } from '../../src/dataProvider.js';

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

export const FAILED_JOBS_KEY = ['caretaker.jobs.failed'];

export function useFailedJobs() {
  const dp = useDataProvider<CaretakerDataProvider>();
  return useQuery({
    queryKey: FAILED_JOBS_KEY,
    queryFn: async () => (await dp.send<{ data: FailedJob[] }>({ path: '/jobs/failed' })).data,
  });
}

export const useProvider = () => useDataProvider<CaretakerDataProvider>();
export { errorMessage } from '../../src/apiErrors.js';
