/**
 * The one react-query client of the app. A 4xx answer is final (forbidden, not found, bad input, signed out): retrying
 * only delays the error page or the sign-in redirect by seconds. Network failures and 5xx get two more tries.
 */
import { QueryClient } from '@tanstack/react-query';

export const statusOf = (error: unknown): number | undefined => {
  const s = (error as { status?: unknown } | null)?.status;
  return typeof s === 'number' ? s : undefined;
};

/**
 * Queries whose key starts with this refetch when a notification arrives on the event stream (and every minute): the
 * to-do feeds and their counts, which change when somebody else's action puts work in this user's hands.
 */
export const LIVE_QUERY = 'live';

export function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = statusOf(error);
  if (status !== undefined && status >= 400 && status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: shouldRetry }, mutations: { retry: false } } });
}
