import { useCallback } from 'react';
import { useLogoutIfAccessDenied, useNotify } from 'react-admin';

/** Reading an API error in a custom page: its message, and the first message per field of a 422's `errors`. */
export const errorMessage = (e: unknown): string => (e instanceof Error ? e.message : String(e));

export const fieldErrors = (e: unknown): Record<string, string> => {
  const errors = ((e as { body?: { errors?: Record<string, string | string[]> } } | null)?.body?.errors ??
    {}) as Record<string, string | string[]>;
  return Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));
};

/**
 * A failed call in a custom page: a refused session signs the user out (react-admin's rule); anything else shows
 * `message` (the error's own by default) as an error toast. Answers false when the user was signed out, so the caller
 * stops there.
 */
export function useApiError() {
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const notify = useNotify();
  return useCallback(
    async (e: unknown, message: string = errorMessage(e)): Promise<boolean> => {
      if (await logoutIfAccessDenied(e)) return false;
      notify(message, { type: 'error' });
      return true;
    },
    [logoutIfAccessDenied, notify],
  );
}
