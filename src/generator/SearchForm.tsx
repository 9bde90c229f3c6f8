/**
 * An area list's filter form from its schema (`x-filter`): the spec's lists search on the button, not while typing,
 * and Reset empties every filter. Text for `search`, a select of `x-options-url` for `select`, a multi-select of the
 * enum with its translated labels (or of `x-options-url`) for `multiselect` (one of them for a `select` of an enum),
 * two dates for `daterange`.
 */
import { useEffect, useState } from 'react';
import { Box, Button, MenuItem, TextField } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { filterParameters, type AreaListSchema, type SchemaProperty } from '../../schemas/resource.js';
import { SEARCH_DEBOUNCE_MS } from '../../domain/constants.js';
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

function OptionsSelect(props: InputProps) {
  const { data } = useOptions(props.p['x-options-url'] ?? '');
  return <Select {...props} options={(data ?? []).map((o) => ({ id: String(o.id), name: o.name }))} />;
}

function EnumSelect(props: InputProps) {
  const enumLabel = useEnumLabel(props.p);
  const values = (props.p['x-filter-options'] ?? props.p.enum ?? []).filter((v) => v !== null).map(String);
  return <Select {...props} options={values.map((v) => ({ id: v, name: enumLabel(v) }))} />;
}

function MultiSelect(props: InputProps) {
  const enumLabel = useEnumLabel(props.p);
  const options = (props.p.enum ?? []).map((v) => ({ id: String(v), name: enumLabel(String(v)) }));
  return <MultiSelectOf {...props} options={options} />;
}

/** Several of the options an API path answers (`x-options-url`), e.g. schools. */
function OptionsMultiSelect(props: InputProps) {
  const { data } = useOptions(props.p['x-options-url'] ?? '');
  return <MultiSelectOf {...props} options={(data ?? []).map((o) => ({ id: String(o.id), name: o.name }))} />;
}

function MultiSelectOf({
  field,
  label,
  values,
  set,
  options,
}: InputProps & { options: { id: string; name: string }[] }) {
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
      {options.map((o) => (
        <MenuItem key={o.id} value={o.id}>
          {o.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

function FilterInput(props: InputProps) {
  const { field, p, label, values, set } = props;
  const widget = p['x-filter'];
  if (widget === 'multiselect' && p['x-options-url']) return <OptionsMultiSelect {...props} />;
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

const same = (a: Filters, b: Filters) => JSON.stringify(a) === JSON.stringify(b);

export function SearchForm({ schema }: { schema: AreaListSchema }) {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const { role } = useIdentity();
  const [values, setValues] = useState<Filters>(filterValues as Filters);
  const live = !!schema['x-area-list'].liveFilters;
  // A live form applies what is typed once typing pauses.
  useEffect(() => {
    if (!live || same(values, filterValues as Filters)) return;
    const timer = setTimeout(() => setFilters(values, undefined), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [live, values, filterValues, setFilters]);
  const prefix = schema['x-area-list'].labels.filters;
  const label = (name: string) => translate(`${prefix}${name}`, { _: schema.properties[name]?.title ?? name });
  const set = (name: string, value: Filters[string]) =>
    setValues((old) => ({ ...old, [name]: (Array.isArray(value) ? value.length : value) ? value : undefined }));
  return (
    <Box
      component="form"
      role="search"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', my: 2 }}
      onSubmit={(e) => {
        e.preventDefault();
        setFilters(values, undefined);
      }}
    >
      {formFilters(schema)
        .filter(([, p]) => !p['x-filter-roles'] || p['x-filter-roles'].includes(role))
        .map(([field, p]) => (
          <FilterInput key={field} field={field} p={p} label={label} values={values} set={set} />
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
