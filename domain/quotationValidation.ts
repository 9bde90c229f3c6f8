/**
 * The quotation-side validation rules and messages of spec part 2 §5 as pure functions. Each returns
 * a `{ field: message }` map (empty when valid): the UI shows it under the fields, the server sends
 * it as `{ message, errors: { field: [message] } }` with 422. Dotted keys name nested fields
 * ('contacts.tel', 'attachments.2.order').
 */
import { MSG, QUOTATION_ALREADY_ACTED } from './messages.js';
import { parseMoney, parseQuantity } from './money.js';
import { type CustodialDiscount, type PricingItemInput, applyCustodialDiscount, priceRow, rowKind } from './pricing.js';

export type FieldErrors = Record<string, string>;

/** The spec's quotation wording (part 2 §5, §8), plus the few texts the spec does not give (marked). */
export const QUOTATION_MSG = {
  required: MSG.requiredShort,
  requiredStop: MSG.required,
  itemRequired: 'This item is required',
  itemsEmpty: "Quotation items can't be empty",
  signatureMissing: MSG.signatureMissing,
  noContractor: 'Please contact administrator to give your account a contractor role.',
  serialNotUnique: 'Sequence numbers should be unique',
  sorted: 'Quotation items have been sorted.',
  selectFsrItem: 'Please select an FSR item to proceed',
  uploadFile: 'Please upload a file to proceed.',
  selectMembers: 'Select member(s) for this inspection',
  /** Not in the spec: the quantity input's own rule (numeric, minimum 0, step 0.01). */
  quantityInvalid: 'Quantity must be a number of at least 0 with up to 2 decimals',
  /** Not in the spec: the per-row upper bound of a quantity (MAX_QUANTITY). */
  quantityTooLarge: 'Quantity may not be greater than 1,000,000',
  /** Not in the spec: a submitted priced row needs a quantity, so no amount is ever below its minimum charge (docs/pricing.md). */
  quantityZero: 'Quantity must be greater than 0 to submit',
  /** Not in the spec: the upper bound of a quotation's total (MAX_QUOTATION_TOTAL_CENTS). */
  totalTooLarge: 'A quotation may not total more than S$ 100,000,000.00',
  /** Not in the spec: the server re-priced rows whose schedule rate changed since the form showed them (docs/pricing.md). */
  ratesChanged: 'The rates of some items have changed. Review the re-priced items and sign again.',
  /** Not in the spec: a draft saved with rates updated from the schedule. */
  ratesUpdated: 'Rates updated from the schedule of rates',
  /** Not in the spec: the contractor's school must be in one of their zones (so a managing agent of that zone can act on it). */
  schoolOutsideZones: 'The school must be in one of your zones',
  /** Not in the spec: nobody could verify a quotation submitted for a zone without a managing agent. */
  noManagingAgent: 'No managing agent is in charge of this school; please contact the administrator',
  alreadyActed: QUOTATION_ALREADY_ACTED,
  /** Not in the spec: star-rate rate "minimum 1". */
  rateMinimum: 'Rate must be at least 1',
  /** Not in the spec: a rate that is not a number (or with commas outside thousands groups, as '1,25.0'). */
  rateNotNumber: 'Rate must be a number with at most 2 decimals',
  /** Not in the spec: an option outside the listed choices. */
  invalidOption: 'Please choose one of the listed options',
  /** Not in the spec: a row's custodial discounts above the row's amount would make its total negative. */
  custodialExceedsItem: 'A custodial discount may not exceed the amount of the item it discounts',
  /** Not in the spec: no quotation total is negative. */
  negativeTotal: 'A quotation total may not be negative',
} as const;

export const DOCUMENT_TYPES = ['General', 'EPO-EPI'] as const;
export const SOURCE_FUNDS = ['SCHOOL', 'MOE', '95-5'] as const;
export const POST_APPROVAL_STATUSES = ['APPROVED', 'REJECTED'] as const;
export const MA_APPROVAL_STATUSES = ['VERIFIED', 'ACKNOWLEDGE', 'REJECTED'] as const;
export const INSERT_POSITIONS = ['Up', 'Down'] as const;

const blank = (v: unknown) =>
  v === null || v === undefined || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);
const get = (values: Record<string, unknown>, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), values);

/** Every listed path that is blank gets `message`. */
export function requireFields(
  values: Record<string, unknown>,
  paths: readonly string[],
  message: string = QUOTATION_MSG.required,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const p of paths) if (blank(get(values, p))) errors[p] = message;
  return errors;
}

export const isValid = (errors: FieldErrors) => Object.keys(errors).length === 0;

export interface QuotationFormValues {
  school_id?: unknown;
  date?: unknown;
  job?: unknown;
  trade?: unknown;
  job_type?: unknown;
  contacts?: { tel?: unknown; attention?: unknown; [k: string]: unknown } | null;
  quotation_items?: readonly PricingItemInput[] | null;
  prepare_signature?: unknown;
  [k: string]: unknown;
}

/** Header fields required on touch, for drafts and submissions alike. */
export const QUOTATION_REQUIRED_FIELDS = [
  'contacts.tel',
  'contacts.attention',
  'date',
  'job',
  'school_id',
  'trade',
  'job_type',
] as const;

/**
 * The quotation form (spec part 2 §5 "Quotation form (on touch)"). `submit` adds the non-draft rules:
 * at least one priced item under 'quotation_items', a quantity above 0 on every priced row and the prepare signature. `hasContractor` false
 * (the user has no contractor set) puts the contractor-role message under 'contractor'.
 */
export function validateQuotationForm(
  values: QuotationFormValues,
  opts: { submit: boolean; hasContractor?: boolean },
): FieldErrors {
  const errors = requireFields(values, QUOTATION_REQUIRED_FIELDS);
  if (opts.hasContractor === false) errors.contractor = QUOTATION_MSG.noContractor;
  (values.quotation_items ?? []).forEach((item, i) => {
    if (rowKind(item) !== 'item') return;
    const problem =
      quantityError(item.quantity) ??
      (opts.submit && !(parseQuantity(item.quantity) ?? 0) ? QUOTATION_MSG.quantityZero : null);
    if (problem) errors[`quotation_items.${i}.quantity`] = problem;
  });
  if (opts.submit) {
    if (!(values.quotation_items ?? []).some((i) => rowKind(i) === 'item'))
      errors.quotation_items = QUOTATION_MSG.itemsEmpty;
    if (blank(values.prepare_signature)) errors.prepare_signature = QUOTATION_MSG.signatureMissing;
  }
  return errors;
}

/** The largest quantity of one row (1,000,000; in thousandths). The server enforces it too. */
export const MAX_QUANTITY_MILLI = 1_000_000 * 1000;
/** The largest total of one quotation: S$ 100 million (in cents). The server enforces it too. */
export const MAX_QUOTATION_TOTAL_CENTS = 100_000_000 * 100;

/** The quantity input's rule: numeric, minimum 0, step 0.01, at most 1,000,000 (blank is allowed while typing and prices as 0). */
export function quantityError(value: unknown): string | null {
  if (blank(value)) return null;
  const milli = parseQuantity(value);
  if (milli === null || milli < 0 || milli % 10 !== 0) return QUOTATION_MSG.quantityInvalid;
  return milli > MAX_QUANTITY_MILLI ? QUOTATION_MSG.quantityTooLarge : null;
}

export const isValidQuantity = (value: unknown): boolean => quantityError(value) === null;

/** A quotation total (cents) above the upper bound, or below 0. */
export const totalError = (totalCents: number): string | null =>
  totalCents > MAX_QUOTATION_TOTAL_CENTS
    ? QUOTATION_MSG.totalTooLarge
    : totalCents < 0
      ? QUOTATION_MSG.negativeTotal
      : null;

/**
 * A custodial discount never exceeds what it discounts: the sum of a priced row's discount lines is at most the row's
 * amount (a discount "on all items" is a line on each non-star-rate item, so the rule holds per item too). This keeps
 * every FSR total after discount, and so every quotation total, at 0 or above.
 */
export function custodialExceedsError(item: PricingItemInput): string | null {
  const price = priceRow(item);
  if (price.kind !== 'item') return null;
  const discount = price.custodial.reduce((s, l) => s + l.amount, 0);
  return discount > price.amount ? QUOTATION_MSG.custodialExceedsItem : null;
}

/** The apply-discounts modal: its required fields, then whether the discount would exceed an item it applies to. */
export function validateDiscountFor(
  items: readonly PricingItemInput[],
  discount: Partial<CustodialDiscount> & Record<string, unknown>,
  selectedIndex?: number,
): FieldErrors {
  const errors = validateCustodialDiscount(discount);
  if (errors.custodial_discount_quantity) return errors;
  const quantityProblem = quantityError(discount.custodial_discount_quantity);
  if (quantityProblem) return { ...errors, custodial_discount_quantity: quantityProblem };
  const { items: next, applied } = applyCustodialDiscount(items, discount as CustodialDiscount, selectedIndex);
  if (applied.some((i) => custodialExceedsError(next[i])))
    errors.custodial_discount_quantity = QUOTATION_MSG.custodialExceedsItem;
  return errors;
}

/** MA verification panel: status; remarks when REJECTED; next approver when ACKNOWLEDGE; signature unless rejecting. */
export function validateMaApproval(payload: {
  status?: unknown;
  status_remarks?: unknown;
  remarks?: unknown;
  signature?: unknown;
  next_approval?: unknown;
}): FieldErrors {
  const errors: FieldErrors = {};
  const status = payload.status;
  if (blank(status)) errors.status = QUOTATION_MSG.required;
  else if (!MA_APPROVAL_STATUSES.includes(status as never)) errors.status = QUOTATION_MSG.invalidOption;
  if (status === 'REJECTED' && blank(payload.status_remarks) && blank(payload.remarks))
    errors.status_remarks = QUOTATION_MSG.required;
  if (status === 'ACKNOWLEDGE' && blank(payload.next_approval)) errors.next_approval = QUOTATION_MSG.required;
  if (status !== 'REJECTED' && blank(payload.signature)) errors.signature = QUOTATION_MSG.signatureMissing;
  return errors;
}

export interface PostApprovalPayload {
  status?: unknown;
  document_type?: unknown;
  source_fund?: unknown;
  epo_reference_no?: unknown;
  epi_reference_no?: unknown;
  supporting_documents?: readonly unknown[] | null;
  remarks?: unknown;
}

/**
 * Post approval of a quotation (spec part 2 §5 "Post approval"). When APPROVED: document_type
 * (General or EPO-EPI), source_fund (SCHOOL, MOE, 95-5; only MOE in the MOE-fund flow) and at least
 * one supporting file. EPO/EPI reference numbers are shown for EPO-EPI but not required.
 */
export function validatePostApproval(payload: PostApprovalPayload, opts: { moeFundOnly?: boolean } = {}): FieldErrors {
  const errors: FieldErrors = {};
  if (blank(payload.status)) errors.status = QUOTATION_MSG.required;
  else if (!POST_APPROVAL_STATUSES.includes(payload.status as never)) errors.status = QUOTATION_MSG.invalidOption;
  if (payload.status !== 'APPROVED') return errors;
  if (blank(payload.document_type)) errors.document_type = QUOTATION_MSG.requiredStop;
  else if (!DOCUMENT_TYPES.includes(payload.document_type as never)) errors.document_type = QUOTATION_MSG.invalidOption;
  const funds: readonly string[] = opts.moeFundOnly ? ['MOE'] : SOURCE_FUNDS;
  if (blank(payload.source_fund)) errors.source_fund = QUOTATION_MSG.required;
  else if (!funds.includes(payload.source_fund as string)) errors.source_fund = QUOTATION_MSG.invalidOption;
  if (blank(payload.supporting_documents)) errors.supporting_documents = QUOTATION_MSG.uploadFile;
  return errors;
}

/**
 * Update payment status (spec part 2 §5 "Payment status"): payment received (YES), the total payment amount (money, at
 * most 2 decimals) and remarks, all required with 'This field is required'.
 */
export function validateQuotationPayment(payload: Record<string, unknown>): FieldErrors {
  const errors = requireFields(payload, ['payment_received', 'total_payment_amount', 'remarks']);
  if (!errors.payment_received && payload.payment_received !== 'YES')
    errors.payment_received = QUOTATION_MSG.invalidOption;
  if (!errors.total_payment_amount) {
    const cents = parseMoney(payload.total_payment_amount);
    if (cents === null || cents < 0) errors.total_payment_amount = 'Must be an amount with at most 2 decimals';
  }
  return errors;
}

/** Void and reject modals: remarks required. */
export const validateRemarks = (payload: { remarks?: unknown }) => requireFields(payload, ['remarks']);
/** Clone modal: school and trade required. */
export const validateClone = (payload: { school_id?: unknown; trade?: unknown }) =>
  requireFields(payload, ['school_id', 'trade']);
/** Apply-discounts modal: quantity and description required (and where to apply). */
export const validateCustodialDiscount = (payload: Record<string, unknown>) =>
  requireFields(payload, ['custodial_discount_quantity', 'custodial_discount_description', 'discount_application']);
/** Add header / add note modals. */
export const validateHeader = (payload: { header?: unknown }) => requireFields(payload, ['header']);
export const validateNote = (payload: { note?: unknown }) => requireFields(payload, ['note']);

/** Insert FSR item modal: position Up/Down ('This field is required.'), and an FSR item chosen. */
export function validateInsertItem(payload: { position?: unknown; fsr_item?: unknown }): FieldErrors {
  const errors = requireFields(payload, ['position'], QUOTATION_MSG.requiredStop);
  if (!errors.position && !INSERT_POSITIONS.includes(payload.position as never))
    errors.position = QUOTATION_MSG.invalidOption;
  if (blank(payload.fsr_item)) errors.fsr_item = QUOTATION_MSG.selectFsrItem;
  return errors;
}

/** Replace FSR item modal: an FSR item chosen. */
export const validateReplaceItem = (payload: { fsr_item?: unknown }): FieldErrors =>
  blank(payload.fsr_item) ? { fsr_item: QUOTATION_MSG.selectFsrItem } : {};

/** Create inspection from a quotation: a school and at least one member. */
export function validateInspectionFromQuotation(payload: { school_id?: unknown; members?: unknown }): FieldErrors {
  const errors = requireFields(payload, ['school_id']);
  if (blank(payload.members)) errors.members = QUOTATION_MSG.selectMembers;
  return errors;
}

/** Star-rate form: rate required and at least 1; unit required; category and description free. */
export function validateStarRate(payload: { rate?: unknown; unit?: unknown }): FieldErrors {
  const errors = requireFields(payload, ['rate', 'unit']);
  if (!errors.rate) {
    const cents = parseMoney(payload.rate);
    if (cents === null) errors.rate = QUOTATION_MSG.rateNotNumber;
    else if (cents < 100) errors.rate = QUOTATION_MSG.rateMinimum;
  }
  return errors;
}

export interface AttachmentRow {
  file_name?: unknown;
  mime?: unknown;
  additional_fields?: { order?: unknown; report?: unknown } | null;
}

export const isPdf = (row: AttachmentRow) =>
  typeof row.mime === 'string' && row.mime.toLowerCase() === 'application/pdf';

/** Update attachments modal: file name; order for non-PDF; report yes/no for non-PDF (PDFs are always included, read-only). */
export function validateUpdateAttachments(rows: readonly AttachmentRow[]): FieldErrors {
  const errors: FieldErrors = {};
  rows.forEach((row, i) => {
    if (blank(row.file_name)) errors[`attachments.${i}.file_name`] = QUOTATION_MSG.itemRequired;
    if (isPdf(row)) return;
    if (blank(row.additional_fields?.order)) errors[`attachments.${i}.order`] = QUOTATION_MSG.itemRequired;
    const report = row.additional_fields?.report;
    if (report !== true && report !== false) errors[`attachments.${i}.report`] = QUOTATION_MSG.itemRequired;
  });
  return errors;
}

/** Serial numbers of priced rows that occur more than once (header and note rows carry none). */
export function duplicateSerialNumbers(items: readonly (PricingItemInput & { serial_no?: unknown })[]): string[] {
  const seen = new Map<string, number>();
  for (const item of items) {
    if (rowKind(item) === 'header' || rowKind(item) === 'note' || blank(item.serial_no)) continue;
    const key = String(item.serial_no).trim();
    seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  return [...seen].filter(([, n]) => n > 1).map(([k]) => k);
}

/**
 * Sorts rows by serial number ('Quotation items have been sorted.'), refusing duplicates ('Sequence
 * numbers should be unique'). A header or note row travels with the row that follows it; rows without
 * a serial keep their relative order at the end.
 */
export function sortItemsBySerial<T extends PricingItemInput & { serial_no?: unknown }>(
  items: readonly T[],
): { items: T[]; message: string } | { error: string } {
  if (duplicateSerialNumbers(items).length > 0) return { error: QUOTATION_MSG.serialNotUnique };
  const groups: { key: number; rows: T[] }[] = [];
  let pending: T[] = [];
  for (const item of items) {
    const kind = rowKind(item);
    pending.push(item);
    if (kind === 'header' || kind === 'note') continue;
    const n = Number(String(item.serial_no ?? '').trim());
    groups.push({ key: blank(item.serial_no) || !Number.isFinite(n) ? Number.POSITIVE_INFINITY : n, rows: pending });
    pending = [];
  }
  const sorted = groups
    .map((g, i) => ({ ...g, i }))
    .sort((a, b) => a.key - b.key || a.i - b.i)
    .flatMap((g) => g.rows);
  return { items: [...sorted, ...pending], message: QUOTATION_MSG.sorted };
}
