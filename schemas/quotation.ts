import { SCHOOL_COLUMN, type AreaListSchema, type ResourceSchema } from './resource.js';

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

/**
 * The quotation record (the OpenAPI document's `Quotation` and `QuotationListRow` are built from it). Its list's columns
 * and filters are `quotationListSchema` below, not annotations here.
 */
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
    reference_number: { type: 'string', title: 'Reference number', readOnly: true },
    school_id: {
      type: 'integer',
      title: 'School',
      'x-reference': { resource: 'settings/schools', display: 'name' },
    },
    job: { type: 'string', title: 'Job', minLength: 1, maxLength: 2000 },
    trade: { type: 'string', title: 'Trade', enum: TRADE_VALUES },
    date: { type: 'string', title: 'Date', format: 'date' },
    status: { type: 'string', title: 'Quotation status', enum: QUOTATION_STATUSES, readOnly: true },
    wso_status: {
      type: ['string', 'null'],
      title: 'WSO status',
      enum: [...QUOTATION_WSO_STATUSES, null],
      readOnly: true,
    },
    claim_status: {
      type: ['string', 'null'],
      title: 'Pending claim status',
      enum: [...QUOTATION_CLAIM_STATUSES, null],
      readOnly: true,
    },
    total_amount: { type: 'number', title: 'Total (S$)', 'x-widget': 'money', readOnly: true },
    zone: { type: 'string', title: 'Zone', readOnly: true },
    contractor: { type: ['string', 'null'], title: 'Contractor', readOnly: true },
    created_at: { type: 'string', title: 'Created at', format: 'date-time', readOnly: true },
  },
  required: ['school_id', 'job', 'trade', 'date'],
  additionalProperties: true,
} as const satisfies ResourceSchema;

/**
 * /works-order/quotation-list (spec part 2 §2), and its two variants the to-do feeds read (pending approvals, pending
 * claims): the columns (`x-list`, in the data table's order; `x-phone: false` left out below 768 px, part 2 §9) and, in
 * the form's order, the filters (`x-filter`). The list routes (server/routes/quotations/lists.ts), `GET
 * /config/quotation` and the page's columns and early preview (custom-pages/quotations/listPreview.ts) read them from
 * here. A filter that is not one column of `quotations` also needs its `filterBy` in
 * server/services/quotations/list.ts (`status`: PENDING also reads ACKNOWLEDGE, PENDING_TC / PENDING_MA the current
 * status, PAID a completed and paid one; `month`: the dashboards' yyyy-MM).
 */
export const quotationListSchema = {
  $id: 'quotation',
  type: 'object',
  title: 'Quotation',
  'x-area-list': {
    route: '/works-order/quotation-list',
    path: '/quotations',
    resource: 'works-order/quotation-list',
    table: 'quotations',
    defaultSort: { field: 'id', order: 'DESC' },
    title: 'caretaker.quotations.list.title',
    labels: { columns: 'caretaker.quotations.columns.', filters: 'caretaker.quotations.filters.' },
    permissions: { list: 'quotation.view' },
    // react-admin's own key: the entry's early preview (listPreview.ts) asks for the page these parameters name
    storeKey: 'works-order/quotation-list.listParams',
    create: {
      permission: 'quotation.create',
      roles: ['TERM-CONTRACTOR', 'TERM-CONTRACTOR-QS'],
      label: 'ra.action.create',
    },
  },
  properties: {
    reference_number: {
      type: 'string',
      title: 'Reference number',
      'x-list': 1,
      'x-filter': 'search',
      'x-link': true,
      'x-sortable': true,
    },
    school: SCHOOL_COLUMN,
    status: {
      type: 'string',
      title: 'Quotation status',
      enum: QUOTATION_STATUSES,
      'x-list': 6,
      'x-filter': 'multiselect',
      'x-enum-i18n': 'caretaker.quotations.status.',
      'x-chip': true,
      'x-sortable': true,
      // the dashboards' Pending column: both waiting states
      'x-address-values': { PENDING: ['PENDING_TC', 'PENDING_MA'] },
    },
    wso_status: {
      type: ['string', 'null'],
      title: 'WSO status',
      enum: QUOTATION_WSO_STATUSES,
      'x-list': 8,
      'x-phone': false,
      'x-filter': 'multiselect',
      'x-enum-i18n': 'caretaker.quotations.status.',
      'x-chip': true,
    },
    claim_status: {
      type: ['string', 'null'],
      title: 'Pending claim status',
      enum: QUOTATION_CLAIM_STATUSES,
      'x-list': 7,
      'x-phone': false,
      'x-filter': 'multiselect',
      'x-enum-i18n': 'caretaker.quotations.status.',
      'x-chip': true,
    },
    job: { type: 'string', title: 'Job', 'x-list': 4, 'x-phone': false, 'x-filter': 'search' },
    date: {
      type: 'string',
      title: 'Date',
      format: 'date',
      'x-list': 3,
      'x-sortable': true,
      'x-filter': 'daterange',
      'x-filter-range': ['start_date', 'end_date'],
      // the dashboards' by-month links (yyyy-MM) open the list on that month's dates
      'x-address-month': ['month', 'date'],
    },
    trade: {
      type: 'string',
      title: 'Trade',
      enum: TRADE_VALUES,
      'x-list': 5,
      'x-phone': false,
      'x-filter': 'multiselect',
      'x-filter-form': false,
    },
    total_amount: {
      type: 'number',
      title: 'Total (S$)',
      'x-widget': 'money',
      'x-list': 9,
      'x-sortable': true,
      // Stored in cents: the sort reads the column.
      'x-column': 'total_cents',
    },
    // API filters the form does not offer: the dashboards' links (zone, yyyy-MM month) and API clients.
    zone: { type: 'string', title: 'Zone', 'x-filter': 'multiselect', 'x-filter-form': false, 'x-filter-chip': true },
    contractor: { type: ['string', 'null'], title: 'Contractor', 'x-filter': 'multiselect', 'x-filter-form': false },
    month: { type: 'string', title: 'Month', 'x-filter': 'select', 'x-filter-form': false },
    created_at: { type: 'string', title: 'Created at', format: 'date-time', 'x-sortable': true },
  },
} as const satisfies AreaListSchema;

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
