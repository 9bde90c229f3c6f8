/**
 * Tree checklists (spec part 3 §3 "Tree inspection / checklist"): a tree's section is a list of dynamic fields described by
 * data. The field model's JSON Schema is schemas/treeField.ts; this file holds the types, what a value of each type may be,
 * and the submit rules. A new field type is one entry here, one in the schema and one in the UI's component map.
 */
import { isIsoDate } from './dates.js';
import type { FieldErrors } from './quotationValidation.js';

export const TREE_FIELD_TYPES = [
  'textarea',
  'text',
  'radio',
  'checkbox',
  'custom_input',
  'dropdown',
  'report',
  'file',
] as const;
export type TreeFieldType = (typeof TREE_FIELD_TYPES)[number];

/** The photo fields (spec: before_photo, after_photo, inspect_photo); their value is the list of attachment ids. */
export const TREE_PHOTO_FIELDS = ['before_photo', 'after_photo', 'inspect_photo'] as const;
export type TreePhotoField = (typeof TREE_PHOTO_FIELDS)[number];

export interface TreeFieldInput {
  name: string;
  label: string;
  value: string;
}

export interface TreeField {
  type: TreeFieldType;
  name: string;
  label: string;
  /** text, textarea, radio, dropdown: a string; report: 'yes' | 'no' | ''; checkbox: the ticked options; file: attachment ids. */
  value?: string | string[] | number[] | null;
  options?: string[];
  /** custom_input: the named inputs (tree_id, tree_name, …). */
  inputs?: TreeFieldInput[];
  display?: { class?: string };
}

export const TREE_CATEGORIES = ['TREE-INSPECTION', 'PALM-INSPECTION'] as const;
export const TREE_STATUSES = ['DRAFT', 'SUBMITTED'] as const;
export type TreeStatus = (typeof TREE_STATUSES)[number];

export const TREE_MSG = {
  signature: 'Signature is required',
  inspectedAt: 'Inspection date is required',
  filterActive: 'Please reset the filter to submit',
  submitConfirm: 'Are you sure you want to submit this checklist?',
  saved: 'Checklist successfully updated',
  submitted: 'Successfully updated inspection checklist',
  created: 'Request has been processed',
  deleted: 'Successfully deleted',
  fileDeleted: 'Successfully deleted file',
  schoolUpdated: 'Successfully updated the school',
  regenerated: 'Successfully regenerated report. Please wait for 3 minutes.',
  readOnly: 'This tree inspection has been submitted and can no longer be changed.',
  stale: 'This tree inspection was changed by someone else. Reload it and try again.',
  lastTree: 'A tree inspection keeps at least one tree.',
  dateFormat: 'Inspection date must be a date (yyyy-MM-dd).',
} as const;

const MAX_TEXT = 5000;

/** The value a field gets when a tree is added: empty of the field's kind. */
export function blankValue(field: TreeField): TreeField {
  if (field.type === 'custom_input')
    return { ...field, inputs: (field.inputs ?? []).map((i) => ({ ...i, value: '' })) };
  return { ...field, value: field.type === 'checkbox' || field.type === 'file' ? [] : '' };
}

/** Null when `value` may be stored in `field`, else the problem in words. */
export function fieldValueProblem(field: TreeField, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  switch (field.type) {
    case 'text':
    case 'textarea':
      return typeof value === 'string' && value.length <= MAX_TEXT ? null : `At most ${MAX_TEXT} characters.`;
    case 'radio':
    case 'dropdown':
      return value === '' || (typeof value === 'string' && (field.options ?? []).includes(value))
        ? null
        : 'Choose one of the options.';
    case 'report':
      return value === '' || value === 'yes' || value === 'no' ? null : 'Choose yes or no.';
    case 'checkbox':
      return Array.isArray(value) && value.every((v) => typeof v === 'string' && (field.options ?? []).includes(v))
        ? null
        : 'Tick only the options offered.';
    case 'custom_input':
      // The inputs' values travel as {name: value}; a bare '' (the form's untouched value) changes nothing.
      if (value === '') return null;
      return typeof value === 'object' &&
        !Array.isArray(value) &&
        Object.entries(value as Record<string, unknown>).every(
          ([k, v]) => (field.inputs ?? []).some((i) => i.name === k) && typeof v === 'string' && v.length <= 191,
        )
        ? null
        : 'Fill in only the inputs offered.';
    case 'file':
      // Photos are added and removed through the evidence calls, never written as a value.
      return 'Photos are uploaded as evidence, not sent as a value.';
  }
}

/** The sent value written into the field (a copy); custom_input values are an object keyed by input name. */
export function withValue(field: TreeField, value: unknown): TreeField {
  if (field.type === 'custom_input') {
    const byName = (value && typeof value === 'object' ? value : {}) as Record<string, string>;
    return { ...field, inputs: (field.inputs ?? []).map((i) => ({ ...i, value: byName[i.name] ?? i.value })) };
  }
  return { ...field, value: value as TreeField['value'] };
}

/** 'check all' (spec §2): every report field answered yes. */
export const checkAllReports = (fields: TreeField[]): TreeField[] =>
  fields.map((f) => (f.type === 'report' ? { ...f, value: 'yes' } : f));

/** The tree's label in lists and the report: its custom inputs (tree id and name) or its sequence. */
export function treeLabel(fields: TreeField[], sequence: number): string {
  const inputs = fields.find((f) => f.type === 'custom_input')?.inputs ?? [];
  const text = inputs
    .map((i) => i.value)
    .filter(Boolean)
    .join(' — ');
  return text || `Tree ${sequence}`;
}

/** Spec §5 "Tree checklist": submitting needs an inspection date and a signature; a section filter must be reset. */
export function treeSubmitErrors(p: {
  tree_inspected_at?: unknown;
  signed: boolean;
  /** Items the request covers vs. items the inspection has: fewer means the form was filtered. */
  coversAll: boolean;
}): FieldErrors {
  const errors: FieldErrors = {};
  if (!p.coversAll) errors.tree_checklist_items = TREE_MSG.filterActive;
  if (typeof p.tree_inspected_at !== 'string' || !p.tree_inspected_at.trim())
    errors.tree_inspected_at = TREE_MSG.inspectedAt;
  else if (!isIsoDate(p.tree_inspected_at)) errors.tree_inspected_at = TREE_MSG.dateFormat;
  if (!p.signed) errors.signature = TREE_MSG.signature;
  return errors;
}
