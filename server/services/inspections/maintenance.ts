/** The maintenance calendar (spec part 3 §2 "Maintenance schedule", §7): one entry per event, coloured by its category. */
import { MAINTENANCE_COLOURS, validateMaintenanceEntry, type MaintenanceType } from '../../../domain/inspections.js';
import type { Db } from '../../db/index.js';
import { nowIso } from '../../db/columns.js';
import { forbidden, notFound, unprocessable } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/auth.js';
import { inScope, whereInScope } from '../../lib/scope.js';

export interface MaintenanceInput {
  school_id?: unknown;
  type?: unknown;
  sched?: { start?: unknown; title?: unknown; color?: unknown } | null;
}

export interface MaintenanceEvent {
  id: number;
  title: string;
  start: string;
  school_id: number;
  school_name: string;
  type: string;
  color: string;
}

/** The entry's fields from the spec's body ({school_id, type, month, year, sched {start, title, color}}); 422 per field. */
function parse(input: MaintenanceInput) {
  const start = typeof input.sched?.start === 'string' ? input.sched.start.slice(0, 10) : input.sched?.start;
  const fields = {
    title: typeof input.sched?.title === 'string' ? input.sched.title.trim() : input.sched?.title,
    school_id: input.school_id,
    type: input.type,
    start,
  };
  const errors = validateMaintenanceEntry(fields);
  if (Object.keys(errors).length)
    throw unprocessable(Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, [v]])));
  const date = start as string;
  return {
    title: String(fields.title).slice(0, 191),
    school_id: Number(input.school_id),
    type: fields.type as MaintenanceType,
    start: date,
    month: Number(date.slice(5, 7)),
    year: Number(date.slice(0, 4)),
  };
}

async function schoolZone(db: Db, schoolId: number): Promise<string> {
  const school = await db.selectFrom('schools').select('zone').where('id', '=', schoolId).executeTakeFirst();
  if (!school) throw unprocessable({ school_id: ['The selected school is invalid.'] });
  return school.zone ?? '';
}

export async function listEvents(
  db: Db,
  user: AuthUser,
  range: { start?: string; end?: string; school_id?: number },
): Promise<MaintenanceEvent[]> {
  let q = db
    .selectFrom('maintenance_schedules as m')
    .innerJoin('schools as s', 's.id', 'm.school_id')
    .select(['m.id', 'm.title', 'm.start', 'm.school_id', 'm.type', 's.name as school_name'])
    .orderBy('m.start')
    .orderBy('m.id');
  if (range.start) q = q.where('m.start', '>=', range.start);
  if (range.end) q = q.where('m.start', '<=', range.end);
  if (range.school_id) q = q.where('m.school_id', '=', range.school_id);
  q = whereInScope(q, user, { school: 'm.school_id', zone: 's.zone' });
  const rows = await q.limit(2000).execute();
  return rows.map((r) => ({ ...r, color: MAINTENANCE_COLOURS[r.type as MaintenanceType] ?? MAINTENANCE_COLOURS.BM }));
}

export async function createEvent(db: Db, user: AuthUser, input: MaintenanceInput): Promise<number> {
  const v = parse(input);
  const zone = await schoolZone(db, v.school_id);
  if (!inScope(user, v.school_id, zone)) throw forbidden();
  const now = nowIso();
  const row = await db
    .insertInto('maintenance_schedules')
    .values({ ...v, created_by: user.id, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function findEvent(db: Db, user: AuthUser, id: number) {
  const row = await db
    .selectFrom('maintenance_schedules as m')
    .innerJoin('schools as s', 's.id', 'm.school_id')
    .select(['m.id', 'm.school_id', 's.zone'])
    .where('m.id', '=', id)
    .executeTakeFirst();
  if (!row || !inScope(user, row.school_id, row.zone ?? '')) throw notFound();
  return row;
}

export async function updateEvent(db: Db, user: AuthUser, id: number, input: MaintenanceInput): Promise<void> {
  await findEvent(db, user, id);
  const v = parse(input);
  const zone = await schoolZone(db, v.school_id);
  if (!inScope(user, v.school_id, zone)) throw forbidden();
  await db
    .updateTable('maintenance_schedules')
    .set({ ...v, updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
}

export async function deleteEvent(db: Db, user: AuthUser, id: number): Promise<void> {
  await findEvent(db, user, id);
  await db.deleteFrom('maintenance_schedules').where('id', '=', id).execute();
}
