/**
 * The schedule of rates (FSR items) by item number and category. An item number is unique across the whole schedule
 * (the Create FSR page and the item form refuse a taken one), so a row whose number belongs to another category — or to
 * a star rate — is a problem, not a second item. Quotations keep their own copy of each item's figures
 * (quotation_items.rate_cents …), so a changed rate never changes a stored quotation.
 */
import { FSR_CATEGORIES } from '../../../schemas/fsr.js';
import { MSG } from '../../../domain/messages.js';
import { auditMany } from '../../lib/audit.js';
import { readAmount, searchTextOf, TAKEN } from '../fsr/records.js';
import { tooLong } from './cells.js';
import { rowProblems, sameValues, type ImportKind, type ImportPlan } from './types.js';

interface FsrValues {
  id?: number;
  category: string;
  section: string | null;
  section_description: string | null;
  item_number: string;
  name: string;
  item_group_description: string | null;
  unit: string;
  rate_cents: number;
  minimum_cents: number | null;
}

const FIELDS = [
  'category',
  'section',
  'section_description',
  'name',
  'item_group_description',
  'unit',
  'rate_cents',
  'minimum_cents',
] as const;
/** The longest text each column holds (the table's and the FSR form's limits). */
const MAX: Record<string, number> = {
  category: 40,
  section: 100,
  section_description: 2000,
  item_number: 64,
  item_group_description: 2000,
  item_description: 4000,
  unit: 40,
};
const REQUIRED = ['category', 'item_number', 'item_description', 'unit', 'rate'] as const;
/** Optional text columns: a column the file leaves out keeps the stored value (a file of rates only changes rates). */
const OPTIONAL = [
  ['section', 'section'],
  ['section_description', 'section_description'],
  ['item_group_description', 'item_group_description'],
] as const;

export const fsrImport: ImportKind<FsrValues> = {
  name: 'fsr',
  permission: 'fsr.create',
  keyColumns: ['item_number', 'category'],
  // The older FSR workbook named the description column "name".
  aliases: { name: 'item_description' },
  columns: [
    { key: 'category', required: true, description: `The trade: ${FSR_CATEGORIES.join(', ')}.`, example: 'BLDG' },
    { key: 'section', description: 'Section code (at most 100 characters).', example: 'B1' },
    { key: 'section_description', description: 'What the section covers.', example: 'Preliminaries' },
    {
      key: 'item_number',
      required: true,
      description: 'The item’s number, unique in the schedule; with the category, the item’s key.',
      example: 'B1.1.001',
    },
    { key: 'item_group_description', description: 'The group the item belongs to.', example: 'Site establishment' },
    { key: 'item_description', required: true, description: 'What the item is.', example: 'Hoarding, 2.4 m high' },
    { key: 'unit', required: true, description: 'Unit of measure (m2, m, no, item …).', example: 'm' },
    { key: 'rate', required: true, description: 'Rate in S$, at most 2 decimals.', example: '125.50' },
    { key: 'minimum', description: 'Minimum charge in S$, at most 2 decimals; empty for none.', example: '' },
  ],

  async plan(db, rows) {
    const stored = await db
      .selectFrom('fsrs')
      .select([
        'id',
        'category',
        'section',
        'section_description',
        'item_number',
        'name',
        'item_group_description',
        'unit',
        'rate_cents',
        'minimum_cents',
        'is_star_rate',
      ])
      .execute();
    const byNumber = new Map(stored.map((s) => [s.item_number, s]));
    // A trade, or a category the schedule already uses (an older schedule's own words); matched in any case.
    const categories = new Map<string, string>();
    for (const c of FSR_CATEGORIES) categories.set(c.toLowerCase(), c);
    for (const s of stored) if (!s.is_star_rate) categories.set(s.category.toLowerCase(), s.category);
    const seen = new Map<string, number>();
    const out: ImportPlan<FsrValues> = { planned: [], problems: [] };
    for (const { row, cells } of rows) {
      const p = rowProblems(row, out.problems);
      const get = (k: string) => cells.get(k) ?? '';
      for (const c of REQUIRED) if (!get(c)) p.add(c, MSG.required);
      const rate = readAmount(get('rate'));
      if (rate.error) p.add('rate', rate.error);
      const minimum = readAmount(get('minimum'));
      if (minimum.error) p.add('minimum', minimum.error);
      for (const [c, max] of Object.entries(MAX)) if (get(c).length > max) p.add(c, tooLong(max));
      const category = get('category') ? categories.get(get('category').toLowerCase()) : undefined;
      if (get('category') && !category)
        p.add('category', `The category must be one of ${[...new Set(categories.values())].join(', ')}.`);
      const number = get('item_number');
      const before = number ? byNumber.get(number) : undefined;
      if (number) {
        const twin = seen.get(number);
        if (twin) p.add('item_number', `The item number is repeated (first on row ${twin}).`);
        else seen.set(number, row);
        if (before?.is_star_rate) p.add('item_number', `${TAKEN} (a star rate item)`);
        else if (before && category && before.category !== category) p.add('item_number', TAKEN);
      }
      if (!p.ok) continue;
      const value: FsrValues = {
        category: category!,
        section: null,
        section_description: null,
        item_number: number,
        name: get('item_description'),
        item_group_description: null,
        unit: get('unit'),
        rate_cents: rate.cents!,
        minimum_cents: minimum.cents,
      };
      for (const [column, field] of OPTIONAL)
        value[field] = cells.has(column) ? get(column) || null : (before?.[field] ?? null);
      if (!cells.has('minimum') && before)
        value.minimum_cents = before.minimum_cents === null ? null : Number(before.minimum_cents);
      out.planned.push({
        row,
        key: `${number} ${value.category}`,
        action: !before ? 'create' : sameValues(before, value, FIELDS) ? 'unchanged' : 'update',
        value: { ...value, id: before?.id },
      });
    }
    return out;
  },

  async apply(trx, planned, request) {
    const now = new Date().toISOString();
    const created = planned.filter((r) => r.action === 'create');
    for (let i = 0; i < created.length; i += 200)
      await trx
        .insertInto('fsrs')
        .values(
          created.slice(i, i + 200).map(({ value: { id: _id, ...v } }) => ({
            ...v,
            is_star_rate: 0,
            search_text: searchTextOf(v.item_number, v.name, v.item_group_description),
            created_by: request.user?.id ?? null,
            created_at: now,
            updated_at: now,
          })),
        )
        .execute();
    const entries = [];
    for (const { action, value } of planned) {
      const { id, ...values } = value;
      if (action === 'update')
        await trx
          .updateTable('fsrs')
          .set({
            ...values,
            search_text: searchTextOf(values.item_number, values.name, values.item_group_description),
            updated_at: now,
          })
          .where('id', '=', id!)
          .execute();
      if (action !== 'unchanged')
        entries.push({ action: `fsr.import.${action}`, entity: 'fsr', entityId: id ?? null, after: values });
    }
    await auditMany(trx, request, entries);
  },
};
