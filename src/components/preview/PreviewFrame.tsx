import { useCallback, useEffect, useRef } from 'react';
import { Box } from '@mui/material';

/**
 * The report in a frame as tall as the report (issue 8 §8): the page scrolls, never the frame, so the totals and the signatures
 * are never cut off behind an inner scrollbar. The frame runs no scripts; same-origin only lets this page measure its height.
 */
export function PreviewFrame({ html, title }: { html: string; title: string }) {
  const ref = useRef<HTMLIFrameElement>(null);
  const fit = useCallback(() => {
    const frame = ref.current;
    const doc = frame?.contentDocument?.documentElement;
    if (frame && doc) frame.style.height = `${Math.max(doc.scrollHeight, doc.offsetHeight) + 2}px`;
  }, []);
  useEffect(() => {
    window.addEventListener('resize', fit);
    return () => window.removeEventListener('resize', fit);
  }, [fit]);
  return (
    <Box
      component="iframe"
      ref={ref}
      title={title}
      srcDoc={html}
      sandbox="allow-same-origin"
      scrolling="no"
      onLoad={fit}
      sx={{
        display: 'block',
        width: '100%',
        minHeight: '60vh',
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: '#fff',
      }}
    />
  );
}
