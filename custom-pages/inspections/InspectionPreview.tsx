/**
 * {list path}/{id}/preview, 'Inspection servicing preview' (spec part 3 §2): the server's HTML report with the PDF link and a
 * way back to the checklist.
 */
import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { openSigned } from '../../src/components/attachments/fileUrl.js';
import { PreviewFrame, usePreviewHtml } from '../../src/components/preview/index.js';
import { apiUrl } from '../../src/http.js';
import { errorMessage, LIST_PATH } from './api.js';
import { statusOf } from '../../src/queryClient.js';

export const reportUrl = (id: number | string) => apiUrl(`/inspection-schedule/${id}/report`);

export function InspectionPreview() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const notify = useNotify();
  const { id = '' } = useParams();
  const title = translate('caretaker.inspections.preview_title');
  const { data, isPending, error } = usePreviewHtml(`/inspection-schedule/${encodeURIComponent(id)}/preview`);
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
            href={reportUrl(id)}
            target="_blank"
            rel="noopener"
            onClick={(e) => {
              e.preventDefault();
              openSigned(reportUrl(id)).catch((err: unknown) => notify(errorMessage(err), { type: 'error' }));
            }}
          >
            {translate('caretaker.inspections.actions.report')}
          </Button>
          <Button variant="outlined" onClick={() => navigate(`${LIST_PATH}/${id}`)}>
            {translate('ra.action.cancel')}
          </Button>
        </Box>
      </Box>
      {isPending && <CircularProgress aria-label={translate('ra.page.loading')} />}
      {error && (
        <Alert severity="error">
          {statusOf(error) === 404 ? translate('caretaker.inspections.record_not_found') : errorMessage(error)}
        </Alert>
      )}
      {data && <PreviewFrame html={data} title={title} />}
    </Box>
  );
}

export default InspectionPreview;
