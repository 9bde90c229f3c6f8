/** Reading an API error in a custom page: its message, and the first message per field of a 422's `errors`. */
export const errorMessage = (e: unknown): string => (e instanceof Error ? e.message : String(e));

export const fieldErrors = (e: unknown): Record<string, string> => {
  const errors = ((e as { body?: { errors?: Record<string, string | string[]> } } | null)?.body?.errors ??
    {}) as Record<string, string | string[]>;
  return Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));
};
