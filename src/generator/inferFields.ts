/**
 * Schema -> field descriptors, and the per-view selections of them (list columns, filters, form inputs,
 * show fields). Pure functions: no React, so they are easy to test and to print (printResourceTsx).
 */
import {
  filterParameters,
  LAST_COLUMN,
  type FilterWidget,
  type ResourceSchema,
  type SchemaProperty,
} from '../../schemas/resource.js';
import type { ChoiceItem, FieldDescriptor, FieldOverrides, FieldType, ServerColumn } from './types.js';

const WIDGET_TYPES: Record<string, FieldType> = {
  text: 'string',
  textarea: 'textarea',
  email: 'email',
  password: 'password',
  number: 'number',
  money: 'money',
  date: 'date',
  select: 'select',
  multiselect: 'multiselect',
  reference: 'reference',
  boolean: 'boolean',
};

function typesOf(p: SchemaProperty): string[] {
  return Array.isArray(p.type) ? [...p.type] : [p.type as string];
}

function toChoices(values: readonly unknown[] | undefined, labels?: Record<string, string>): ChoiceItem[] | undefined {
  if (!values) return undefined;
  return values
    .filter((v): v is string | number => v !== null && v !== undefined)
    .map((v) => ({ id: v, name: labels?.[String(v)] ?? String(v) }));
}

function itemEnum(p: SchemaProperty): readonly unknown[] | undefined {
  const items = p.items as { enum?: readonly unknown[] } | undefined;
  return items && Array.isArray(items.enum) ? items.enum : undefined;
}

/** The field type of one schema property: its x-widget when given, otherwise inferred from type/format/enum. */
export function inferType(p: SchemaProperty): FieldType {
  const types = typesOf(p);
  if (p['x-options-url']) return 'options';
  if (p['x-reference']) return 'reference';
  const widget = p['x-widget'] ? WIDGET_TYPES[p['x-widget']] : undefined;
  if (widget === 'select' && !p.enum) return 'string';
  if (widget) return widget;
  if (types.includes('array')) return 'multiselect';
  if (p.enum) return 'select';
  if (p.format === 'email') return 'email';
  if (p.format === 'date') return 'date';
  if (p.format === 'date-time') return 'datetime';
  if (types.includes('boolean')) return 'boolean';
  if (types.includes('integer') || types.includes('number')) return 'number';
  return 'string';
}

export function describeField(source: string, p: SchemaProperty, required: boolean): FieldDescriptor {
  const type = inferType(p);
  const listFlag = p['x-list'];
  return {
    source,
    type,
    title: p.title,
    required,
    minLength: p.minLength,
    maxLength: p.maxLength,
    minimum: p.minimum,
    maximum: p.maximum,
    pattern: (p as { pattern?: string }).pattern,
    nullable: typesOf(p).includes('null'),
    choices:
      type === 'multiselect'
        ? toChoices(itemEnum(p))
        : type === 'select'
          ? toChoices(p.enum, p['x-enum-labels'])
          : undefined,
    labelledChoices: !!p['x-enum-labels'],
    reference: p['x-reference'] ? { ...p['x-reference'] } : undefined,
    optionsUrl: p['x-options-url'],
    showWhen: p['x-show-when'] ? { ...p['x-show-when'] } : undefined,
    readOnly: !!p.readOnly,
    writeOnly: !!p['x-write-only'],
    listOrder: listFlag === undefined || listFlag === false ? undefined : listFlag === true ? LAST_COLUMN : listFlag,
    filter: p['x-filter'],
    filterRange: p['x-filter'] === 'daterange' ? (filterParameters(source, p) as [string, string]) : undefined,
    sortable: !!p['x-sortable'],
    defaultValue: (p as { default?: unknown }).default,
  };
}

/** Every property of the schema as a descriptor, in schema order, with the overrides applied. */
export function inferFields(schema: ResourceSchema, overrides: FieldOverrides = {}): FieldDescriptor[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties).map(([source, p]) => {
    const d = describeField(source, p, required.has(source));
    return overrides[source] ? { ...d, ...overrides[source] } : d;
  });
}

/** List columns: the server's column configuration decides order and membership when present, else x-list. */
export function listColumns(
  fields: FieldDescriptor[],
  serverColumns?: ServerColumn[] | null,
): (FieldDescriptor & { label?: string })[] {
  const visible = fields.filter((f) => !f.writeOnly);
  if (serverColumns && serverColumns.length > 0) {
    const byName = new Map(visible.map((f) => [f.source, f]));
    return serverColumns
      .filter((c) => !fields.some((f) => f.source === c.field && f.writeOnly))
      .map((c) => {
        const known = byName.get(c.field);
        const base: FieldDescriptor = known ?? {
          source: c.field,
          type: 'string',
          required: false,
          nullable: true,
          readOnly: true,
          writeOnly: false,
          sortable: false,
        };
        return { ...base, label: c.label, sortable: c.sortable ?? base.sortable };
      });
  }
  return visible
    .filter((f) => f.listOrder !== undefined)
    .sort((a, b) => (a.listOrder as number) - (b.listOrder as number));
}

/** Filters, in schema order; a date range is two date filters, on or after and on or before (its query parameters). */
export function filterFields(fields: FieldDescriptor[]): (FieldDescriptor & { filter: PlainFilter })[] {
  return fields
    .filter((f) => f.filter !== undefined && !f.writeOnly)
    .flatMap((f) =>
      f.filter === 'daterange'
        ? (f.filterRange ?? []).map((source) => ({ ...f, source, type: 'date' as const, filter: 'date' as const }))
        : [{ ...f, filter: f.filter as PlainFilter }],
    );
}

/** The filter widgets that are one input. */
export type PlainFilter = Exclude<FilterWidget, 'daterange'>;

/** Form inputs: read-only fields never appear; write-only ones do (a password is typed, never shown). */
export function formFields(fields: FieldDescriptor[]): FieldDescriptor[] {
  return fields.filter((f) => !f.readOnly);
}

export function showFields(fields: FieldDescriptor[]): FieldDescriptor[] {
  return fields.filter((f) => !f.writeOnly);
}

/** Keeps only the properties a form may send: writable schema properties present in the data. */
export function writableData(fields: FieldDescriptor[], data: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of fields) if (!f.readOnly && f.source in data) out[f.source] = data[f.source];
  return out;
}

/** `full_name` -> `Full name` (used when neither a translation nor a title exists). */
export function humanize(source: string): string {
  const s = source.replace(/_id$/, '').replace(/[_-]+/g, ' ').trim();
  return s.charAt(0).toUpperCase() + s.slice(1);
}
