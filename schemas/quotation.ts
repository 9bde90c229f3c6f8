import type { ResourceSchema } from './resource.js';

export const QUOTATION_STATUSES = [
  'DRAFT',
  'PENDING',
  'PENDING_TC',
  'PENDING_MA',
  'REJECTED',
  'ACKNOWLEDGE',
  'APPROVED',
  'COMPLETED',
  'VOID',
] as const;
export const QUOTATION_CURRENT_STATUSES = ['PENDING_TC', 'PENDING_MA'] as const;
export const QUOTATION_CLAIM_STATUSES = ['PENDING', 'PARTIAL-CLAIM', 'FULLY-CLAIM'] as const;
export const QUOTATION_WSO_STATUSES = [
  'WSO_PENDING_CREATION',
  'WSO_PENDING_MA',
  'WSO_PENDING_OM',
  'WSO_REJECTED',
  'COMPLETED',
] as const;
export const TRADES = [
  { value: 'BLDG', label: 'Building Management' },
  { value: 'PAS', label: 'Plumbing and Sanitary Works' },
  { value: 'HORTI', label: 'Turf and Plant' },
] as const;
export const TRADE_VALUES = TRADES.map((t) => t.value);
export const JOB_TYPES = [
  { value: 'ad_hoc', label: 'Ad-hoc' },
  { value: 'corrective', label: 'Corrective maintenance' },
  { value: 'preventive', label: 'Preventive maintenance' },
  { value: 'project_work', label: 'Project work' },
  { value: 'improvement', label: 'Improvement works' },
] as const;

/** Quotation list columns and filters (hand-written routes in server/routes/quotations). */
export const quotationSchema = {
  $id: 'quotation',
  type: 'object',
  title: 'Quotation',
  'x-resource': {
    route: 'works-order/quotation-list',
    path: '/quotations',
    table: 'quotations',
    generic: false,
    audit: true,
    icon: 'RequestQuote',
    recordRepresentation: 'reference_number',
    defaultSort: { field: 'id', order: 'DESC' },
    permissions: {
      list: 'quotation.view',
      show: 'quotation.view',
      create: 'quotation.create',
      update: 'quotation.edit',
      delete: 'quotation.delete',
    },
  },
  properties: {
    id: { type: 'integer', readOnly: true },
    reference_number: {
      type: 'string',
      title: 'Reference number',
      'x-list': 1,
      'x-filter': 'search',
      'x-sortable': true,
      readOnly: true,
    },
    school_id: {
      type: 'integer',
      title: 'School',
      'x-list': 2,
      'x-filter': 'reference',
      'x-reference': { resource: 'settings/schools', display: 'name' },
    },
    job: { type: 'string', title: 'Job', minLength: 1, maxLength: 2000, 'x-list': 3, 'x-filter': 'search' },
    trade: { type: 'string', title: 'Trade', enum: TRADE_VALUES, 'x-list': 4 },
    date: { type: 'string', title: 'Date', format: 'date', 'x-list': 5, 'x-sortable': true },
    status: {
      type: 'string',
      title: 'Quotation status',
      enum: QUOTATION_STATUSES,
      'x-list': 6,
      'x-filter': 'multiselect',
      'x-sortable': true,
      readOnly: true,
    },
    wso_status: {
      type: ['string', 'null'],
      title: 'WSO status',
      enum: [...QUOTATION_WSO_STATUSES, null],
      'x-list': 7,
      'x-filter': 'multiselect',
      readOnly: true,
    },
    claim_status: {
      type: ['string', 'null'],
      title: 'Pending claim status',
      enum: [...QUOTATION_CLAIM_STATUSES, null],
      'x-list': 8,
      'x-filter': 'multiselect',
      readOnly: true,
    },
    total_amount: {
      type: 'number',
      title: 'Total (S$)',
      'x-widget': 'money',
      'x-list': 9,
      'x-sortable': true,
      readOnly: true,
    },
    zone: { type: 'string', title: 'Zone', readOnly: true },
    contractor: { type: ['string', 'null'], title: 'Contractor', readOnly: true },
    created_at: { type: 'string', title: 'Created at', format: 'date-time', readOnly: true },
  },
  required: ['school_id', 'job', 'trade', 'date'],
  additionalProperties: true,
} as const satisfies ResourceSchema;

const versionProp = { type: ['integer', 'null'], minimum: 1 } as const;
const remarksProp = { type: ['string', 'null'], maxLength: 5000 } as const;

export const remarksBodySchema = {
  type: 'object',
  properties: { remarks: remarksProp, version: versionProp },
  required: ['remarks'],
  additionalProperties: true,
} as const;

/** Update payment status (spec part 2 §5 "Payment status"). */
export const paymentBodySchema = {
  type: 'object',
  properties: {
    payment_received: { type: 'string', enum: ['YES'] },
    total_payment_amount: { type: ['string', 'number'], maxLength: 20 },
    remarks: remarksProp,
    version: versionProp,
  },
  required: ['payment_received', 'total_payment_amount', 'remarks'],
  additionalProperties: true,
} as const;

export const cloneBodySchema = {
  type: 'object',
  properties: {
    school_id: { type: ['integer', 'null'], minimum: 1 },
    trade: { type: ['string', 'null'], maxLength: 20 },
  },
  required: ['school_id', 'trade'],
  additionalProperties: true,
} as const;

export const updateAttachmentsBodySchema = {
  type: 'object',
  properties: {
    attachments: {
      type: 'array',
      maxItems: 200,
      items: {
        type: 'object',
        properties: {
          id: { type: 'integer', minimum: 1 },
          file_name: { type: ['string', 'null'], maxLength: 191 },
          order: { type: ['integer', 'null'], minimum: 0, maximum: 100000 },
          report: { type: ['boolean', 'null'] },
        },
        required: ['id'],
        additionalProperties: true,
      },
    },
  },
  required: ['attachments'],
  additionalProperties: true,
} as const;
