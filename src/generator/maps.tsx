/**
 * One type -> component map per view (list column, form input, show field, filter), as in react-admin's
 * guessers. Each entry returns an `ElSpec`, so the same map renders the screen and prints its TSX.
 */
import type { FilterWidget } from '../../schemas/resource.js';
import { code, el, type ElSpec } from './spec.js';
import type { FieldDescriptor, FieldType, FormMode } from './types.js';
import { validatorsFor } from './validation.js';

export interface MapContext {
  /** A translated label; left out when printing (the i18n key `resources.<route>.fields.<source>` applies). */
  label?: string;
  mode?: FormMode;
}

type FieldMap = Record<FieldType, (f: FieldDescriptor, ctx: MapContext) => ElSpec>;
type FilterMap = Record<Exclude<FilterWidget, 'daterange'>, (f: FieldDescriptor, ctx: MapContext) => ElSpec>;

const text = (f: FieldDescriptor, ctx: MapContext) =>
  el('TextField', { source: f.displaySource ?? f.source, label: ctx.label });
const reference = (f: FieldDescriptor, ctx: MapContext) =>
  f.displaySource
    ? text(f, ctx)
    : el('ReferenceField', { source: f.source, reference: f.reference?.resource, link: false, label: ctx.label }, [
        el('TextField', { source: f.reference?.display ?? 'name' }),
      ]);

const MINUTES = { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' } as const;

/** Display of a value inside a show layout or a list cell. */
const displayMap: FieldMap = {
  string: text,
  textarea: text,
  tel: text,
  password: text,
  select: (f, ctx) =>
    f.labelledChoices
      ? el('SelectField', { source: f.source, label: ctx.label, choices: choicesOf(f), translateChoice: false })
      : text(f, ctx),
  options: text,
  email: (f, ctx) => el('EmailField', { source: f.source, label: ctx.label }),
  number: (f, ctx) => el('NumberField', { source: f.source, label: ctx.label }),
  money: (f, ctx) => el('MoneyField', { source: f.source, label: ctx.label }),
  boolean: (f, ctx) => el('BooleanField', { source: f.source, label: ctx.label }),
  // en-CA prints yyyy-MM-dd, sv-SE with these options yyyy-MM-dd HH:mm (spec: dates as yyyy-MM-dd, 24-hour times)
  date: (f, ctx) => el('DateField', { source: f.source, label: ctx.label, locales: 'en-CA' }),
  datetime: (f, ctx) =>
    el('DateField', { source: f.source, label: ctx.label, locales: 'sv-SE', showTime: true, options: MINUTES }),
  multiselect: (f, ctx) => el('TextArrayField', { source: f.source, label: ctx.label }),
  reference,
};

/** List cells: every display wrapped in a DataTable column (sortable only when x-sortable). */
export const listFieldMap: FieldMap = Object.fromEntries(
  (Object.keys(displayMap) as FieldType[]).map((t) => [
    t,
    (f: FieldDescriptor, ctx: MapContext) =>
      el('DataTable.Col', { source: f.source, label: ctx.label, disableSort: f.sortable ? undefined : true }, [
        displayMap[t](f, {}),
      ]),
  ]),
) as FieldMap;

export const showFieldMap: FieldMap = {
  ...displayMap,
  textarea: (f, ctx) => el('TextField', { source: f.source, label: ctx.label, sx: { whiteSpace: 'pre-wrap' } }),
};

function inputProps(f: FieldDescriptor, ctx: MapContext): Record<string, unknown> {
  const validate = validatorsFor(f, ctx.mode ?? 'create');
  return {
    source: f.source,
    label: ctx.label,
    validate: validate.length ? validate : undefined,
    helperText: f.helperText,
    // The schema's `default` starts a new record (a BooleanInput would otherwise send false against default: true).
    defaultValue: (ctx.mode ?? 'create') === 'create' ? f.defaultValue : undefined,
  };
}

const choicesOf = (f: FieldDescriptor) => code(f.choices ?? [], JSON.stringify(f.choices ?? []));
const TEL_PARSE = code(
  (v: string) => (v ? v.replace(/[^0-9+ ]/g, '') : null),
  "(v: string) => (v ? v.replace(/[^0-9+ ]/g, '') : null)",
);

export const inputMap: FieldMap = {
  string: (f, ctx) => el('TextInput', inputProps(f, ctx)),
  // no type="email": the browser's own check would block the submit before our message shows
  email: (f, ctx) =>
    el('TextInput', { ...inputProps(f, ctx), autoComplete: 'email', slotProps: { htmlInput: { inputMode: 'email' } } }),
  textarea: (f, ctx) => el('TextInput', { ...inputProps(f, ctx), multiline: true, minRows: 3 }),
  tel: (f, ctx) =>
    el('TextInput', {
      ...inputProps(f, ctx),
      type: 'tel',
      slotProps: { htmlInput: { inputMode: 'numeric' } },
      parse: TEL_PARSE,
    }),
  password: (f, ctx) => el('PasswordInput', { ...inputProps(f, ctx), autoComplete: 'new-password' }),
  number: (f, ctx) => el('NumberInput', inputProps(f, ctx)),
  // Cents exactly: the server refuses a third decimal, so the input steps by one cent.
  money: (f, ctx) => el('NumberInput', { ...inputProps(f, ctx), step: 0.01, min: 0 }),
  boolean: (f, ctx) => el('BooleanInput', inputProps(f, ctx)),
  date: (f, ctx) => el('IsoDateInput', inputProps(f, ctx)),
  datetime: (f, ctx) => el('DateTimeInput', inputProps(f, ctx)),
  select: (f, ctx) =>
    el('SelectInput', {
      ...inputProps(f, ctx),
      choices: choicesOf(f),
      translateChoice: !!f.translateChoices,
      emptyText: f.nullable ? ' ' : undefined,
    }),
  multiselect: (f, ctx) =>
    el('SelectArrayInput', { ...inputProps(f, ctx), choices: choicesOf(f), translateChoice: false }),
  options: (f, ctx) => el('OptionsInput', { ...inputProps(f, ctx), url: f.optionsUrl }),
  reference: (f, ctx) => {
    const { source, ...rest } = inputProps(f, ctx);
    const display = f.reference?.display ?? 'name';
    return el(
      'ReferenceInput',
      { source, reference: f.reference?.resource, perPage: 100, sort: { field: display, order: 'ASC' } },
      [
        el('AutocompleteInput', {
          ...rest,
          optionText: display,
          filterToQuery: code((q: string) => ({ [display]: q }), `(q: string) => ({ ${display}: q })`),
        }),
      ],
    );
  },
};

export const filterMap: FilterMap = {
  search: (f, ctx) => el('TextInput', { source: f.source, label: ctx.label, alwaysOn: true, resettable: true }),
  select: (f, ctx) =>
    el('SelectInput', {
      source: f.source,
      label: ctx.label,
      alwaysOn: true,
      choices: choicesOf(f),
      translateChoice: false,
    }),
  multiselect: (f, ctx) =>
    el('SelectArrayInput', {
      source: f.source,
      label: ctx.label,
      alwaysOn: true,
      choices: choicesOf(f),
      translateChoice: false,
    }),
  reference: (f, ctx) => {
    const display = f.reference?.display ?? 'name';
    return el(
      'ReferenceInput',
      {
        source: f.source,
        reference: f.reference?.resource,
        alwaysOn: true,
        perPage: 100,
        sort: { field: display, order: 'ASC' },
      },
      [
        el('AutocompleteInput', {
          label: ctx.label,
          optionText: display,
          filterToQuery: code((q: string) => ({ [display]: q }), `(q: string) => ({ ${display}: q })`),
        }),
      ],
    );
  },
  date: (f, ctx) => el('IsoDateInput', { source: f.source, label: ctx.label, alwaysOn: true }),
  boolean: (f, ctx) => el('NullableBooleanInput', { source: f.source, label: ctx.label, alwaysOn: true }),
};

/** A form input, wrapped in its field condition when the descriptor has one. */
export function inputSpec(f: FieldDescriptor, ctx: MapContext, fields: FieldDescriptor[]): ElSpec {
  const input = inputMap[f.type](f, ctx);
  if (!f.showWhen) return input;
  const reference = fields.find((x) => x.source === f.showWhen?.field)?.reference?.resource;
  return el(
    'ShowWhen',
    {
      source: f.source,
      field: f.showWhen.field,
      in: code(f.showWhen.in, JSON.stringify(f.showWhen.in)),
      via: f.showWhen.via,
      reference,
    },
    [input],
  );
}
