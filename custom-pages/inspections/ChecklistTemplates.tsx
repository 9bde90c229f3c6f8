/**
 * BM & TP checklists (spec part 3 §2): the templates with filters category, frequency and type; each starts an inspection
 * through the Create inspection modal (school required, at least one member, purpose, check-in today 08:00).
 */
import { useState } from 'react';
import {
  Autocomplete,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { DataTable, List, useListContext, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { DEFAULT_CHECK_IN_TIME, DEFAULT_PURPOSE, validateCreateInspection } from '../../domain/inspections.js';
import { ListPagination, NoRecords } from '../../src/generator/index.js';
import {
  errorBody,
  errorMessage,
  LIST_PATH,
  useInspectionConfig,
  useProvider,
  useSchoolOptions,
  type Option,
} from './api.js';
import { todayIn } from '../../domain/calendar.js';
import { useTimeZone } from '../../src/appConfig.js';

interface Template {
  id: number;
  name: string;
  category: string;
  type: string;
  frequency: string;
}

/** The quotation an inspection is created from (spec part 2 §5): its school and location prefill the form. */
export interface FromQuotation {
  id: number;
  reference: string;
  school: Option | null;
  location: string | null;
}

export function CreateInspectionDialog({
  template: given,
  quotation,
  onClose,
}: {
  template?: Template;
  quotation?: FromQuotation;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const dp = useProvider();
  const schools = useSchoolOptions();
  const members =
    useQuery({
      queryKey: ['caretaker.inspections.members'],
      queryFn: async () =>
        (await dp.send<{ data: { id: number; full_name: string }[] }>({ path: '/user/attendance-members' })).data,
    }).data ?? [];
  const templates =
    useQuery({
      queryKey: ['caretaker.inspections.templates'],
      enabled: !given,
      queryFn: async () => (await dp.send<{ data: Template[] }>({ path: '/checklist', query: { all: 1 } })).data,
    }).data ?? [];
  const [picked, setPicked] = useState<Template | null>(null);
  const template = given ?? picked;
  const [school, setSchool] = useState<Option | null>(quotation?.school ?? null);
  const [chosen, setChosen] = useState<{ id: number; full_name: string }[]>([]);
  const [purpose, setPurpose] = useState(DEFAULT_PURPOSE);
  const timeZone = useTimeZone();
  const [checkIn, setCheckIn] = useState(() => `${todayIn(timeZone)}T${DEFAULT_CHECK_IN_TIME}`);
  const [location, setLocation] = useState(quotation?.location ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const t = (k: string) => translate(`caretaker.inspections.create.${k}`);

  async function submit() {
    const local = validateCreateInspection({ checklist_id: template?.id, school_id: school?.id, members: chosen });
    setErrors(local);
    if (Object.keys(local).length) return;
    setBusy(true);
    try {
      const res = await dp.send<{ data: { id: number } }>({
        method: 'POST',
        path: '/inspection-schedule',
        body: {
          checklist_id: template!.id,
          ...(quotation ? { quotation_id: quotation.id } : {}),
          school_id: school!.id,
          members: chosen.map((m) => m.id),
          purpose,
          location: location || null,
          check_in: checkIn.replace('T', ' '),
        },
      });
      notify('caretaker.inspections.create.created', { type: 'success' });
      navigate(`${LIST_PATH}/${res.data.id}`);
    } catch (e) {
      const fieldErrors = errorBody(e).errors ?? {};
      setErrors(Object.fromEntries(Object.entries(fieldErrors).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v])));
      if (!Object.keys(fieldErrors).length) notify(errorMessage(e), { type: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="create-inspection">
      <DialogTitle id="create-inspection">
        {t('title')}
        {given ? `: ${given.name}` : quotation ? `: ${quotation.reference}` : ''}
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        {!given && (
          <Autocomplete
            options={templates}
            value={picked}
            getOptionLabel={(o) => o.name}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            onChange={(_, v) => setPicked(v)}
            renderInput={(p) => (
              <TextField
                {...p}
                required
                label={t('checklist')}
                error={!!errors.checklist_id}
                helperText={errors.checklist_id}
              />
            )}
          />
        )}
        <Autocomplete
          options={schools}
          value={school}
          getOptionLabel={(o) => o.name}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          onChange={(_, v) => setSchool(v)}
          renderInput={(p) => (
            <TextField {...p} required label={t('school')} error={!!errors.school_id} helperText={errors.school_id} />
          )}
        />
        <Autocomplete
          multiple
          options={members}
          value={chosen}
          getOptionLabel={(o) => o.full_name}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          onChange={(_, v) => setChosen(v)}
          renderInput={(p) => (
            <TextField
              {...p}
              required
              label={t('members')}
              error={!!errors.members}
              helperText={errors.members ? t('members_required') : undefined}
            />
          )}
        />
        <TextField label={t('location')} value={location} onChange={(e) => setLocation(e.target.value)} />
        <TextField label={t('purpose')} value={purpose} onChange={(e) => setPurpose(e.target.value)} />
        <TextField
          type="datetime-local"
          label={t('check_in')}
          value={checkIn}
          onChange={(e) => setCheckIn(e.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 60 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('caretaker.inspections.actions.cancel')}</Button>
        <Button variant="contained" disabled={busy || !school || !template} onClick={() => void submit()}>
          {translate('caretaker.inspections.actions.create')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function StartButton({ onStart }: { onStart: (t: Template) => void }) {
  const record = useRecordContext<Template>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Button size="small" variant="outlined" onClick={() => onStart(record)}>
      {translate('caretaker.inspections.actions.create')}
    </Button>
  );
}

function Filters() {
  const translate = useTranslate();
  const config = useInspectionConfig().data;
  const { filterValues, setFilters } = useListContext();
  const field = (key: 'category' | 'frequency' | 'type', options: readonly string[] | undefined) => (
    <TextField
      select
      size="small"
      sx={{ width: 220 }}
      label={translate(`caretaker.inspections.filters.${key}`)}
      value={(filterValues as Record<string, string>)[key] ?? ''}
      onChange={(e) => setFilters({ ...filterValues, [key]: e.target.value || undefined }, undefined)}
    >
      <MenuItem value="">—</MenuItem>
      {(options ?? []).map((o) => (
        <MenuItem key={o} value={o}>
          {o}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', my: 2 }}>
      {field('category', config?.categories)}
      {field('frequency', config?.frequencies)}
      {field('type', config?.types)}
    </Box>
  );
}

export function ChecklistTemplates() {
  const translate = useTranslate();
  const [template, setTemplate] = useState<Template | null>(null);
  const title = translate('caretaker.inspections.templates_title');
  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mt: 2 }}>
        {title}
      </Typography>
      <List
        resource="checklist"
        title={title}
        actions={false}
        empty={false}
        exporter={false}
        pagination={<ListPagination />}
        sort={{ field: 'name', order: 'ASC' }}
      >
        <Filters />
        <DataTable rowClick={false} bulkActionButtons={false} empty={<NoRecords />}>
          <DataTable.Col source="name" label="caretaker.inspections.columns.name" disableSort />
          <DataTable.Col source="category" label="caretaker.inspections.columns.category" disableSort />
          <DataTable.Col source="frequency" label="caretaker.inspections.columns.frequency" disableSort />
          <DataTable.Col source="type" label="caretaker.inspections.columns.type" disableSort />
          <DataTable.Col label="caretaker.inspections.columns.actions" disableSort>
            <StartButton onStart={setTemplate} />
          </DataTable.Col>
        </DataTable>
      </List>
      {template && <CreateInspectionDialog template={template} onClose={() => setTemplate(null)} />}
    </>
  );
}

export default ChecklistTemplates;
