/**
 * Quotation items in and out: the client's item list is read, checked field by field, priced with domain/pricing.ts
 * (the one implementation the browser uses too) and turned into rows; stored rows are turned back into the API shape.
 * Nothing here computes an amount itself.
 */
import { formatScaled, parseMoney, parseQuantity, QTY_SCALE, toApiNumber } from '../../../domain/money.js';
import {
  computeQuotation,
  CUSTODIAL_RATE_CENTS,
  CUSTODIAL_UNIT,
  rowKind,
  type PricingItemInput,
  type QuotationTotals,
} from '../../../domain/pricing.js';
import { custodialExceedsError, quantityError, QUOTATION_MSG } from '../../../domain/quotationValidation.js';
import type { Db } from '../../db/index.js';
import type { QuotationItemTable } from '../../db/types.js';
import { referenceId } from '../../lib/validation.js';

/** The item table shows 1,000 rows a page (spec part 2 §9); headers and notes come on top. */
export const MAX_ITEMS = 2000;

type Errors = Record<string, string[]>;
type Obj = Record<string, unknown>;

/** An FSR row whose rate in the schedule is not the rate the client sent (it showed, and the user signed, an older figure). */
export interface RateChange {
  index: number;
  item_number: string | null;
  rate_sent: string;
  rate: string;
}

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const isFalse = (v: unknown) => v === false || v === 0 || v === '0' || v === 'false';
const text = (v: unknown, max: number): string | null => (blank(v) ? null : String(v).slice(0, max));

/** A row ready to insert (quotation_id and sort added by the caller). */
export type ItemRow = Omit<QuotationItemTable, 'id' | 'quotation_id'>;

export interface SubRowStored {
  item_description: string | null;
  quantity_milli: number;
  amount_cents: number;
}

/** The API shape of one item (docs/api-quotations.md, QuotationItem). */
export function presentItem(r: Omit<ItemRow, 'sort'> & { id?: number; quotation_id?: number }) {
  const subRows = (JSON.parse(r.sub_rows || '[]') as SubRowStored[]).map((s) => ({
    item_description: s.item_description,
    quantity: s.quantity_milli / QTY_SCALE,
    unit: CUSTODIAL_UNIT,
    rate: toApiNumber(CUSTODIAL_RATE_CENTS),
    amount: toApiNumber(s.amount_cents),
  }));
  const kind = r.kind as 'item' | 'header' | 'note' | 'star_rate';
  return {
    id: r.id ?? null,
    serial_no: r.serial_no,
    kind,
    fsr_id: r.fsr_id,
    item_number: r.item_number,
    item_group_description: r.item_group_description,
    item_description: r.item_description,
    note: r.note,
    quantity: Number(r.quantity_milli) / QTY_SCALE,
    unit: r.unit,
    rate: kind === 'header' || kind === 'note' ? '' : formatScaled(Number(r.rate_cents), 2, false),
    minimum: r.minimum_cents === null ? null : toApiNumber(Number(r.minimum_cents)),
    amount: toApiNumber(Number(r.amount_cents)),
    is_star_rate: r.is_star_rate === 1,
    is_active: r.is_active === 1,
    hasHeader: kind === 'header',
    header: r.header,
    subRows,
    documents: [] as unknown[],
    quotation_id: r.quotation_id ?? null,
  };
}
export type PresentedItem = ReturnType<typeof presentItem>;

/** The fields of a client's item that reading, checking and pricing use (nothing else of it is kept). */
type SentItem = Record<
  | 'serial_no'
  | 'kind'
  | 'fsr_id'
  | 'item_number'
  | 'item_group_description'
  | 'item_description'
  | 'note'
  | 'header'
  | 'unit'
  | 'rate'
  | 'quantity'
  | 'minimum'
  | 'is_star_rate'
  | 'is_active'
  | 'hasHeader'
  | 'subRows',
  unknown
> &
  PricingItemInput &
  Obj;

/**
 * A copy of a client's item holding every field of SentItem, in one order: 200 items of one shape keep the checks and
 * pricing that read them on V8's fast path (a spread copy that then gained the schedule's fields cost ~15 µs an item).
 */
const readItem = (v: Obj): SentItem => ({
  serial_no: v.serial_no,
  kind: v.kind,
  fsr_id: v.fsr_id,
  item_number: v.item_number,
  item_group_description: v.item_group_description,
  item_description: v.item_description,
  note: v.note,
  header: v.header,
  unit: v.unit,
  rate: v.rate,
  quantity: v.quantity,
  minimum: v.minimum,
  is_star_rate: v.is_star_rate,
  is_active: v.is_active,
  hasHeader: v.hasHeader,
  subRows: v.subRows as PricingItemInput['subRows'],
});

const TEXT_LIMITS = [
  ['item_number', 64],
  ['unit', 40],
  ['item_description', 4000],
  ['item_group_description', 2000],
  ['note', 4000],
  ['header', 2000],
] as const;

/**
 * Reads the client's quotation_items (already JSON-parsed). FSR rows (fsr_id of a non-star FSR item) take the schedule's current
 * rate, minimum and texts; star-rate and free rows keep the rate sent. Errors are keyed `quotation_items.{i}.{field}`.
 * `drafts` receives the star rates the items carry that are still drafts (the save adopts them).
 */
export async function readItems(
  db: Db,
  raw: unknown,
  errors: Errors,
  changes: RateChange[] = [],
  drafts: number[] = [],
): Promise<PricingItemInput[] & Obj[]> {
  if (blank(raw)) return [];
  if (!Array.isArray(raw)) {
    errors.quotation_items = ['Must be a list of items.'];
    return [];
  }
  if (raw.length > MAX_ITEMS) {
    errors.quotation_items = [`May not have more than ${MAX_ITEMS} items.`];
    return [];
  }
  const fsrIds = [...new Set(raw.map((i) => referenceId((i as Obj)?.fsr_id)).filter((n) => n !== null))];
  const fsrs = new Map<
    number,
    {
      rate_cents: number;
      minimum_cents: number | null;
      is_star_rate: number;
      item_number: string;
      name: string;
      item_group_description: string | null;
      unit: string;
      draft: number | undefined;
    }
  >();
  for (let i = 0; i < fsrIds.length; i += 500) {
    const rows = await db
      .selectFrom('fsrs')
      .select([
        'id',
        'rate_cents',
        'minimum_cents',
        'is_star_rate',
        'item_number',
        'name',
        'item_group_description',
        'unit',
        'draft',
      ])
      .where('id', 'in', fsrIds.slice(i, i + 500))
      .execute();
    for (const r of rows)
      fsrs.set(r.id, {
        ...r,
        rate_cents: Number(r.rate_cents),
        minimum_cents: r.minimum_cents === null ? null : Number(r.minimum_cents),
      });
  }
  const out: (PricingItemInput & Obj)[] = [];
  raw.forEach((value, i) => {
    const key = (f: string) => `quotation_items.${i}.${f}`;
    if (!value || typeof value !== 'object' || Array.isArray(value)) {
      errors[`quotation_items.${i}`] = ['Must be an object.'];
      return;
    }
    const item = readItem(value as Obj);
    const fsrId = referenceId(item.fsr_id);
    const fsr = fsrId !== null ? fsrs.get(fsrId) : undefined;
    if (!blank(item.fsr_id) && !fsr) errors[key('fsr_id')] = ['The selected FSR item is invalid.'];
    if (fsr && fsr.is_star_rate === 0) {
      const sent = blank(item.rate) ? null : parseMoney(item.rate);
      if (sent !== null && sent !== fsr.rate_cents) {
        changes.push({
          index: i,
          item_number: fsr.item_number,
          rate_sent: formatScaled(sent, 2, false),
          rate: formatScaled(fsr.rate_cents, 2, false),
        });
      }
      item.rate = formatScaled(fsr.rate_cents, 2, false);
      item.minimum = fsr.minimum_cents === null ? null : formatScaled(fsr.minimum_cents, 2, false);
      item.item_number ??= fsr.item_number;
      item.item_description ??= fsr.name;
      item.item_group_description ??= fsr.item_group_description;
      item.unit ??= fsr.unit;
      item.is_star_rate = false;
    } else if (fsr) {
      item.is_star_rate = true;
      item.item_number ??= fsr.item_number;
      item.item_description ??= fsr.name;
      item.unit ??= fsr.unit;
      if (blank(item.rate)) item.rate = formatScaled(fsr.rate_cents, 2, false);
    }
    if (fsr?.draft) drafts.push(fsrId!);
    if (item.kind === 'header' && blank(item.hasHeader)) item.hasHeader = true;
    if (item.kind === 'star_rate') item.is_star_rate = true;
    const subRowsListed = Array.isArray(item.subRows ?? []);
    if (!subRowsListed) errors[key('subRows')] = ['Must be a list.'];
    const kind = rowKind(item);
    if (kind === 'header' && blank(item.header)) errors[key('header')] = [QUOTATION_MSG.required];
    if (kind === 'item' || kind === 'inactive') {
      const rate = blank(item.rate) ? 0 : parseMoney(item.rate);
      if (rate === null || rate < 0) errors[key('rate')] = ['Must be a number of at least 0 with at most 2 decimals.'];
      const quantityProblem = quantityError(item.quantity);
      if (quantityProblem) errors[key('quantity')] = [quantityProblem];
      const minimum = blank(item.minimum) ? 0 : parseMoney(item.minimum);
      if (minimum === null || minimum < 0)
        errors[key('minimum')] = ['Must be a number of at least 0 with at most 2 decimals.'];
      const lines = subRowsListed ? ((item.subRows as Obj[] | undefined) ?? []) : [];
      let linesValid = true;
      lines.forEach((line, j) => {
        // Blank is missing; anything else unreadable or out of range gets the quantity rule's own message.
        const problem = blank(line?.quantity) ? QUOTATION_MSG.required : quantityError(line.quantity);
        if (problem) {
          errors[`${key('subRows')}.${j}.quantity`] = [problem];
          linesValid = false;
        }
        if (blank(line?.item_description)) errors[`${key('subRows')}.${j}.item_description`] = [QUOTATION_MSG.required];
      });
      const priceable = linesValid && lines.length > 0 && quantityProblem === null && !errors[key('rate')];
      const exceeds = priceable ? custodialExceedsError(item) : null;
      if (exceeds) errors[key('subRows')] = [exceeds];
    }
    if (!blank(item.serial_no) && !/^\d{1,6}$/.test(String(item.serial_no).trim()))
      errors[key('serial_no')] = ['Must be a whole number.'];
    for (const [f, max] of TEXT_LIMITS) {
      if (!blank(item[f]) && String(item[f]).length > max)
        errors[key(f)] = [`May not be greater than ${max} characters.`];
    }
    out.push(item);
  });
  return out as PricingItemInput[] & Obj[];
}

export interface PricingContext {
  date: string;
  lessBp: number | null;
  starBp: number | null;
}

/** Prices the items with domain/pricing.ts and answers the rows to store and the totals. */
export function priceItems(
  items: (PricingItemInput & Obj)[],
  ctx: PricingContext,
): { rows: ItemRow[]; totals: QuotationTotals } {
  const { rows: prices, totals } = computeQuotation(items, {
    date: ctx.date,
    school: {
      less_percent: ctx.lessBp === null ? null : ctx.lessBp / 100,
      star_rate: ctx.starBp === null ? null : ctx.starBp / 100,
    },
  });
  let serial = 0;
  const rows = items.map((item, i): ItemRow => {
    const price = prices[i];
    const kind =
      price.kind === 'header' ? 'header' : price.kind === 'note' ? 'note' : price.isStarRate ? 'star_rate' : 'item';
    const priced = kind === 'item' || kind === 'star_rate';
    const given = Number(String(item.serial_no ?? '').trim());
    if (priced) serial = !blank(item.serial_no) && Number.isInteger(given) ? given : serial + 1;
    const subRows: SubRowStored[] =
      price.kind === 'item'
        ? ((item.subRows as Obj[] | undefined) ?? []).map((line, j) => ({
            item_description: text(line.item_description, 2000),
            quantity_milli: price.custodial[j]?.quantity ?? 0,
            amount_cents: price.custodial[j]?.amount ?? 0,
          }))
        : [];
    return {
      sort: i,
      serial_no: priced ? serial : 0,
      kind,
      fsr_id: referenceId(item.fsr_id),
      item_number: text(item.item_number, 64),
      item_group_description: text(item.item_group_description, 2000),
      item_description: text(item.item_description, 4000),
      note: text(item.note, 4000),
      header: text(item.header, 2000),
      unit: text(item.unit, 40),
      rate_cents: priced ? (parseMoney(item.rate) ?? 0) : 0,
      quantity_milli: priced ? (parseQuantity(blank(item.quantity) ? 0 : item.quantity) ?? 0) : 0,
      minimum_cents: price.minimum,
      amount_cents: price.amount,
      is_star_rate: price.isStarRate ? 1 : 0,
      is_active: isFalse(item.is_active) ? 0 : 1,
      sub_rows: JSON.stringify(subRows),
    };
  });
  return { rows, totals };
}

/** Quotation columns holding the totals (cents and basis points). */
export function totalsColumns(t: QuotationTotals) {
  return {
    gst_bp: t.gst_percent,
    less_percent_bp: t.less_percent,
    star_rate_bp: t.star_rate_percent,
    fsr_raw_total_cents: t.fsr_total,
    custodial_total_cents: t.custodial_total,
    custodial_count: t.custodial_count,
    fsr_less_cents: t.fsr_less,
    fsr_sub_total_cents: t.fsr_sub_total,
    star_rate_total_cents: t.star_rate_total,
    star_rate_add_cents: t.star_rate_add,
    star_rate_sub_total_cents: t.star_rate_sub_total,
    sub_total_cents: t.sub_total,
    gst_cents: t.gst,
    total_cents: t.total,
  };
}

/** Stored columns -> the domain's QuotationTotals (to present them with presentQuotationTotals). */
export function totalsFromRow(q: Record<string, unknown>): QuotationTotals {
  const n = (k: string) => Number(q[k] ?? 0);
  return {
    less_percent: n('less_percent_bp'),
    star_rate_percent: n('star_rate_bp'),
    gst_percent: n('gst_bp'),
    fsr_total: n('fsr_raw_total_cents'),
    custodial_total: n('custodial_total_cents'),
    custodial_count: n('custodial_count'),
    fsr_final_total: n('fsr_raw_total_cents') - n('custodial_total_cents'),
    fsr_less: n('fsr_less_cents'),
    fsr_sub_total: n('fsr_sub_total_cents'),
    star_rate_total: n('star_rate_total_cents'),
    star_rate_add: n('star_rate_add_cents'),
    star_rate_sub_total: n('star_rate_sub_total_cents'),
    sub_total: n('sub_total_cents'),
    gst: n('gst_cents'),
    total: n('total_cents'),
    claim_sub_total: n('sub_total_cents'),
    claim_gst: n('gst_cents'),
  };
}
