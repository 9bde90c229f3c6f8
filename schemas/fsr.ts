import type { AreaListSchema, ResourceSchema } from './resource.js';

/** FSR trades of spec part 2 §9 (BLDG, PAS, HORTI); other categories are accepted as free text. */
export const FSR_CATEGORIES = ['BLDG', 'PAS', 'HORTI'] as const;
export const FSR_UNITS = [
  'm2',
  'm',
  'm3',
  'no',
  'item',
  'lot',
  'kg',
  'set',
  'day',
  'hour',
  'pair',
  'tree',
  'visit',
] as const;

/**
 * Schedule-of-rates item (FSR item or star rate). Hand-written routes (server/routes/fsr); the schema drives the generated
 * edit and show screens and the record's types; the list's columns and filters are fsrListSchema's below.
 */
export const fsrSchema = {
  $id: 'fsr',
  type: 'object',
  title: 'FSR',
  'x-resource': {
    route: 'works-order/fsr',
    path: '/fsrs',
    table: 'fsrs',
    generic: false,
    audit: true,
    icon: 'ListAlt',
    recordRepresentation: 'item_number',
    defaultSort: { field: 'item_number', order: 'ASC' },
    permissions: { list: 'fsr.view', show: 'fsr.view', create: 'fsr.create', update: 'fsr.edit', delete: 'fsr.delete' },
  },
  properties: {
    id: { type: 'integer', readOnly: true },
    category: { type: 'string', title: 'Category', minLength: 1, maxLength: 40 },
    section: { type: ['string', 'null'], title: 'Section', maxLength: 100 },
    section_description: { type: ['string', 'null'], title: 'Section description', maxLength: 2000 },
    item_number: { type: 'string', title: 'Item number', minLength: 1, maxLength: 64, 'x-unique': true },
    item_group_description: { type: ['string', 'null'], title: 'Item group description', maxLength: 2000 },
    name: { type: 'string', title: 'Item description', minLength: 1, maxLength: 4000 },
    unit: { type: 'string', title: 'Unit', minLength: 1, maxLength: 40 },
    rate: { type: 'number', title: 'Rate (S$)', minimum: 0, 'x-widget': 'money' },
    minimum: { type: ['number', 'null'], title: 'Minimum charge (S$)', minimum: 0, 'x-widget': 'money' },
    is_star_rate: { type: 'boolean', title: 'Is star rate' },
    created_at: { type: 'string', title: 'Created at', format: 'date-time', readOnly: true },
    updated_at: { type: 'string', title: 'Updated at', format: 'date-time', readOnly: true },
  },
  required: ['category', 'item_number', 'name', 'unit', 'rate'],
  additionalProperties: false,
} as const satisfies ResourceSchema;

/**
 * /works-order/fsr (spec part 2 §2 "FSR"): its columns (`x-list`, in that order, the server's column configuration) and
 * filters — category, item number, name and the 'Is star rate' checkbox, applied as one types (spec part 1 §7) — plus
 * the API's section filter; read by the list route (server/routes/fsr/index.ts: listRecords with
 * services/fsr/repository.ts fsrListOptions), `GET /config/fsr` and the page (custom-pages/fsr/FsrList.tsx). A new
 * column or filter is one property here; a filter that is not one column of `fsrs` also needs its `filterBy`.
 */
export const fsrListSchema = {
  $id: 'fsr-list',
  type: 'object',
  title: 'FSR',
  'x-area-list': {
    route: '/works-order/fsr',
    path: '/fsrs',
    resource: 'works-order/fsr',
    table: 'fsrs',
    defaultSort: { field: 'item_number', order: 'ASC' },
    title: 'caretaker.fsr.list',
    labels: { columns: 'resources.works-order/fsr.fields.', filters: 'resources.works-order/fsr.fields.' },
    permissions: { list: 'fsr.view' },
    create: { permission: 'fsr.create', label: 'ra.action.create', to: '/works-order/fsr/add' },
    liveFilters: true,
  },
  properties: {
    // The form offers the three trades; the API takes any category (other categories are free text).
    category: {
      type: 'string',
      title: 'Category',
      enum: FSR_CATEGORIES,
      'x-list': 1,
      'x-filter': 'select',
      'x-sortable': true,
    },
    section: { type: ['string', 'null'], title: 'Section', 'x-list': 2, 'x-filter': 'select', 'x-filter-form': false },
    item_number: { type: 'string', title: 'Item number', 'x-list': 3, 'x-filter': 'search', 'x-sortable': true },
    item_group_description: { type: ['string', 'null'], title: 'Item group description', 'x-list': 4 },
    // Searches the item description and its group's (services/fsr/repository.ts).
    name: { type: 'string', title: 'Item description', 'x-list': 5, 'x-filter': 'search', 'x-sortable': true },
    unit: { type: 'string', title: 'Unit', 'x-list': 6 },
    rate: {
      type: 'number',
      title: 'Rate (S$)',
      'x-widget': 'money',
      'x-list': 7,
      'x-sortable': true,
      'x-column': 'rate_cents',
    },
    is_star_rate: { type: 'boolean', title: 'Is star rate', 'x-list': 8, 'x-filter': 'boolean' },
  },
} as const satisfies AreaListSchema;

const text = (max: number) => ({ type: ['string', 'null'], maxLength: max }) as const;
/** A rate as a number or as text with thousands commas ('1,234.50'); checked exactly in the route. */
const rateValue = { anyOf: [{ type: 'number' }, { type: 'string', maxLength: 30 }, { type: 'null' }] } as const;

/** One item row of the Create FSR page (every field required: checked in the route for the spec's per-field message). */
export const fsrCreateItemSchema = {
  type: 'object',
  properties: {
    item_number: text(64),
    item_description: text(4000),
    item_group_description: text(2000),
    unit: text(40),
    rate: rateValue,
    minimum: rateValue,
  },
  additionalProperties: true,
} as const;

/** POST /fsrs/create body. */
export const fsrCreateBodySchema = {
  type: 'object',
  properties: {
    fsrs: {
      type: 'array',
      maxItems: 200,
      items: {
        type: 'object',
        properties: {
          category: text(40),
          section: text(100),
          section_description: text(2000),
          items: { type: 'array', maxItems: 2000, items: fsrCreateItemSchema },
        },
        additionalProperties: true,
      },
    },
  },
  required: ['fsrs'],
  additionalProperties: true,
} as const;

/** POST /fsrs/create-star-rate body. */
export const starRateBodySchema = {
  type: 'object',
  properties: { rate: rateValue, unit: text(40), category: text(40), item_description: text(4000), name: text(4000) },
  additionalProperties: true,
} as const;

/** POST /fsrs and PUT /fsrs/{id} body (a single item; PUT takes any subset). */
export const fsrItemBodySchema = {
  type: 'object',
  properties: {
    category: text(40),
    section: text(100),
    section_description: text(2000),
    item_number: text(64),
    item_description: text(4000),
    name: text(4000),
    item_group_description: text(2000),
    unit: text(40),
    rate: rateValue,
    minimum: rateValue,
  },
  additionalProperties: true,
} as const;
