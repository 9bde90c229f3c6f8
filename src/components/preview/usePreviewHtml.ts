import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../http.js';

/**
 * The HTML of a server-rendered report preview (`GET …/preview`, text/html), cached under its own path: one key per
 * report, so two areas' previews of the same id never share a cache entry.
 */
export function usePreviewHtml(path: string) {
  return useQuery({
    queryKey: ['caretaker.preview', path],
    queryFn: async () => {
      const r = await apiRequest<string>(path, { headers: { Accept: 'text/html' } });
      return typeof r.json === 'string' ? r.json : String(r.json ?? '');
    },
    retry: false,
  });
}
