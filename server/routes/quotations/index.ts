import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { isIsoDate } from '../../../domain/dates.js';
import { GST_SCHEDULE } from '../../../domain/gst.js';
import { DEFAULT_LESS_PERCENT, DEFAULT_STAR_RATE_PERCENT, CUSTODIAL_RATE_CENTS } from '../../../domain/pricing.js';
import { isEditable, maActionFor, type QuotationAction } from '../../../domain/quotationWorkflow.js';
import {
  DOCUMENT_TYPES, QUOTATION_MSG, SOURCE_FUNDS, totalError, validateMaApproval, validatePostApproval, validateQuotationForm, validateRemarks,
} from '../../../domain/quotationValidation.js';
import { ROLE } from '../../../domain/roles.js';
import {
  completeBodySchema, JOB_TYPES, QUOTATION_CLAIM_STATUSES, QUOTATION_CURRENT_STATUSES, QUOTATION_STATUSES, QUOTATION_WSO_STATUSES,
  quotationSchema, remarksBodySchema, TRADE_VALUES, TRADES,
} from '../../../schemas/quotation.js';
import { audit } from '../../lib/audit.js';
import { insertAttachments, storedFilesOf } from '../../lib/attachments.js';
import { conflict, forbidden, HttpError, unprocessable } from '../../lib/errors.js';
import { QUOTATION_ALREADY_ACTED } from '../../../domain/messages.js';
import { multi, pageOf, pagedResponse, pagingQuerySchema } from '../../lib/paging.js';
import { columnDefs } from '../../lib/schemaRegistry.js';
import { removeStored, type StoredUpload } from '../../lib/upload.js';
import type { AuthUser } from '../../plugins/auth.js';
import { discardStored, fieldString, notifyUsers, readBody, signatureImage, storeSignature, type Body } from './files.js';
import { priceItems, readItems, replaceItems, totalsColumns, totalsFromRow, type RateChange } from './items.js';
import {
  applyListFilters, findQuotation, inContractorZones, loadPending, loadQuotationRecord, presentListRow, scopeQuotations, workflowUser, OWNER_DOCUMENT, OWNER_SIGNATURE,
  type QuotationRow,
} from './model.js';
import { answerFiguresChanged, requireShownTotal, shownTotal } from './repricing.js';
import { decide, recordTransition, writeStatus, type Effects, type NotifyPlan, type Ok } from './workflow.js';
import attachmentSettingsRoutes from './attachmentSettings.js';
import cloneRoutes from './clone.js';
import fileRoutes from './filesRoutes.js';
import { nextReference } from './references.js';
import reportRoutes from './reports.js';
import { created, dataMessage, errorResponses, ok, pagedOf, recordOf } from '../../lib/openapi/responses.js';
import { quotationListRow, quotationRecord, resourceConfig } from '../../lib/openapi/records.js';
import { quotationForm, transitionForm } from '../../lib/openapi/forms.js';

/** A workflow step answers the quotation as it now stands; 409 when its state or version changed meanwhile. */
const transitioned = { ...ok(recordOf(quotationRecord)), ...errorResponses(409) };

const idParams = { type: 'object', properties: { id: { type: 'integer', minimum: 1 } }, required: ['id'] } as const;
const SORTABLE: Record<string, string> = { date: 'date', reference_number: 'reference_number', total_amount: 'total_cents', status: 'status', created_at: 'created_at', id: 'id' };
const JSON_FIELDS = ['contacts', 'job_type', 'quotation_items', 'fsr_totals', 'star_rate', 'totals'] as const;

type Errors = Record<string, string[]>;
const listQuery = {
  type: 'object',
  properties: {
    ...pagingQuerySchema,
    reference_number: { type: 'string', maxLength: 40 }, job: { type: 'string', maxLength: 191 },
    start_date: { type: 'string', maxLength: 10 }, end_date: { type: 'string', maxLength: 10 },
  },
  additionalProperties: true,
} as const;

/**
 * A managing agent's action refused as a stale or illegal state (409) means another approver acted first: say so in one message
 * (domain/messages.ts), whichever check noticed it. The form reloads the quotation on a 409.
 */
function maActed<T>(kind: 'ma' | 'post' | 'moe', work: () => T): T {
  const translate = (e: unknown) => (kind === 'ma' && e instanceof HttpError && e.statusCode === 409 ? conflict(QUOTATION_ALREADY_ACTED) : e);
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

  app.get('/config/quotation', { config: { permission: 'quotation.view' }, schema: { tags: ['quotations'], response: ok(resourceConfig) } }, async () => ({
    data: {
      columns: columnDefs(quotationSchema), resource: 'quotation', path: '/quotations', route: 'works-order/quotation-list',
      statuses: QUOTATION_STATUSES, current_statuses: QUOTATION_CURRENT_STATUSES, claim_statuses: QUOTATION_CLAIM_STATUSES, wso_statuses: QUOTATION_WSO_STATUSES,
      trades: TRADES, job_types: JOB_TYPES, source_funds: SOURCE_FUNDS, document_types: DOCUMENT_TYPES, gst_percent_by_year: GST_SCHEDULE,
      default_less_percent: DEFAULT_LESS_PERCENT, default_star_rate: DEFAULT_STAR_RATE_PERCENT, custodial_rate: CUSTODIAL_RATE_CENTS / 100, item_page_size: 1000,
    },
  }));

  /**
   * The paged list in one query: an inner query over the quotations table alone (scope and filters, served by its indexes) picks
   * the page's ids with count(*) over(); the outer query joins school and creator for those 25 rows only. Then one query for the
   * page's pending approvals.
   */
  async function listPage(request: FastifyRequest, path: string, extra?: (qb: any, user: AuthUser) => any) {
    const user = app.requireUser(request);
    const q = request.query as Record<string, unknown> & { page?: number; per_page?: number; sort?: string; order?: string };
    let ids = scopeQuotations(db.selectFrom('quotations'), user);
    ids = applyListFilters(ids, q, (k) => multi(q, k));
    if (extra) ids = extra(ids, user);
    const sortCol = SORTABLE[q.sort ?? ''] ?? 'id';
    const dir = q.order ? (q.order.toLowerCase() === 'asc' ? 'asc' : 'desc') : 'desc';
    const page = pageOf(q);
    // With a filter, order by `id + 0`: the planner must not walk the primary key hoping to stop after 25 rows (the window count
    // reads every matching row anyway); the filter's own index is the fast path. Without one, the primary key order is best.
    const filtered = /\swhere\s/i.test(ids.selectAll('quotations').compile().sql);
    const idOrder = filtered ? sql`quotations.id + 0` : sql.ref('quotations.id');
    // Unfiltered, the total is the table's row count (a scalar subquery evaluated once) and the page comes straight off the key.
    const totalExpr = filtered ? sql<number>`count(*) over()` : sql<number>`(select count(*) from quotations)`;
    const pageIds = ids.select(['quotations.id', totalExpr.as('__total')])
      .orderBy(sortCol === 'id' ? idOrder : sql.ref(`quotations.${sortCol}`), dir).orderBy(idOrder, dir)
      .limit(page.perPage).offset((page.page - 1) * page.perPage);
    const rows = await db.selectFrom(pageIds.as('p'))
      .innerJoin('quotations', 'quotations.id', 'p.id')
      .innerJoin('schools', 'schools.id', 'quotations.school_id')
      .leftJoin('users as creator', 'creator.id', 'quotations.created_by')
      .selectAll('quotations')
      .select(['schools.name as school_name', 'creator.full_name as creator_name', 'p.__total'])
      .orderBy(`quotations.${sortCol}` as 'quotations.id', dir).orderBy('quotations.id', dir)
      .execute();
    let total = Number(rows[0]?.__total ?? 0);
    if (!rows.length && page.page > 1) total = Number((await ids.select(sql<number>`count(*)`.as('n')).executeTakeFirst())?.n ?? 0);
    const pending = await loadPending(db, rows.map((r) => r.id));
    return pagedResponse(rows.map((r) => presentListRow(r as never, pending.get(r.id) ?? {}, user)), total, page, path);
  }

  app.get('/quotations', { config: { permission: 'quotation.view' }, schema: { tags: ['quotations'], querystring: listQuery, response: ok(pagedOf(quotationListRow)) } }, (request) => listPage(request, '/api/quotations'));

  app.get('/quotations/pending-approvals', { config: { permission: 'quotation.view' }, schema: { tags: ['quotations'], querystring: listQuery, response: ok(pagedOf(quotationListRow)) } }, (request) =>
    listPage(request, '/api/quotations/pending-approvals', (qb, user: AuthUser) => qb.where((eb: any) => eb.or([
      eb.exists(eb.selectFrom('quotation_approvals').select('quotation_approvals.id').whereRef('quotation_approvals.quotation_id', '=', 'quotations.id')
        .where('quotation_approvals.user_id', '=', user.id).where('quotation_approvals.status', '=', 'PENDING')),
      ...(user.role_slug === ROLE.TERM_CONTRACTOR || user.role_slug === ROLE.TERM_CONTRACTOR_QS
        ? [eb.and([eb('quotations.created_by', '=', user.id), eb('quotations.status', 'in', ['DRAFT', 'REJECTED'])])]
        : []),
      ...(user.role_slug === ROLE.TERM_CONTRACTOR && user.contractor ? [eb.and([eb('quotations.status', '=', 'PENDING'), eb('quotations.current_status', '=', 'PENDING_TC')])] : []),
      ...(user.role_slug === ROLE.OPERATIONS_MANAGER ? [eb('quotations.status', '=', 'APPROVED')] : []),
    ]))));

  app.get('/quotations/pending-claims', { config: { permission: 'quotation.view' }, schema: { tags: ['quotations'], querystring: listQuery, response: ok(pagedOf(quotationListRow)) } }, (request) =>
    listPage(request, '/api/quotations/pending-claims', (qb) => qb.where('quotations.status', '=', 'COMPLETED').where('quotations.claim_status', 'in', ['PENDING', 'PARTIAL-CLAIM'])));

  app.get('/quotations/:id', { config: { permission: 'quotation.view' }, schema: { tags: ['quotations'], params: idParams, response: ok(recordOf(quotationRecord)) } }, async (request) => ({
    data: await loadQuotationRecord(db, (request.params as { id: number }).id, app.requireUser(request)),
  }));

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
    if (contacts !== undefined && contacts !== null && (typeof contacts !== 'object' || Array.isArray(contacts))) errors.contacts = ['Must be an object.'];
    if (jobType !== undefined && jobType !== null && (!Array.isArray(jobType) || jobType.some((j) => typeof j !== 'string' || j.length > 60) || jobType.length > 20)) errors.job_type = ['Must be a list of job types.'];
    const rateChanges: RateChange[] = [];
    const items = await readItems(db, f.quotation_items, errors, rateChanges);
    const image = await signatureImage(app, db, user.id, f);
    const values = {
      school_id: schoolId, date, job: fieldString(f.job), trade: fieldString(f.trade), job_type: Array.isArray(jobType) ? jobType : [],
      contacts: contacts && typeof contacts === 'object' && !Array.isArray(contacts) ? (contacts as Record<string, unknown>) : {}, quotation_items: items,
      prepare_signature: image ? 'new' : existing?.prepare_signature_id ? 'stored' : null,
    };
    const ruleErrors = validateQuotationForm(values, { submit: status === 'PENDING', hasContractor: !!user.contractor || !!existing?.contractor });
    if (ruleErrors.prepare_signature) ruleErrors.signature = ruleErrors.prepare_signature;
    for (const [k, v] of Object.entries(asErrors(ruleErrors))) errors[k] ??= v;
    if (f.school_id !== undefined && fieldString(f.school_id) !== null && schoolId === null) errors.school_id = ['Must be a school id.'];
    if (date && !isIsoDate(date)) errors.date = ['Must be a valid date'];
    if (values.trade && !TRADE_VALUES.includes(values.trade as never)) errors.trade = [QUOTATION_MSG.invalidOption];
    for (const [k, max] of [['job', 2000], ['location', 2000], ['remarks', 5000]] as const) {
      const v = fieldString(f[k]);
      if (v && v.length > max) errors[k] = [`May not be greater than ${max} characters.`];
    }
    for (const k of ['attention', 'cc', 'tel', 'fax', 'location']) {
      const v = values.contacts[k];
      if (v !== undefined && v !== null && (typeof v !== 'string' || v.length > 500)) errors[`contacts.${k}`] = ['Must be a text of at most 500 characters.'];
    }
    const school = schoolId ? await db.selectFrom('schools').select(['id', 'zone', 'less_percent_bp', 'star_rate_bp']).where('id', '=', schoolId).executeTakeFirst() : undefined;
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
      status, image, school: school!, priced, rateChanges, shown: shownTotal(f),
      header: {
        school_id: school!.id, zone: school!.zone, trade: values.trade!, date: date!, job: values.job!, job_type: JSON.stringify(values.job_type),
        contacts: JSON.stringify({ attention: c.attention ?? null, cc: c.cc ?? null, tel: c.tel ?? null, fax: c.fax ?? null, location: c.location ?? null }),
        location: fieldString(f.location) ?? (typeof c.location === 'string' ? c.location : null), remarks: fieldString(f.remarks),
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

  app.post('/quotations', { config: { permission: 'quotation.create' }, schema: { tags: ['quotations'], ...quotationForm, response: { ...created(recordOf(quotationRecord)), ...errorResponses(409) } } }, (request, reply) => answerFiguresChanged(reply, async () => {
    const user = app.requireUser(request);
    const body = await readBody(app, request, JSON_FIELDS);
    const stored: StoredUpload[] = [];
    const { id, plan, rateChanges } = await withFiles(body, stored, async () => {
      const input = await readQuotationInput(body, user, null);
      const action: QuotationAction = input.status === 'PENDING' ? 'submit' : 'draft';
      const result = decide(null, {}, action, user, { signature: input.image ? 'new' : null });
      if (action === 'submit') requireShownTotal(input.shown, input.priced.totals, input.priced.rows, input.rateChanges);
      if (result.outcome.kind !== 'status') throw conflict('Unexpected outcome.');
      const sig = input.image ? await storeSignature(app, input.image) : null;
      if (sig) stored.push(sig);
      const now = new Date().toISOString();
      return db.transaction().execute(async (trx) => {
        const reference = await nextReference(trx, new Date().getUTCFullYear());
        const o = result.outcome as Extract<Ok['outcome'], { kind: 'status' }>;
        const row = await trx.insertInto('quotations').values({
          reference_number: reference, status: o.status, current_status: o.current_status, claim_status: null, wso_status: null, ...input.header,
          contractor: user.contractor, source_fund: null, document_type: null, epo_reference_no: null, epi_reference_no: null, ...totalsColumns(input.priced.totals),
          prepare_name: null, prepare_signature_id: null, prepare_signature_options: null, prepare_signature_details: null, report_path: null, report_version: null,
          report_generated_at: null, version: 1, created_by: user.id, created_at: now, updated_at: now,
        }).returningAll().executeTakeFirstOrThrow();
        await replaceItems(trx, row.id, input.priced.rows, user.id, true);
        const q = row as QuotationRow;
        const plan = await recordTransition(app, trx, q, result, user, { documents: { files: body.files, type: 'SUPPORTING' }, signature: sig ? { stored: sig, input: input.image!.input } : null });
        await audit(trx, request, { action: 'quotation.create', entity: 'quotation', entityId: row.id, after: { reference, status: o.status, total_cents: row.total_cents } });
        return { id: row.id, plan, rateChanges: input.rateChanges };
      });
    });
    await notifyAfter(plan, id);
    return reply.code(201).send({ data: await loadQuotationRecord(db, id, user), message: 'Successfully created quotation', ...ratesUpdated(rateChanges) });
  }));

  app.post('/quotations/:id', { config: { permission: 'quotation.edit' }, schema: { tags: ['quotations'], params: idParams, ...quotationForm, response: { ...ok(recordOf(quotationRecord)), ...errorResponses(409) } } }, (request, reply) => answerFiguresChanged(reply, async () => {
    const user = app.requireUser(request);
    const { id } = request.params as { id: number };
    const body = await readBody(app, request, JSON_FIELDS);
    const stored: StoredUpload[] = [];
    const { plan, rateChanges } = await withFiles(body, stored, async () => {
      const { q, pending } = await loadForTransition(id, user);
      const input = await readQuotationInput(body, user, q);
      const clientVersion = intOf(body.fields.version);
      const action: QuotationAction | null = input.status === 'PENDING' ? 'submit' : input.status === 'DRAFT' ? 'draft' : null;
      let result: Ok | null = null;
      if (action) result = decide(q, pending, action, user, { signature: input.image || q.prepare_signature_id ? 'yes' : null }, clientVersion);
      if (action === 'submit') requireShownTotal(input.shown, input.priced.totals, input.priced.rows, input.rateChanges);
      else {
        const wq = { id, status: q.status, current_status: q.current_status, pending_approval: pending };
        if (!isEditable(wq, workflowUser(user))) {
          if (user.role_slug !== ROLE.TERM_CONTRACTOR && user.role_slug !== ROLE.TERM_CONTRACTOR_QS) throw forbidden();
          throw conflict(`A quotation in ${q.status} status cannot be edited.`);
        }
        if (clientVersion !== null && clientVersion !== q.version) throw conflict('This quotation was changed by someone else. Reload it and try again.');
      }
      const sig = input.image ? await storeSignature(app, input.image) : null;
      if (sig) stored.push(sig);
      return db.transaction().execute(async (trx) => {
        const values = { ...input.header, ...totalsColumns(input.priced.totals) };
        if (result) await writeStatus(trx, q, result, values);
        else {
          const res = await trx.updateTable('quotations').set({ ...values, version: q.version + 1, updated_at: new Date().toISOString() })
            .where('id', '=', id).where('version', '=', q.version).executeTakeFirst();
          if (Number(res.numUpdatedRows) !== 1) throw conflict('This quotation was changed by someone else. Reload it and try again.');
        }
        await replaceItems(trx, id, input.priced.rows, user.id, false);
        let plan: NotifyPlan | null = null;
        const effects: Effects = { documents: { files: body.files, type: 'SUPPORTING' }, signature: sig ? { stored: sig, input: input.image!.input } : null };
        if (result) plan = await recordTransition(app, trx, q, result, user, effects);
        else {
          await insertAttachments(trx, OWNER_DOCUMENT, id, body.files, user.id, { type: 'SUPPORTING', report: true });
        }
        await audit(trx, request, { action: 'quotation.update', entity: 'quotation', entityId: id, before: { status: q.status, total_cents: q.total_cents }, after: { status: result?.outcome.kind === 'status' ? result.outcome.status : q.status, total_cents: input.priced.totals.total } });
        return { plan, rateChanges: input.rateChanges };
      });
    });
    await notifyAfter(plan, id);
    return { data: await loadQuotationRecord(db, id, user), message: 'Successfully updated quotation', ...ratesUpdated(rateChanges) };
  }));

  app.delete('/quotations/:id', { config: { permission: 'quotation.delete' }, schema: { tags: ['quotations'], params: idParams, response: { ...ok(dataMessage), ...errorResponses(409) } } }, async (request) => {
    const user = app.requireUser(request);
    const { id } = request.params as { id: number };
    const q = await findQuotation(db, id, user);
    decide(q, {}, 'delete', user, {});
    const files = [...(await storedFilesOf(db, OWNER_DOCUMENT, [id])), ...(await storedFilesOf(db, OWNER_SIGNATURE, [id]))];
    await db.transaction().execute(async (trx) => {
      const res = await trx.deleteFrom('quotations').where('id', '=', id).where('version', '=', q.version).where('status', '=', 'DRAFT').executeTakeFirst();
      if (Number(res.numDeletedRows) !== 1) throw conflict('This quotation was changed by someone else. Reload it and try again.');
      await trx.deleteFrom('attachments').where('owner_type', 'in', [OWNER_DOCUMENT, OWNER_SIGNATURE]).where('owner_id', '=', id).execute();
      await audit(trx, request, { action: 'quotation.delete', entity: 'quotation', entityId: id, before: { reference_number: q.reference_number, status: q.status } });
    });
    await removeStored(app, files);
    if (q.report_path) await app.storage.delete('reports', q.report_path).catch(() => undefined);
    const message = 'Successfully deleted quotation';
    return { data: { message }, message };
  });

  /** A JSON-bodied transition (void, reject, complete). */
  const simpleTransition = (action: QuotationAction) => async (request: FastifyRequest) => {
    const user = app.requireUser(request);
    const { id } = request.params as { id: number };
    const payload = request.body as { remarks?: string | null; version?: number | null };
    if (action !== 'complete') {
      const problems = validateRemarks(payload);
      if (Object.keys(problems).length) throw unprocessable(asErrors(problems));
    }
    const { q, pending } = await loadForTransition(id, user);
    const result = decide(q, pending, action, user, payload as Record<string, unknown>, payload.version);
    const plan = await db.transaction().execute(async (trx) => {
      await writeStatus(trx, q, result);
      const p = await recordTransition(app, trx, q, result, user);
      await audit(trx, request, { action: `quotation.${action}`, entity: 'quotation', entityId: id, before: { status: q.status }, after: { status: result.outcome.kind === 'status' ? result.outcome.status : null, remarks: payload.remarks } });
      return p;
    });
    await notifyAfter(plan, id);
    return { data: await loadQuotationRecord(db, id, user), message: result.message };
  };
  app.post('/quotations/:id/void', { config: { permission: 'quotation.edit' }, schema: { tags: ['quotations'], params: idParams, body: remarksBodySchema, response: transitioned } }, simpleTransition('void'));
  app.post('/quotations/:id/reject', { config: { permission: ['quotation.edit', 'quotation.approve'] }, schema: { tags: ['quotations'], params: idParams, body: remarksBodySchema, response: transitioned } }, simpleTransition('reject'));
  app.post('/quotations/:id/complete', { config: { permission: 'quotation.approve' }, schema: { tags: ['quotations'], params: idParams, body: completeBodySchema, response: transitioned } }, simpleTransition('complete'));

  /** Multipart transitions: MA approval, post approval, MOE-fund approval. */
  async function fileTransition(request: FastifyRequest, kind: 'ma' | 'post' | 'moe') {
    const user = app.requireUser(request);
    const { id } = request.params as { id: number };
    const body = await readBody(app, request, []);
    const stored: StoredUpload[] = [];
    const { plan, message } = await withFiles(body, stored, async () => {
      const f = body.fields;
      const files = body.files;
      const payload: Record<string, unknown> = {
        status: fieldString(f.status), remarks: fieldString(f.remarks) ?? fieldString(f.status_remarks), status_remarks: fieldString(f.status_remarks),
        source_fund: fieldString(f.source_fund), document_type: fieldString(f.document_type), epo_reference_no: fieldString(f.epo_reference_no),
        epi_reference_no: fieldString(f.epi_reference_no), next_approval: intOf(f.next_approval), supporting_documents: files,
      };
      let action: QuotationAction;
      let image: Awaited<ReturnType<typeof signatureImage>> = null;
      if (kind === 'ma') {
        image = await signatureImage(app, db, user.id, f);
        payload.signature = image ? 'yes' : null;
        const problems = validateMaApproval(payload);
        if (payload.source_fund && !SOURCE_FUNDS.includes(payload.source_fund as never)) problems.source_fund = QUOTATION_MSG.invalidOption;
        if (Object.keys(problems).length) throw unprocessable(asErrors(problems));
        action = maActionFor(payload.status)!;
      } else {
        if (kind === 'moe') payload.status = 'APPROVED';
        const problems = validatePostApproval(payload, { moeFundOnly: kind === 'moe' });
        for (const k of ['epo_reference_no', 'epi_reference_no'] as const) if (String(payload[k] ?? '').length > 100) problems[k] = 'May not be greater than 100 characters.';
        if (Object.keys(problems).length) throw unprocessable(asErrors(problems));
        action = kind === 'moe' ? 'moe_fund_approve' : 'post_approval';
      }
      const { q, pending } = await loadForTransition(id, user);
      const result = maActed(kind, () => decide(q, pending, action, user, payload, intOf(f.version)));
      requireShownTotal(shownTotal(f), totalsFromRow(q as unknown as Record<string, unknown>), null, []);
      if (action === 'ma_acknowledge') {
        const next = await db.selectFrom('users').innerJoin('roles', 'roles.id', 'users.role_id').select(['users.id', 'roles.slug']).where('users.id', '=', payload.next_approval as number).executeTakeFirst();
        if (!next || (next.slug !== ROLE.MANAGING_AGENT && next.slug !== ROLE.MA_QS) || next.id === user.id) throw unprocessable({ next_approval: ['Choose another managing agent.'] });
      }
      const sig = image ? await storeSignature(app, image) : null;
      if (sig) stored.push(sig);
      const plan = await maActed(kind, () => db.transaction().execute(async (trx) => {
        await writeStatus(trx, q, result);
        const p = await recordTransition(app, trx, q, result, user, {
          documents: { files, type: kind === 'ma' ? 'MA_APPROVAL' : 'POST_APPROVAL' }, signature: sig ? { stored: sig, input: image!.input } : null,
          sourceFund: payload.source_fund as string | null, nextApprover: payload.next_approval as number | null,
        });
        await audit(trx, request, { action: `quotation.${action}`, entity: 'quotation', entityId: id, before: { status: q.status, current_status: q.current_status }, after: { ...payload, supporting_documents: files.length } });
        return p;
      }));
      return { plan, message: result.message };
    });
    await notifyAfter(plan, id);
    return { data: await loadQuotationRecord(db, id, user), message };
  }
  const multipartRoute = (permission: string | string[]) => ({ config: { permission }, schema: { tags: ['quotations'], params: idParams, ...transitionForm, response: transitioned } });
  app.post('/quotations/:id/ma-approval', multipartRoute('quotation.verify'), (request, reply) => answerFiguresChanged(reply, () => fileTransition(request, 'ma')));
  app.post('/quotations/:id/update-final-quotation-status', multipartRoute('quotation.edit'), (request, reply) => answerFiguresChanged(reply, () => fileTransition(request, 'post')));
  app.post('/quotations/:id/moe-fund-approve', multipartRoute('quotation.edit'), (request, reply) => answerFiguresChanged(reply, () => fileTransition(request, 'moe')));

  await app.register(cloneRoutes);
  await app.register(attachmentSettingsRoutes);
  await app.register(fileRoutes);
  await app.register(reportRoutes);
}
