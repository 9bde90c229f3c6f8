/**
 * The filter bar of the inspection-side dashboards (spec part 3 §2, §5): a searchable, clearable school, a month and a
 * year (together they mean the first to the last day of that month), and Search. Month and year start on the current
 * month; clearing the month shows all time. An operations manager's school is fixed by the server's scope anyway.
 */
import { useState, type ReactNode } from 'react';
import { Autocomplete, Box, Button, MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useSchoolOptions, type PeriodFilter } from './api.js';
import { yearOf } from '../../domain/calendar.js';
import { useTimeZone } from '../../src/appConfig.js';
import { useIdentity } from '../../src/useIdentity.js';

const yearsUpTo = (y: number) => Array.from({ length: 8 }, (_, i) => String(y + 1 - i));

export function PeriodFilterBar({
  value,
  onSearch,
  withSchool = true,
  children,
}: {
  value: PeriodFilter;
  onSearch: (f: PeriodFilter) => void;
  withSchool?: boolean;
  children?: ReactNode;
}) {
  const translate = useTranslate();
  const years = yearsUpTo(yearOf(new Date(), useTimeZone()));
  const [v, setV] = useState(value);
  const t = (k: string) => translate(`caretaker.dashboards.filters.${k}`);
  return (
    <FilterForm onSubmit={() => onSearch(v)} actions={children}>
      {withSchool && <SchoolPicker value={v.school_id} onChange={(id) => setV({ ...v, school_id: id })} />}
      <TextField
        select
        size="small"
        sx={{ width: 150 }}
        label={t('month')}
        value={v.month}
        onChange={(e) => setV({ ...v, month: e.target.value })}
      >
        <MenuItem value="">{t('all_time')}</MenuItem>
        {Array.from({ length: 12 }, (_, i) => (
          <MenuItem key={i} value={String(i + 1)}>
            {translate(`caretaker.dashboards.months.${i + 1}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        sx={{ width: 110 }}
        label={t('year')}
        value={v.year}
        onChange={(e) => setV({ ...v, year: e.target.value })}
      >
        {years.map((y) => (
          <MenuItem key={y} value={y}>
            {y}
          </MenuItem>
        ))}
      </TextField>
    </FilterForm>
  );
}

/** The searchable, clearable school choice of the dashboard filters (a school id as a string, '' for all). */
export function SchoolPicker({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const translate = useTranslate();
  const loaded = useSchoolOptions();
  // the user's own school is there before the list has come (an operations manager starts on it)
  const own = useIdentity().identity?.school;
  const schools = loaded.length || !own ? loaded : [own];
  return (
    <Autocomplete
      size="small"
      sx={{ width: { xs: '100%', sm: 280 } }}
      options={schools}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      value={schools.find((s) => String(s.id) === value) ?? null}
      onChange={(_, s) => onChange(s ? String(s.id) : '')}
      renderInput={(params) => <TextField {...params} label={translate('caretaker.dashboards.filters.school')} />}
    />
  );
}

/** A dashboard's filter row: the fields, Search (Enter works too) and the page's extra actions (export). */
export function FilterForm({
  onSubmit,
  children,
  actions,
}: {
  onSubmit: () => void;
  children: ReactNode;
  actions?: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <Box
      component="form"
      role="search"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', my: 2 }}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {children}
      <Button type="submit" variant="contained">
        {translate('caretaker.dashboards.filters.search')}
      </Button>
      {actions}
    </Box>
  );
}
