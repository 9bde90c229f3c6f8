/** The quotation form's header: its fields, their defaults and checks, and the live totals that depend on them. */
import { useMemo, useRef } from 'react';
import { Grid } from '@mui/material';
import { AutocompleteInput, SelectArrayInput, SelectInput, TextInput } from 'react-admin';
import { IsoDateInput } from '../../src/components/date/index.js';
import { useFormContext, useWatch } from 'react-hook-form';
import { QUOTATION_REQUIRED_FIELDS, requireFields } from '../../domain/quotationValidation.js';
import { useQuotationConfig } from './api.js';
import { Totals } from './Totals.js';
import type { Quotation, SchoolOption } from './types.js';
import type { QuotationUser } from './useWorkflowUser.js';
import { nestErrors } from './validation.js';
import { todayIn } from '../../domain/calendar.js';

/** The form's values for a record, or a new one's: dated today in the installation's zone. */
export function headerDefaults(
  record: Quotation | undefined,
  user: QuotationUser,
  timeZone: string,
): Record<string, unknown> {
  const today = () => todayIn(timeZone);
  if (!record) {
    return {
      school_id: user.school_id ?? null,
      date: today(),
      contacts: { attention: '', cc: '', tel: '', fax: '', location: '' },
      job: '',
      job_type: [],
      trade: '',
      remarks: '',
    };
  }
  return {
    school_id: record.school_id ?? record.school?.id ?? null,
    date: record.date ?? today(),
    contacts: { attention: '', cc: '', tel: '', fax: '', location: record.location ?? '', ...(record.contacts ?? {}) },
    job: record.job ?? '',
    job_type: record.job_type ?? [],
    trade: record.trade ?? '',
    remarks: record.remarks ?? '',
  };
}

/** Header rules of domain/quotationValidation.ts (on touch). */
export function validateHeader(values: Record<string, unknown>) {
  return nestErrors(requireFields(values, QUOTATION_REQUIRED_FIELDS));
}

export function HeaderFields({ schools, disabled }: { schools: SchoolOption[]; disabled: boolean }) {
  const config = useQuotationConfig();
  const { setValue, getValues } = useFormContext();
  const previous = useRef<unknown>(getValues('school_id'));
  // Choosing another school takes its contacts (issue 8 §3): a field still blank or still holding the previous school's value
  // is replaced; what the user typed stays.
  const onSchool = (id: unknown) => {
    const s = schools.find((x) => String(x.id) === String(id));
    if (!s) return; // cleared: the next school chosen replaces the last one's contacts
    const before = schools.find((x) => String(x.id) === String(previous.current));
    previous.current = id;
    const take = (field: string, mine: string | null | undefined, theirs: string | null | undefined) => {
      const now = getValues(field);
      if ((!now || now === theirs) && mine) setValue(field, mine, { shouldValidate: true, shouldDirty: true });
    };
    take('contacts.tel', s.telephone, before?.telephone);
    take('contacts.fax', s.fax, before?.fax);
    take('contacts.location', s.address, before?.address);
  };
  const f = (k: string) => `caretaker.quotations.fields.${k}`;
  return (
    <Grid container columnSpacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <AutocompleteInput
          source="school_id"
          label={f('school')}
          choices={schools}
          optionText="name"
          optionValue="id"
          disabled={disabled}
          onChange={onSchool}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <IsoDateInput source="date" label={f('date')} disabled={disabled} fullWidth />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextInput source="contacts.attention" label={f('attention')} disabled={disabled} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextInput source="contacts.cc" label={f('cc')} disabled={disabled} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextInput source="contacts.tel" label={f('telephone')} disabled={disabled} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextInput source="contacts.fax" label={f('fax')} disabled={disabled} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextInput source="contacts.location" label={f('location')} disabled={disabled} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <SelectArrayInput
          source="job_type"
          label={f('job_type')}
          choices={config.job_types}
          optionText="label"
          optionValue="value"
          disabled={disabled}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <SelectInput
          source="trade"
          label={f('trade')}
          choices={config.trades}
          optionText="label"
          optionValue="value"
          disabled={disabled}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextInput source="job" label={f('job')} disabled={disabled} />
      </Grid>
      <Grid size={12}>
        <TextInput source="remarks" label={f('remarks')} multiline disabled={disabled} />
      </Grid>
    </Grid>
  );
}

/** Totals need the school's rates and the quotation date from the header form. */
export function LiveTotals({
  items,
  schools,
  record,
}: {
  items: Parameters<typeof Totals>[0]['items'];
  schools: SchoolOption[];
  record?: Quotation;
}) {
  const [schoolId, date] = useWatch({ name: ['school_id', 'date'] }) as [unknown, string | undefined];
  const school = schools.find((s) => String(s.id) === String(schoolId)) ?? record?.school ?? null;
  const context = useMemo(
    () => ({ less_percent: school?.less_percent ?? null, star_rate: school?.star_rate ?? null, date: date ?? null }),
    [school?.less_percent, school?.star_rate, date],
  );
  return <Totals items={items} context={context} />;
}
