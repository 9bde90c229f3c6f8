/**
 * /excel-export (spec part 2 §2 "Excel export"): the list generated from its schema (schemas/exportJob.ts
 * exportTaskListSchema: columns, module filter, add button) with the cells drawn here — a status badge per task,
 * PROCESSING with a progress bar fed live by the notification stream; the filters in a few words; the download link
 * only on SUCCESS — and delete in the row menu (which also deletes the file).
 */
import { useCallback, useState } from 'react';
import { Box, Chip, LinearProgress, Link as MuiLink, Typography } from '@mui/material';
import { useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { taskPercent, type TaskEvent } from '../../domain/exports.js';
import { statusColor } from '../../domain/statusColors.js';
import { exportTaskListSchema } from '../../schemas/exportJob.js';
import { downloadFile } from '../../src/components/attachments/fileUrl.js';
import { RowMenu, type RowMenuEntry } from '../../src/generator/RowMenu.js';
import { SchemaList } from '../../src/generator/SchemaList.js';
import { useTaskEvents } from '../../src/taskEvents.js';
import { errorMessage, type ExportTask } from './api.js';

/** Live progress heard on the stream, by task id, over what the list last read. */
type Live = Record<number, TaskEvent>;

export function TaskStatus({ task, live: heard }: { task: ExportTask; live?: TaskEvent }) {
  const translate = useTranslate();
  // What the list read wins once the task is over; until then the stream is newer.
  const live = task.status === 'SUCCESS' || task.status === 'FAILED' ? undefined : heard;
  const status = live?.status ?? task.status;
  const done = live?.progress_done ?? task.progress.done;
  const total = live?.progress_total ?? task.progress.total;
  const percent = live ? taskPercent(done, total) : task.progress.percent;
  const c = statusColor(status);
  return (
    <Box sx={{ minWidth: 140 }}>
      <Chip
        size="small"
        label={translate(`caretaker.exports.task_status.${status}`, { _: status })}
        color={c === 'default' ? 'default' : c}
      />
      {status === 'PROCESSING' && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.5 }}>
          <LinearProgress
            variant="determinate"
            value={percent}
            sx={{ flex: 1, height: 6, borderRadius: 3 }}
            aria-label={translate('caretaker.exports.progress')}
            aria-valuetext={translate('caretaker.exports.rows', { done, total })}
          />
          <Typography variant="caption" data-testid="task-percent">
            {percent} %
          </Typography>
        </Box>
      )}
    </Box>
  );
}

function FiltersSummary() {
  const task = useRecordContext<ExportTask>();
  if (!task) return null;
  const p = task.properties;
  const parts = [
    p.start_date || p.end_date ? `${p.start_date ?? '…'} – ${p.end_date ?? '…'}` : null,
    p.status?.length ? p.status.join(', ') : null,
    p.current_status?.length ? p.current_status.join(', ') : null,
  ].filter(Boolean);
  return <>{parts.join(' · ') || '—'}</>;
}

function FileLink() {
  const translate = useTranslate();
  const notify = useNotify();
  const task = useRecordContext<ExportTask>();
  if (!task || task.status !== 'SUCCESS' || !task.report_url || !task.file_name) return null;
  const name = task.file_name;
  return (
    <MuiLink
      component="button"
      type="button"
      underline="hover"
      aria-label={translate('caretaker.exports.download_named', { name })}
      onClick={() => downloadFile(task.report_url!, name).catch((e) => notify(errorMessage(e), { type: 'error' }))}
    >
      {translate('caretaker.exports.download')}
    </MuiLink>
  );
}

/** The status cell of the row in context, with what the stream last said about it. */
function LiveStatus({ live }: { live: Live }) {
  const task = useRecordContext<ExportTask>();
  return task ? <TaskStatus task={task} live={live[task.id]} /> : null;
}

const ROW_MENU: RowMenuEntry<ExportTask>[] = [
  {
    label: 'caretaker.exports.delete',
    call: (t) => ({ method: 'DELETE', path: `/tasks/${t.id}` }),
    confirm: { title: 'caretaker.exports.delete', content: 'caretaker.exports.confirm_delete' },
    success: 'caretaker.exports.deleted',
    refresh: true,
    color: 'error',
  },
];

// Should the stream be down, a running task is still seen to finish.
const QUERY_OPTIONS = {
  refetchInterval: (query: { state: { data?: { data?: ExportTask[] } } }) =>
    query.state.data?.data?.some((t) => t.status === 'PENDING' || t.status === 'PROCESSING') ? 5000 : false,
};

export function ExportList() {
  const refresh = useRefresh();
  const [live, setLive] = useState<Live>({});
  // Progress arrives on the stream; the end of a job reloads the list for its download link or its reason.
  const onTask = useCallback(
    (e: TaskEvent) => {
      if (e.kind !== 'excel-export') return;
      setLive((old) => ({ ...old, [e.id]: e }));
      if (e.status === 'SUCCESS' || e.status === 'FAILED') refresh();
    },
    [refresh],
  );
  useTaskEvents(onTask);
  return (
    <SchemaList
      schema={exportTaskListSchema}
      queryOptions={QUERY_OPTIONS}
      cells={{ filters: <FiltersSummary />, status: <LiveStatus live={live} />, file: <FileLink /> }}
      rowActions={<RowMenu<ExportTask> entries={ROW_MENU} />}
    />
  );
}

export default ExportList;
