/**
 * The creator's fields of a WSO (spec part 2 §2, §5): all read-only unless the order is the creator's. The ad-hoc form adds
 * category, a school select (filling contact person and address) and the address; the quotation-bound one shows its
 * quotation and school instead.
 */
import { Grid, MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { WSO_DETAILS } from '../../domain/wso.js';
import { IsoDateField } from '../../src/components/date/index.js';
import type { SchoolOption } from './api.js';

export type WsoValues = Record<string, string>;

const TEXT: readonly (readonly [string, 'date' | 'time' | 'text' | 'long'])[] = [
  ['job_location', 'text'],
  ['date', 'date'],
  ['time_received', 'time'],
  ['fault_call_ref_no', 'text'],
  ['fault_call_location', 'text'],
  ['time_arrived_onsite', 'time'],
  ['completed_on', 'date'],
  ['completion_time', 'time'],
  ['work_description', 'long'],
];
const REQUIRED = new Set([
  'date',
  'time_received',
  'fault_call_ref_no',
  'fault_call_location',
  'time_arrived_onsite',
  'completed_on',
  'completion_time',
  'work_description',
  'details',
]);

export function WsoFields({
  values,
  onChange,
  errors,
  disabled,
  adhoc,
  schools,
}: {
  values: WsoValues;
  onChange: (patch: WsoValues) => void;
  errors: Record<string, string>;
  disabled: boolean;
  adhoc: boolean;
  schools: SchoolOption[];
}) {
  const translate = useTranslate();
  const t = (k: string) => translate(`caretaker.wso.form.${k}`);
  const field = (name: string, kind: 'date' | 'time' | 'text' | 'long', required = REQUIRED.has(name)) => {
    const common = {
      fullWidth: true,
      id: `wso-${name}`,
      label: t(name),
      required: required && !disabled,
      disabled,
      error: !!errors[name],
      helperText: errors[name],
    };
    return (
      <Grid key={name} size={{ xs: 12, sm: kind === 'long' ? 12 : 6, md: kind === 'long' ? 12 : 4 }}>
        {kind === 'date' ? (
          // yyyy-MM-dd whatever the browser's locale (a native date input shows mm/dd/yyyy in en-US)
          <IsoDateField {...common} value={values[name]} onChange={(v) => onChange({ [name]: v })} />
        ) : (
          <TextField
            {...common}
            multiline={kind === 'long'}
            minRows={kind === 'long' ? 3 : undefined}
            value={values[name] ?? ''}
            onChange={(e) => onChange({ [name]: e.target.value })}
            // 24-hour HH:mm as the server takes it (a native time input shows 12-hour time in en-US)
            placeholder={kind === 'time' ? 'HH:mm' : undefined}
            slotProps={
              kind === 'time'
                ? { inputLabel: { shrink: true }, htmlInput: { inputMode: 'numeric', maxLength: 5 } }
                : undefined
            }
          />
        )}
      </Grid>
    );
  };
  return (
    <Grid container spacing={2}>
      {adhoc && (
        <>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <TextField
              select
              fullWidth
              id="wso-category"
              label={t('category')}
              value="AD-HOC"
              disabled={disabled}
              required={!disabled}
            >
              <MenuItem value="AD-HOC">{translate('caretaker.wso.category.AD-HOC')}</MenuItem>
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <TextField
              select
              fullWidth
              id="wso-school"
              label={t('school')}
              required={!disabled}
              disabled={disabled}
              value={values.school_id ?? ''}
              error={!!errors.school_id}
              helperText={errors.school_id}
              onChange={(e) => {
                const s = schools.find((x) => String(x.id) === e.target.value);
                onChange({
                  school_id: e.target.value,
                  contact_person: s?.oms[0]?.full_name ?? '',
                  address: s?.address ?? '',
                });
              }}
            >
              {schools.map((s) => (
                <MenuItem key={s.id} value={String(s.id)}>
                  {s.name}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
        </>
      )}
      {field('contact_person', 'text', adhoc)}
      {adhoc && field('address', 'text', true)}
      {TEXT.map(([name, kind]) => field(name, kind, name === 'job_location' ? adhoc : REQUIRED.has(name)))}
      <Grid size={{ xs: 12, sm: 6, md: 4 }}>
        <TextField
          select
          fullWidth
          id="wso-details"
          label={t('details')}
          required={!disabled}
          disabled={disabled}
          value={values.details ?? ''}
          error={!!errors.details}
          helperText={errors.details}
          onChange={(e) => onChange({ details: e.target.value })}
        >
          {Object.keys(WSO_DETAILS).map((k) => (
            <MenuItem key={k} value={k}>
              {translate(`caretaker.wso.details_option.${k}`)}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      {field('remark', 'long', false)}
    </Grid>
  );
}
