/**
 * Inspection and servicing list (spec part 3 §2) and its -pending variant (PENDING_CONFIRMATION): filters school, type,
 * category, frequency, start/end date, status, checklist name; presets from the query string (dashboard links); an
 * operations manager's school prefilled; row actions from the server's `actions` (the workflow table).
 */
import { useMemo, useRef, useState } from 'react';
import { Box, Button, Chip, Link as MuiLink, MenuItem, TextField, Typography, useMediaQuery } from '@mui/material';
import { DataTable, List, useListContext, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE } from '../../domain/constants.js';
import { isIsoDate } from '../../domain/dates.js';
import { statusColor } from '../../domain/statusColors.js';
import { IsoDateField } from '../../src/components/date/index.js';
import { ListPagination, NoRecords } from '../../src/generator/index.js';
import { usePresetInAddress } from '../../src/listPreset.js';
import { useOwnSchool } from '../../src/useOwnSchool.js';
import { FilterDrawer } from '../../src/layout/FilterDrawer.js';
import { EditDetailsDialog } from './EditDetailsDialog.js';
import {
  errorMessage,
  LIST_PATH,
  PENDING_PATH,
  useInspectionConfig,
  useProvider,
  useSchoolOptions,
  type InspectionRow,
} from './api.js';

type Filters = Record<string, string | string[] | number[] | undefined>;

/** Presets a dashboard link carries (status, school, inspection_type, category, start_date, end_date, checklist_name). */
export function presetFromSearch(search: string): Filters {
  const q = new URLSearchParams(search);
  const out: Filters = {};
  const status = q
    .getAll('status')
    .flatMap((s) => s.split(','))
    .filter(Boolean);
  if (status.length) out.status = status;
  const school = q
    .getAll('school')
    .flatMap((s) => s.split(','))
    .filter(Boolean);
  if (school.length) out.school_id = school;
  for (const [from, to] of [
    ['inspection_type', 'inspection_type'],
    ['category', 'inspection_category'],
    ['start_date', 'inspected_at_start'],
    ['end_date', 'inspected_at_end'],
    ['checklist_name', 'checklist_name'],
  ] as const) {
    const v = q.get(from);
    if (v) out[to] = v;
  }
  return out;
}

export function StatusChip({ status }: { status: string }) {
  const translate = useTranslate();
  const c = statusColor(status);
  return (
    <Chip
      size="small"
      label={translate(`caretaker.inspections.status.${status}`, { _: status })}
      color={c === 'default' ? 'default' : c}
    />
  );
}

function FilterForm({ pending }: { pending: boolean }) {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const config = useInspectionConfig().data;
  const schools = useSchoolOptions();
  const [v, setV] = useState<Filters>(filterValues as Filters);
  const f = (k: string) => translate(`caretaker.inspections.filters.${k}`);
  const set = (k: string, value: Filters[string]) => setV((old) => ({ ...old, [k]: value }));
  const dateInputs = {
    inspected_at_start: useRef<HTMLInputElement>(null),
    inspected_at_end: useRef<HTMLInputElement>(null),
  };
  // A date that does not exist is never searched for (the server refuses it): its field says so and takes the focus.
  const impossibleDate = () =>
    (Object.keys(dateInputs) as (keyof typeof dateInputs)[]).find((k) => {
      const d = v[k];
      return typeof d === 'string' && d !== '' && !isIsoDate(d);
    });
  const select = (key: string, options: readonly string[] | undefined, multiple = false) => (
    <TextField
      select
      size="small"
      sx={{ width: 200 }}
      label={f(key === 'inspection_category' ? 'category' : key === 'inspection_type' ? 'type' : key)}
      value={v[key] ?? (multiple ? [] : '')}
      onChange={(e) => set(key, e.target.value as string | string[])}
      slotProps={{ select: { multiple } }}
    >
      {!multiple && <MenuItem value="">—</MenuItem>}
      {(options ?? []).map((o) => (
        <MenuItem key={o} value={o}>
          {key === 'status' ? translate(`caretaker.inspections.status.${o}`, { _: o }) : o}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Box
      component="form"
      role="search"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', my: 2 }}
      onSubmit={(e) => {
        e.preventDefault();
        const bad = impossibleDate();
        if (bad) dateInputs[bad].current?.focus();
        else setFilters(v, undefined);
      }}
    >
      <TextField
        select
        size="small"
        sx={{ width: 220 }}
        label={f('school')}
        value={(v.school_id as string[] | undefined) ?? []}
        onChange={(e) => set('school_id', e.target.value as unknown as string[])}
        slotProps={{ select: { multiple: true } }}
      >
        {schools.map((s) => (
          <MenuItem key={s.id} value={String(s.id)}>
            {s.name}
          </MenuItem>
        ))}
      </TextField>
      {select('inspection_type', config?.types)}
      {select('inspection_category', config?.categories)}
      {select('frequency', config?.frequencies)}
      {!pending && select('status', config?.statuses, true)}
      <IsoDateField
        size="small"
        sx={{ width: 170 }}
        label={f('start_date')}
        value={v.inspected_at_start as string | undefined}
        onChange={(d) => set('inspected_at_start', d)}
        inputRef={dateInputs.inspected_at_start}
      />
      <IsoDateField
        size="small"
        sx={{ width: 170 }}
        label={f('end_date')}
        value={v.inspected_at_end as string | undefined}
        onChange={(d) => set('inspected_at_end', d)}
        inputRef={dateInputs.inspected_at_end}
      />
      <TextField
        size="small"
        sx={{ width: 200 }}
        label={f('checklist_name')}
        value={v.checklist_name ?? ''}
        onChange={(e) => set('checklist_name', e.target.value)}
      />
      <Button type="submit" variant="contained">
        {translate('caretaker.inspections.search')}
      </Button>
      <Button
        onClick={() => {
          setV({});
          setFilters({}, undefined);
        }}
      >
        {translate('caretaker.inspections.reset')}
      </Button>
    </Box>
  );
}

function RowActions({ base }: { base: string }) {
  const record = useRecordContext<InspectionRow>();
  const translate = useTranslate();
  const notify = useNotify();
  const dp = useProvider();
  const { refetch } = useListContext();
  const [details, setDetails] = useState(false);
  if (!record) return null;
  const editable = record.actions.includes('save') || record.actions.includes('confirm');
  const a = (k: string) => translate(`caretaker.inspections.actions.${k}`);
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Button size="small" component={RouterLink} to={`${base}/${record.id}`}>
        {a(editable ? 'edit' : 'view')}
      </Button>
      {record.actions.includes('update_school') && (
        <Button size="small" onClick={() => setDetails(true)}>
          {a('edit_details')}
        </Button>
      )}
      {record.status !== 'DRAFT' && record.status !== 'PENDING_CONFIRMATION' && (
        <Button size="small" component={RouterLink} to={`${LIST_PATH}/${record.id}/preview`}>
          {a('preview')}
        </Button>
      )}
      {record.actions.includes('regenerate') && (
        <Button
          size="small"
          onClick={async () => {
            if (!window.confirm(translate('caretaker.inspections.regenerate_confirm'))) return;
            try {
              const res = await dp.send<{ message: string }>({
                path: `/inspection-schedule/${record.id}/report-generation`,
              });
              notify(res.message, { type: 'success' });
            } catch (e) {
              notify(errorMessage(e), { type: 'error' });
            }
          }}
        >
          {a('regenerate')}
        </Button>
      )}
      {details && (
        <EditDetailsDialog
          record={record}
          onClose={() => setDetails(false)}
          onSaved={() => {
            setDetails(false);
            void refetch();
          }}
        />
      )}
      {record.actions.includes('delete') && (
        <Button
          size="small"
          color="error"
          onClick={async () => {
            if (!window.confirm(translate('caretaker.inspections.schedule.delete_confirm'))) return;
            try {
              await dp.send({ method: 'DELETE', path: `/inspection-schedule/${record.id}` });
              notify('caretaker.inspections.deleted', { type: 'success' });
              await refetch();
            } catch (e) {
              notify(errorMessage(e), { type: 'error' });
            }
          }}
        >
          {translate('caretaker.inspections.actions.delete')}
        </Button>
      )}
    </Box>
  );
}

export function InspectionList({ pending = false }: { pending?: boolean }) {
  const translate = useTranslate();
  const { search } = useLocation();
  const { schoolId, isPending: identityPending } = useOwnSchool();
  const mobile = useMediaQuery('(max-width:767.95px)');
  const base = pending ? PENDING_PATH : LIST_PATH;
  const defaults = useMemo(() => {
    const preset = presetFromSearch(search);
    if (!preset.school_id && schoolId) preset.school_id = [String(schoolId)];
    return preset;
  }, [search, schoolId]);
  const title = translate(pending ? 'caretaker.inspections.pending_title' : 'caretaker.inspections.title');
  const fromLink = useMemo(() => {
    const preset = presetFromSearch(search);
    return Object.keys(preset).length ? preset : null;
  }, [search]);
  const redirecting = usePresetInAddress(fromLink);
  // react-admin reads filterDefaultValues once: the operations manager's school must be known before the list mounts
  if (redirecting || identityPending) return null;
  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mt: 2 }}>
        {title}
      </Typography>
      <List
        resource="inspection-schedule"
        title={title}
        storeKey={pending ? 'inspections.pending' : 'inspections.all'}
        filterDefaultValues={defaults}
        filter={pending ? { status: ['PENDING_CONFIRMATION'] } : undefined}
        perPage={DEFAULT_PAGE_SIZE}
        pagination={<ListPagination />}
        actions={false}
        empty={false}
        exporter={false}
        sort={{ field: 'inspected_at', order: 'DESC' }}
      >
        <FilterDrawer>
          <FilterForm pending={pending} />
        </FilterDrawer>
        <DataTable rowClick={false} bulkActionButtons={false} empty={<NoRecords />}>
          <DataTable.Col source="checklist_name" label="caretaker.inspections.columns.checklist_name" disableSort>
            <NameLink base={base} />
          </DataTable.Col>
          <DataTable.Col source="school.name" label="caretaker.inspections.columns.school" disableSort />
          {!mobile && (
            <DataTable.Col source="inspection_category" label="caretaker.inspections.columns.category" disableSort />
          )}
          {!mobile && <DataTable.Col source="frequency" label="caretaker.inspections.columns.frequency" disableSort />}
          <DataTable.Col source="inspected_at" label="caretaker.inspections.columns.inspected_at" disableSort />
          <DataTable.Col
            source="status"
            label="caretaker.inspections.columns.status"
            disableSort
            render={(r: InspectionRow) => <StatusChip status={r.status} />}
          />
          <DataTable.Col label="caretaker.inspections.columns.actions" disableSort>
            <RowActions base={base} />
          </DataTable.Col>
        </DataTable>
      </List>
    </>
  );
}

function NameLink({ base }: { base: string }) {
  const record = useRecordContext<InspectionRow>();
  if (!record) return null;
  return (
    <MuiLink component={RouterLink} to={`${base}/${record.id}`} underline="hover">
      {record.checklist_name}
    </MuiLink>
  );
}

export default InspectionList;
