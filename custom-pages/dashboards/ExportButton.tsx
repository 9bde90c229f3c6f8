/**
 * Export of a dashboard as a background job (issue 15 on issue 12's queue): the click starts the job, a progress bar
 * follows it on the notification stream (and by asking every two seconds, should the stream be down), and the finished
 * workbook is downloaded through a signed link — the spec's "the export button opens the returned file link".
 */
import { useCallback, useEffect, useState } from 'react';
import { Box, Button, LinearProgress, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useNotify, useTranslate } from 'react-admin';
import { downloadFile } from '../../src/components/attachments/fileUrl.js';
import { useTaskEvents, type TaskEvent } from '../../src/taskEvents.js';
import { useAction } from '../../src/useAction.js';
import { useProvider, type DashboardExportTask } from './api.js';

const ENDED = ['SUCCESS', 'FAILED', 'CANCELLED'];

export function ExportButton({ body, disabled }: { body: Record<string, unknown>; disabled?: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dp = useProvider();
  const [task, setTask] = useState<DashboardExportTask | null>(null);
  const [percent, setPercent] = useState(0);
  const running = !!task && !ENDED.includes(task.status);

  const finish = useCallback(
    async (t: DashboardExportTask) => {
      setTask(t);
      if (t.status === 'SUCCESS' && t.report_url)
        await downloadFile(t.report_url, t.file_name ?? 'export.xlsx').catch(() =>
          notify('caretaker.dashboards.export_failed', { type: 'error' }),
        );
      else if (t.status !== 'SUCCESS') notify('caretaker.dashboards.export_failed', { type: 'error' });
    },
    [notify],
  );
  const check = useCallback(
    async (id: number) => {
      const t = (await dp.send<{ data: DashboardExportTask }>({ path: `/dashboard/exports/${id}` })).data;
      if (ENDED.includes(t.status)) await finish(t);
    },
    [dp, finish],
  );
  const onTask = useCallback(
    (e: TaskEvent) => {
      if (!task || e.id !== task.id) return;
      setPercent(e.progress_total ? Math.round((100 * e.progress_done) / e.progress_total) : 0);
      if (ENDED.includes(e.status)) void check(e.id);
    },
    [task, check],
  );
  useTaskEvents(onTask);
  useEffect(() => {
    if (!running || !task) return;
    const timer = setInterval(() => void check(task.id).catch(() => undefined), 2000);
    return () => clearInterval(timer);
  }, [running, task, check]);

  const start = useAction(() => ({ method: 'POST', path: '/dashboard/exports', body }), {
    onSuccess: (answer: { data: DashboardExportTask }) => setTask(answer.data),
    onError: () => notify('caretaker.dashboards.export_failed', { type: 'error' }),
  });
  return (
    <Box sx={{ display: 'inline-flex', flexDirection: 'column', gap: 0.5, minWidth: 140 }}>
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        onClick={() => {
          setPercent(0);
          start.mutate();
        }}
        disabled={disabled || running || start.isPending}
      >
        {translate('caretaker.dashboards.export')}
      </Button>
      {running && (
        <>
          <LinearProgress
            variant={percent ? 'determinate' : 'indeterminate'}
            value={percent}
            aria-label={translate('caretaker.dashboards.exporting')}
          />
          <Typography variant="caption" role="status">
            {translate('caretaker.dashboards.exporting')}
          </Typography>
        </>
      )}
    </Box>
  );
}
