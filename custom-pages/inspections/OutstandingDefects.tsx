/**
 * Outstanding defects (/inspection-checklist/outstanding-defects, spec part 3 §2): filters school, category, type, status,
 * start and end date; by default the defects the user recorded, open ones first (Follow up); an operations manager's
 * school preselected. Each row opens the defect form, where Follow up becomes Repaired with after pictures, and offers
 * Delete where the server's row allows it (term contractor, their QS, administrator).
 */
import { useMemo, useState } from 'react';
import { Box, Button, Chip, FormControlLabel, MenuItem, Switch, TextField, Typography } from '@mui/material';
import { useLocation } from 'react-router-dom';
import { DataTable, List, useListContext, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { DEFECT_STATUSES } from '../../domain/defects.js';
import { ROLE } from '../../domain/roles.js';
import { DEFAULT_PAGE_SIZE } from '../../domain/constants.js';
import { isIsoDate } from '../../domain/dates.js';
import { IsoDateField } from '../../src/components/date/index.js';
import { ListPagination, NoRecords } from '../../src/generator/index.js';
import { usePresetInAddress } from '../../src/listPreset.js';
import { useIdentity } from '../../src/useIdentity.js';
import { errorMessage, useInspectionConfig, useProvider, useSchoolOptions } from './api.js';
import { DefectDialog } from './DefectDialog.js';

interface DefectRow {
  id: number;
  title: string;
  status: string;
  defect: boolean;
  location: string | null;
  school_name: string;
  checklist_name: string;
  created_at: string;
  /** 'delete' when the caller may delete it now (the server's rule, domain/defects.ts). */
  actions: string[];
}

/**
 * A date filter applied once it names a day that exists (or is emptied): what is typed meanwhile stays in the field,
 * which says when it is not a date, and the list is not asked for a day the server refuses.
 */
function DateFilter({ label, value, onChange }: { label: string; value?: string; onChange: (d: string) => void }) {
  const [text, setText] = useState(value ?? '');
  const [applied, setApplied] = useState(value);
  if (value !== applied) {
    // the filter changed elsewhere (a dashboard link, another tab): show it
    setApplied(value);
    setText(value ?? '');
  }
  return (
    <IsoDateField
      size="small"
      sx={{ width: 170 }}
      label={label}
      value={text}
      onChange={(d) => {
        setText(d);
        if (d === '' || isIsoDate(d)) {
          setApplied(d || undefined);
          onChange(d);
        }
      }}
    />
  );
}

function Filters() {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const config = useInspectionConfig().data;
  const schools = useSchoolOptions();
  const v = filterValues as Record<string, string | string[] | undefined>;
  const set = (k: string, value: unknown) => setFilters({ ...v, [k]: value || undefined }, undefined);
  const f = (k: string) => translate(`caretaker.inspections.filters.${k}`);
  const select = (
    key: string,
    label: string,
    options: readonly string[],
    multiple = false,
    show = (o: string) => o,
  ) => (
    <TextField
      select
      size="small"
      sx={{ width: 200 }}
      label={label}
      value={v[key] ?? (multiple ? [] : '')}
      onChange={(e) => set(key, e.target.value)}
      slotProps={{ select: { multiple } }}
    >
      {!multiple && <MenuItem value="">—</MenuItem>}
      {options.map((o) => (
        <MenuItem key={o} value={o}>
          {show(o)}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Box role="search" sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center', my: 2 }}>
      {select(
        'school_id',
        f('school'),
        schools.map((s) => String(s.id)),
        true,
        (id) => schools.find((s) => String(s.id) === id)?.name ?? id,
      )}
      {select('category', f('category'), config?.categories ?? [])}
      {select('type', f('type'), config?.types ?? [])}
      {select('status', f('status'), DEFECT_STATUSES, true, (s) =>
        translate(`caretaker.inspections.defect_status.${s}`, { _: s }),
      )}
      <DateFilter
        label={f('start_date')}
        value={v.start_date as string | undefined}
        onChange={(d) => set('start_date', d)}
      />
      <DateFilter label={f('end_date')} value={v.end_date as string | undefined} onChange={(d) => set('end_date', d)} />
      <FormControlLabel
        control={
          <Switch
            checked={v.created_by_me === '1'}
            onChange={(e) => set('created_by_me', e.target.checked ? '1' : undefined)}
          />
        }
        label={f('created_by_me')}
      />
    </Box>
  );
}

function RowActions({ onOpen }: { onOpen: (r: DefectRow) => void }) {
  const record = useRecordContext<DefectRow>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dp = useProvider();
  if (!record) return null;
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Button size="small" onClick={() => onOpen(record)}>
        {translate('caretaker.inspections.actions.view')}
      </Button>
      {record.actions?.includes('delete') && (
        <Button
          size="small"
          color="error"
          onClick={async () => {
            if (!window.confirm(translate('caretaker.inspections.schedule.delete_confirm'))) return;
            try {
              await dp.send({ method: 'DELETE', path: `/defect/${record.id}` });
              notify('caretaker.inspections.deleted', { type: 'success' });
              refresh();
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

/** The filter a defect dashboard link carries (status, school, category, start_date, end_date), or null. */
export function defectPresetFromSearch(search: string): Record<string, string | string[]> | null {
  const q = new URLSearchParams(search);
  const out: Record<string, string | string[]> = {};
  const list = (k: string) =>
    q
      .getAll(k)
      .flatMap((s) => s.split(','))
      .filter(Boolean);
  if (list('status').length) out.status = list('status');
  if (list('school').length) out.school_id = list('school');
  for (const k of ['category', 'type', 'start_date', 'end_date']) {
    const v = q.get(k);
    if (v) out[k] = v;
  }
  return Object.keys(out).length ? out : null;
}

export function OutstandingDefects() {
  const translate = useTranslate();
  const { identity } = useIdentity();
  const [open, setOpen] = useState<DefectRow | null>(null);
  const [version, setVersion] = useState(0);
  const title = translate('caretaker.inspections.defects_title');
  const { search } = useLocation();
  const fromLink = useMemo(() => defectPresetFromSearch(search), [search]);
  const redirecting = usePresetInAddress(fromLink);
  const defaults = useMemo(() => {
    return identity?.role?.slug === ROLE.OPERATIONS_MANAGER && identity.school_id
      ? { school_id: [String(identity.school_id)], status: ['Follow up'] }
      : { created_by_me: '1', status: ['Follow up'] };
  }, [identity]);
  if (!identity || redirecting) return null;
  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mt: 2 }}>
        {title}
      </Typography>
      <List
        key={version}
        resource="defect"
        title={title}
        storeKey="inspections.defects"
        filterDefaultValues={defaults}
        perPage={DEFAULT_PAGE_SIZE}
        pagination={<ListPagination />}
        actions={false}
        empty={false}
        exporter={false}
      >
        <Filters />
        <DataTable rowClick={false} bulkActionButtons={false} empty={<NoRecords />}>
          <DataTable.Col source="title" label="caretaker.inspections.columns.description" disableSort />
          <DataTable.Col source="school_name" label="caretaker.inspections.columns.school" disableSort />
          <DataTable.Col source="location" label="caretaker.inspections.columns.location" disableSort />
          <DataTable.Col
            source="status"
            label="caretaker.inspections.columns.status"
            disableSort
            render={(r: DefectRow) => (
              <Chip
                size="small"
                color={r.status === 'Follow up' ? 'warning' : r.status === 'Repaired' ? 'success' : 'default'}
                label={translate(`caretaker.inspections.defect_status.${r.status}`, { _: r.status })}
              />
            )}
          />
          <DataTable.Col
            source="created_at"
            label="caretaker.inspections.columns.created_at"
            disableSort
            render={(r: DefectRow) => r.created_at.slice(0, 10)}
          />
          <DataTable.Col label="caretaker.inspections.columns.actions" disableSort>
            <RowActions onOpen={setOpen} />
          </DataTable.Col>
        </DataTable>
      </List>
      {open && (
        <DefectDialog
          defectId={open.id}
          title={open.title}
          onClose={() => setOpen(null)}
          onSaved={() => {
            setOpen(null);
            setVersion((n) => n + 1);
          }}
        />
      )}
    </>
  );
}

export default OutstandingDefects;
