/**
 * An image served by the API behind the bearer token, shown from a blob URL (an <img src> cannot send the
 * Authorization header, and the token never goes in a URL). Data URLs and blob URLs are shown as they are.
 */
import { Box } from '@mui/material';
import { useAuthBlob } from '../attachments/useAuthBlob.js';

export const useAuthImage = useAuthBlob;

export function AuthImage({
  src,
  alt,
  height = 100,
}: {
  src: string | null | undefined;
  alt: string;
  height?: number;
}) {
  const url = useAuthBlob(src);
  if (!url) return <Box sx={{ height, bgcolor: 'action.hover', borderRadius: 1 }} aria-label={alt} />;
  return (
    <Box
      component="img"
      src={url}
      alt={alt}
      sx={{ height, maxWidth: '100%', objectFit: 'contain', bgcolor: '#fff', display: 'block' }}
    />
  );
}
