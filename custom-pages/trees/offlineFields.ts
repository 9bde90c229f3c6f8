/**
 * A tree inspection's form as the offline merge sees it (domain/offlineMerge.ts compares flat values): each answer is
 * one value named by its tree, its field and, for a custom input, the input — `[12,"condition"]`,
 * `[12,"tree_identity","tree_name"]` — plus `date` for the inspection date. Ticked options are one value (their sorted
 * list as JSON, named `[12,"defects",null]`), so two devices ticking the same boxes in another order agree.
 */
import type { MergeValue } from '../../domain/offlineMerge.js';
import type { TreeField } from '../../domain/treeFields.js';
import type { TreeInspection, TreeItem } from './api.js';

export type FormChange = Record<string, MergeValue>;

export const DATE = 'date';

/** `input`: the custom input's name; null: the field is a list of ticked options. */
type Path = [item: number, field: string, input?: string | null];

const keyOf = (...path: Path) => JSON.stringify(path);

/** The tree, field and input a key names; null for the date and for keys of another kind (`remarks`). */
export function pathOf(key: string): Path | null {
  return key.startsWith('[') ? (JSON.parse(key) as Path) : null;
}

function valueOf(field: TreeField): MergeValue {
  if (Array.isArray(field.value)) return JSON.stringify([...field.value.map(String)].sort());
  return typeof field.value === 'string' ? field.value : '';
}

/** Every answer of the form (photo fields are not answers: photos are sent on their own). */
export function formValues(record: Pick<TreeInspection, 'tree_checklist_items' | 'tree_inspected_at'>): FormChange {
  const out: FormChange = { [DATE]: record.tree_inspected_at ?? '' };
  for (const item of record.tree_checklist_items)
    for (const f of item.fields) {
      if (f.type === 'file') continue;
      if (f.type === 'custom_input')
        for (const x of f.inputs ?? []) out[keyOf(item.id, f.name, x.name)] = x.value ?? '';
      else if (f.type === 'checkbox') out[keyOf(item.id, f.name, null)] = valueOf(f);
      else out[keyOf(item.id, f.name)] = valueOf(f);
    }
  return out;
}

/** What the form holds that differs from the record it was opened on. */
export function formChange(
  record: Pick<TreeInspection, 'tree_checklist_items' | 'tree_inspected_at'>,
  items: TreeItem[],
  date: string,
): FormChange {
  const before = formValues(record);
  const now = formValues({ tree_checklist_items: items, tree_inspected_at: date });
  return Object.fromEntries(Object.entries(now).filter(([k, v]) => k in before && before[k] !== v));
}

/** The values of `keys` in a record (absent ones as null: the tree is gone). */
export function pickValues(
  record: Pick<TreeInspection, 'tree_checklist_items' | 'tree_inspected_at'> | null | undefined,
  keys: string[],
): FormChange {
  const all = record ? formValues(record) : {};
  return Object.fromEntries(keys.map((k) => [k, all[k] ?? null]));
}

const listOf = (text: string) => (text ? (JSON.parse(text) as string[]) : []);

function withFieldValue(field: TreeField, input: string | null | undefined, value: MergeValue): TreeField {
  const text = value === null ? '' : String(value);
  if (input === null) return { ...field, value: listOf(text) };
  if (input !== undefined)
    return { ...field, inputs: (field.inputs ?? []).map((x) => (x.name === input ? { ...x, value: text } : x)) };
  return { ...field, value: text };
}

/** The record with a change laid over it (as the screen shows what waits to be sent). */
export function applyChange<R extends Pick<TreeInspection, 'tree_checklist_items' | 'tree_inspected_at'>>(
  record: R,
  change: FormChange,
): R {
  let items = record.tree_checklist_items;
  let date = record.tree_inspected_at;
  for (const [key, value] of Object.entries(change)) {
    const path = pathOf(key);
    if (!path) {
      date = value === null || value === '' ? null : String(value);
      continue;
    }
    const [itemId, name, input] = path;
    items = items.map((i) =>
      i.id === itemId
        ? { ...i, fields: i.fields.map((f) => (f.name === name ? withFieldValue(f, input, value) : f)) }
        : i,
    );
  }
  return { ...record, tree_checklist_items: items, tree_inspected_at: date };
}

/** The save's `tree_checklist_items`: only the trees and fields the change names. */
export function changedItems(change: FormChange) {
  const byItem = new Map<
    number,
    Map<string, { name: string; value?: unknown; inputs?: { name: string; value: string }[] }>
  >();
  for (const [key, value] of Object.entries(change)) {
    const path = pathOf(key);
    if (!path) continue;
    const [itemId, name, input] = path;
    const fields = byItem.get(itemId) ?? new Map();
    byItem.set(itemId, fields);
    const text = value === null ? '' : String(value);
    if (typeof input === 'string') {
      const f = fields.get(name) ?? { name, inputs: [] };
      f.inputs!.push({ name: input, value: text });
      fields.set(name, f);
    } else fields.set(name, { name, value: input === null ? listOf(text) : text });
  }
  return [...byItem].map(([id, fields]) => ({ id, fields: [...fields.values()] }));
}

/** The field's label, for a person choosing between two values. */
export function labelOf(record: Pick<TreeInspection, 'tree_checklist_items'>, key: string): string | null {
  const path = pathOf(key);
  if (!path) return null;
  const [itemId, name, input] = path;
  const item = record.tree_checklist_items.find((i) => i.id === itemId);
  const field = item?.fields.find((f) => f.name === name);
  const label = typeof input === 'string' ? field?.inputs?.find((x) => x.name === input)?.label : field?.label;
  return label ?? name;
}
