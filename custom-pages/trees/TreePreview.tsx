/** The tree inspection's service report as the server renders it, with the PDF link. */
import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { openSigned } from '../../src/components/attachments/fileUrl.js';
import { PreviewFrame, usePreviewHtml } from '../../src/components/preview/index.js';
import { apiUrl } from '../../src/http.js';
import { errorMessage } from './api.js';
import { statusOf } from '../../src/queryClient.js';

export function TreePreview() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const notify = useNotify();
  const { id = '' } = useParams();
  const title = translate('caretaker.trees.preview_title');
  const { data, isPending, error } = usePreviewHtml(`/tree-inspection/${encodeURIComponent(id)}/preview`);
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
            onClick={() =>
              openSigned(apiUrl(`/tree-inspection/${encodeURIComponent(id)}/report`)).catch((e: unknown) =>
                notify(errorMessage(e), { type: 'error' }),
              )
            }
          >
            {translate('caretaker.trees.actions.download')}
          </Button>
          <Button variant="outlined" onClick={() => navigate(-1)}>
            {translate('caretaker.trees.back')}
          </Button>
        </Box>
      </Box>
      {isPending && <CircularProgress aria-label={translate('ra.page.loading')} />}
      {error && (
        <Alert severity="error">
          {statusOf(error) === 404 ? translate('caretaker.trees.record_not_found') : errorMessage(error)}
        </Alert>
      )}
      {data && <PreviewFrame html={data} title={title} />}
    </Box>
  );
}

export default TreePreview;
