/** Clone: a new DRAFT quotation for another school or trade, priced afresh with that school's rates. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { todayIn, yearOf } from '../../../domain/calendar.js';
import { QUOTATION_MSG } from '../../../domain/quotationValidation.js';
import { TRADE_VALUES } from '../../../schemas/quotation.js';
import type { Db } from '../../db/index.js';
import { audit } from '../../lib/audit.js';
import { unprocessable } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/auth.js';
import { presentItem, priceItems, totalsColumns } from './items.js';
import { itemsToWrite, replaceItems } from './itemWrites.js';
import { nextReference } from './references.js';
import { findQuotation, inContractorZones } from './repository.js';
import { newQuotationColumns } from './save.js';
import { decide } from './transitions.js';

type Errors = Record<string, string[]>;

/**
 * A clone to another school takes that school's contacts (issue 8 §3): its telephone, fax and address (as location), and its
 * first operations manager as attention; cc starts blank. Nothing of the old school's contacts is carried over.
 */
async function contactsOf(
  db: Db,
  school: {
    id: number;
    telephone: string | null;
    fax: string | null;
    address: string | null;
  },
) {
  const om = await db
    .selectFrom('school_operation_managers')
    .innerJoin('users', 'users.id', 'school_operation_managers.user_id')
    .select('users.full_name')
    .where('school_operation_managers.school_id', '=', school.id)
    .orderBy('school_operation_managers.user_id')
    .executeTakeFirst();
  const contacts = {
    attention: om?.full_name ?? null,
    cc: null,
    tel: school.telephone,
    fax: school.fax,
    location: school.address,
  };
  return { contacts: JSON.stringify(contacts), location: school.address };
}

export async function cloneQuotation(
  app: FastifyInstance,
  request: FastifyRequest,
  user: AuthUser,
  id: number,
  payload: { school_id: number | null; trade: string | null },
): Promise<{ id: number; message: string }> {
  const db = app.db;
  const errors: Errors = {};
  if (!payload.school_id) errors.school_id = [QUOTATION_MSG.required];
  if (!payload.trade) errors.trade = [QUOTATION_MSG.required];
  else if (!TRADE_VALUES.includes(payload.trade as never)) errors.trade = [QUOTATION_MSG.invalidOption];
  const school = payload.school_id
    ? await db
        .selectFrom('schools')
        .select(['id', 'zone', 'less_percent_bp', 'star_rate_bp', 'telephone', 'fax', 'address'])
        .where('id', '=', payload.school_id)
        .executeTakeFirst()
    : undefined;
  if (payload.school_id && !school) errors.school_id = ['The selected school is invalid.'];
  else if (school && !inContractorZones(user, school.zone)) errors.school_id = [QUOTATION_MSG.schoolOutsideZones];
  if (Object.keys(errors).length) throw unprocessable(errors);
  const q = await findQuotation(db, id, user);
  const result = decide(q, {}, 'clone', user, payload);
  const items = await db
    .selectFrom('quotation_items')
    .selectAll()
    .where('quotation_id', '=', id)
    .orderBy('sort')
    .execute();
  const today = todayIn(app.config.timeZone);
  const priced = priceItems(
    items.map((r) => presentItem(r) as never),
    { date: today, lessBp: school!.less_percent_bp, starBp: school!.star_rate_bp },
  );
  const contacts =
    school!.id === q.school_id ? { contacts: q.contacts, location: q.location } : await contactsOf(db, school!);
  const write = itemsToWrite(priced.rows);
  const now = new Date().toISOString();
  const newId = await db.transaction().execute(async (trx) => {
    const reference = await nextReference(trx, yearOf(new Date(), app.config.timeZone));
    const row = await trx
      .insertInto('quotations')
      .values({
        reference_number: reference,
        status: 'DRAFT',
        current_status: null,
        school_id: school!.id,
        zone: school!.zone,
        trade: payload.trade!,
        date: today,
        job: q.job,
        job_type: q.job_type,
        ...contacts,
        remarks: q.remarks,
        ...totalsColumns(priced.totals),
        ...newQuotationColumns(user, now),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await replaceItems(trx, row.id, write, user.id, true);
    await trx
      .insertInto('quotation_histories')
      .values({
        quotation_id: row.id,
        user_id: user.id,
        approval_type: result.history.approval_type,
        status: 'DRAFT',
        remarks: `Cloned from ${q.reference_number}`,
        signature_id: null,
        created_at: now,
      })
      .execute();
    await audit(trx, request, {
      action: 'quotation.clone',
      entity: 'quotation',
      entityId: row.id,
      after: { from: q.reference_number, reference },
    });
    return row.id;
  });
  return { id: newId, message: result.message };
}
