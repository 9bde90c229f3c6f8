/**
 * The quotation item list as the form edits it: pure operations (insert above/below, replace, remove,
 * serial numbers, sort by serial, headers, notes, custodial discounts) over an immutable array, so
 * only the rows that change get a new object (and re-render). Amounts come from ./pricing.ts, which
 * delegates to domain/pricing.ts, the code the server runs too.
 */
import { applyCustodialDiscount, rowKind } from '../../domain/pricing.js';
import { sortItemsBySerial } from '../../domain/quotationValidation.js';
import { priceItem } from './pricing.js';
import type { FsrOption, QuotationItem } from './types.js';

let seq = 0;
export function newKey(): string {
  seq += 1;
  return `k${Date.now().toString(36)}${seq}`;
}

function truthy(v: unknown): boolean {
  return v === true || v === 1 || v === '1' || v === 'true';
}

/** An item made from an FSR option (quantity 1). */
export function itemFromOption(option: FsrOption, serial: number): QuotationItem {
  const minimum =
    option.minimum === null || option.minimum === undefined || option.minimum === ''
      ? null
      : Number(String(option.minimum).replace(/,/g, ''));
  return priceItem({
    key: newKey(),
    id: null,
    fsr_id: option.value,
    serial_no: String(serial),
    item_number: option.item_number ?? '',
    item_group_description: option.item_group_description ?? '',
    item_description: option.item_description ?? option.label ?? '',
    note: null,
    quantity: '1',
    unit: option.unit ?? '',
    rate: String(option.rate ?? '0'),
    amount: 0,
    minimum: Number.isFinite(minimum) ? minimum : null,
    is_star_rate: truthy(option.is_star_rate),
    is_active: true,
    hasHeader: false,
    header: null,
    subRows: [],
  });
}

/** Items from the API get a client key and their own figures recomputed. */
export function fromServer(items: Partial<QuotationItem>[] | null | undefined): QuotationItem[] {
  return (items ?? []).map((raw) =>
    priceItem({
      ...(raw as QuotationItem),
      key: newKey(),
      serial_no:
        raw.serial_no === undefined ||
        raw.serial_no === null ||
        (raw as { kind?: string }).kind === 'note' ||
        (raw as { kind?: string }).kind === 'header'
          ? ''
          : String(raw.serial_no),
      item_number: raw.item_number ?? '',
      item_group_description: raw.item_group_description ?? '',
      item_description: raw.item_description ?? '',
      quantity: raw.quantity === undefined || raw.quantity === null ? '0' : String(raw.quantity),
      unit: raw.unit ?? '',
      rate: raw.rate === undefined || raw.rate === null ? '' : String(raw.rate),
      amount: Number(raw.amount ?? 0),
      is_star_rate: truthy(raw.is_star_rate),
      hasHeader: truthy(raw.hasHeader) || (raw as { kind?: string }).kind === 'header',
      subRows: (raw.subRows ?? []).map((s) => ({ ...s, quantity: String(s.quantity) })),
    }),
  );
}

/** Serial numbers 1..n over the priced rows in the current order (header rows carry none). */
export function renumber(items: QuotationItem[]): QuotationItem[] {
  let n = 0;
  return items.map((item) => {
    const kind = rowKind(item);
    const serial = kind === 'header' || kind === 'note' ? '' : String(++n);
    return item.serial_no === serial ? item : { ...item, serial_no: serial };
  });
}

export type Position = 'up' | 'down';

export function insertAt(
  items: QuotationItem[],
  index: number,
  position: Position,
  item: QuotationItem,
): QuotationItem[] {
  const at = position === 'up' ? index : index + 1;
  return renumber([...items.slice(0, at), item, ...items.slice(at)]);
}

export function append(items: QuotationItem[], added: QuotationItem[]): QuotationItem[] {
  return renumber([...items, ...added]);
}

/** The FSR item of a row is replaced; its serial number, quantity, header and note stay. */
export function replaceAt(items: QuotationItem[], index: number, option: FsrOption): QuotationItem[] {
  const old = items[index];
  if (!old) return items;
  const fresh = itemFromOption(option, Number(old.serial_no) || index + 1);
  const next = priceItem({
    ...fresh,
    key: old.key,
    id: old.id,
    serial_no: old.serial_no,
    quantity: old.quantity,
    hasHeader: old.hasHeader,
    header: old.header,
    note: old.note,
    subRows: old.subRows,
  });
  return items.map((it, i) => (i === index ? next : it));
}

export function removeAt(items: QuotationItem[], index: number): QuotationItem[] {
  return renumber(items.filter((_, i) => i !== index));
}

export type EditableField = 'serial_no' | 'quantity' | 'rate' | 'item_description';

/** One field of one row; the row's amount is recomputed (serial numbers are sorted on request only). */
export function setField(items: QuotationItem[], index: number, field: EditableField, value: string): QuotationItem[] {
  const old = items[index];
  if (!old || old[field] === value) return items;
  const next =
    field === 'serial_no' || field === 'item_description'
      ? { ...old, [field]: value }
      : priceItem({ ...old, [field]: value });
  const out = items.slice();
  out[index] = next;
  return out;
}

/** A header row (no amount) inserted above the row at `index`. */
export function headerRow(header: string): QuotationItem {
  return {
    key: newKey(),
    id: null,
    fsr_id: null,
    serial_no: '',
    item_number: '',
    item_group_description: '',
    item_description: '',
    note: null,
    quantity: '',
    unit: '',
    rate: '',
    amount: 0,
    minimum: null,
    is_star_rate: false,
    is_active: true,
    hasHeader: true,
    header,
    subRows: [],
  };
}

export function addHeader(items: QuotationItem[], index: number, header: string): QuotationItem[] {
  return insertAt(items, index, 'up', headerRow(header));
}

export function setHeader(items: QuotationItem[], index: number, header: string): QuotationItem[] {
  return items.map((it, i) => (i === index ? { ...it, header } : it));
}

export function setNote(items: QuotationItem[], index: number, note: string | null): QuotationItem[] {
  return items.map((it, i) => (i === index ? { ...it, note } : it));
}

export type SortResult = { ok: true; items: QuotationItem[]; message: string } | { ok: false; error: string };

/** Sort by serial number (domain rule: refused on duplicates, headers travel with the row below them). */
export function sortBySerial(items: QuotationItem[]): SortResult {
  const result = sortItemsBySerial(items);
  return 'error' in result
    ? { ok: false, error: result.error }
    : { ok: true, items: result.items, message: result.message };
}

export interface DiscountInput {
  custodial_discount_quantity: string | number;
  custodial_discount_description: string;
  discount_application: 'selected_item' | 'all';
}

/** Custodial discount lines (250 × quantity, unit 'no') on one item or on every non-star-rate item (domain rule). */
export function applyDiscount(
  items: QuotationItem[],
  index: number | null,
  input: DiscountInput,
): { items: QuotationItem[]; applied: number[] } {
  const { items: next, applied } = applyCustodialDiscount(items, input, index ?? undefined);
  return {
    items: next.map((it, i) => (it === items[i] ? it : priceItem(it as QuotationItem))) as QuotationItem[],
    applied,
  };
}

export function removeDiscount(items: QuotationItem[], index: number, subIndex: number): QuotationItem[] {
  return items.map((it, i) =>
    i === index ? { ...it, subRows: (it.subRows ?? []).filter((_, j) => j !== subIndex) } : it,
  );
}

/** The payload shape of `quotation_items` (client keys dropped). */
export function toPayload(
  items: QuotationItem[],
): (Omit<QuotationItem, 'key' | 'serial_no'> & { kind: string; serial_no: number | null })[] {
  return items.map((item) => {
    const { key: _key, ...rest } = item;
    const kind = rowKind(item);
    return {
      ...rest,
      serial_no: kind === 'header' || kind === 'note' || rest.serial_no === '' ? null : Number(rest.serial_no),
      kind: kind === 'header' || kind === 'note' ? kind : item.is_star_rate ? 'star_rate' : 'item',
    };
  });
}

export type ItemAction =
  | { type: 'set'; items: QuotationItem[] }
  | { type: 'append'; items: QuotationItem[] }
  | { type: 'field'; index: number; field: EditableField; value: string }
  | { type: 'insert'; index: number; position: Position; item: QuotationItem }
  | { type: 'replace'; index: number; option: FsrOption }
  | { type: 'remove'; index: number }
  | { type: 'addHeader'; index: number; header: string }
  | { type: 'setHeader'; index: number; header: string }
  | { type: 'note'; index: number; note: string | null }
  | { type: 'discount'; index: number | null; input: DiscountInput }
  | { type: 'removeDiscount'; index: number; subIndex: number };

/** The item list reducer of the quotation form. */
export function itemsReducer(items: QuotationItem[], action: ItemAction): QuotationItem[] {
  switch (action.type) {
    case 'set':
      return action.items;
    case 'append':
      return append(items, action.items);
    case 'field':
      return setField(items, action.index, action.field, action.value);
    case 'insert':
      return insertAt(items, action.index, action.position, action.item);
    case 'replace':
      return replaceAt(items, action.index, action.option);
    case 'remove':
      return removeAt(items, action.index);
    case 'addHeader':
      return addHeader(items, action.index, action.header);
    case 'setHeader':
      return setHeader(items, action.index, action.header);
    case 'note':
      return setNote(items, action.index, action.note);
    case 'discount':
      return applyDiscount(items, action.index, action.input).items;
    case 'removeDiscount':
      return removeDiscount(items, action.index, action.subIndex);
    default:
      return items;
  }
}
