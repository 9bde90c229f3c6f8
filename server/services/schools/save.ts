/**
 * Creating, editing and deleting schools (administrators). The body has passed the schema (types, lengths, the zone and
 * sub-zone lists); here come the rules across fields: the sub-zone belongs to the zone, the slug is made from the name
 * when not given, name and slug are unique, percentages keep two decimals.
 */
import type { FastifyRequest } from 'fastify';
import type { Insertable, Selectable } from 'kysely';
import { SUB_ZONES, type Zone } from '../../../domain/constants.js';
import { parseScaled } from '../../../domain/money.js';
import { slugify } from '../../../domain/text.js';
import type { Db } from '../../db/index.js';
import type { SchoolTable } from '../../db/types.js';
import { audit } from '../../lib/audit.js';
import { OWNER, storedFilesOf } from '../../lib/attachments.js';
import { isForeignKeyError, isUniqueError } from '../../lib/crud.js';
import { conflict, notFound, unprocessable } from '../../lib/errors.js';

export interface SchoolInput {
  name?: string;
  slug?: string | null;
  zone?: Zone;
  sub_zone?: string | null;
  address?: string | null;
  school_type?: string | null;
  telephone?: string | null;
  fax?: string | null;
  less_percent?: number | null;
  star_rate?: number | null;
}

type SchoolRow = Omit<Insertable<SchoolTable>, 'created_at' | 'updated_at'>;

/** Percent or factor with at most two decimals -> basis points; the field's message otherwise. */
function basisPoints(field: string, v: number | null | undefined, errors: Record<string, string[]>) {
  if (v === undefined || v === null) return v;
  const scaled = parseScaled(v, 2);
  if (scaled === null) {
    errors[field] = ['Must be a number with at most 2 decimals.'];
    return undefined;
  }
  return Number(scaled);
}

const trimmedOrNull = (v: string | null | undefined) => (v === undefined ? undefined : v?.trim() || null);

/** The row to write, or a 422 naming every field at once. `before` is the stored school on an edit. */
async function toRow(db: Db, input: SchoolInput, before?: Selectable<SchoolTable>): Promise<Partial<SchoolRow>> {
  const errors: Record<string, string[]> = {};
  const row: Partial<SchoolRow> = {};
  const name = input.name?.trim();
  if (input.name !== undefined) {
    if (!name) errors.name = ['This field is required.'];
    else row.name = name;
  }
  const zone = input.zone ?? (before?.zone as Zone | undefined);
  if (input.zone !== undefined) row.zone = input.zone;
  const subZone = input.sub_zone === undefined ? before?.sub_zone : input.sub_zone;
  if (input.sub_zone !== undefined) row.sub_zone = input.sub_zone || null;
  if (zone && subZone && !SUB_ZONES[zone]?.includes(subZone))
    errors.sub_zone = [`The sub-zone must be one of ${SUB_ZONES[zone].join(', ')} for this zone.`];
  for (const f of ['address', 'school_type', 'telephone', 'fax'] as const) {
    const v = trimmedOrNull(input[f]);
    if (v !== undefined) row[f] = v;
  }
  const less = basisPoints('less_percent', input.less_percent, errors);
  if (less !== undefined) row.less_percent_bp = less;
  const star = basisPoints('star_rate', input.star_rate, errors);
  if (star !== undefined) row.star_rate_bp = star;

  // The slug is the school's key for imports and integrations: given, or made from the name on creation only, so
  // renaming a school does not change the key others hold.
  const given = input.slug?.trim();
  if (given) row.slug = given;
  else if (!before && name) row.slug = slugify(name);
  if (row.slug === '' || (!before && !row.slug && !errors.name))
    errors.slug = ['The slug could not be made from the name: enter one.'];

  const exceptId = before?.id ?? 0;
  if (row.name && !errors.name) {
    const twin = await db
      .selectFrom('schools')
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['name']), '=', row.name!.toLowerCase()))
      .where('id', '!=', exceptId)
      .executeTakeFirst();
    if (twin) errors.name = ['The name has already been taken.'];
  }
  if (row.slug && !errors.slug) {
    const twin = await db
      .selectFrom('schools')
      .select('id')
      .where('slug', '=', row.slug)
      .where('id', '!=', exceptId)
      .executeTakeFirst();
    if (twin) errors.slug = ['The slug has already been taken.'];
  }
  if (Object.keys(errors).length) throw unprocessable(errors);
  return row;
}

/** A unique index refusing the row (two saves at once) reads as the same 422 as the check above. */
function slugTaken(e: unknown): never {
  if (isUniqueError(e)) throw unprocessable({ slug: ['The slug has already been taken.'] });
  throw e;
}

export async function createSchool(db: Db, request: FastifyRequest, input: SchoolInput) {
  const row = await toRow(db, input);
  const now = new Date().toISOString();
  return db
    .transaction()
    .execute(async (trx) => {
      const created = await trx
        .insertInto('schools')
        .values({ ...(row as SchoolRow), created_at: now, updated_at: now })
        .returningAll()
        .executeTakeFirstOrThrow();
      await audit(trx, request, { action: 'school.create', entity: 'school', entityId: created.id, after: created });
      return created;
    })
    .catch(slugTaken);
}

export async function updateSchool(db: Db, request: FastifyRequest, id: number, input: SchoolInput) {
  const before = await db.selectFrom('schools').selectAll().where('id', '=', id).executeTakeFirst();
  if (!before) throw notFound();
  const row = await toRow(db, input, before);
  return db
    .transaction()
    .execute(async (trx) => {
      const after = await trx
        .updateTable('schools')
        .set({ ...row, updated_at: new Date().toISOString() })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await audit(trx, request, { action: 'school.update', entity: 'school', entityId: id, before, after });
      return after;
    })
    .catch(slugTaken);
}

/**
 * The records that keep a school: its users and everything done there. Its contracts, its OM and MA assignments and
 * its tree-inspection photo are the school's own set-up and go with it.
 */
const REFERENCES = [
  ['users', 'user', 'users'],
  ['quotations', 'quotation', 'quotations'],
  ['claims', 'claim', 'claims'],
  ['work_service_orders', 'work service order', 'work service orders'],
  ['maintenance_schedules', 'maintenance schedule', 'maintenance schedules'],
  ['inspections', 'inspection', 'inspections'],
  ['defects', 'defect', 'defects'],
  ['tree_checklists', 'tree checklist', 'tree checklists'],
  ['tree_inspections', 'tree inspection', 'tree inspections'],
  ['cop_lines', 'contract progress claim line', 'contract progress claim lines'],
  ['cop_sois', 'schedule of improvement', 'schedules of improvement'],
  ['cop_liquidated_damages', 'liquidated damage', 'liquidated damages'],
] as const;

/** What refers to the school, as "3 quotations, 1 user"; empty when nothing does. */
export async function schoolReferences(db: Db, id: number): Promise<string[]> {
  const counts = await Promise.all(
    REFERENCES.map(async ([table, one, many]) => {
      const r = await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('school_id', '=', id)
        .executeTakeFirstOrThrow();
      const n = Number(r.n);
      return n ? `${n} ${n === 1 ? one : many}` : '';
    }),
  );
  return counts.filter(Boolean);
}

/** Deletes a school nothing refers to (409 naming what does), with its own set-up; returns its files to remove. */
export async function deleteSchool(db: Db, request: FastifyRequest, id: number) {
  const before = await db.selectFrom('schools').selectAll().where('id', '=', id).executeTakeFirst();
  if (!before) throw notFound();
  const refs = await schoolReferences(db, id);
  if (refs.length) throw conflict(`${before.name} cannot be deleted: it has ${refs.join(', ')}.`);
  return db
    .transaction()
    .execute(async (trx) => {
      const photos = await storedFilesOf(trx, OWNER.SCHOOL_TREE_PHOTO, [id]);
      await trx
        .deleteFrom('attachments')
        .where('owner_type', '=', OWNER.SCHOOL_TREE_PHOTO)
        .where('owner_id', '=', id)
        .execute();
      await trx.deleteFrom('school_contracts').where('school_id', '=', id).execute();
      await trx.deleteFrom('school_operation_managers').where('school_id', '=', id).execute();
      await trx.deleteFrom('school_assignments').where('school_id', '=', id).execute();
      await trx.deleteFrom('schools').where('id', '=', id).execute();
      await audit(trx, request, { action: 'school.delete', entity: 'school', entityId: id, before });
      return photos;
    })
    .catch((e: unknown) => {
      // A record made for the school between the check and the delete.
      if (isForeignKeyError(e)) throw conflict(`${before.name} cannot be deleted: it is still in use.`);
      throw e;
    });
}
