/** /works-order/claims/{id}/preview (spec part 2 §7 preview): the server's HTML report with the PDF link; back goes to the previous page. */
import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { openSigned } from '../../src/components/attachments/fileUrl.js';
import { PreviewFrame, usePreviewHtml } from '../../src/components/preview/index.js';
import { apiUrl } from '../../src/http.js';
import { errorMessage } from './api.js';
import { statusOf } from '../../src/queryClient.js';

export function ClaimPreview() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const notify = useNotify();
  const { id = '' } = useParams();
  const title = translate('caretaker.claims.preview_title');
  const reportUrl = apiUrl(`/claims/${encodeURIComponent(id)}/report`);
  const { data, isPending, error } = usePreviewHtml(`/claims/${encodeURIComponent(id)}/preview`);
  return (
    <Box sx={{ pb: 4 }}>
      <Box
        sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', my: 2, gap: 1, flexWrap: 'wrap' }}
      >
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button
            variant="contained"
            href={reportUrl}
            target="_blank"
            rel="noopener"
            onClick={(e) => {
              e.preventDefault();
              openSigned(reportUrl).catch((err: unknown) => notify(errorMessage(err), { type: 'error' }));
            }}
          >
            {translate('caretaker.claims.buttons.report')}
          </Button>
          <Button variant="outlined" onClick={() => navigate(-1)}>
            {translate('caretaker.claims.buttons.cancel')}
          </Button>
        </Box>
      </Box>
      {isPending && <CircularProgress aria-label={translate('ra.page.loading')} />}
      {error && (
        <Alert severity="error">
          {statusOf(error) === 404 ? translate('caretaker.claims.record_not_found') : errorMessage(error)}
        </Alert>
      )}
      {data && <PreviewFrame html={data} title={title} />}
    </Box>
  );
}

export default ClaimPreview;
