/**
 * The claim's header fields (spec part 2 §2 "Claim form"): fund type, trade, job type, school, zone and zone code,
 * attention, cc, telephone, fax, claim date, location, job, date of site measurement. Which of school, zone and zone code
 * are required follows the fund rules of domain/claimValidation.ts (the same the server applies).
 */
import { Grid, MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ZONES } from '../../domain/constants.js';
import { schoolRequired } from '../../domain/claimValidation.js';
import { IsoDateField } from '../../src/components/date/index.js';
import type { ClaimConfig } from './api.js';

export type HeaderValues = Record<string, string | string[]>;

export const CONTACT_FIELDS = ['attention', 'cc', 'tel', 'fax', 'location'] as const;

export function ClaimHeader({
  values,
  onChange,
  errors,
  disabled,
  config,
  schools,
}: {
  values: HeaderValues;
  onChange: (patch: HeaderValues) => void;
  errors: Record<string, string>;
  disabled: boolean;
  config: ClaimConfig | undefined;
  schools: { id: number; name: string; zone: string }[];
}) {
  const translate = useTranslate();
  const t = (k: string) => translate(`caretaker.claims.form.${k}`);
  const text = (
    name: string,
    opts: { required?: boolean; type?: string; errorKey?: string; multiline?: boolean } = {},
  ) => (
    <Grid key={name} size={{ xs: 12, sm: 6, md: opts.multiline ? 12 : 4 }}>
      {opts.type === 'date' ? (
        // yyyy-MM-dd whatever the browser's locale (a native date input shows mm/dd/yyyy in en-US)
        <IsoDateField
          fullWidth
          id={`claim-${name}`}
          label={t(name)}
          required={opts.required && !disabled}
          disabled={disabled}
          value={(values[name] as string) ?? ''}
          error={!!errors[opts.errorKey ?? name]}
          helperText={errors[opts.errorKey ?? name]}
          onChange={(v) => onChange({ [name]: v })}
        />
      ) : (
        <TextField
          fullWidth
          id={`claim-${name}`}
          label={t(name)}
          type={opts.type ?? 'text'}
          multiline={opts.multiline}
          required={opts.required && !disabled}
          disabled={disabled}
          value={(values[name] as string) ?? ''}
          error={!!errors[opts.errorKey ?? name]}
          helperText={errors[opts.errorKey ?? name]}
          onChange={(e) => onChange({ [name]: e.target.value })}
        />
      )}
    </Grid>
  );
  const select = (
    name: string,
    options: { id: string; name: string }[],
    opts: { required?: boolean; multiple?: boolean } = {},
  ) => (
    <Grid key={name} size={{ xs: 12, sm: 6, md: 4 }}>
      <TextField
        select
        fullWidth
        id={`claim-${name}`}
        label={t(name === 'school_id' ? 'school' : name)}
        required={opts.required && !disabled}
        disabled={disabled}
        value={values[name] ?? (opts.multiple ? [] : '')}
        error={!!errors[name]}
        helperText={errors[name]}
        onChange={(e) => onChange({ [name]: e.target.value as string | string[] })}
        slotProps={{ select: { multiple: opts.multiple } }}
      >
        {!opts.multiple && <MenuItem value="">—</MenuItem>}
        {options.map((o) => (
          <MenuItem key={o.id} value={o.id}>
            {o.name}
          </MenuItem>
        ))}
      </TextField>
    </Grid>
  );
  const fund = values.source_fund as string;
  return (
    <Grid container spacing={2}>
      {select(
        'source_fund',
        (config?.source_funds ?? []).map((f) => ({ id: f, name: f })),
        { required: true },
      )}
      {select(
        'trade',
        (config?.trades ?? []).map((x) => ({ id: x.id, name: x.name })),
        { required: true },
      )}
      {select(
        'job_type',
        (config?.job_types ?? []).map((j) => ({ id: j, name: j.replace(/_/g, ' ') })),
        {
          required: true,
          multiple: true,
        },
      )}
      {select(
        'school_id',
        schools.map((s) => ({ id: String(s.id), name: s.name })),
        { required: schoolRequired(fund, values.job_type) },
      )}
      {select(
        'zone',
        ZONES.map((z) => ({ id: z, name: z })),
        { required: fund === 'MOE' },
      )}
      {text('zone_code', { required: fund === 'MOE' })}
      {text('attention', { required: true, errorKey: 'contacts.attention' })}
      {text('cc')}
      {text('tel', { required: true, errorKey: 'contacts.tel' })}
      {text('fax')}
      {text('date', { required: true, type: 'date' })}
      {text('location', { required: true, errorKey: 'contacts.location' })}
      {text('job', { required: true, multiline: true })}
      {text('date_of_site_measurement', { required: true, type: 'date' })}
    </Grid>
  );
}
