/** Deliverables (spec part 3 §2, §3, §7): scope, the list of a year's months, one deliverable with its slots, and opening one. */
import type { FastifyInstance } from 'fastify';
import {
  DELIVERABLE_ROUTES,
  DELIVERABLE_SLOTS,
  DELIVERABLE_ZONE_LABELS,
  DELIVERABLE_ZONES,
  MONTH_NAMES,
  monthsOpen,
  slotRequired,
  type DeliverableCategory,
  type DeliverableStatus,
  type DeliverableZone,
} from '../../../domain/deliverables.js';
import { allowedDeliverableActions, listAction } from '../../../domain/deliverableWorkflow.js';
import { nowIso } from '../../db/columns.js';
import type { Db } from '../../db/index.js';
import { downloadUrl, loadAttachments, type AttachmentRecord } from '../../lib/attachments.js';
import { isUniqueError, type ListOptions } from '../../lib/crud.js';
import { multi } from '../../lib/paging.js';
import { yearOf } from '../../../domain/calendar.js';
import { notFound, unprocessable } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/auth.js';
import { scopeOf } from '../../lib/scope.js';
import { emptyFieldErrors } from '../../../domain/fieldErrors.js';

export const DELIVERABLE_BUCKET = 'deliverables';
export const OWNER_DELIVERABLE = { file: 'deliverable', signature: 'deliverable_signature' } as const;

/** The zones a user may see: an OM their school's, a user with zones in charge those, everyone else both. */
export async function zonesOf(db: Db, user: AuthUser): Promise<DeliverableZone[]> {
  const s = scopeOf(user);
  if (s.kind === 'all') return [...DELIVERABLE_ZONES];
  if (s.kind === 'zones') return DELIVERABLE_ZONES.filter((z) => s.zones.includes(z));
  const school = await db.selectFrom('schools').select('zone').where('id', '=', s.schoolId).executeTakeFirst();
  return DELIVERABLE_ZONES.filter((z) => z === school?.zone);
}

/**
 * The months of a year for each zone the user sees, newest first: the stored deliverable where one exists, else a PENDING
 * row without id (spec: one deliverable per category, zone and month, created when first opened). At most 24 rows a
 * year: the list's declared filters, sort and paging apply to them in memory (`deliverableListOptions`).
 */
export async function listDeliverables(
  db: Db,
  user: AuthUser,
  category: DeliverableCategory,
  year: number,
  timeZone?: string,
) {
  const zones = await zonesOf(db, user);
  const months = monthsOpen(year, new Date(), timeZone);
  if (!zones.length || !months.length) return [];
  const stored = await db
    .selectFrom('deliverables')
    .select(['id', 'zone', 'month', 'status', 'reject_remarks', 'updated_at'])
    .where('category', '=', category)
    .where('year', '=', year)
    .where('zone', 'in', zones)
    .where('month', 'in', months)
    .execute();
  const byKey = new Map(stored.map((r) => [`${r.zone}-${r.month}`, r]));
  const role = user.role_slug ?? '';
  const rows = [];
  for (const month of [...months].reverse())
    for (const zone of zones) {
      const r = byKey.get(`${zone}-${month}`);
      const status = (r?.status ?? 'PENDING') as DeliverableStatus;
      rows.push({
        id: r?.id ?? null,
        category,
        year,
        month,
        month_name: MONTH_NAMES[month - 1],
        zone,
        zone_name: DELIVERABLE_ZONE_LABELS[zone],
        status,
        reject_remarks: r?.reject_remarks ?? null,
        updated_at: r?.updated_at ?? null,
        action: listAction(role, status),
      });
    }
  return rows;
}

/**
 * lib/crud `listRecords` options of a category's list (schemas/deliverable.ts): its rows are the year's months built in
 * memory, scoped to the caller's zones (none: no row), the year the query names or this one.
 */
export function deliverableListOptions(
  db: Db,
  user: AuthUser,
  category: DeliverableCategory,
  timeZone: string,
): ListOptions {
  return {
    rows: (query) => {
      const year = multi(query, 'year')?.[0];
      return listDeliverables(db, user, category, year ? Number(year) : yearOf(new Date(), timeZone), timeZone);
    },
  };
}

/** Opens the deliverable of (category, zone, year, month): the stored one, or a new PENDING one. */
export async function openDeliverable(
  db: Db,
  user: AuthUser,
  input: { category: DeliverableCategory; zone: string; year: number; month: number },
  timeZone?: string,
): Promise<number> {
  const zones = await zonesOf(db, user);
  const errors = emptyFieldErrors();
  if (!(DELIVERABLE_ZONES as readonly string[]).includes(input.zone)) errors.zone = ['The selected zone is invalid.'];
  if (!monthsOpen(input.year, new Date(), timeZone).includes(input.month))
    errors.month = ['The selected month is invalid.'];
  if (Object.keys(errors).length) throw unprocessable(errors);
  if (!zones.includes(input.zone as DeliverableZone)) throw notFound('Deliverable not found.');
  const find = () =>
    db
      .selectFrom('deliverables')
      .select('id')
      .where('category', '=', input.category)
      .where('zone', '=', input.zone)
      .where('year', '=', input.year)
      .where('month', '=', input.month)
      .executeTakeFirst();
  const existing = await find();
  if (existing) return existing.id;
  const now = nowIso();
  try {
    const row = await db
      .insertInto('deliverables')
      .values({
        ...input,
        status: 'PENDING',
        reject_remarks: null,
        prepare_signature_id: null,
        prepare_name: null,
        prepare_details: null,
        ma_signature_id: null,
        ma_name: null,
        ma_details: null,
        created_by: user.id,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  } catch (e) {
    // Two people opened the same month at once: the unique index kept one row.
    if (isUniqueError(e)) return (await find())!.id;
    throw e;
  }
}

/** The stored deliverable, 404 outside the caller's zones. */
export async function findDeliverable(db: Db, id: number, user: AuthUser) {
  const row = await db.selectFrom('deliverables').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row || !(await zonesOf(db, user)).includes(row.zone as DeliverableZone))
    throw notFound('Deliverable not found.');
  return row;
}
export type DeliverableRow = Awaited<ReturnType<typeof findDeliverable>>;

export const customSlotsOf = (row: { custom_slots: string }): { key: string; title: string | null }[] => {
  try {
    const v = JSON.parse(row.custom_slots);
    return Array.isArray(v) ? v : [];
  } catch {
    return [];
  }
};

const slotOf = (a: AttachmentRecord) => String(a.additional_fields.key ?? '');

/** Spec §3 "Deliverable", with its slots (configured, then custom) and what the caller may do. */
export async function loadDeliverable(app: FastifyInstance, id: number, user: AuthUser) {
  const db = app.db;
  const row = await findDeliverable(db, id, user);
  const category = row.category as DeliverableCategory;
  const status = row.status as DeliverableStatus;
  const actions = allowedDeliverableActions(user.role_slug ?? '', status);
  const editable = actions.includes('delete_file');
  const files = (await loadAttachments(db, OWNER_DELIVERABLE.file, [id], editable)).get(id) ?? [];
  const signatures = await db
    .selectFrom('attachments')
    .select(['id', 'bucket', 'full_path'])
    .where('owner_type', '=', OWNER_DELIVERABLE.signature)
    .where('owner_id', '=', id)
    .execute();
  const sigUrl = (sid: number | null) => {
    const s = signatures.find((x) => x.id === sid);
    return s ? downloadUrl(s.bucket, s.full_path) : null;
  };
  const histories = await db
    .selectFrom('deliverable_histories')
    .leftJoin('users', 'users.id', 'deliverable_histories.user_id')
    .select([
      'deliverable_histories.id',
      'deliverable_histories.approval_type',
      'deliverable_histories.status',
      'deliverable_histories.remarks',
      'deliverable_histories.updated_at',
      'users.full_name as user_name',
    ])
    .where('deliverable_id', '=', id)
    .orderBy('deliverable_histories.id', 'desc')
    .execute();
  const filesOf = (key: string) =>
    files.filter((f) => slotOf(f) === key).map((f) => ({ ...f, is_auto: false, remarks: null }));
  const ma = histories.find((h) => h.approval_type === 'MA');
  return {
    id: row.id,
    category,
    category_name: DELIVERABLE_ROUTES[category].label,
    year: row.year,
    month: row.month,
    month_name: MONTH_NAMES[row.month - 1],
    zone: row.zone,
    zone_name: DELIVERABLE_ZONE_LABELS[row.zone as DeliverableZone],
    status,
    reject_remarks: row.reject_remarks,
    version: row.version,
    slots: DELIVERABLE_SLOTS[category].map((s) => ({
      key: s.key,
      remarks: s.title,
      required: slotRequired(s),
      attachments: filesOf(s.key),
    })),
    custom: customSlotsOf(row).map((c) => ({ key: c.key, remarks: c.title, attachments: filesOf(c.key) })),
    prepare_details: row.prepare_name
      ? { name: row.prepare_name, signature: sigUrl(row.prepare_signature_id), signature_details: row.prepare_details }
      : null,
    approvals: {
      MA: ma
        ? {
            status: ma.status,
            remarks: ma.remarks,
            updated_at: ma.updated_at,
            name: row.ma_name,
            signature: sigUrl(row.ma_signature_id),
            signature_details: row.ma_details,
          }
        : null,
    },
    histories,
    actions,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
export type DeliverableRecord = Awaited<ReturnType<typeof loadDeliverable>>;
