/**
 * /excel-export/create (spec part 2 §2, §5, §9): module (required), school, start and end date, and the status and
 * current status lists whose options follow the module. The rule is domain/exports.ts's, checked here before sending
 * and again by the server.
 */
import { useMemo, useState } from 'react';
import {
  Box,
  Breadcrumbs,
  Button,
  Card,
  CardContent,
  Checkbox,
  Link as MuiLink,
  ListItemText,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import {
  EXPORT_MODULES,
  EXPORT_STATUS_OPTIONS,
  validateExportTask,
  type ExportModule,
  type ExportProperties,
} from '../../domain/exports.js';
import { IsoDateField } from '../../src/components/date/index.js';
import { useAction } from '../../src/useAction.js';
import { LIST_PATH, useSchools } from './api.js';

type Form = { module: ExportModule | ''; school: string; start_date: string; end_date: string };

function MultiSelect({
  id,
  label,
  options,
  value,
  onChange,
  error,
}: {
  id: string;
  label: string;
  options: readonly string[];
  value: string[];
  onChange: (v: string[]) => void;
  error?: string;
}) {
  return (
    <TextField
      select
      id={id}
      label={label}
      value={value}
      error={!!error}
      helperText={error}
      slotProps={{
        select: {
          multiple: true,
          renderValue: (v) => (v as string[]).join(', '),
        },
      }}
      onChange={(e) => onChange(e.target.value as unknown as string[])}
    >
      {options.map((o) => (
        <MenuItem key={o} value={o}>
          <Checkbox size="small" checked={value.includes(o)} />
          <ListItemText primary={o} />
        </MenuItem>
      ))}
    </TextField>
  );
}

export function ExportCreate() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const schools = useSchools();
  const [form, setForm] = useState<Form>({ module: '', school: '', start_date: '', end_date: '' });
  const [status, setStatus] = useState<string[]>([]);
  const [current, setCurrent] = useState<string[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const options = form.module ? EXPORT_STATUS_OPTIONS[form.module] : undefined;
  const f = (k: string) => translate(`caretaker.exports.fields.${k}`);
  const properties: ExportProperties = useMemo(
    () => ({
      school: form.school ? Number(form.school) : null,
      start_date: form.start_date || null,
      end_date: form.end_date || null,
      status,
      current_status: current,
    }),
    [form, status, current],
  );

  const create = useAction(() => ({ method: 'POST', path: '/tasks', body: { module: form.module, properties } }), {
    success: (res: { message: string }) => res.message || translate('caretaker.exports.created'),
    onSuccess: () => navigate(LIST_PATH),
    fieldErrors: setErrors,
  });
  const submit = () => {
    const problems = validateExportTask(form.module || undefined, properties);
    const shown = Object.fromEntries(Object.entries(problems).map(([k, v]) => [k, v[0]]));
    setErrors(shown);
    if (Object.keys(shown).length) return;
    create.mutate();
  };

  return (
    <Box sx={{ mt: 2, maxWidth: 900 }}>
      <Breadcrumbs aria-label="breadcrumb" sx={{ mb: 1 }}>
        <MuiLink component={RouterLink} to={LIST_PATH} underline="hover">
          {translate('caretaker.exports.breadcrumb_list')}
        </MuiLink>
        <Typography color="text.primary">{translate('caretaker.exports.breadcrumb_create')}</Typography>
      </Breadcrumbs>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {translate('caretaker.exports.create_title')}
      </Typography>
      <Card>
        <CardContent>
          <Box
            component="form"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              submit();
            }}
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: 'minmax(0,1fr)', md: 'repeat(2, minmax(0,1fr))' },
              gap: 2,
            }}
          >
            <TextField
              select
              required
              id="export-module"
              label={f('module')}
              value={form.module}
              error={!!errors.module}
              helperText={errors.module}
              onChange={(e) => {
                setForm((old) => ({ ...old, module: e.target.value as ExportModule }));
                // The status options follow the module (§9): choices of another module do not carry over.
                setStatus([]);
                setCurrent([]);
              }}
            >
              {EXPORT_MODULES.map((m) => (
                <MenuItem key={m} value={m}>
                  {translate(`caretaker.exports.module.${m}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              id="export-school"
              label={f('school')}
              value={form.school}
              onChange={(e) => setForm((old) => ({ ...old, school: e.target.value }))}
            >
              <MenuItem value="">{translate('caretaker.exports.any')}</MenuItem>
              {schools.map((s) => (
                <MenuItem key={s.id} value={String(s.id)}>
                  {s.name}
                </MenuItem>
              ))}
            </TextField>
            <IsoDateField
              id="export-start"
              label={f('start_date')}
              value={form.start_date}
              error={!!errors['properties.start_date']}
              helperText={errors['properties.start_date']}
              onChange={(v) => setForm((old) => ({ ...old, start_date: v }))}
            />
            <IsoDateField
              id="export-end"
              label={f('end_date')}
              value={form.end_date}
              error={!!errors['properties.end_date']}
              helperText={errors['properties.end_date']}
              onChange={(v) => setForm((old) => ({ ...old, end_date: v }))}
            />
            {options && options.status.length > 0 && (
              <MultiSelect
                id="export-status"
                label={f('status')}
                options={options.status}
                value={status}
                onChange={setStatus}
                error={errors['properties.status']}
              />
            )}
            {options && options.current_status.length > 0 && (
              <MultiSelect
                id="export-current-status"
                label={f('current_status')}
                options={options.current_status}
                value={current}
                onChange={setCurrent}
                error={errors['properties.current_status']}
              />
            )}
            <Box sx={{ gridColumn: '1 / -1', display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
              <Button component={RouterLink} to={LIST_PATH}>
                {translate('caretaker.exports.cancel')}
              </Button>
              <Button type="submit" variant="contained" disabled={create.isPending}>
                {translate('caretaker.exports.submit')}
              </Button>
            </Box>
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}

export default ExportCreate;
