import type { PermissionSlug } from '../../../domain/permissions.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isIsoDate } from '../../../domain/dates.js';
import { isEditable, maActionFor, type QuotationAction } from '../../../domain/quotationWorkflow.js';
import {
  QUOTATION_MSG,
  SOURCE_FUNDS,
  totalError,
  validateMaApproval,
  validatePostApproval,
  validateQuotationForm,
  validateQuotationPayment,
  validateRemarks,
} from '../../../domain/quotationValidation.js';
import { ROLE } from '../../../domain/roles.js';
import { completeBodySchema, paymentBodySchema, remarksBodySchema, TRADE_VALUES } from '../../../schemas/quotation.js';
import { audit } from '../../lib/audit.js';
import { insertAttachments, storedFilesOf } from '../../lib/attachments.js';
import { conflict, forbidden, HttpError, unprocessable } from '../../lib/errors.js';
import { QUOTATION_ALREADY_ACTED } from '../../../domain/messages.js';
import { removeStored, type StoredUpload } from '../../lib/upload.js';
import type { AuthUser } from '../../plugins/auth.js';
import { discardStored, fieldString, readBody, type Body } from '../../lib/forms.js';
import { signatureImage, storeSignature } from '../../lib/signatures.js';
import { notifyUsers, QUOTATION_BUCKET, QUOTATION_UPLOADS } from '../../services/quotations/files.js';
import {
  priceItems,
  readItems,
  replaceItems,
  totalsColumns,
  totalsFromRow,
  type RateChange,
} from '../../services/quotations/items.js';
import {
  findQuotation,
  inContractorZones,
  loadPending,
  loadQuotationRecord,
  workflowUser,
  OWNER_DOCUMENT,
  OWNER_SIGNATURE,
  type QuotationRow,
} from '../../services/quotations/repository.js';
import { answerFiguresChanged, requireShownTotal, shownTotal } from '../../services/quotations/repricing.js';
import {
  decide,
  STALE,
  recordTransition,
  writeStatus,
  type Effects,
  type NotifyPlan,
  type Ok,
} from '../../services/quotations/transitions.js';
import attachmentSettingsRoutes from './attachmentSettings.js';
import cloneRoutes from './clone.js';
import fileRoutes from './filesRoutes.js';
import { nextReference } from '../../services/quotations/references.js';
import reportRoutes from './reports.js';
import listRoutes from './lists.js';
import { created, dataMessage, errorResponses, ok, recordOf } from '../../lib/openapi/responses.js';
import { quotationRecord } from '../../lib/openapi/records.js';
import { quotationForm, transitionForm } from '../../lib/openapi/forms.js';

/** A workflow step answers the quotation as it now stands; 409 when its state or version changed meanwhile. */
const transitioned = { ...ok(recordOf(quotationRecord)), ...errorResponses(409) };

const idParams = { type: 'object', properties: { id: { type: 'integer', minimum: 1 } }, required: ['id'] } as const;
const JSON_FIELDS = ['contacts', 'job_type', 'quotation_items', 'fsr_totals', 'star_rate', 'totals'] as const;

type Errors = Record<string, string[]>;
/**
 * A managing agent's action refused as a stale or illegal state (409) means another approver acted first: say so in one message
 * (domain/messages.ts), whichever check noticed it. The form reloads the quotation on a 409.
 */
function maActed<T>(kind: 'ma' | 'post' | 'moe', work: () => T): T {
  const translate = (e: unknown) =>
    kind === 'ma' && e instanceof HttpError && e.statusCode === 409 ? conflict(QUOTATION_ALREADY_ACTED) : e;
  try {
    const out = work();
    return (out instanceof Promise ? out.catch((e) => Promise.reject(translate(e))) : out) as T;
  } catch (e) {
    throw translate(e);
  }
}

/** A saved draft whose FSR rates were updated from the schedule says so (the form shows a 'rates updated' notice). */
const ratesUpdated = (changes: RateChange[]) => (changes.length ? { rates_updated: changes } : {});
const asErrors = (e: Record<string, string>): Errors => Object.fromEntries(Object.entries(e).map(([k, v]) => [k, [v]]));
const intOf = (v: unknown): number | null => {
  const s = fieldString(v);
  return s !== null && /^\d{1,9}$/.test(s) ? Number(s) : null;
};

export default async function quotationRoutes(app: FastifyInstance) {
  const db = app.db;

  await app.register(listRoutes);

  app.get(
    '/quotations/:id',
    {
      config: { permission: 'quotation.view' },
      schema: { tags: ['quotations'], params: idParams, response: ok(recordOf(quotationRecord)) },
    },
    async (request) => ({
      data: await loadQuotationRecord(db, (request.params as { id: number }).id, app.requireUser(request)),
    }),
  );

  /** Header fields and items of a create/update body, checked with the domain's rules; amounts recomputed. */
  async function readQuotationInput(body: Body, user: AuthUser, existing: QuotationRow | null) {
    const f = body.fields;
    const errors: Errors = {};
    const status = fieldString(f.status);
    if (status !== null && status !== 'DRAFT' && status !== 'PENDING') errors.status = [QUOTATION_MSG.invalidOption];
    const schoolId = intOf(f.school_id);
    const date = fieldString(f.date);
    const contacts = f.contacts;
    const jobType = f.job_type;
    if (contacts !== undefined && contacts !== null && (typeof contacts !== 'object' || Array.isArray(contacts)))
      errors.contacts = ['Must be an object.'];
    if (
      jobType !== undefined &&
      jobType !== null &&
      (!Array.isArray(jobType) || jobType.some((j) => typeof j !== 'string' || j.length > 60) || jobType.length > 20)
    )
      errors.job_type = ['Must be a list of job types.'];
    const rateChanges: RateChange[] = [];
    const items = await readItems(db, f.quotation_items, errors, rateChanges);
    const image = await signatureImage(app, db, user.id, f);
    const values = {
      school_id: schoolId,
      date,
      job: fieldString(f.job),
      trade: fieldString(f.trade),
      job_type: Array.isArray(jobType) ? jobType : [],
      contacts:
        contacts && typeof contacts === 'object' && !Array.isArray(contacts)
          ? (contacts as Record<string, unknown>)
          : {},
      quotation_items: items,
      prepare_signature: image ? 'new' : existing?.prepare_signature_id ? 'stored' : null,
    };
    const ruleErrors = validateQuotationForm(values, {
      submit: status === 'PENDING',
      hasContractor: !!user.contractor || !!existing?.contractor,
    });
    if (ruleErrors.prepare_signature) ruleErrors.signature = ruleErrors.prepare_signature;
    for (const [k, v] of Object.entries(asErrors(ruleErrors))) errors[k] ??= v;
    if (f.school_id !== undefined && fieldString(f.school_id) !== null && schoolId === null)
      errors.school_id = ['Must be a school id.'];
    if (date && !isIsoDate(date)) errors.date = ['Must be a valid date'];
    if (values.trade && !TRADE_VALUES.includes(values.trade as never)) errors.trade = [QUOTATION_MSG.invalidOption];
    for (const [k, max] of [
      ['job', 2000],
      ['location', 2000],
      ['remarks', 5000],
    ] as const) {
      const v = fieldString(f[k]);
      if (v && v.length > max) errors[k] = [`May not be greater than ${max} characters.`];
    }
    for (const k of ['attention', 'cc', 'tel', 'fax', 'location']) {
      const v = values.contacts[k];
      if (v !== undefined && v !== null && (typeof v !== 'string' || v.length > 500))
        errors[`contacts.${k}`] = ['Must be a text of at most 500 characters.'];
    }
    const school = schoolId
      ? await db
          .selectFrom('schools')
          .select(['id', 'zone', 'less_percent_bp', 'star_rate_bp'])
          .where('id', '=', schoolId)
          .executeTakeFirst()
      : undefined;
    // 0 is what a cleared school select sends: no school chosen.
    if (schoolId === 0) errors.school_id = [QUOTATION_MSG.required];
    else if (schoolId && !school) errors.school_id = ['The selected school is invalid.'];
    else if (school && !inContractorZones(user, school.zone)) errors.school_id = [QUOTATION_MSG.schoolOutsideZones];
    if (Object.keys(errors).length) throw unprocessable(errors);
    const priced = priceItems(items, { date: date!, lessBp: school!.less_percent_bp, starBp: school!.star_rate_bp });
    const tooLarge = totalError(priced.totals.total);
    if (tooLarge) throw unprocessable({ total_amount: [tooLarge] });
    const c = values.contacts;
    return {
      status,
      image,
      school: school!,
      priced,
      rateChanges,
      shown: shownTotal(f),
      header: {
        school_id: school!.id,
        zone: school!.zone,
        trade: values.trade!,
        date: date!,
        job: values.job!,
        job_type: JSON.stringify(values.job_type),
        contacts: JSON.stringify({
          attention: c.attention ?? null,
          cc: c.cc ?? null,
          tel: c.tel ?? null,
          fax: c.fax ?? null,
          location: c.location ?? null,
        }),
        location: fieldString(f.location) ?? (typeof c.location === 'string' ? c.location : null),
        remarks: fieldString(f.remarks),
      },
    };
  }

  /**
   * The record and its pending approvals, read in this order so a concurrent commit is seen as a state change or a stale
   * version (409), never as a missing approval entry of an unchanged record.
   */
  async function loadForTransition(id: number, user: AuthUser) {
    const pending = (await loadPending(db, [id])).get(id) ?? {};
    const q = await findQuotation(db, id, user);
    return { q, pending };
  }

  const notifyAfter = async (plan: NotifyPlan | null, quotationId: number) => {
    if (plan) await notifyUsers(app, plan.userIds, { ...plan, quotationId });
  };

  /** Runs `work` with the uploaded files; removes every stored file when anything fails. */
  async function withFiles<T>(body: Body, extra: StoredUpload[], work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (e) {
      await body.discard();
      await discardStored(app, extra);
      throw e;
    }
  }

  app.post(
    '/quotations',
    {
      config: { permission: 'quotation.create' },
      schema: {
        tags: ['quotations'],
        ...quotationForm,
        response: { ...created(recordOf(quotationRecord)), ...errorResponses(409) },
      },
    },
    (request, reply) =>
      answerFiguresChanged(reply, async () => {
        const user = app.requireUser(request);
        const body = await readBody(app, request, QUOTATION_UPLOADS, JSON_FIELDS);
        const stored: StoredUpload[] = [];
        const { id, plan, rateChanges } = await withFiles(body, stored, async () => {
          const input = await readQuotationInput(body, user, null);
          const action: QuotationAction = input.status === 'PENDING' ? 'submit' : 'draft';
          const result = decide(null, {}, action, user, { signature: input.image ? 'new' : null });
          if (action === 'submit')
            requireShownTotal(input.shown, input.priced.totals, input.priced.rows, input.rateChanges);
          if (result.outcome.kind !== 'status') throw conflict('Unexpected outcome.');
          const sig = input.image ? await storeSignature(app, input.image, QUOTATION_BUCKET) : null;
          if (sig) stored.push(sig);
          const now = new Date().toISOString();
          return db.transaction().execute(async (trx) => {
            const reference = await nextReference(trx, new Date().getUTCFullYear());
            const o = result.outcome as Extract<Ok['outcome'], { kind: 'status' }>;
            const row = await trx
              .insertInto('quotations')
              .values({
                reference_number: reference,
                status: o.status,
                current_status: o.current_status,
                claim_status: null,
                wso_status: null,
                ...input.header,
                contractor: user.contractor,
                source_fund: null,
                document_type: null,
                epo_reference_no: null,
                epi_reference_no: null,
                ...totalsColumns(input.priced.totals),
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
            await replaceItems(trx, row.id, input.priced.rows, user.id, true);
            const q = row as QuotationRow;
            const plan = await recordTransition(app, trx, q, result, user, {
              documents: { files: body.files, type: 'SUPPORTING' },
              signature: sig ? { stored: sig, input: input.image!.input } : null,
            });
            await audit(trx, request, {
              action: 'quotation.create',
              entity: 'quotation',
              entityId: row.id,
              after: { reference, status: o.status, total_cents: row.total_cents },
            });
            return { id: row.id, plan, rateChanges: input.rateChanges };
          });
        });
        await notifyAfter(plan, id);
        return reply.code(201).send({
          data: await loadQuotationRecord(db, id, user),
          message: 'Successfully created quotation',
          ...ratesUpdated(rateChanges),
        });
      }),
  );

  app.post(
    '/quotations/:id',
    {
      config: { permission: 'quotation.edit' },
      schema: {
        tags: ['quotations'],
        params: idParams,
        ...quotationForm,
        response: { ...ok(recordOf(quotationRecord)), ...errorResponses(409) },
      },
    },
    (request, reply) =>
      answerFiguresChanged(reply, async () => {
        const user = app.requireUser(request);
        const { id } = request.params as { id: number };
        const body = await readBody(app, request, QUOTATION_UPLOADS, JSON_FIELDS);
        const stored: StoredUpload[] = [];
        const { plan, rateChanges } = await withFiles(body, stored, async () => {
          const { q, pending } = await loadForTransition(id, user);
          const input = await readQuotationInput(body, user, q);
          const clientVersion = intOf(body.fields.version);
          const action: QuotationAction | null =
            input.status === 'PENDING' ? 'submit' : input.status === 'DRAFT' ? 'draft' : null;
          let result: Ok | null = null;
          if (action)
            result = decide(
              q,
              pending,
              action,
              user,
              { signature: input.image || q.prepare_signature_id ? 'yes' : null },
              clientVersion,
            );
          if (action === 'submit')
            requireShownTotal(input.shown, input.priced.totals, input.priced.rows, input.rateChanges);
          else {
            const wq = { id, status: q.status, current_status: q.current_status, pending_approval: pending };
            if (!isEditable(wq, workflowUser(user))) {
              if (user.role_slug !== ROLE.TERM_CONTRACTOR && user.role_slug !== ROLE.TERM_CONTRACTOR_QS)
                throw forbidden();
              throw conflict(`A quotation in ${q.status} status cannot be edited.`);
            }
            if (clientVersion !== null && clientVersion !== q.version) throw conflict(STALE);
          }
          const sig = input.image ? await storeSignature(app, input.image, QUOTATION_BUCKET) : null;
          if (sig) stored.push(sig);
          return db.transaction().execute(async (trx) => {
            const values = { ...input.header, ...totalsColumns(input.priced.totals) };
            if (result) await writeStatus(trx, q, result, values);
            else {
              const res = await trx
                .updateTable('quotations')
                .set({ ...values, version: q.version + 1, updated_at: new Date().toISOString() })
                .where('id', '=', id)
                .where('version', '=', q.version)
                .executeTakeFirst();
              if (Number(res.numUpdatedRows) !== 1) throw conflict(STALE);
            }
            await replaceItems(trx, id, input.priced.rows, user.id, false);
            let plan: NotifyPlan | null = null;
            const effects: Effects = {
              documents: { files: body.files, type: 'SUPPORTING' },
              signature: sig ? { stored: sig, input: input.image!.input } : null,
            };
            if (result) plan = await recordTransition(app, trx, q, result, user, effects);
            else {
              await insertAttachments(trx, OWNER_DOCUMENT, id, body.files, user.id, {
                type: 'SUPPORTING',
                report: true,
              });
            }
            await audit(trx, request, {
              action: 'quotation.update',
              entity: 'quotation',
              entityId: id,
              before: { status: q.status, total_cents: q.total_cents },
              after: {
                status: result?.outcome.kind === 'status' ? result.outcome.status : q.status,
                total_cents: input.priced.totals.total,
              },
            });
            return { plan, rateChanges: input.rateChanges };
          });
        });
        await notifyAfter(plan, id);
        return {
          data: await loadQuotationRecord(db, id, user),
          message: 'Successfully updated quotation',
          ...ratesUpdated(rateChanges),
        };
      }),
  );

  app.delete(
    '/quotations/:id',
    {
      config: { permission: 'quotation.delete' },
      schema: { tags: ['quotations'], params: idParams, response: { ...ok(dataMessage), ...errorResponses(409) } },
    },
    async (request) => {
      const user = app.requireUser(request);
      const { id } = request.params as { id: number };
      const q = await findQuotation(db, id, user);
      decide(q, {}, 'delete', user, {});
      const files = [
        ...(await storedFilesOf(db, OWNER_DOCUMENT, [id])),
        ...(await storedFilesOf(db, OWNER_SIGNATURE, [id])),
      ];
      await db.transaction().execute(async (trx) => {
        const res = await trx
          .deleteFrom('quotations')
          .where('id', '=', id)
          .where('version', '=', q.version)
          .where('status', '=', 'DRAFT')
          .executeTakeFirst();
        if (Number(res.numDeletedRows) !== 1) throw conflict(STALE);
        await trx
          .deleteFrom('attachments')
          .where('owner_type', 'in', [OWNER_DOCUMENT, OWNER_SIGNATURE])
          .where('owner_id', '=', id)
          .execute();
        await audit(trx, request, {
          action: 'quotation.delete',
          entity: 'quotation',
          entityId: id,
          before: { reference_number: q.reference_number, status: q.status },
        });
      });
      await removeStored(app, files);
      if (q.report_path) await app.storage.delete('reports', q.report_path).catch(() => undefined);
      const message = 'Successfully deleted quotation';
      return { data: { message }, message };
    },
  );

  /** A JSON-bodied transition (void, reject, complete). */
  const simpleTransition = (action: QuotationAction) => async (request: FastifyRequest) => {
    const user = app.requireUser(request);
    const { id } = request.params as { id: number };
    const payload = request.body as { remarks?: string | null; version?: number | null };
    if (action !== 'complete') {
      // Every field of the modal at once: the payment modal has three, the others their remarks.
      const problems = action === 'payment' ? validateQuotationPayment(payload) : validateRemarks(payload);
      if (Object.keys(problems).length) throw unprocessable(asErrors(problems));
    }
    const { q, pending } = await loadForTransition(id, user);
    const result = decide(q, pending, action, user, payload as Record<string, unknown>, payload.version);
    const plan = await db.transaction().execute(async (trx) => {
      await writeStatus(trx, q, result);
      const p = await recordTransition(app, trx, q, result, user);
      await audit(trx, request, {
        action: `quotation.${action}`,
        entity: 'quotation',
        entityId: id,
        before: { status: q.status },
        after: { status: result.outcome.kind === 'status' ? result.outcome.status : null, remarks: payload.remarks },
      });
      return p;
    });
    await notifyAfter(plan, id);
    return { data: await loadQuotationRecord(db, id, user), message: result.message };
  };
  app.post(
    '/quotations/:id/void',
    {
      config: { permission: 'quotation.edit' },
      schema: { tags: ['quotations'], params: idParams, body: remarksBodySchema, response: transitioned },
    },
    simpleTransition('void'),
  );
  app.post(
    '/quotations/:id/reject',
    {
      config: { permission: ['quotation.edit', 'quotation.approve'] },
      schema: { tags: ['quotations'], params: idParams, body: remarksBodySchema, response: transitioned },
    },
    simpleTransition('reject'),
  );
  app.post(
    '/quotations/:id/complete',
    {
      config: { permission: 'quotation.approve' },
      schema: { tags: ['quotations'], params: idParams, body: completeBodySchema, response: transitioned },
    },
    simpleTransition('complete'),
  );
  app.post(
    '/quotations/:id/update-payment-status',
    {
      config: { permission: 'invoice.edit' },
      schema: {
        tags: ['quotations'],
        summary: 'Update payment status of a completed quotation (invoice team)',
        params: idParams,
        body: paymentBodySchema,
        response: transitioned,
      },
    },
    simpleTransition('payment'),
  );

  /** Multipart transitions: MA approval, post approval, MOE-fund approval. */
  async function fileTransition(request: FastifyRequest, kind: 'ma' | 'post' | 'moe') {
    const user = app.requireUser(request);
    const { id } = request.params as { id: number };
    const body = await readBody(app, request, QUOTATION_UPLOADS);
    const stored: StoredUpload[] = [];
    const { plan, message } = await withFiles(body, stored, async () => {
      const f = body.fields;
      const files = body.files;
      const payload: Record<string, unknown> = {
        status: fieldString(f.status),
        remarks: fieldString(f.remarks) ?? fieldString(f.status_remarks),
        status_remarks: fieldString(f.status_remarks),
        source_fund: fieldString(f.source_fund),
        document_type: fieldString(f.document_type),
        epo_reference_no: fieldString(f.epo_reference_no),
        epi_reference_no: fieldString(f.epi_reference_no),
        next_approval: intOf(f.next_approval),
        supporting_documents: files,
      };
      let action: QuotationAction;
      let image: Awaited<ReturnType<typeof signatureImage>> = null;
      if (kind === 'ma') {
        image = await signatureImage(app, db, user.id, f);
        payload.signature = image ? 'yes' : null;
        const problems = validateMaApproval(payload);
        if (payload.source_fund && !SOURCE_FUNDS.includes(payload.source_fund as never))
          problems.source_fund = QUOTATION_MSG.invalidOption;
        if (Object.keys(problems).length) throw unprocessable(asErrors(problems));
        action = maActionFor(payload.status)!;
      } else {
        if (kind === 'moe') payload.status = 'APPROVED';
        const problems = validatePostApproval(payload, { moeFundOnly: kind === 'moe' });
        for (const k of ['epo_reference_no', 'epi_reference_no'] as const)
          if (String(payload[k] ?? '').length > 100) problems[k] = 'May not be greater than 100 characters.';
        if (Object.keys(problems).length) throw unprocessable(asErrors(problems));
        action = kind === 'moe' ? 'moe_fund_approve' : 'post_approval';
      }
      const { q, pending } = await loadForTransition(id, user);
      const result = maActed(kind, () => decide(q, pending, action, user, payload, intOf(f.version)));
      requireShownTotal(shownTotal(f), totalsFromRow(q as unknown as Record<string, unknown>), null, []);
      if (action === 'ma_acknowledge') {
        const next = await db
          .selectFrom('users')
          .innerJoin('roles', 'roles.id', 'users.role_id')
          .select(['users.id', 'roles.slug'])
          .where('users.id', '=', payload.next_approval as number)
          .executeTakeFirst();
        if (!next || (next.slug !== ROLE.MANAGING_AGENT && next.slug !== ROLE.MA_QS) || next.id === user.id)
          throw unprocessable({ next_approval: ['Choose another managing agent.'] });
      }
      const sig = image ? await storeSignature(app, image, QUOTATION_BUCKET) : null;
      if (sig) stored.push(sig);
      const plan = await maActed(kind, () =>
        db.transaction().execute(async (trx) => {
          await writeStatus(trx, q, result);
          const p = await recordTransition(app, trx, q, result, user, {
            documents: { files, type: kind === 'ma' ? 'MA_APPROVAL' : 'POST_APPROVAL' },
            signature: sig ? { stored: sig, input: image!.input } : null,
            sourceFund: payload.source_fund as string | null,
            nextApprover: payload.next_approval as number | null,
          });
          await audit(trx, request, {
            action: `quotation.${action}`,
            entity: 'quotation',
            entityId: id,
            before: { status: q.status, current_status: q.current_status },
            after: { ...payload, supporting_documents: files.length },
          });
          return p;
        }),
      );
      return { plan, message: result.message };
    });
    await notifyAfter(plan, id);
    return { data: await loadQuotationRecord(db, id, user), message };
  }
  const multipartRoute = (permission: PermissionSlug | PermissionSlug[]) => ({
    config: { permission },
    schema: { tags: ['quotations'], params: idParams, ...transitionForm, response: transitioned },
  });
  app.post('/quotations/:id/ma-approval', multipartRoute('quotation.verify'), (request, reply) =>
    answerFiguresChanged(reply, () => fileTransition(request, 'ma')),
  );
  app.post('/quotations/:id/update-final-quotation-status', multipartRoute('quotation.edit'), (request, reply) =>
    answerFiguresChanged(reply, () => fileTransition(request, 'post')),
  );
  app.post('/quotations/:id/moe-fund-approve', multipartRoute('quotation.edit'), (request, reply) =>
    answerFiguresChanged(reply, () => fileTransition(request, 'moe')),
  );

  await app.register(cloneRoutes);
  await app.register(attachmentSettingsRoutes);
  await app.register(fileRoutes);
  await app.register(reportRoutes);
}
