/**
 * /excel-export (spec part 2 §2 "Excel export"): the caller's export tasks with a module filter and an add button; a
 * status badge per task — PROCESSING with a progress bar fed live by the notification stream —, the download link only
 * on SUCCESS, the reason on FAILED, and delete (which also deletes the file).
 */
import { useCallback, useState } from 'react';
import {
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  IconButton,
  LinearProgress,
  Link as MuiLink,
  MenuItem,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { DataTable, List, useListContext, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE } from '../../domain/constants.js';
import { EXPORT_MODULES, taskPercent, type TaskEvent } from '../../domain/exports.js';
import { statusColor } from '../../domain/statusColors.js';
import { useAccess } from '../../src/access.js';
import { downloadFile } from '../../src/components/attachments/fileUrl.js';
import { ListPagination, NoRecords } from '../../src/generator/index.js';
import { FilterDrawer } from '../../src/layout/FilterDrawer.js';
import { usePhone } from '../../src/layout/responsive.js';
import { useTaskEvents } from '../../src/taskEvents.js';
import { errorMessage, LIST_PATH, useProvider, type ExportTask } from './api.js';

/** Live progress heard on the stream, by task id, over what the list last read. */
type Live = Record<number, TaskEvent>;

function ModuleFilter() {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const [module, setModule] = useState<string>((filterValues as { module?: string }).module ?? '');
  return (
    <Box
      component="form"
      role="search"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', my: 2 }}
      onSubmit={(e) => {
        e.preventDefault();
        setFilters(module ? { module } : {}, undefined);
      }}
    >
      <TextField
        select
        size="small"
        sx={{ width: 240 }}
        label={translate('caretaker.exports.fields.module')}
        value={module}
        onChange={(e) => setModule(e.target.value)}
      >
        <MenuItem value="">{translate('caretaker.exports.any')}</MenuItem>
        {EXPORT_MODULES.map((m) => (
          <MenuItem key={m} value={m}>
            {translate(`caretaker.exports.module.${m}`)}
          </MenuItem>
        ))}
      </TextField>
      <Button type="submit" variant="contained">
        {translate('caretaker.exports.search')}
      </Button>
      <Button
        onClick={() => {
          setModule('');
          setFilters({}, undefined);
        }}
      >
        {translate('caretaker.exports.reset')}
      </Button>
    </Box>
  );
}

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

function DeleteTask() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dp = useProvider();
  const task = useRecordContext<ExportTask>();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!task) return null;
  const remove = async () => {
    setBusy(true);
    try {
      const res = await dp.send<{ message: string }>({ method: 'DELETE', path: `/tasks/${task.id}` });
      notify(res.message, { type: 'success' });
      setOpen(false);
      refresh();
    } catch (e) {
      notify(errorMessage(e), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Tooltip title={translate('caretaker.exports.delete')}>
        <IconButton
          size="small"
          color="error"
          aria-label={translate('caretaker.exports.delete_named', { id: task.id })}
          onClick={() => setOpen(true)}
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={`delete-task-${task.id}`}>
        <DialogContent>
          <DialogContentText id={`delete-task-${task.id}`}>
            {translate('caretaker.exports.confirm_delete')}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('caretaker.exports.cancel')}</Button>
          <Button color="error" variant="contained" disabled={busy} onClick={remove}>
            {translate('caretaker.exports.delete')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

export function ExportList() {
  const translate = useTranslate();
  const refresh = useRefresh();
  const phone = usePhone();
  const { can } = useAccess();
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
  const title = translate('caretaker.exports.title');
  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mt: 2, gap: 1 }}>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        {can('excel-export.create') && (
          <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to={`${LIST_PATH}/create`}>
            {translate('caretaker.exports.add')}
          </Button>
        )}
      </Box>
      <List
        resource="tasks"
        title={title}
        storeKey="exports.list"
        perPage={DEFAULT_PAGE_SIZE}
        pagination={<ListPagination />}
        actions={false}
        empty={false}
        exporter={false}
        disableSyncWithLocation
        // Should the stream be down, a running task is still seen to finish.
        queryOptions={{
          refetchInterval: (query: { state: { data?: { data?: ExportTask[] } } }) =>
            query.state.data?.data?.some((t) => t.status === 'PENDING' || t.status === 'PROCESSING') ? 5000 : false,
        }}
      >
        <FilterDrawer>
          <ModuleFilter />
        </FilterDrawer>
        <DataTable rowClick={false} bulkActionButtons={false} empty={<NoRecords />}>
          {!phone && <DataTable.Col source="id" label="caretaker.exports.columns.id" disableSort />}
          <DataTable.Col
            source="module"
            label="caretaker.exports.columns.module"
            disableSort
            render={(r: ExportTask) => translate(`caretaker.exports.module.${r.module}`)}
          />
          {!phone && (
            <DataTable.Col label="caretaker.exports.columns.filters" disableSort>
              <FiltersSummary />
            </DataTable.Col>
          )}
          {!phone && (
            <DataTable.Col
              source="created_at"
              label="caretaker.exports.columns.created_at"
              disableSort
              render={(r: ExportTask) => r.created_at.slice(0, 10)}
            />
          )}
          <DataTable.Col
            source="status"
            label="caretaker.exports.columns.status"
            disableSort
            render={(r: ExportTask) => <TaskStatus task={r} live={live[r.id]} />}
          />
          <DataTable.Col label="caretaker.exports.columns.file" disableSort>
            <FileLink />
          </DataTable.Col>
          {!phone && <DataTable.Col source="remarks" label="caretaker.exports.columns.remarks" disableSort />}
          <DataTable.Col label="caretaker.exports.columns.actions" disableSort>
            <DeleteTask />
          </DataTable.Col>
        </DataTable>
      </List>
    </>
  );
}

export default ExportList;
