/**
 * The schedule of rates (FSR, spec part 2 §5): a database row as the API shows it, and a client's item read into
 * columns with the specification's messages.
 */
import { MSG } from '../../../domain/messages.js';
import { parseMoney, toApiNumber } from '../../../domain/money.js';
import type { FsrTable } from '../../db/types.js';
import { isUniqueError } from '../../lib/crud.js';
import { unprocessable } from '../../lib/errors.js';
import { emptyFieldErrors } from '../../../domain/fieldErrors.js';

export const TAKEN = 'The item number has already been taken.';
/** The Create FSR page's wording (spec part 2 §5). */
export const ITEM_REQUIRED = 'This item is required.';

export type FsrRow = FsrTable & { id: number; creator_name?: string | null };

export const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
export const trimmed = (v: unknown) => (blank(v) ? null : String(v).trim());

/** What the picker's search matches (kept in a column so the search is one indexed-friendly `like`). */
export const searchTextOf = (itemNumber: string, name: string, group: string | null) =>
  `${itemNumber} ${name} ${group ?? ''}`.toLowerCase();

/** Database row -> API record (money in dollars, booleans). */
export function toFsrRecord(r: FsrRow) {
  return {
    id: r.id,
    category: r.category,
    section: r.section,
    section_description: r.section_description,
    item_number: r.item_number,
    name: r.name,
    item_description: r.name,
    item_group_description: r.item_group_description,
    unit: r.unit,
    rate: toApiNumber(Number(r.rate_cents)),
    minimum: r.minimum_cents === null ? null : toApiNumber(Number(r.minimum_cents)),
    is_star_rate: r.is_star_rate === 1,
    created_by: r.created_by ? { id: r.created_by, full_name: r.creator_name ?? null } : null,
    created_at: r.created_at,
    updated_at: r.updated_at,
  };
}

/** A rate or minimum from the client ('1,234.50', 1234.5): cents ≥ 0, or an error text. */
export function readAmount(v: unknown): { cents: number | null; error?: string } {
  if (blank(v)) return { cents: null };
  const cents = parseMoney(v);
  if (cents === null || cents < 0)
    return { cents: null, error: 'Must be a number of at least 0 with at most 2 decimals.' };
  return { cents };
}

export type FsrValues = Partial<Record<keyof FsrTable, unknown>>;

/** Reads one item body (POST /fsrs, PUT /fsrs/{id}) into columns; `partial` leaves absent fields alone. 422 on errors. */
export function readFsrItem(body: Record<string, unknown>, partial: boolean): FsrValues {
  const errors = emptyFieldErrors();
  const values: FsrValues = {};
  const description = body.item_description !== undefined ? body.item_description : body.name;
  const fields: [string, unknown, keyof FsrTable, boolean][] = [
    ['category', body.category, 'category', true],
    ['section', body.section, 'section', false],
    ['section_description', body.section_description, 'section_description', false],
    ['item_number', body.item_number, 'item_number', true],
    ['item_description', description, 'name', true],
    ['item_group_description', body.item_group_description, 'item_group_description', false],
    ['unit', body.unit, 'unit', true],
  ];
  for (const [key, v, col, required] of fields) {
    if (partial && v === undefined) continue;
    if (required && blank(v)) errors[key] = [MSG.required];
    else values[col] = trimmed(v);
  }
  if (!partial || body.rate !== undefined) {
    const rate = readAmount(body.rate);
    if (rate.error) errors.rate = [rate.error];
    else if (rate.cents === null) errors.rate = [MSG.required];
    else values.rate_cents = rate.cents;
  }
  if (!partial || body.minimum !== undefined) {
    const min = readAmount(body.minimum);
    if (min.error) errors.minimum = [min.error];
    else values.minimum_cents = min.cents;
  }
  if (Object.keys(errors).length) throw unprocessable(errors);
  return values;
}

/** A unique-index violation on the item number (a concurrent save) is the same 422 as the check before it. */
export function rethrowTaken(e: unknown): never {
  if (isUniqueError(e)) throw unprocessable({ item_number: [TAKEN] });
  throw e;
}
