/**
 * The quotation routes' input and step helpers (issue 9 §4): a create/update body read and checked with the domain's
 * rules (amounts recomputed), the record loaded for a workflow step, uploads cleaned up when a step fails.
 */
import type { FastifyInstance } from 'fastify';
import { isIsoDate } from '../../../domain/dates.js';
import { QUOTATION_ALREADY_ACTED } from '../../../domain/messages.js';
import { QUOTATION_MSG, totalError, validateQuotationForm } from '../../../domain/quotationValidation.js';
import { TRADE_VALUES } from '../../../schemas/quotation.js';
import type { Db } from '../../db/index.js';
import { conflict, HttpError, unprocessable } from '../../lib/errors.js';
import { discardStored, fieldString, type Body } from '../../lib/forms.js';
import { signatureImage } from '../../lib/signatures.js';
import type { StoredUpload } from '../../lib/upload.js';
import type { AuthUser } from '../../plugins/auth.js';
import { notifyUsers } from './files.js';
import { priceItems, readItems, type RateChange } from './items.js';
import { findQuotation, inContractorZones, loadPending, type QuotationRow } from './repository.js';
import { shownTotal } from './repricing.js';
import type { NotifyPlan } from './transitions.js';

/** JSON-encoded fields of the multipart create/update form. */
export const JSON_FIELDS = ['contacts', 'job_type', 'quotation_items', 'fsr_totals', 'star_rate', 'totals'] as const;

export type Errors = Record<string, string[]>;
/**
 * A managing agent's action refused as a stale or illegal state (409) means another approver acted first: say so in one message
 * (domain/messages.ts), whichever check noticed it. The form reloads the quotation on a 409.
 */
export function maActed<T>(kind: 'ma' | 'post' | 'moe', work: () => T): T {
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
export const ratesUpdated = (changes: RateChange[]) => (changes.length ? { rates_updated: changes } : {});
export const asErrors = (e: Record<string, string>): Errors =>
  Object.fromEntries(Object.entries(e).map(([k, v]) => [k, [v]]));
export const intOf = (v: unknown): number | null => {
  const s = fieldString(v);
  return s !== null && /^\d{1,9}$/.test(s) ? Number(s) : null;
};

/** Header fields and items of a create/update body, checked with the domain's rules; amounts recomputed. */
export async function readQuotationInput(
  app: FastifyInstance,
  body: Body,
  user: AuthUser,
  existing: QuotationRow | null,
) {
  const db = app.db;
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
  const draftStarRates: number[] = [];
  const items = await readItems(db, f.quotation_items, errors, rateChanges, draftStarRates);
  const image = await signatureImage(app, db, user.id, f);
  const values = {
    school_id: schoolId,
    date,
    job: fieldString(f.job),
    trade: fieldString(f.trade),
    job_type: Array.isArray(jobType) ? jobType : [],
    contacts:
      contacts && typeof contacts === 'object' && !Array.isArray(contacts) ? (contacts as Record<string, unknown>) : {},
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
    draftStarRates,
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
export async function loadForTransition(db: Db, id: number, user: AuthUser) {
  const pending = (await loadPending(db, [id])).get(id) ?? {};
  const q = await findQuotation(db, id, user);
  return { q, pending };
}

export const notifyAfter = async (app: FastifyInstance, plan: NotifyPlan | null, quotationId: number) => {
  if (plan) await notifyUsers(app, plan.userIds, { ...plan, quotationId });
};

/** Runs `work` with the uploaded files; removes every stored file when anything fails. */
export async function withFiles<T>(
  app: FastifyInstance,
  body: Body,
  extra: StoredUpload[],
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (e) {
    await body.discard();
    await discardStored(app, extra);
    throw e;
  }
}
