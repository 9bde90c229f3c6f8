/**
 * /settings/failed-jobs: every user's background jobs that failed for good, newest first — who, what, when and why —
 * generated from its schema (schemas/failedJob.ts failedJobListSchema), with a Retry in the row menu that runs one
 * again (the server decides who may; this screen only shows to those with job.view, Retry to those with job.edit).
 */
import { Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { failedJobListSchema } from '../../schemas/failedJob.js';
import { formatDateTime } from '../../src/format.js';
import { RowMenu, type RowMenuEntry } from '../../src/generator/RowMenu.js';
import { SchemaList } from '../../src/generator/SchemaList.js';
import type { FailedJob } from './api.js';

/** The job's kind in words, with its subject (an export's module). */
function KindCell() {
  const translate = useTranslate();
  const job = useRecordContext<FailedJob>();
  if (!job) return null;
  return (
    <>{translate(`caretaker.jobs.kinds.${job.kind}`, { _: job.kind }) + (job.subject ? ` (${job.subject})` : '')}</>
  );
}

function UserCell() {
  const translate = useTranslate();
  const job = useRecordContext<FailedJob>();
  if (!job) return null;
  return <>{job.user ? job.user.full_name : translate('caretaker.jobs.system')}</>;
}

function FailedAtCell() {
  const job = useRecordContext<FailedJob>();
  return <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(job?.finished_at)}</span>;
}

function ReasonCell() {
  const job = useRecordContext<FailedJob>();
  return <span style={{ wordBreak: 'break-word' }}>{job?.error}</span>;
}

const CELLS = { kind: <KindCell />, user: <UserCell />, finished_at: <FailedAtCell />, error: <ReasonCell /> };

export function FailedJobs() {
  const translate = useTranslate();
  const entries: RowMenuEntry<FailedJob>[] = [
    {
      label: 'caretaker.jobs.retry',
      name: (job) => translate('caretaker.jobs.retry_named', { id: job.id }),
      permission: 'job.edit',
      call: (job) => ({ method: 'POST', path: `/jobs/${job.id}/retry` }),
      success: 'caretaker.jobs.retried',
      refresh: true,
    },
  ];
  return (
    <SchemaList
      schema={failedJobListSchema}
      cells={CELLS}
      rowActions={<RowMenu<FailedJob> entries={entries} />}
      intro={
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate('caretaker.jobs.intro')}
        </Typography>
      }
    />
  );
}
