/**
 * A file served by the API behind the bearer token, fetched with the Authorization header and handed out as a
 * blob URL for <img> and <iframe> (neither can send the header). Data and blob URLs pass through as they are.
 */
import { useQuery } from '@tanstack/react-query';
import { apiUrl } from '../../http.js';
import { getToken } from '../../session.js';

export function useAuthBlob(src: string | null | undefined): string | undefined {
  const direct = !!src && /^(data:|blob:)/.test(src);
  const { data } = useQuery({
    queryKey: ['caretaker.auth-blob', src],
    enabled: !!src && !direct,
    staleTime: Infinity,
    gcTime: 60_000,
    retry: false,
    queryFn: async () => {
      const token = getToken();
      const response = await fetch(src!.startsWith('/api/') ? src! : apiUrl(src!), {
        headers: token ? { Authorization: `Bearer ${token}` } : {},
      });
      if (!response.ok) throw new Error(String(response.status));
      return URL.createObjectURL(await response.blob());
    },
  });
  return direct ? src! : data;
}
