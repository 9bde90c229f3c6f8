/**
 * An image served by the API behind the bearer token: fetched with the token and shown from a blob URL
 * (an <img src> cannot send the Authorization header). Data URLs and blob URLs are shown as they are.
 */
import { Box } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { apiUrl } from '../../http.js';
import { getToken } from '../../session.js';

export function useAuthImage(src: string | null | undefined): string | undefined {
  const direct = !!src && /^(data:|blob:)/.test(src);
  const { data } = useQuery({
    queryKey: ['caretaker.auth-image', src],
    enabled: !!src && !direct,
    staleTime: Infinity,
    gcTime: 60_000,
    queryFn: async () => {
      const token = getToken();
      const response = await fetch(src!.startsWith('/api/') ? src! : apiUrl(src!), { headers: token ? { Authorization: `Bearer ${token}` } : {} });
      if (!response.ok) throw new Error(String(response.status));
      return URL.createObjectURL(await response.blob());
    },
  });
  return direct ? src! : data;
}

export function AuthImage({ src, alt, height = 100 }: { src: string | null | undefined; alt: string; height?: number }) {
  const url = useAuthImage(src);
  if (!url) return <Box sx={{ height, bgcolor: 'action.hover', borderRadius: 1 }} aria-label={alt} />;
  return <Box component="img" src={url} alt={alt} sx={{ height, maxWidth: '100%', objectFit: 'contain', bgcolor: '#fff', display: 'block' }} />;
}
