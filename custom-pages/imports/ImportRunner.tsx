/**
 * One import, start to end: the template, the filled file, Check (every problem by row and column, nothing stored),
 * then Import (one transaction: all rows or none). A file of more than 2,000 rows is imported by a job on the server;
 * its progress is shown here until it ends, then its report. Used by /settings/imports and the FSR list's dialog.
 */
import { useEffect, useRef, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useNotify, useTranslate, type HttpError } from 'react-admin';
import { api } from '../../src/http.js';
import { signedUrl } from '../../src/components/attachments/fileUrl.js';
import { FileUpload, useUploadQueue, xhrUpload, type FileRules } from '../../src/components/upload/index.js';
import type { ImportJob, ImportReport } from './api.js';

const RULES: FileRules = { extensions: ['xlsx', 'csv'], maxSize: 20 * 1024 * 1024, multiple: false };

async function download(kind: string, format: 'xlsx' | 'csv') {
  const a = document.createElement('a');
  a.href = await signedUrl(`/api/imports/${kind}/template?format=${format}`);
  a.download = `caretaker-${kind}-import.${format}`;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
}

export function ReportView({ report, imported }: { report: ImportReport; imported: boolean }) {
  const translate = useTranslate();
  const counts = translate('caretaker.imports.counts', {
    rows: report.rows,
    create: report.create,
    update: report.update,
    unchanged: report.unchanged,
  });
  if (!report.problem_count)
    return (
      <Alert severity="success" sx={{ mt: 2 }}>
        {translate(imported ? 'caretaker.imports.imported' : 'caretaker.imports.no_problems')} {counts}
      </Alert>
    );
  return (
    <Box sx={{ mt: 2 }}>
      <Alert severity="error">
        {translate('caretaker.imports.problems', { smart_count: report.problem_count })}
        {report.problem_count > report.problems.length &&
          ` ${translate('caretaker.imports.first_shown', { count: report.problems.length })}`}
      </Alert>
      <TableContainer sx={{ maxHeight: 420, mt: 1 }}>
        <Table size="small" stickyHeader aria-label={translate('caretaker.imports.report')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('caretaker.imports.row')}</TableCell>
              <TableCell>{translate('caretaker.imports.column')}</TableCell>
              <TableCell>{translate('caretaker.imports.message')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {report.problems.map((p, i) => (
              <TableRow key={i}>
                <TableCell>{p.row}</TableCell>
                <TableCell>{p.column}</TableCell>
                <TableCell>{p.message}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}

/** How often a running import job is asked for its progress. */
const POLL_MS = 1000;

export function ImportRunner({ kind, onImported }: { kind: string; onImported?: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queue = useUploadQueue();
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<{ data: ImportReport; imported: boolean } | null>(null);
  /** The file the last check passed for: Import sends exactly that file. */
  const [checked, setChecked] = useState<File | null>(null);
  const [job, setJob] = useState<ImportJob | null>(null);
  const alive = useRef(true);
  useEffect(
    () => () => {
      alive.current = false;
    },
    [],
  );

  const file = queue.items[0]?.file ?? null;
  const reset = () => {
    setReport(null);
    setChecked(null);
    setJob(null);
  };

  /** Follows a job until it ends; its report then replaces the progress bar. */
  const follow = async (id: number) => {
    for (;;) {
      await new Promise((r) => setTimeout(r, POLL_MS));
      if (!alive.current) return;
      let current: ImportJob;
      try {
        current = (await api<{ data: ImportJob }>(`/imports/jobs/${id}`)).data;
      } catch (e) {
        notify((e as Error).message || 'caretaker.imports.failed', { type: 'error' });
        setJob(null);
        return;
      }
      if (!alive.current) return;
      setJob(current);
      if (current.status === 'SUCCESS' || current.status === 'FAILED' || current.status === 'CANCELLED') {
        setJob(null);
        if (current.data) setReport({ data: current.data, imported: current.status === 'SUCCESS' });
        if (current.status === 'SUCCESS') {
          notify('caretaker.imports.done', { type: 'success' });
          onImported?.();
        } else notify(current.message || 'caretaker.imports.failed', { type: 'error' });
        return;
      }
    }
  };

  const send = async (commit: boolean) => {
    const item = queue.items[0];
    if (!item) return notify('caretaker.imports.choose', { type: 'warning' });
    setBusy(true);
    const path = commit ? `/imports/${kind}` : `/imports/${kind}/check`;
    const result = await queue.run<{ data: ImportReport | { job_id: number; rows: number }; message?: string }>(
      item.key,
      (f, onProgress) => {
        const body = new FormData();
        body.append('file', f, f.name);
        return xhrUpload({ path, body, onProgress });
      },
    );
    if (result.ok && 'job_id' in result.value.data) {
      const { job_id: id, rows } = result.value.data;
      setChecked(null);
      setReport(null);
      queue.clear();
      setJob({ id, kind, status: 'PENDING', progress: { done: 0, total: 2 * rows }, data: null, message: null });
      await follow(id);
      setBusy(false);
      return;
    }
    setBusy(false);
    if (result.ok) {
      const data = result.value.data as ImportReport;
      setReport({ data, imported: commit });
      setChecked(!commit && !data.problem_count ? item.file : null);
      if (commit) {
        notify(result.value.message ?? 'caretaker.imports.done', { type: 'success' });
        queue.clear();
        onImported?.();
      }
    } else if (!result.cancelled) {
      const error = result.error as HttpError;
      const data = (error.body as { data?: ImportReport } | undefined)?.data;
      setChecked(null);
      if (data) setReport({ data, imported: false });
      notify(error.message || 'caretaker.imports.failed', { type: 'error' });
    }
  };

  const percent = job && job.progress.total ? Math.round((100 * job.progress.done) / job.progress.total) : 0;
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button startIcon={<DownloadIcon />} onClick={() => void download(kind, 'xlsx')}>
          {translate('caretaker.imports.template_xlsx')}
        </Button>
        <Button startIcon={<DownloadIcon />} onClick={() => void download(kind, 'csv')}>
          {translate('caretaker.imports.template_csv')}
        </Button>
      </Stack>
      <FileUpload
        queue={{
          ...queue,
          add: (files) => {
            queue.clear();
            reset();
            queue.add(files);
          },
        }}
        rules={RULES}
        label={translate('caretaker.imports.file')}
        disabled={busy}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button
          variant="outlined"
          startIcon={<FactCheckIcon />}
          disabled={busy || !file}
          onClick={() => void send(false)}
        >
          {translate('caretaker.imports.check')}
        </Button>
        <Button
          variant="contained"
          startIcon={<UploadFileIcon />}
          disabled={busy || !file || checked !== file}
          onClick={() => void send(true)}
        >
          {translate('caretaker.imports.import')}
        </Button>
      </Stack>
      {job && (
        <Box role="status">
          <Typography variant="body2" sx={{ mb: 1 }}>
            {translate('caretaker.imports.running', { percent })}
          </Typography>
          <LinearProgress variant="determinate" value={percent} aria-label={translate('caretaker.imports.progress')} />
        </Box>
      )}
      {report && <ReportView report={report.data} imported={report.imported} />}
    </Stack>
  );
}
