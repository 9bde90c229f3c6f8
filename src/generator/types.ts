/**
 * Field descriptors: the middle step of the generator (schema -> descriptors -> elements), like
 * react-admin's guessers (`ra-core` inference) but fed by a JSON Schema instead of sample records.
 */
import type { ComponentType } from 'react';
import type { ResourceProps, Validator } from 'react-admin';
import type { FilterWidget } from '../../schemas/resource.js';

/** The field types the generator knows; each view maps them to one component (see maps.tsx). */
export type FieldType =
  | 'string'
  | 'email'
  | 'textarea'
  | 'tel'
  | 'number'
  | 'money'
  | 'boolean'
  | 'date'
  | 'datetime'
  | 'select'
  | 'multiselect'
  | 'reference'
  | 'options'
  | 'password';

export interface ChoiceItem {
  id: string | number;
  name: string;
}

export interface ShowWhenRule {
  /** The field whose value decides. */
  field: string;
  /** Values (of the field, or of the referenced record's `via` property) that show this field. */
  in: readonly (string | number)[];
  /** Property of the record referenced by `field` to compare instead of the raw value (e.g. the role's slug). */
  via?: string;
}

export interface FieldDescriptor {
  source: string;
  type: FieldType;
  /** English label from the schema title (the i18n key `resources.<route>.fields.<source>` wins). */
  title?: string;
  required: boolean;
  /** Required on create only (e.g. a password). */
  requiredOnCreate?: boolean;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  nullable: boolean;
  choices?: ChoiceItem[];
  /** The choices carry labels of their own (`x-enum-labels`): cells show the label, not the stored value. */
  labelledChoices?: boolean;
  /** The choices' names are translation keys (e.g. `caretaker.zones.NORTH`), translated where shown. */
  translateChoices?: boolean;
  reference?: { resource: string; display: string };
  optionsUrl?: string;
  showWhen?: ShowWhenRule;
  readOnly: boolean;
  writeOnly: boolean;
  /** Column order in the list, or undefined when not a column. */
  listOrder?: number;
  filter?: FilterWidget;
  /** A date range filter's two query parameters (on or after, on or before). */
  filterRange?: readonly [string, string];
  sortable: boolean;
  /** Path displayed instead of the raw value in list/show (e.g. `school.name`). */
  displaySource?: string;
  /** Extra validators (react-admin Validator functions) appended to the inferred ones. */
  validate?: Validator[];
  helperText?: string;
  /** The schema's `default`: a new record's starting value. */
  defaultValue?: unknown;
}

/** One column of `GET /api/config/{schema $id}`. */
export interface ServerColumn {
  field: string;
  label?: string;
  type?: string;
  sortable?: boolean;
  filter?: string;
  reference?: string;
  options?: unknown[];
}

/** Per-field overrides a resource folder may pass to the generator. */
export type FieldOverrides = Record<string, Partial<FieldDescriptor>>;

export interface GenerateOverrides {
  fields?: FieldOverrides;
  list?: ComponentType;
  create?: ComponentType | false;
  edit?: ComponentType | false;
  show?: ComponentType | false;
  icon?: ComponentType;
  recordRepresentation?: ResourceProps['recordRepresentation'];
}

export type FormMode = 'create' | 'edit';
