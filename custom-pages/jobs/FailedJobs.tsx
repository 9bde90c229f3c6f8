/**
 * /settings/failed-jobs: every user's background jobs that failed for good, newest first — who, what, when and why —
 * with a Retry that runs one again (the server decides who may; this screen only shows to those with job.view).
 */
import {
  Alert,
  Box,
  Button,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import ReplayIcon from '@mui/icons-material/Replay';
import { Title, useTranslate } from 'react-admin';
import { useAccess } from '../../src/access.js';
import { formatDateTime } from '../../src/format.js';
import { NoRecords } from '../../src/generator/index.js';
import { useAction } from '../../src/useAction.js';
import { errorMessage, FAILED_JOBS_KEY, useFailedJobs, type FailedJob } from './api.js';

function RetryButton({ job }: { job: FailedJob }) {
  const translate = useTranslate();
  const retry = useAction(() => ({ method: 'POST', path: `/jobs/${job.id}/retry` }), {
    success: 'caretaker.jobs.retried',
    invalidate: [FAILED_JOBS_KEY],
  });
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<ReplayIcon />}
      disabled={retry.isPending}
      aria-label={translate('caretaker.jobs.retry_named', { id: job.id })}
      onClick={() => retry.mutate()}
    >
      {translate('caretaker.jobs.retry')}
    </Button>
  );
}

export function FailedJobs() {
  const translate = useTranslate();
  const { can } = useAccess();
  const { data, error, isPending } = useFailedJobs();
  const t = (k: string) => translate(`caretaker.jobs.columns.${k}`);
  const kind = (job: FailedJob) =>
    translate(`caretaker.jobs.kinds.${job.kind}`, { _: job.kind }) + (job.subject ? ` (${job.subject})` : '');
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={translate('caretaker.jobs.title')} />
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {translate('caretaker.jobs.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('caretaker.jobs.intro')}
      </Typography>
      {error ? <Alert severity="error">{errorMessage(error)}</Alert> : null}
      {!isPending && !error && !data?.length ? <NoRecords /> : null}
      {data?.length ? (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={translate('caretaker.jobs.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('id')}</TableCell>
                <TableCell>{t('kind')}</TableCell>
                <TableCell>{t('user')}</TableCell>
                <TableCell>{t('finished_at')}</TableCell>
                <TableCell>{t('error')}</TableCell>
                {can('job.edit') ? <TableCell>{t('actions')}</TableCell> : null}
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((job) => (
                <TableRow key={job.id}>
                  <TableCell>{job.id}</TableCell>
                  <TableCell>{kind(job)}</TableCell>
                  <TableCell>{job.user ? job.user.full_name : translate('caretaker.jobs.system')}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(job.finished_at)}</TableCell>
                  <TableCell sx={{ wordBreak: 'break-word', minWidth: 160 }}>{job.error}</TableCell>
                  {can('job.edit') ? (
                    <TableCell>
                      <RetryButton job={job} />
                    </TableCell>
                  ) : null}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      ) : null}
    </Box>
  );
}
