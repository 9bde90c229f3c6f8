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

export const claimQuotationSchema = {
  type: 'object',
  properties: {
    quotation_id: { type: 'integer', minimum: 1 },
    claim_percentage: percentProp,
  },
  required: ['quotation_id'],
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
