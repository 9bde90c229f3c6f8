/**
 * An area list's filter form from its schema (`x-filter`): the spec's lists search on the button, not while typing,
 * and Reset empties every filter. Text for `search`, a select of `x-options-url` for `select`, a multi-select of the
 * enum with its translated labels (or of the `x-options-url` options) for `multiselect` (one of them for a `select` of
 * an enum), two dates for `daterange`, a switch for `boolean`; a date that names no real day is not searched for. A
 * list with `liveFilters` applies each change at once instead (react-admin waits for the typing to pause). A filter
 * the form does not offer but a link set shows as a chip that removes it when it says so (`x-filter-chip`).
 */
import { useRef, useState } from 'react';
import { Box, Button, Chip, FormControlLabel, MenuItem, Switch, TextField } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { isIsoDate } from '../../domain/dates.js';
import { filterParameters, type AreaListSchema, type SchemaProperty } from '../../schemas/resource.js';
import { IsoDateField } from '../components/date/index.js';
import { useIdentity } from '../useIdentity.js';
import { useOptions } from './OptionsInput.js';

type Filters = Record<string, string | string[] | undefined>;

/** The filters the page's form offers, in schema order. */
export const formFilters = (schema: AreaListSchema) =>
  Object.entries(schema.properties).filter(([, p]) => p['x-filter'] && p['x-filter-form'] !== false) as [
    string,
    SchemaProperty,
  ][];

/** The filters the form does not offer that show as chips while set (`x-filter-chip`: a dashboard link's zone). */
const chipFilters = (schema: AreaListSchema, values: Filters) =>
  Object.entries(schema.properties).flatMap(([field, p]) => {
    const value = values[field];
    return p['x-filter-chip'] && value !== undefined && [value].flat().length ? [[field, value] as const] : [];
  });

/** An enum value's label in the interface language (`x-enum-i18n` + value), the value itself without one. */
export function useEnumLabel(p: SchemaProperty) {
  const translate = useTranslate();
  return (v: string) => (p['x-enum-i18n'] ? translate(`${p['x-enum-i18n']}${v}`, { _: v }) : v);
}

interface InputProps {
  field: string;
  p: SchemaProperty;
  label: (name: string) => string;
  values: Filters;
  set: (name: string, value: Filters[string]) => void;
  /** The date inputs by query parameter, to take the focus when one does not name a real day. */
  dateInputs?: Record<string, HTMLInputElement | null>;
}

/** One choice of a list: the enum's values with their labels, or the options an API path answers. */
function Select({ field, label, values, set, options }: InputProps & { options: { id: string; name: string }[] }) {
  return (
    <TextField
      select
      size="small"
      sx={{ width: 220 }}
      label={label(field)}
      value={values[field] ?? ''}
      onChange={(e) => set(field, e.target.value)}
    >
      <MenuItem value="">—</MenuItem>
      {options.map((o) => (
        <MenuItem key={o.id} value={o.id}>
          {o.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The choices of an `x-options-url` filter: one of them, or several for a multiselect. */
function OptionsSelect(props: InputProps) {
  const { data } = useOptions(props.p['x-options-url'] ?? '');
  const options = (data ?? []).map((o) => ({ id: String(o.id), name: o.name }));
  return props.p['x-filter'] === 'multiselect' ? (
    <MultiSelect {...props} options={options} />
  ) : (
    <Select {...props} options={options} />
  );
}

function EnumSelect(props: InputProps) {
  const enumLabel = useEnumLabel(props.p);
  const values = (props.p['x-filter-options'] ?? props.p.enum ?? []).filter((v) => v !== null).map(String);
  return <Select {...props} options={values.map((v) => ({ id: v, name: enumLabel(v) }))} />;
}

function MultiSelect({
  field,
  p,
  label,
  values,
  set,
  options,
}: InputProps & { options?: { id: string; name: string }[] }) {
  const enumLabel = useEnumLabel(p);
  const choices = options ?? (p.enum ?? []).map((v) => ({ id: String(v), name: enumLabel(String(v)) }));
  return (
    <TextField
      select
      size="small"
      sx={{ width: 220 }}
      label={label(field)}
      value={(values[field] as string[] | undefined) ?? []}
      onChange={(e) => set(field, e.target.value as unknown as string[])}
      slotProps={{ select: { multiple: true } }}
    >
      {choices.map((o) => (
        <MenuItem key={o.id} value={o.id}>
          {o.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

function FilterInput(props: InputProps) {
  const { field, p, label, values, set, dateInputs } = props;
  const widget = p['x-filter'];
  if (widget === 'boolean')
    return (
      <FormControlLabel
        label={label(field)}
        control={
          <Switch checked={values[field] === '1'} onChange={(e) => set(field, e.target.checked ? '1' : undefined)} />
        }
      />
    );
  if (widget === 'multiselect' && p['x-options-url']) return <OptionsSelect {...props} />;
  if (widget === 'multiselect') return <MultiSelect {...props} />;
  if (widget === 'select' && p['x-options-url']) return <OptionsSelect {...props} />;
  if (widget === 'select' && p.enum) return <EnumSelect {...props} />;
  if (widget === 'daterange' || widget === 'date') {
    const names = filterParameters(field, p);
    return names.map((name) => (
      <IsoDateField
        key={name}
        size="small"
        sx={{ width: 170 }}
        label={label(name)}
        value={values[name] as string | undefined}
        onChange={(d) => set(name, d ?? undefined)}
        inputRef={(el: HTMLInputElement | null) => {
          if (dateInputs) dateInputs[name] = el;
        }}
      />
    ));
  }
  return <TextInput {...props} />;
}

/** A text filter, labelled, or with its hint inside when it has one (the hint then names it). */
function TextInput({ field, p, label, values, set }: InputProps) {
  const translate = useTranslate();
  const hint = p['x-placeholder'] && translate(p['x-placeholder']);
  return (
    <TextField
      size="small"
      sx={{ width: hint ? 220 : 180 }}
      label={hint ? undefined : label(field)}
      placeholder={hint || undefined}
      slotProps={hint ? { htmlInput: { 'aria-label': hint } } : undefined}
      value={values[field] ?? ''}
      onChange={(e) => set(field, e.target.value)}
    />
  );
}

export function SearchForm({ schema }: { schema: AreaListSchema }) {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const { role } = useIdentity();
  const [values, setValues] = useState<Filters>(filterValues as Filters);
  const dateInputs = useRef<Record<string, HTMLInputElement | null>>({}).current;
  // A day that does not exist is never searched for (the server refuses it): its field says so and takes the focus.
  const impossibleDate = () =>
    Object.keys(dateInputs).find((name) => {
      const d = values[name];
      return typeof d === 'string' && d !== '' && !isIsoDate(d);
    });
  const prefix = schema['x-area-list'].labels.filters;
  const label = (name: string) => translate(`${prefix}${name}`, { _: schema.properties[name]?.title ?? name });
  const live = !!schema['x-area-list'].liveFilters;
  const set = (name: string, value: Filters[string]) => {
    const next = { ...values, [name]: (Array.isArray(value) ? value.length : value) ? value : undefined };
    setValues(next);
    if (live) setFilters(applicable(next), undefined);
  };
  /** The values a live form applies: a date being typed keeps the one applied before until it names a real day. */
  const applicable = (next: Filters) => {
    const out: Filters = { ...next };
    for (const name of Object.keys(dateInputs)) {
      const d = next[name];
      if (typeof d === 'string' && d !== '' && !isIsoDate(d)) out[name] = (filterValues as Filters)[name];
    }
    for (const k of Object.keys(out)) if (out[k] === undefined) delete out[k];
    return out;
  };
  return (
    <Box
      component="form"
      role="search"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', my: 2 }}
      onSubmit={(e) => {
        e.preventDefault();
        const bad = impossibleDate();
        if (bad) dateInputs[bad]?.focus();
        else setFilters(values, undefined);
      }}
    >
      {formFilters(schema)
        .filter(([, p]) => !p['x-filter-roles'] || p['x-filter-roles'].includes(role))
        .map(([field, p]) => (
          <FilterInput
            key={field}
            field={field}
            p={p}
            label={label}
            values={values}
            set={set}
            dateInputs={dateInputs}
          />
        ))}
      {chipFilters(schema, values).map(([field, value]) => (
        <Chip
          key={field}
          label={`${label(field)}: ${[value].flat().join(', ')}`}
          onDelete={() => set(field, undefined)}
        />
      ))}
      {!live && (
        <>
          <Button type="submit" variant="contained">
            {translate('caretaker.generator.search')}
          </Button>
          <Button
            onClick={() => {
              setValues({});
              setFilters({}, undefined);
            }}
          >
            {translate('caretaker.generator.reset')}
          </Button>
        </>
      )}
    </Box>
  );
}
