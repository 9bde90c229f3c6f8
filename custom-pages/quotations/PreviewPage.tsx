/**
 * /works-order/quotation-list/{id}/preview: the server's HTML preview (GET /quotations/{id}/preview) with a
 * link to the PDF report and Cancel back to the quotation.
 */
import { useCallback, useEffect, useRef } from 'react';
import { Alert, Box, Breadcrumbs, Button, CircularProgress, Link as MuiLink, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { apiRequest } from '../../src/http.js';
import { LIST_PATH } from './api.js';
import { openReport, reportUrl } from './QuotationActions.js';

export function PreviewPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const notify = useNotify();
  const { id = '' } = useParams();
  const { data, isPending, error } = useQuery({
    queryKey: ['caretaker.quotation.preview', id],
    queryFn: async () => {
      const r = await apiRequest<string>(`/quotations/${encodeURIComponent(id)}/preview`, {
        headers: { Accept: 'text/html' },
      });
      return typeof r.json === 'string' ? r.json : String(r.json ?? '');
    },
    retry: false,
  });
  return (
    <Box sx={{ pb: 4 }}>
      <Breadcrumbs sx={{ mt: 2, mb: 1 }}>
        <MuiLink component={Link} to={LIST_PATH} underline="hover" color="inherit">
          {translate('caretaker.quotations.list.title')}
        </MuiLink>
        <Typography color="text.primary">{translate('caretaker.quotations.preview.title')}</Typography>
      </Breadcrumbs>
      <Box
        sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 2, gap: 1, flexWrap: 'wrap' }}
      >
        <Typography variant="h5" component="h1">
          {translate('caretaker.quotations.preview.title')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button
            variant="contained"
            href={reportUrl(id)}
            target="_blank"
            rel="noopener"
            onClick={(e) =>
              openReport(e, id, (err) =>
                notify((err as Error).message || 'caretaker.quotations.notify.server_error', { type: 'error' }),
              )
            }
          >
            {translate('caretaker.quotations.actions.report')}
          </Button>
          <Button variant="outlined" onClick={() => navigate(`${LIST_PATH}/${id}`)}>
            {translate('ra.action.cancel')}
          </Button>
        </Box>
      </Box>
      {isPending && <CircularProgress />}
      {error && <Alert severity="error">{(error as Error).message}</Alert>}
      {data && <PreviewFrame html={data} title={translate('caretaker.quotations.preview.title')} />}
    </Box>
  );
}

/**
 * The report in a frame as tall as the report (issue 8 §8): the page scrolls, never the frame, so the totals and the signatures
 * are never cut off behind an inner scrollbar. The frame runs no scripts; same-origin only lets this page measure its height.
 */
function PreviewFrame({ html, title }: { html: string; title: string }) {
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
