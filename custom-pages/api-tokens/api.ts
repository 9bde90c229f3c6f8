/** Types and calls of the API-tokens screen (its list is schemas/apiToken.ts; POST /api/api-tokens, the user look-up). */
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { CaretakerDataProvider } from '../../src/dataProvider.js';

export type ApiTokenStatus = 'active' | 'expired' | 'revoked';

export interface ApiToken {
  id: number;
  name: string;
  prefix: string;
  status: ApiTokenStatus;
  user: { id: number; full_name: string; email: string; role_name: string | null };
  expires_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
  created_by: { id: number; full_name: string } | null;
  created_at: string;
}

/** The answer of a creation: the record and the token itself, shown this once. */
export type CreatedApiToken = ApiToken & { token: string };

export interface UserOption {
  id: number;
  full_name: string;
  email: string;
  role: { name: string | null } | null;
}

/** The lives an administrator picks from (days); the server accepts 1–730. */
export const LIFETIMES = [30, 90, 180, 365, 730] as const;

export const useProvider = () => useDataProvider<CaretakerDataProvider>();

/** Users whose name contains `term` (20 at most): the service account is picked from them. */
export function useUserOptions(term: string) {
  const dp = useProvider();
  return useQuery({
    queryKey: ['caretaker.api_tokens.users', term],
    queryFn: async () =>
      (
        await dp.send<{ data: UserOption[] }>({
          path: '/user',
          query: { per_page: 20, ...(term ? { full_name: term } : {}) },
        })
      ).data,
  });
}

export { errorMessage, fieldErrors } from '../../src/apiErrors.js';
