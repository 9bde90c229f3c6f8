/** Changing the schedule of rates: one item, items by category and section (Create FSR), a star rate, deleting. */
import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { parseMoney } from '../../../domain/money.js';
import { validateStarRate } from '../../../domain/quotationValidation.js';
import type { Db } from '../../db/index.js';
import type { FsrTable } from '../../db/types.js';
import { audit } from '../../lib/audit.js';
import { unprocessable } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/auth.js';
import {
  blank,
  ITEM_REQUIRED,
  readAmount,
  rethrowTaken,
  searchTextOf,
  TAKEN,
  toFsrRecord,
  trimmed,
  type FsrRow,
  type FsrValues,
} from './records.js';
import { findFsr, takenNumbers } from './repository.js';
import { emptyFieldErrors } from '../../../domain/fieldErrors.js';

/** POST /fsrs: a new item (not a star rate); its item number must be free. Returns the new id. */
export async function createFsrItem(db: Db, request: FastifyRequest, user: AuthUser, v: FsrValues): Promise<number> {
  if ((await takenNumbers(db, [v.item_number as string])).size) throw unprocessable({ item_number: [TAKEN] });
  const now = new Date().toISOString();
  return db
    .transaction()
    .execute(async (trx) => {
      const row = await trx
        .insertInto('fsrs')
        .values({
          category: v.category as string,
          section: (v.section as string) ?? null,
          section_description: (v.section_description as string) ?? null,
          item_number: v.item_number as string,
          name: v.name as string,
          item_group_description: (v.item_group_description as string) ?? null,
          unit: v.unit as string,
          rate_cents: v.rate_cents as number,
          minimum_cents: (v.minimum_cents as number) ?? null,
          is_star_rate: 0,
          search_text: searchTextOf(
            v.item_number as string,
            v.name as string,
            (v.item_group_description as string) ?? null,
          ),
          created_by: user.id,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await audit(trx, request, { action: 'fsr.create', entity: 'fsr', entityId: row.id, after: v });
      return row.id;
    })
    .catch(rethrowTaken);
}

/** PUT/PATCH /fsrs/{id}: the given fields; returns the item as it was. */
export async function updateFsrItem(db: Db, request: FastifyRequest, id: number, v: FsrValues): Promise<FsrRow> {
  const before = await findFsr(db, id);
  if (v.item_number !== undefined && (await takenNumbers(db, [v.item_number as string], id)).size)
    throw unprocessable({ item_number: [TAKEN] });
  const merged = { ...before, ...v } as FsrRow;
  await db
    .transaction()
    .execute(async (trx) => {
      await trx
        .updateTable('fsrs')
        .set({
          ...(v as Record<string, never>),
          search_text: searchTextOf(merged.item_number, merged.name, merged.item_group_description),
          updated_at: new Date().toISOString(),
        })
        .where('id', '=', id)
        .execute();
      await audit(trx, request, {
        action: 'fsr.update',
        entity: 'fsr',
        entityId: id,
        before: toFsrRecord(before),
        after: v,
      });
    })
    .catch(rethrowTaken);
  return before;
}

export async function deleteFsrItem(db: Db, request: FastifyRequest, id: number): Promise<void> {
  const before = await findFsr(db, id);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('fsrs').where('id', '=', id).execute();
    await audit(trx, request, { action: 'fsr.delete', entity: 'fsr', entityId: id, before: toFsrRecord(before) });
  });
}

/** A schedule item to insert: its columns but the star-rate flag, the search text and the bookkeeping. */
export type NewFsrRow = Omit<
  FsrTable,
  'id' | 'is_star_rate' | 'search_text' | 'created_by' | 'created_at' | 'updated_at'
> & {
  rate_cents: number;
  minimum_cents: number | null;
};

/** Inserts schedule items (not star rates), 200 to a statement. */
export async function insertFsrRows(trx: Db, rows: NewFsrRow[], user: AuthUser): Promise<void> {
  const now = new Date().toISOString();
  for (let i = 0; i < rows.length; i += 200) {
    await trx
      .insertInto('fsrs')
      .values(
        rows.slice(i, i + 200).map((r) => ({
          ...r,
          is_star_rate: 0,
          search_text: searchTextOf(r.item_number, r.name, r.item_group_description),
          created_by: user.id,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  }
}

/**
 * Create FSR's blocks (a category, a section and its description, then items) read into rows; every missing field is
 * 'This item is required.' at its path (`fsrs.0.items.2.rate`), an item number repeated in the form or taken already
 * 'The item number has already been taken.'.
 */
async function readFsrBlocks(db: Db, blocks: Record<string, unknown>[]): Promise<NewFsrRow[]> {
  const errors = emptyFieldErrors();
  const rows: NewFsrRow[] = [];
  if (!blocks.length) errors.fsrs = [ITEM_REQUIRED];
  const seen = new Map<string, string>();
  blocks.forEach((block, b) => {
    const head: Record<string, string> = {};
    for (const k of ['category', 'section', 'section_description']) {
      if (blank(block[k])) errors[`fsrs.${b}.${k}`] = [ITEM_REQUIRED];
      else head[k] = String(block[k]).trim();
    }
    const items = Array.isArray(block.items) ? (block.items as Record<string, unknown>[]) : [];
    if (!items.length) errors[`fsrs.${b}.items`] = [ITEM_REQUIRED];
    items.forEach((item, i) => {
      const key = (f: string) => `fsrs.${b}.items.${i}.${f}`;
      for (const k of ['item_number', 'item_description', 'item_group_description', 'unit', 'rate'])
        if (blank(item[k])) errors[key(k)] = [ITEM_REQUIRED];
      const rate = readAmount(item.rate);
      if (rate.error) errors[key('rate')] = [rate.error];
      const min = readAmount(item.minimum);
      if (min.error) errors[key('minimum')] = [min.error];
      const num = trimmed(item.item_number);
      if (num) {
        if (seen.has(num)) errors[key('item_number')] = [TAKEN];
        seen.set(num, key('item_number'));
      }
      if (
        !Object.keys(errors).some((k) => k.startsWith(`fsrs.${b}.items.${i}.`)) &&
        head.category &&
        head.section &&
        head.section_description
      ) {
        rows.push({
          ...(head as { category: string; section: string; section_description: string }),
          item_number: num!,
          name: String(item.item_description).trim(),
          item_group_description: String(item.item_group_description).trim(),
          unit: String(item.unit).trim(),
          rate_cents: rate.cents!,
          minimum_cents: min.cents,
        });
      }
    });
  });
  const taken = await takenNumbers(db, [...seen.keys()]);
  for (const n of taken) errors[seen.get(n)!] = [TAKEN];
  if (Object.keys(errors).length) throw unprocessable(errors);
  return rows;
}

/** POST /fsrs/create: all the blocks' items in one transaction, or none. Returns how many were created. */
export async function createFsrBlocks(
  db: Db,
  request: FastifyRequest,
  user: AuthUser,
  blocks: Record<string, unknown>[],
): Promise<number> {
  const rows = await readFsrBlocks(db, blocks);
  await db
    .transaction()
    .execute(async (trx) => {
      await insertFsrRows(trx, rows, user);
      await audit(trx, request, {
        action: 'fsr.create',
        entity: 'fsr',
        after: { created: rows.length, item_numbers: rows.slice(0, 50).map((r) => r.item_number) },
      });
    })
    .catch(rethrowTaken);
  return rows.length;
}

/**
 * POST /fsrs/create-star-rate: an item priced by the quoter, numbered SR-00042 after its id (a temporary unique number
 * holds the row until the id is known). Returns the new id.
 */
export async function createStarRate(
  db: Db,
  request: FastifyRequest,
  user: AuthUser,
  body: Record<string, unknown>,
): Promise<number> {
  const problems = validateStarRate(body);
  if (Object.keys(problems).length)
    throw unprocessable(Object.fromEntries(Object.entries(problems).map(([k, m]) => [k, [m]])));
  const cents = parseMoney(body.rate)!;
  const description = trimmed(body.item_description ?? body.name) ?? 'Star rate item';
  const category = trimmed(body.category) ?? 'STAR';
  const unit = String(body.unit).trim();
  const now = new Date().toISOString();
  return db.transaction().execute(async (trx) => {
    const temp = `SR-TMP-${crypto.randomUUID()}`;
    const row = await trx
      .insertInto('fsrs')
      .values({
        category,
        section: null,
        section_description: null,
        item_number: temp,
        name: description,
        item_group_description: null,
        unit,
        rate_cents: cents,
        minimum_cents: null,
        is_star_rate: 1,
        // a draft until a quotation carrying it is saved (server/services/quotations/starRateDrafts.ts)
        draft: 1,
        search_text: '',
        created_by: user.id,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const number = `SR-${String(row.id).padStart(5, '0')}`;
    await trx
      .updateTable('fsrs')
      .set({ item_number: number, search_text: searchTextOf(number, description, null) })
      .where('id', '=', row.id)
      .execute();
    await audit(trx, request, {
      action: 'fsr.star-rate',
      entity: 'fsr',
      entityId: row.id,
      after: { rate: cents, unit, category, description },
    });
    return row.id;
  });
}
