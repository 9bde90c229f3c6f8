/**
 * Claim body schemas and value lists (issue 11, spec part 2 §3 "Claim", §7 "Claims"). No `x-resource` here on
 * purpose: claims have hand-written routes and pages, and a resource schema in this folder would be discovered as a
 * generic resource by server/lib/schemaRegistry.ts and src/resourceRegistry.ts.
 */
export const CLAIM_STATUSES = ['DRAFT', 'PENDING', 'REJECTED', 'APPROVED', 'COMPLETED', 'VOID'] as const;
export const CLAIM_CURRENT_STATUSES = [
  'PENDING_MA',
  'PENDING_E_INVOICE',
  'INVOICE_IN_PROGRESS',
  'E_INVOICE_REJECTED',
  'APPROVED',
  'COMPLETED',
  'REJECTED',
] as const;

const versionProp = { type: ['integer', 'null'], minimum: 1 } as const;
const text = (max: number) => ({ type: ['string', 'null'], maxLength: max }) as const;
/** Percent as sent by the form: a number or its text ('60', '12.5'); domain/money.ts parsePercent reads it exactly. */
const percentProp = { type: ['number', 'string', 'null'] } as const;
const moneyProp = { type: ['number', 'string', 'null'] } as const;

export const claimQuotationSchema = {
  type: 'object',
  properties: {
    quotation_id: { type: 'integer', minimum: 1 },
    claim_percentage: percentProp,
  },
  required: ['quotation_id'],
  additionalProperties: true,
} as const;

/** The save form's fields after the multipart body is read (JSON fields already parsed). */
export const claimSaveBodySchema = {
  type: 'object',
  properties: {
    source_fund: text(10),
    trade: text(20),
    school_id: { type: ['integer', 'null'], minimum: 1 },
    zone: text(20),
    zone_code: text(40),
    contacts: { type: ['object', 'null'], additionalProperties: true },
    date: text(10),
    job_type: { type: ['array', 'null'], maxItems: 20 },
    job: text(2000),
    date_of_site_measurement: text(10),
    claim_quotations: { type: ['array', 'null'], maxItems: 200, items: claimQuotationSchema },
    remarks: text(5000),
    status: { type: ['string', 'null'], enum: ['DRAFT', 'PENDING', null] },
    sub_total_amount: moneyProp,
    total_gst: moneyProp,
    total_amount: moneyProp,
    version: versionProp,
  },
  additionalProperties: true,
} as const;

export const claimMaApprovalBodySchema = {
  type: 'object',
  properties: {
    status: text(20),
    remarks: text(5000),
    // A drawn signature as a PNG/JPEG data URL (or empty with signature_options 'my_signature').
    signature: { type: ['string', 'null'], maxLength: 3_000_000, pattern: '^(data:image/(png|jpe?g);base64,.*)?$' },
    signature_options: text(30),
    signature_details: text(5000),
    version: versionProp,
  },
  additionalProperties: true,
} as const;

export const claimRemarksBodySchema = {
  type: 'object',
  properties: { remarks: text(5000), version: versionProp },
  additionalProperties: true,
} as const;

export const claimPostApprovalBodySchema = {
  type: 'object',
  properties: {
    status: text(20),
    document_type: text(10),
    invoice_number: text(100),
    invoice_date: text(10),
    remarks: text(5000),
    version: versionProp,
  },
  additionalProperties: true,
} as const;

export const claimPaymentBodySchema = {
  type: 'object',
  properties: {
    payment_status: text(10),
    payment_amount: moneyProp,
    remarks: text(5000),
    version: versionProp,
  },
  additionalProperties: true,
} as const;

export const claimInvoiceBodySchema = {
  type: 'object',
  properties: {
    invoice_number: text(100),
    invoice_date: text(10),
    payment_amount: moneyProp,
    version: versionProp,
  },
  additionalProperties: true,
} as const;
