/**
 * The claim-side rules of spec part 2 §5 ("Claim form", "Post approval", "Payment status", "Invoice
 * in progress and reject claim") as pure functions returning `{ field: message }` (empty when valid);
 * the server sends them as 422 `{ message, errors: { field: [message] } }`.
 */
import { isIsoDate } from './dates.js';
import { type BasisPoints, FULL_PERCENT, parseMoney, parsePercent } from './money.js';
import { claimPercentageError } from './claimMoney.js';
import { type FieldErrors, QUOTATION_MSG, SOURCE_FUNDS, requireFields } from './quotationValidation.js';

export const CLAIM_MSG = {
  required: QUOTATION_MSG.required,
  requiredStop: QUOTATION_MSG.requiredStop,
  invalidDate: 'Must be a valid date',
  selectQuotation: 'Please select a quotation.',
  signatureMissing: QUOTATION_MSG.signatureMissing,
  uploadFile: QUOTATION_MSG.uploadFile,
  invalidOption: QUOTATION_MSG.invalidOption,
  /** Not in the spec: the "only one quotation" fund rule's wording. */
  oneQuotationOnly: 'This fund type allows only one quotation.',
  /** Not in the spec: the same quotation twice in one claim. */
  duplicateQuotation: 'A quotation can be selected only once.',
  /** Not in the spec: an amount that is not money. */
  invalidAmount: 'Must be an amount with at most 2 decimals',
  /** Not in the spec: a quotation picked before its WSO completed it (approved, not completed). */
  quotationNotCompleted: 'Only a completed quotation can be claimed; this one is not completed yet.',
  /** Not in the spec: a payment of nothing, or a negative one. */
  amountNotPositive: 'The amount must be greater than 0',
  /** Not in the spec: more than the claim's total with GST, without the invoice team's confirmation. */
  amountAboveTotal: "The amount may not be greater than the claim's total with GST unless you confirm an over-payment",
} as const;

/** Not in the spec: the warning when an invoice number is already on another claim (the save goes through). */
export const invoiceNumberUsedWarning = (invoiceNumber: string, references: readonly string[]) =>
  `Invoice number ${invoiceNumber} is also on claim ${references.join(', ')}.`;

/** What a payment amount is checked against: the claim's total with GST, and whether an over-payment is confirmed. */
export interface AmountContext {
  total?: number | null;
  overpayment?: unknown;
}

/** The form's explicit "confirm an over-payment" flag: a ticked box sends true, 'true', 'yes', '1' or 'on'. */
export const overpaymentConfirmed = (v: unknown) =>
  v === true || (typeof v === 'string' && ['true', 'yes', '1', 'on'].includes(v.trim().toLowerCase()));

export const PROJECT_WORK = 'project_work';
export const CLAIM_DOCUMENT_TYPES = ['General'] as const;
export const CLAIM_POST_APPROVAL_STATUSES = ['APPROVED', 'REJECTED'] as const;
export const CLAIM_MA_STATUSES = ['ENDORSED', 'REJECTED'] as const;
export const PAYMENT_RECEIVED_OPTIONS = ['YES'] as const;

const blank = (v: unknown) =>
  v === null || v === undefined || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

/** A real calendar date written yyyy-MM-dd (2026-02-30 is not). */
export const isValidDate = (v: unknown): boolean => typeof v === 'string' && isIsoDate(v);

/** job_type entries are strings or {label, value} options. */
export function jobTypeValues(jobType: unknown): string[] {
  if (!Array.isArray(jobType)) return [];
  return jobType.map((j) => (j && typeof j === 'object' ? String((j as { value?: unknown }).value ?? '') : String(j)));
}

const hasProjectWork = (jobType: unknown) => jobTypeValues(jobType).includes(PROJECT_WORK);

/** School is required unless the fund is MOE, or 95-5 with project work. */
export const schoolRequired = (fund: unknown, jobType: unknown) =>
  !(fund === 'MOE' || (fund === '95-5' && hasProjectWork(jobType)));

/** SCHOOL, or MOE / 95-5 without project work: one quotation only. */
export const singleQuotationOnly = (fund: unknown, jobType: unknown) =>
  fund === 'SCHOOL' || ((fund === 'MOE' || fund === '95-5') && !hasProjectWork(jobType));

export interface ClaimQuotationInput {
  quotation_id?: unknown;
  claim_percentage?: unknown;
}

export interface ClaimFormValues {
  source_fund?: unknown;
  trade?: unknown;
  school_id?: unknown;
  zone?: unknown;
  zone_code?: unknown;
  contacts?: unknown;
  date?: unknown;
  job_type?: unknown;
  job?: unknown;
  date_of_site_measurement?: unknown;
  claim_quotations?: readonly ClaimQuotationInput[] | null;
  signature?: unknown;
  status?: unknown;
}

/**
 * The claim form. `remaining` gives each quotation's remaining percentage for THIS claim (100 % less
 * what other live claims hold); quotations missing from it may take up to 100 %. Drafts skip the
 * signature only: the other rules keep a draft claimable later.
 */
export function validateClaimForm(
  values: ClaimFormValues,
  opts: { draft?: boolean; remaining?: ReadonlyMap<number, BasisPoints> } = {},
): FieldErrors {
  const v = values as Record<string, unknown>;
  const errors: FieldErrors = requireFields(v, [
    'source_fund',
    'trade',
    'contacts.tel',
    'contacts.attention',
    'contacts.location',
    'job_type',
    'job',
  ]);
  const fund = values.source_fund;
  if (!blank(fund) && !SOURCE_FUNDS.includes(fund as never)) errors.source_fund = CLAIM_MSG.invalidOption;
  if (fund === 'MOE') Object.assign(errors, requireFields(v, ['zone', 'zone_code']));
  if (schoolRequired(fund, values.job_type) && blank(values.school_id)) errors.school_id = CLAIM_MSG.required;
  for (const f of ['date', 'date_of_site_measurement'] as const) {
    if (blank(values[f])) errors[f] = CLAIM_MSG.required;
    else if (!isValidDate(values[f])) errors[f] = CLAIM_MSG.invalidDate;
  }
  const picked = values.claim_quotations ?? [];
  if (picked.length === 0) errors.claim_quotations = CLAIM_MSG.selectQuotation;
  else if (picked.length > 1 && singleQuotationOnly(fund, values.job_type))
    errors.claim_quotations = CLAIM_MSG.oneQuotationOnly;
  const seen = new Set<number>();
  picked.forEach((q, i) => {
    const id = Number(q.quotation_id);
    if (!Number.isInteger(id) || id <= 0) {
      errors[`claim_quotations.${i}.quotation_id`] = CLAIM_MSG.selectQuotation;
      return;
    }
    if (seen.has(id)) errors[`claim_quotations.${i}.quotation_id`] = CLAIM_MSG.duplicateQuotation;
    seen.add(id);
    const pct = blank(q.claim_percentage) ? 0 : parsePercent(q.claim_percentage);
    const message = claimPercentageError(pct, opts.remaining?.get(id) ?? FULL_PERCENT);
    if (message) errors[`claim_quotations.${i}.claim_percentage`] = message;
  });
  if (!opts.draft && blank(values.signature)) errors.signature = CLAIM_MSG.signatureMissing;
  return errors;
}

/** MA endorsement: status ENDORSED or REJECTED; remarks when rejecting; a signature unless rejecting. */
export function validateClaimMaApproval(p: { status?: unknown; remarks?: unknown; signature?: unknown }): FieldErrors {
  const errors: FieldErrors = {};
  if (blank(p.status)) errors.status = CLAIM_MSG.required;
  else if (!CLAIM_MA_STATUSES.includes(p.status as never)) errors.status = CLAIM_MSG.invalidOption;
  if (p.status === 'REJECTED' && blank(p.remarks)) errors.remarks = CLAIM_MSG.required;
  if (p.status !== 'REJECTED' && blank(p.signature)) errors.signature = CLAIM_MSG.signatureMissing;
  return errors;
}

/** Post approval of a claim: when APPROVED, document type General, invoice number and date, a file. */
export function validateClaimPostApproval(p: {
  status?: unknown;
  document_type?: unknown;
  invoice_number?: unknown;
  invoice_date?: unknown;
  supporting_documents?: readonly unknown[] | null;
}): FieldErrors {
  const errors: FieldErrors = {};
  if (blank(p.status)) errors.status = CLAIM_MSG.required;
  else if (!CLAIM_POST_APPROVAL_STATUSES.includes(p.status as never)) errors.status = CLAIM_MSG.invalidOption;
  if (p.status !== 'APPROVED') return errors;
  if (blank(p.document_type)) errors.document_type = CLAIM_MSG.requiredStop;
  else if (!CLAIM_DOCUMENT_TYPES.includes(p.document_type as never)) errors.document_type = CLAIM_MSG.invalidOption;
  if (blank(p.invoice_number)) errors.invoice_number = CLAIM_MSG.required;
  if (blank(p.invoice_date)) errors.invoice_date = CLAIM_MSG.required;
  else if (!isValidDate(p.invoice_date)) errors.invoice_date = CLAIM_MSG.invalidDate;
  if (blank(p.supporting_documents)) errors.supporting_documents = CLAIM_MSG.uploadFile;
  return errors;
}

/**
 * A paid or invoiced amount: money, above 0, and at most the claim's total with GST (when known) unless the invoice
 * team confirms an over-payment.
 */
export function amountError(v: unknown, context: AmountContext = {}): string | null {
  if (blank(v)) return CLAIM_MSG.required;
  const cents = parseMoney(v);
  if (cents === null) return CLAIM_MSG.invalidAmount;
  if (cents <= 0) return CLAIM_MSG.amountNotPositive;
  const total = context.total;
  if (typeof total === 'number' && cents > total && !overpaymentConfirmed(context.overpayment))
    return CLAIM_MSG.amountAboveTotal;
  return null;
}

/** Payment status: payment received (YES), total payment amount and remarks. */
export function validatePaymentStatus(
  p: {
    payment_status?: unknown;
    payment_amount?: unknown;
    remarks?: unknown;
    confirm_overpayment?: unknown;
  },
  claimTotal?: number | null,
): FieldErrors {
  const errors: FieldErrors = requireFields(p, ['payment_status', 'remarks']);
  if (!errors.payment_status && !PAYMENT_RECEIVED_OPTIONS.includes(p.payment_status as never))
    errors.payment_status = CLAIM_MSG.invalidOption;
  const amount = amountError(p.payment_amount, { total: claimTotal, overpayment: p.confirm_overpayment });
  if (amount) errors.payment_amount = amount;
  return errors;
}

/** Invoice edit: invoice number, a valid invoice date and a payment amount. */
export function validateInvoiceEdit(
  p: {
    invoice_number?: unknown;
    invoice_date?: unknown;
    payment_amount?: unknown;
    confirm_overpayment?: unknown;
  },
  claimTotal?: number | null,
): FieldErrors {
  const errors: FieldErrors = requireFields(p, ['invoice_number']);
  if (blank(p.invoice_date)) errors.invoice_date = CLAIM_MSG.required;
  else if (!isValidDate(p.invoice_date)) errors.invoice_date = CLAIM_MSG.invalidDate;
  const amount = amountError(p.payment_amount, { total: claimTotal, overpayment: p.confirm_overpayment });
  if (amount) errors.payment_amount = amount;
  return errors;
}
