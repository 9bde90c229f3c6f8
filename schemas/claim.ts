/**
 * Claim body schemas, value lists and the claim list (issue 11, spec part 2 §3 "Claim", §7 "Claims"). No `x-resource`
 * here on purpose: claims have hand-written routes and pages, and a resource schema in this folder would be discovered
 * as a generic resource by server/lib/schemaRegistry.ts and src/resourceRegistry.ts. The list is `x-area-list` instead.
 */
import { SCHOOL_COLUMN, type AreaListSchema } from './resource.js';

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

/** The list's status filter names statuses and stages alike (the server matches either column). */
export const CLAIM_LIST_STATUSES = [...new Set([...CLAIM_STATUSES, ...CLAIM_CURRENT_STATUSES])];

/**
 * /works-order/claims (spec part 2 §2): its columns (`x-list`, in that order) and filters (`x-filter`), read by the
 * list route (server/routes/claims/records.ts), `GET /config/claim` and the page (custom-pages/claims/ClaimList.tsx).
 * A new column or filter is one property here; a filter that is not a plain column of `claims` also needs its
 * `filterBy` in server/services/claims/repository.ts.
 */
export const claimListSchema = {
  $id: 'claim',
  type: 'object',
  title: 'Claim',
  'x-area-list': {
    route: '/works-order/claims',
    path: '/claims',
    resource: 'claims',
    table: 'claims',
    defaultSort: { field: 'id', order: 'DESC' },
    title: 'caretaker.claims.title',
    labels: { columns: 'caretaker.claims.columns.', filters: 'caretaker.claims.filters.' },
    permissions: { list: 'claim.view' },
    create: { permission: 'claim.create', roles: ['TERM-CONTRACTOR'], label: 'caretaker.claims.add' },
  },
  properties: {
    reference_number: { type: 'string', title: 'Reference number', 'x-list': 1, 'x-filter': 'search', 'x-link': true },
    school: SCHOOL_COLUMN,
    date: {
      type: 'string',
      title: 'Date',
      format: 'date',
      'x-list': 3,
      'x-phone': false,
      'x-filter': 'daterange',
      'x-filter-range': ['start_date', 'end_date'],
    },
    job: { type: 'string', title: 'Job', 'x-list': 4, 'x-phone': false, 'x-filter': 'search' },
    total_amount: { type: 'number', title: 'Total', 'x-widget': 'money', 'x-list': 5 },
    status: {
      type: 'string',
      title: 'Status',
      enum: CLAIM_LIST_STATUSES,
      'x-list': 6,
      'x-filter': 'multiselect',
      'x-enum-i18n': 'caretaker.claims.status.',
      'x-display': ['current_status', 'status'],
      'x-chip': true,
    },
    invoice_date: {
      type: ['string', 'null'],
      title: 'Invoice date',
      format: 'date',
      'x-filter': 'daterange',
      'x-filter-range': ['invoice_start_date', 'invoice_end_date'],
    },
    claim_status: {
      type: 'string',
      title: 'Pending claim status',
      enum: ['PENDING', 'PARTIAL-CLAIM', 'FULLY-CLAIM'],
      'x-filter': 'multiselect',
      // The spec's filter form does not name it: API clients filter by it.
      'x-filter-form': false,
    },
  },
} as const satisfies AreaListSchema;

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
