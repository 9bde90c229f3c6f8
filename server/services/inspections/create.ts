/**
 * Creating an inspection from a checklist template (spec part 3 §5 "Create inspection from a checklist"): the template's
 * elements and sub-items are copied, so a later template change never alters a checklist already filled in.
 */
import { isDateTime } from '../../../domain/dates.js';
import { DEFAULT_PURPOSE, validateCreateInspection } from '../../../domain/inspections.js';
import { mayCreateInspection } from '../../../domain/inspectionWorkflow.js';
import type { Db } from '../../db/index.js';
import { nowIso } from '../../db/columns.js';
import { forbidden, unprocessable } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/auth.js';
import { findQuotation } from '../quotations/repository.js';
import { inScope } from '../../lib/scope.js';

export interface CreateInspectionInput {
  checklist_id?: unknown;
  school_id?: unknown;
  school_slug?: unknown;
  location?: unknown;
  purpose?: unknown;
  members?: unknown;
  check_in?: unknown;
  quotation_id?: unknown;
}

const text = (v: unknown, max: number) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, max) : null);

async function resolveSchool(db: Db, input: CreateInspectionInput) {
  if (input.school_id !== undefined && input.school_id !== null && input.school_id !== '')
    return db
      .selectFrom('schools')
      .select(['id', 'zone'])
      .where('id', '=', Number(input.school_id) || -1)
      .executeTakeFirst();
  if (typeof input.school_slug === 'string' && input.school_slug)
    return db.selectFrom('schools').select(['id', 'zone']).where('slug', '=', input.school_slug).executeTakeFirst();
  return undefined;
}

/** A preparer's new inspection starts as DRAFT (theirs to fill in); no other role starts one (403). */
export async function createInspection(db: Db, user: AuthUser, input: CreateInspectionInput): Promise<number> {
  const school = await resolveSchool(db, input);
  const errors = validateCreateInspection({
    checklist_id: input.checklist_id,
    school_id: school?.id ?? (input.school_id || input.school_slug || null),
    members: input.members,
  });
  const fieldErrors: Record<string, string[]> = Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, [v]]));
  if (!fieldErrors.school_id && !school) fieldErrors.school_id = ['The selected school is invalid.'];
  const checkIn = text(input.check_in, 16) ?? `${nowIso().slice(0, 10)} 08:00`;
  if (!isDateTime(checkIn)) fieldErrors.check_in = ['The check-in must be a date and time (yyyy-MM-dd HH:mm).'];
  const template = fieldErrors.checklist_id
    ? undefined
    : await db
        .selectFrom('checklists')
        .selectAll()
        .where('id', '=', Number(input.checklist_id) || -1)
        .executeTakeFirst();
  if (!fieldErrors.checklist_id && !template) fieldErrors.checklist_id = ['The selected checklist is invalid.'];
  const memberIds = Array.isArray(input.members) ? [...new Set(input.members.map(Number))] : [];
  if (!fieldErrors.members && memberIds.length) {
    const found = await db.selectFrom('users').select('id').where('id', 'in', memberIds).execute();
    if (found.length !== memberIds.length) fieldErrors.members = ['A selected member does not exist.'];
  }
  if (Object.keys(fieldErrors).length) throw unprocessable(fieldErrors);
  if (!school || !template) throw unprocessable({ checklist_id: ['The selected checklist is invalid.'] });
  if (!mayCreateInspection(user.role_slug) || !inScope(user, school.id, school.zone)) throw forbidden();

  const quotationId = Number(input.quotation_id) || null;
  // From a quotation (spec part 2 §5): one the caller can see; 404 there is a field error here.
  if (quotationId)
    await findQuotation(db, quotationId, user).catch(() => {
      throw unprocessable({ quotation_id: ['The selected quotation is invalid.'] });
    });
  const status = 'DRAFT';
  const now = nowIso();
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('inspections')
      .values({
        checklist_id: template.id,
        checklist_name: template.name,
        school_id: school.id,
        zone: school.zone,
        location: text(input.location, 500),
        inspection_category: template.category,
        inspection_type: template.type,
        frequency: template.frequency,
        status,
        purpose: text(input.purpose, 191) ?? DEFAULT_PURPOSE,
        check_in: checkIn,
        check_out: null,
        inspected_at: checkIn.slice(0, 10),
        remarks: null,
        rejection_remarks: null,
        signatory_date: null,
        signatory_remarks: null,
        prepare_signature_id: null,
        prepare_name: null,
        prepare_details: null,
        om_signature_id: null,
        om_name: null,
        om_details: null,
        ma_signature_id: null,
        ma_name: null,
        ma_details: null,
        quotation_id: quotationId,
        report_path: null,
        report_version: null,
        report_generated_at: null,
        created_by: user.id,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('inspection_members')
      .values(memberIds.map((userId) => ({ inspection_id: id, user_id: userId })))
      .execute();
    const elements = await trx
      .selectFrom('checklist_elements')
      .selectAll()
      .where('checklist_id', '=', template.id)
      .orderBy('sort')
      .execute();
    const subs = elements.length
      ? await trx
          .selectFrom('checklist_sub_items')
          .selectAll()
          .where(
            'element_id',
            'in',
            elements.map((e) => e.id),
          )
          .orderBy('sort')
          .execute()
      : [];
    let sort = 0;
    for (const e of elements) {
      const el = await trx
        .insertInto('inspection_elements')
        .values({ inspection_id: id, sort: e.sort, element: e.element })
        .returning('id')
        .executeTakeFirstOrThrow();
      const mine = subs.filter((s) => s.element_id === e.id);
      if (mine.length)
        await trx
          .insertInto('inspection_sub_items')
          .values(
            mine.map((s) => ({
              inspection_id: id,
              element_id: el.id,
              sort: sort++,
              header: s.header,
              serial_no: s.serial_no,
              element: s.element,
              description: s.description,
              frequency: s.frequency,
              status: null,
              remarks: null,
            })),
          )
          .execute();
    }
    await trx
      .insertInto('inspection_histories')
      .values({ inspection_id: id, status, remarks: null, created_by: user.id, created_at: now })
      .execute();
    return id;
  });
}
