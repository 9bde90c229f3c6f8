/**
 * A tiny element description shared by rendering and printing: the view maps build `ElSpec` trees,
 * `renderSpec` turns them into React elements and `printSpec` into the equivalent TSX source (eject).
 */
import { createElement, type ComponentType, type ReactElement } from 'react';
import {
  AutocompleteInput,
  BooleanField,
  BooleanInput,
  DataTable,
  DateField,
  DateInput,
  DateTimeInput,
  DeleteButton,
  EditButton,
  EmailField,
  NullableBooleanInput,
  NumberField,
  NumberInput,
  PasswordInput,
  ReferenceField,
  ReferenceInput,
  SelectArrayInput,
  SelectField,
  SelectInput,
  TextArrayField,
  TextField,
  TextInput,
} from 'react-admin';
import { IsoDateInput } from '../components/date/IsoDateInput.js';
import { OptionsInput } from './OptionsInput.js';
import { MoneyField } from './MoneyField.js';
import { ShowWhen } from './ShowWhen.js';

/** A value that renders as `value` and prints as the source text `src`. */
export class Code<T = unknown> {
  constructor(
    public readonly value: T,
    public readonly src: string,
  ) {}
}
export const code = <T,>(value: T, src: string): Code<T> => new Code(value, src);

export interface ElSpec {
  /** Registered component name (see COMPONENTS), e.g. `TextInput` or `DataTable.Col`. */
  c: string;
  props: Record<string, unknown>;
  children?: ElSpec[];
}

export const el = (c: string, props: Record<string, unknown> = {}, children?: ElSpec[]): ElSpec => ({
  c,
  props,
  children,
});

/** The components a spec may name, and the module each is imported from when printed. */
export const COMPONENTS: Record<string, { component: ComponentType<never>; from: string }> = {
  AutocompleteInput: { component: AutocompleteInput, from: 'react-admin' },
  BooleanField: { component: BooleanField, from: 'react-admin' },
  BooleanInput: { component: BooleanInput, from: 'react-admin' },
  'DataTable.Col': { component: DataTable.Col, from: 'react-admin' },
  DateField: { component: DateField, from: 'react-admin' },
  DateInput: { component: DateInput, from: 'react-admin' },
  DateTimeInput: { component: DateTimeInput, from: 'react-admin' },
  DeleteButton: { component: DeleteButton, from: 'react-admin' },
  EditButton: { component: EditButton, from: 'react-admin' },
  EmailField: { component: EmailField, from: 'react-admin' },
  NullableBooleanInput: { component: NullableBooleanInput, from: 'react-admin' },
  NumberField: { component: NumberField, from: 'react-admin' },
  NumberInput: { component: NumberInput, from: 'react-admin' },
  PasswordInput: { component: PasswordInput, from: 'react-admin' },
  ReferenceField: { component: ReferenceField, from: 'react-admin' },
  ReferenceInput: { component: ReferenceInput, from: 'react-admin' },
  SelectArrayInput: { component: SelectArrayInput, from: 'react-admin' },
  SelectInput: { component: SelectInput, from: 'react-admin' },
  SelectField: { component: SelectField, from: 'react-admin' },
  TextArrayField: { component: TextArrayField, from: 'react-admin' },
  TextField: { component: TextField, from: 'react-admin' },
  TextInput: { component: TextInput, from: 'react-admin' },
  IsoDateInput: { component: IsoDateInput, from: '../src/components/date' },
  OptionsInput: { component: OptionsInput, from: '../src/generator' },
  MoneyField: { component: MoneyField, from: '../src/generator' },
  ShowWhen: { component: ShowWhen, from: '../src/generator' },
};

function unwrap(v: unknown): unknown {
  if (v instanceof Code) return v.value;
  if (Array.isArray(v)) return v.map(unwrap);
  return v;
}

export function renderSpec(spec: ElSpec, key?: string | number): ReactElement {
  const entry = COMPONENTS[spec.c];
  if (!entry) throw new Error(`Unknown generator component ${spec.c}`);
  const props: Record<string, unknown> = { key };
  for (const [k, v] of Object.entries(spec.props)) if (v !== undefined) props[k] = unwrap(v);
  const children = spec.children?.map((child, i) => renderSpec(child, i));
  return createElement(entry.component as ComponentType<Record<string, unknown>>, props, ...(children ?? []));
}

function printValue(v: unknown): string {
  if (v instanceof Code) return v.src;
  if (Array.isArray(v)) return `[${v.map(printValue).join(', ')}]`;
  if (v && typeof v === 'object') {
    return `{ ${Object.entries(v as Record<string, unknown>)
      .filter(([, x]) => x !== undefined)
      .map(([k, x]) => `${/^[A-Za-z_$][\w$]*$/.test(k) ? k : JSON.stringify(k)}: ${printValue(x)}`)
      .join(', ')} }`;
  }
  return JSON.stringify(v);
}

function printProp(name: string, v: unknown): string {
  if (v === true) return name;
  if (typeof v === 'string') return `${name}=${JSON.stringify(v)}`;
  return `${name}={${printValue(v)}}`;
}

export function printSpec(spec: ElSpec, indent = ''): string {
  const props = Object.entries(spec.props)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ' ' + printProp(k, v))
    .join('');
  if (!spec.children || spec.children.length === 0) return `${indent}<${spec.c}${props} />`;
  const inner = spec.children.map((c) => printSpec(c, indent + '    ')).join('\n');
  return `${indent}<${spec.c}${props}>\n${inner}\n${indent}</${spec.c}>`;
}

/** Component names used by a spec tree (for the printed import lines). */
export function componentsOf(specs: ElSpec[], into = new Set<string>()): Set<string> {
  for (const s of specs) {
    into.add(s.c.split('.')[0]);
    if (s.children) componentsOf(s.children, into);
  }
  return into;
}
