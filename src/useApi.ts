/**
 * The pages' one way to the API: a call through the data provider's `send` (so every request takes the provider's
 * path — its HTTP client, error shapes and whatever a test or a lifecycle hook puts there), with the HTTP client's
 * argument order. Only src/ talks to src/http.ts directly.
 */
import { useCallback } from 'react';
import { useDataProvider } from 'react-admin';
import type { CaretakerDataProvider } from './dataProvider.js';
import type { RequestOptions } from './http.js';

export function useApi() {
  const dp = useDataProvider<CaretakerDataProvider>();
  return useCallback(
    <T = unknown>(path: string, options: Pick<RequestOptions, 'method' | 'body' | 'query'> = {}) =>
      dp.send<T>({ path, method: options.method, body: options.body, query: options.query }),
    [dp],
  );
}

/** The composed data provider with its typed custom methods (`quotations.step`, `cops.submit`, `config.get`…). */
export const useCaretakerDataProvider = () => useDataProvider<CaretakerDataProvider>();
