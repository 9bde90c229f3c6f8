/**
 * An action button's call, the way react-admin's demo writes its AcceptButton (a mutation with onSuccess/onError)
 * rather than a try/catch around each request: the request goes through the data provider's `send`; on success a
 * toast, the queries to read again and the page's own follow-up; on failure the API's message as an error toast (a
 * refused session signs the user out, react-admin's rule). `isPending` is the button's busy state.
 */
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { fieldErrors, useApiError } from './apiErrors.js';
import type { CaretakerDataProvider } from './dataProvider.js';
import type { QueryValue } from './http.js';
import { useCaretakerDataProvider } from './useApi.js';

export interface ActionRequest {
  path: string;
  method?: string;
  body?: unknown;
  query?: Record<string, QueryValue>;
}

/** A toast: an i18n key (or words), with its type and interpolation values. */
export type ActionToast =
  string | { message: string; type?: 'success' | 'info' | 'warning'; args?: object; autoHideDuration?: number };

export interface ActionOptions<V, R> {
  /** The toast after success (`null` from the function: none). */
  success?: ActionToast | ((result: R, vars: V) => ActionToast | null);
  /** Queries read again after success (react-query keys), before `onSuccess` runs. */
  invalidate?: QueryKey[];
  onSuccess?: (result: R, vars: V) => unknown;
  /**
   * A form's field errors on failure (a 422's first message per field; `{}` for any other failure, clearing the
   * last ones), handed over before the error toast, which still shows.
   */
  fieldErrors?: (errors: Record<string, string>, vars: V) => unknown;
  /** Replaces the error toast (e.g. a form that shows the 422's field errors itself). */
  onError?: (error: unknown, vars: V) => unknown;
  /** After success or failure (a dialog closing either way). */
  onSettled?: () => unknown;
}

export function useAction<V = void, R = unknown>(
  request: (vars: V) => ActionRequest,
  options: ActionOptions<V, R> = {},
) {
  return useActionCall<V, R>((vars, dp) => dp.send<R>(request(vars)), options);
}

/**
 * `useAction` for a call that is not one `send`: a typed provider method (`quotationStep`…) or a multipart upload
 * (`xhrUpload(…).promise`). Same toasts, refetches, follow-ups and busy state.
 */
export function useActionCall<V = void, R = unknown>(
  call: (vars: V, dp: CaretakerDataProvider) => Promise<R>,
  options: ActionOptions<V, R> = {},
) {
  const dp = useCaretakerDataProvider();
  const notify = useNotify();
  const apiError = useApiError();
  const queryClient = useQueryClient();
  return useMutation<R, unknown, V>({
    mutationFn: (vars) => call(vars, dp),
    onSuccess: async (result, vars) => {
      const toast = typeof options.success === 'function' ? options.success(result, vars) : options.success;
      if (typeof toast === 'string') notify(toast, { type: 'success' });
      else if (toast)
        notify(toast.message, {
          type: toast.type ?? 'success',
          messageArgs: toast.args,
          ...(toast.autoHideDuration ? { autoHideDuration: toast.autoHideDuration } : {}),
        });
      await Promise.all((options.invalidate ?? []).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      await options.onSuccess?.(result, vars);
    },
    onError: async (error, vars) => {
      await options.fieldErrors?.(fieldErrors(error), vars);
      if (options.onError) await options.onError(error, vars);
      else await apiError(error);
    },
    onSettled: () => options.onSettled?.(),
  });
}

/**
 * A `mutateAsync` for a caller that waits on it (a confirm dialog's or a form's busy button): resolves once the call is
 * settled, either way — the hook has already said what happened.
 */
export const settled = (call: Promise<unknown>): Promise<void> =>
  call.then(
    () => undefined,
    () => undefined,
  );

/**
 * A react-admin `<Form>`'s submit through the hook: resolves to the 422's `errors` (what the form shows under the inputs
 * they name), or to nothing.
 */
export const submitErrors = (call: Promise<unknown>): Promise<Record<string, string> | undefined> =>
  call.then(
    () => undefined,
    (e: { body?: { errors?: Record<string, string> } } | null) => e?.body?.errors,
  );
