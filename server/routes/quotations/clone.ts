/** Clone: a new DRAFT quotation for another school or trade, priced afresh with that school's rates. */
import type { FastifyInstance } from 'fastify';
import { QUOTATION_MSG } from '../../../domain/quotationValidation.js';
import { cloneBodySchema, TRADE_VALUES } from '../../../schemas/quotation.js';
import { audit } from '../../lib/audit.js';
import { unprocessable } from '../../lib/errors.js';
import { presentItem, priceItems, replaceItems, totalsColumns } from '../../services/quotations/items.js';
import { findQuotation, inContractorZones, loadQuotationRecord } from '../../services/quotations/repository.js';
import { nextReference } from '../../services/quotations/references.js';
import { decide } from '../../services/quotations/transitions.js';
import { created, errorResponses, recordOf } from '../../lib/openapi/responses.js';
import { quotationRecord } from '../../lib/openapi/records.js';
import { todayIn, yearOf } from '../../../domain/calendar.js';

const idParams = { type: 'object', properties: { id: { type: 'integer', minimum: 1 } }, required: ['id'] } as const;
type Errors = Record<string, string[]>;

export default async function cloneRoutes(app: FastifyInstance) {
  const db = app.db;

  /**
   * A clone to another school takes that school's contacts (issue 8 §3): its telephone, fax and address (as location), and its
   * first operations manager as attention; cc starts blank. Nothing of the old school's contacts is carried over.
   */
  async function contactsOf(school: {
    id: number;
    telephone: string | null;
    fax: string | null;
    address: string | null;
  }) {
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
  app.post(
    '/quotations/:id/clone',
    {
      config: { permission: 'quotation.create' },
      schema: {
        tags: ['quotations'],
        params: idParams,
        body: cloneBodySchema,
        response: { ...created(recordOf(quotationRecord)), ...errorResponses(409) },
      },
    },
    async (request, reply) => {
      const user = app.requireUser(request);
      const { id } = request.params as { id: number };
      const payload = request.body as { school_id: number | null; trade: string | null };
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
        school!.id === q.school_id ? { contacts: q.contacts, location: q.location } : await contactsOf(school!);
      const now = new Date().toISOString();
      const newId = await db.transaction().execute(async (trx) => {
        const reference = await nextReference(trx, yearOf(new Date(), app.config.timeZone));
        const row = await trx
          .insertInto('quotations')
          .values({
            reference_number: reference,
            status: 'DRAFT',
            current_status: null,
            claim_status: null,
            wso_status: null,
            school_id: school!.id,
            zone: school!.zone,
            contractor: user.contractor,
            trade: payload.trade!,
            date: today,
            job: q.job,
            job_type: q.job_type,
            ...contacts,
            remarks: q.remarks,
            source_fund: null,
            document_type: null,
            epo_reference_no: null,
            epi_reference_no: null,
            ...totalsColumns(priced.totals),
            prepare_name: null,
            prepare_signature_id: null,
            prepare_signature_options: null,
            prepare_signature_details: null,
            report_path: null,
            report_version: null,
            report_generated_at: null,
            version: 1,
            created_by: user.id,
            created_at: now,
            updated_at: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await replaceItems(trx, row.id, priced.rows, user.id, true);
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
      return reply.code(201).send({ data: await loadQuotationRecord(db, newId, user), message: result.message });
    },
  );
}
