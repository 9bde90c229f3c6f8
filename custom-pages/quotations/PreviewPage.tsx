/**
 * /works-order/quotation-list/{id}/preview: the server's HTML preview (GET /quotations/{id}/preview) with a
 * link to the PDF report and Cancel back to the quotation.
 */
import { Alert, Box, Breadcrumbs, Button, CircularProgress, Link as MuiLink, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { PreviewFrame, usePreviewHtml } from '../../src/components/preview/index.js';
import { LIST_PATH } from './api.js';
import { openReport, reportUrl } from './QuotationActions.js';

export function PreviewPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const notify = useNotify();
  const { id = '' } = useParams();
  const { data, isPending, error } = usePreviewHtml(`/quotations/${encodeURIComponent(id)}/preview`);
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
