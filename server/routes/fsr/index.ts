import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { MSG } from '../../../domain/messages.js';
import { parseMoney, toApiNumber } from '../../../domain/money.js';
import { validateStarRate } from '../../../domain/quotationValidation.js';
import {
  FSR_CATEGORIES,
  FSR_UNITS,
  fsrCreateBodySchema,
  fsrItemBodySchema,
  fsrSchema,
  starRateBodySchema,
} from '../../../schemas/fsr.js';
import type { FsrTable } from '../../db/types.js';
import { audit } from '../../lib/audit.js';
import { isUniqueError } from '../../lib/crud.js';
import { notFound, unprocessable } from '../../lib/errors.js';
import { likeContains, multi, pageOf, pagedResponse, pagingQuerySchema, wantsAll } from '../../lib/paging.js';
import { columnDefs } from '../../lib/schemaRegistry.js';
import importRoutes from './import.js';
import {
  arrayOf,
  bool,
  created,
  dataMessage,
  int,
  nullableStr,
  num,
  objectOf,
  ok,
  pagedOf,
  recordOf,
  str as textSchema,
} from '../../lib/openapi/responses.js';
import { fsrRecord, resourceConfig } from '../../lib/openapi/records.js';

const fsrOptions = objectOf({
  data: objectOf({
    options: arrayOf(
      objectOf({
        value: int,
        label: textSchema,
        item_number: textSchema,
        item_description: textSchema,
        item_group_description: nullableStr,
        unit: textSchema,
        rate: num,
        is_star_rate: bool,
        minimum: { type: ['number', 'null'] },
        category: textSchema,
      }),
    ),
    hasMore: bool,
  }),
});

export const OPTIONS_PAGE_SIZE = 30;
const idParams = { type: 'object', properties: { id: { type: 'integer', minimum: 1 } }, required: ['id'] } as const;
const SORTABLE = new Set(['item_number', 'name', 'category', 'rate', 'id']);
const TAKEN = 'The item number has already been taken.';
/** The Create FSR page's wording (spec part 2 §5). */
const ITEM_REQUIRED = 'This item is required.';

type FsrRow = FsrTable & { id: number; creator_name?: string | null };

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const str = (v: unknown) => (blank(v) ? null : String(v).trim());

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

export default async function fsrRoutes(app: FastifyInstance) {
  const db = app.db;
  const selectFsr = () =>
    db
      .selectFrom('fsrs')
      .leftJoin('users', 'users.id', 'fsrs.created_by')
      .selectAll('fsrs')
      .select('users.full_name as creator_name');
  const findOne = async (id: number) => {
    const row = await selectFsr().where('fsrs.id', '=', id).executeTakeFirst();
    if (!row) throw notFound('FSR item not found.');
    return row as FsrRow;
  };
  const takenNumbers = async (numbers: string[], exceptId?: number) => {
    const out = new Set<string>();
    for (let i = 0; i < numbers.length; i += 500) {
      let q = db
        .selectFrom('fsrs')
        .select('item_number')
        .where('item_number', 'in', numbers.slice(i, i + 500));
      if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
      for (const r of await q.execute()) out.add(r.item_number);
    }
    return out;
  };

  app.get(
    '/config/fsr',
    { config: { permission: 'fsr.view' }, schema: { tags: ['fsr'], response: ok(resourceConfig) } },
    async () => ({
      data: {
        columns: columnDefs(fsrSchema),
        resource: 'fsr',
        path: '/fsrs',
        route: 'works-order/fsr',
        categories: FSR_CATEGORIES,
        units: FSR_UNITS,
      },
    }),
  );

  const listQuery = {
    type: 'object',
    properties: {
      ...pagingQuerySchema,
      category: { type: 'string', maxLength: 40 },
      'category[]': { type: 'array', items: { type: 'string', maxLength: 40 }, maxItems: 20 },
      item_number: { type: 'string', maxLength: 64 },
      name: { type: 'string', maxLength: 191 },
      section: { type: 'string', maxLength: 100 },
      is_star_rate: { type: 'string', enum: ['1', '0', 'true', 'false', ''] },
    },
    additionalProperties: true,
  } as const;

  app.get(
    '/fsrs',
    {
      config: { permission: 'fsr.view' },
      schema: { tags: ['fsr'], querystring: listQuery, response: ok(pagedOf(fsrRecord)) },
    },
    async (request) => {
      const q = request.query as Record<string, string | undefined> & { page?: number; per_page?: number };
      let qb = selectFsr();
      const cats = multi(q, 'category');
      if (cats?.length) qb = qb.where('fsrs.category', 'in', cats);
      if (q.item_number)
        qb = qb.where(sql<boolean>`lower(fsrs.item_number) like ${likeContains(q.item_number)} escape '\\'`);
      if (q.name) {
        const term = likeContains(q.name);
        qb = qb.where(
          sql<boolean>`(lower(fsrs.name) like ${term} escape '\\' or lower(coalesce(fsrs.item_group_description, '')) like ${term} escape '\\')`,
        );
      }
      if (q.section) qb = qb.where('fsrs.section', '=', q.section);
      if (q.is_star_rate === '1' || q.is_star_rate === 'true') qb = qb.where('fsrs.is_star_rate', '=', 1);
      if (q.is_star_rate === '0' || q.is_star_rate === 'false') qb = qb.where('fsrs.is_star_rate', '=', 0);
      const sortField = q.sort && SORTABLE.has(q.sort) ? (q.sort === 'rate' ? 'rate_cents' : q.sort) : 'item_number';
      const dir = q.order?.toLowerCase() === 'desc' ? 'desc' : 'asc';
      qb = qb.orderBy(`fsrs.${sortField}` as 'fsrs.item_number', dir).orderBy('fsrs.id', dir);
      if (wantsAll(q as { all?: string }))
        return { data: (await qb.limit(5000).execute()).map((r) => toFsrRecord(r as FsrRow)) };
      const page = pageOf(q);
      const rows = await qb
        .select(sql<number>`count(*) over()`.as('__total'))
        .limit(page.perPage)
        .offset((page.page - 1) * page.perPage)
        .execute();
      let total = Number(rows[0]?.__total ?? 0);
      if (!rows.length && page.page > 1)
        total = Number(
          (
            await qb
              .clearOrderBy()
              .clearSelect()
              .select(sql<number>`count(*)`.as('n'))
              .executeTakeFirst()
          )?.n ?? 0,
        );
      return pagedResponse(
        rows.map((r) => toFsrRecord(r as unknown as FsrRow)),
        total,
        page,
        '/api/fsrs',
      );
    },
  );

  app.get(
    '/fsrs/options/fsr',
    {
      config: { permission: ['fsr.view', 'quotation.view'] },
      schema: {
        tags: ['fsr'],
        querystring: {
          type: 'object',
          properties: {
            search: { type: 'string', maxLength: 191 },
            page: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
            is_star_rate: { type: 'string', enum: ['1', '0', 'true', 'false', ''] },
            category: { type: 'string', maxLength: 40 },
          },
          additionalProperties: true,
        },
        summary: 'FSR items for a picker, a page at a time',
        response: ok(fsrOptions),
      },
    },
    async (request) => {
      const q = request.query as { search?: string; page?: number; is_star_rate?: string; category?: string };
      const page = q.page ?? 1;
      let qb = db
        .selectFrom('fsrs')
        .select([
          'id',
          'category',
          'item_number',
          'name',
          'item_group_description',
          'unit',
          'rate_cents',
          'minimum_cents',
          'is_star_rate',
        ]);
      const term = q.search?.trim();
      if (term) qb = qb.where(sql<boolean>`fsrs.search_text like ${likeContains(term)} escape '\\'`);
      if (q.is_star_rate === '1' || q.is_star_rate === 'true') qb = qb.where('is_star_rate', '=', 1);
      if (q.is_star_rate === '0' || q.is_star_rate === 'false') qb = qb.where('is_star_rate', '=', 0);
      if (q.category) qb = qb.where('category', '=', q.category);
      const rows = await qb
        .orderBy('item_number')
        .orderBy('id')
        .limit(OPTIONS_PAGE_SIZE + 1)
        .offset((page - 1) * OPTIONS_PAGE_SIZE)
        .execute();
      const options = rows.slice(0, OPTIONS_PAGE_SIZE).map((r) => ({
        value: r.id,
        label: `${r.item_number} - ${r.name}`,
        item_number: r.item_number,
        item_description: r.name,
        item_group_description: r.item_group_description,
        unit: r.unit,
        rate: toApiNumber(Number(r.rate_cents)),
        is_star_rate: r.is_star_rate === 1,
        minimum: r.minimum_cents === null ? null : toApiNumber(Number(r.minimum_cents)),
        category: r.category,
      }));
      return { data: { options, hasMore: rows.length > OPTIONS_PAGE_SIZE } };
    },
  );

  app.get(
    '/fsrs/:id',
    {
      config: { permission: 'fsr.view' },
      schema: { tags: ['fsr'], params: idParams, response: ok(recordOf(fsrRecord)) },
    },
    async (request) => ({
      data: toFsrRecord(await findOne((request.params as { id: number }).id)),
    }),
  );

  /** Reads one item body (POST /fsrs, PUT /fsrs/{id}); `partial` leaves absent fields alone. */
  function readItem(body: Record<string, unknown>, partial: boolean) {
    const errors: Record<string, string[]> = {};
    const values: Partial<Record<keyof FsrTable, unknown>> = {};
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
      else values[col] = str(v);
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

  app.post(
    '/fsrs',
    {
      config: { permission: 'fsr.create' },
      schema: { tags: ['fsr'], body: fsrItemBodySchema, response: created(recordOf(fsrRecord)) },
    },
    async (request, reply) => {
      const user = app.requireUser(request);
      const v = readItem(request.body as Record<string, unknown>, false);
      if ((await takenNumbers([v.item_number as string])).size) throw unprocessable({ item_number: [TAKEN] });
      const now = new Date().toISOString();
      const id = await db
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
      return reply.code(201).send({ data: toFsrRecord(await findOne(id)), message: 'Successfully added FSR item' });
    },
  );

  const update = async (request: FastifyRequest) => {
    const { id } = request.params as { id: number };
    const before = await findOne(id);
    const v = readItem(request.body as Record<string, unknown>, true);
    if (v.item_number !== undefined && (await takenNumbers([v.item_number as string], id)).size)
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
    return {
      data: toFsrRecord(await findOne(id)),
      message: before.is_star_rate ? 'Successfully updated star rate' : 'Successfully updated FSR item',
    };
  };
  const updateOpts = {
    config: { permission: 'fsr.edit' as const },
    schema: { tags: ['fsr'], params: idParams, body: fsrItemBodySchema, response: ok(recordOf(fsrRecord)) },
  };
  app.put('/fsrs/:id', updateOpts, update);
  app.patch('/fsrs/:id', updateOpts, update);

  app.delete(
    '/fsrs/:id',
    { config: { permission: 'fsr.delete' }, schema: { tags: ['fsr'], params: idParams, response: ok(dataMessage) } },
    async (request) => {
      const { id } = request.params as { id: number };
      const before = await findOne(id);
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('fsrs').where('id', '=', id).execute();
        await audit(trx, request, { action: 'fsr.delete', entity: 'fsr', entityId: id, before: toFsrRecord(before) });
      });
      const message = 'Successfully deleted FSR item';
      return { data: { message }, message };
    },
  );

  app.post(
    '/fsrs/create',
    {
      config: { permission: 'fsr.create' },
      schema: {
        tags: ['fsr'],
        summary: 'Create FSR items by category and section',
        body: fsrCreateBodySchema,
        response: created(objectOf({ data: objectOf({ created: int }), message: textSchema })),
      },
    },
    async (request, reply) => {
      const user = app.requireUser(request);
      const body = request.body as { fsrs: Record<string, unknown>[] };
      const errors: Record<string, string[]> = {};
      const rows: {
        category: string;
        section: string;
        section_description: string;
        item_number: string;
        name: string;
        item_group_description: string;
        unit: string;
        rate_cents: number;
        minimum_cents: number | null;
      }[] = [];
      if (!body.fsrs.length) errors.fsrs = [ITEM_REQUIRED];
      const seen = new Map<string, string>();
      body.fsrs.forEach((block, b) => {
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
          const num = str(item.item_number);
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
      const taken = await takenNumbers([...seen.keys()]);
      for (const n of taken) errors[seen.get(n)!] = [TAKEN];
      if (Object.keys(errors).length) throw unprocessable(errors);
      const now = new Date().toISOString();
      await db
        .transaction()
        .execute(async (trx) => {
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
          await audit(trx, request, {
            action: 'fsr.create',
            entity: 'fsr',
            after: { created: rows.length, item_numbers: rows.slice(0, 50).map((r) => r.item_number) },
          });
        })
        .catch(rethrowTaken);
      return reply.code(201).send({ data: { created: rows.length }, message: 'Successfully created site' });
    },
  );

  app.post(
    '/fsrs/create-star-rate',
    {
      config: { permission: ['fsr.create', 'quotation.create'] },
      schema: {
        tags: ['fsr'],
        summary: 'Create a star rate',
        body: starRateBodySchema,
        response: created(recordOf(fsrRecord)),
      },
    },
    async (request, reply) => {
      const user = app.requireUser(request);
      const body = request.body as Record<string, unknown>;
      const problems = validateStarRate(body);
      if (Object.keys(problems).length)
        throw unprocessable(Object.fromEntries(Object.entries(problems).map(([k, m]) => [k, [m]])));
      const cents = parseMoney(body.rate)!;
      const description = str(body.item_description ?? body.name) ?? 'Star rate item';
      const category = str(body.category) ?? 'STAR';
      const unit = String(body.unit).trim();
      const now = new Date().toISOString();
      const id = await db.transaction().execute(async (trx) => {
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
      return reply.code(201).send({ data: toFsrRecord(await findOne(id)), message: 'Successfully created star rate' });
    },
  );

  await app.register(importRoutes);
}

function rethrowTaken(e: unknown): never {
  if (isUniqueError(e)) throw unprocessable({ item_number: [TAKEN] });
  throw e;
}
