/**
 * A record's report page (spec: the "… preview" screens of quotations, WSO, claims, inspections and tree inspections):
 * the server's HTML report (GET {base}/{id}/preview) with a button that opens the PDF on a freshly signed link and a
 * way back. The areas differ only in their words and where "back" goes.
 */
import { Alert, Box, Breadcrumbs, Button, CircularProgress, Link as MuiLink, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { errorMessage } from '../../apiErrors.js';
import { apiUrl } from '../../http.js';
import { statusOf } from '../../queryClient.js';
import { PreviewFrame } from './PreviewFrame.js';
import { ReportButton } from './ReportButton.js';
import { usePreviewHtml } from './usePreviewHtml.js';

export interface ReportPreviewPageProps {
  /** the record's API address without the id: '/claims' */
  apiBase: string;
  /** i18n keys of the page title, the PDF button and the back button */
  titleKey: string;
  reportKey: string;
  backKey: string;
  /** where back goes from the record with this id; the previous page when absent */
  backTo?: (id: string) => string;
  /** i18n key of the area's "… not found." when the record is not there or not the reader's */
  notFoundKey?: string;
  /** a breadcrumb to the area's list above the title */
  crumb?: { to: string; labelKey: string };
}

export function ReportPreviewPage({
  apiBase,
  titleKey,
  reportKey,
  backKey,
  backTo,
  notFoundKey,
  crumb,
}: ReportPreviewPageProps) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const title = translate(titleKey);
  const record = `${apiBase}/${encodeURIComponent(id)}`;
  const reportUrl = apiUrl(`${record}/report`);
  const { data, isPending, error } = usePreviewHtml(`${record}/preview`);
  return (
    <Box sx={{ pb: 4 }}>
      {crumb && (
        <Breadcrumbs sx={{ mt: 2, mb: 1 }}>
          <MuiLink component={Link} to={crumb.to} underline="hover" color="inherit">
            {translate(crumb.labelKey)}
          </MuiLink>
          <Typography color="text.primary">{title}</Typography>
        </Breadcrumbs>
      )}
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          mt: crumb ? 0 : 2,
          mb: 2,
          gap: 1,
          flexWrap: 'wrap',
        }}
      >
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <ReportButton url={reportUrl} label={translate(reportKey)} />
          <Button variant="outlined" onClick={() => (backTo ? navigate(backTo(id)) : navigate(-1))}>
            {translate(backKey)}
          </Button>
        </Box>
      </Box>
      {isPending && <CircularProgress aria-label={translate('ra.page.loading')} />}
      {error && (
        <Alert severity="error">
          {notFoundKey && statusOf(error) === 404 ? translate(notFoundKey) : errorMessage(error)}
        </Alert>
      )}
      {data && <PreviewFrame html={data} title={title} />}
    </Box>
  );
}
