/**
 * The monthly contract progress claim (COP, spec part 3 §2 "COP", §7): its list, the body that creates one and the
 * record every answer carries. No `x-resource` here on purpose: claims have hand-written routes and pages, and a
 * resource schema in this folder would be discovered as a generic resource by server/lib/schemaRegistry.ts and
 * src/resourceRegistry.ts. The list is `x-area-list` instead.
 */
import { ZONES } from '../domain/constants.js';
import { COP_MONTHS, COP_STATUSES, COP_YEARS } from '../domain/cop.js';
import { ROLE } from '../domain/roles.js';
import type { AreaListSchema } from './resource.js';

/** The years the API's year filter accepts (the form offers COP_YEARS). */
const FILTER_YEARS = Array.from({ length: 101 }, (_, i) => 2000 + i);

/** Who prepares a month's claim (the create button; POST /cops also needs cop.edit). */
export const COP_CREATORS = [ROLE.TERM_CONTRACTOR, ROLE.TERM_CONTRACTOR_QS, ROLE.MA_QS, ROLE.ADMIN] as const;

/**
 * /cop/contracts: its columns (`x-list`, in that order) and filters (`x-filter`), read by the list route
 * (server/routes/cops/index.ts), `GET /config/cop` and the page (custom-pages/cop/CopList.tsx). A new column or filter is
 * one property here; a filter that is not a plain column of `cops` also needs its `filterBy` in
 * server/services/cops/repository.ts copListOptions. Newest month first, its zones in order.
 */
export const copClaimListSchema = {
  $id: 'cop',
  type: 'object',
  title: 'Contract progress claim',
  'x-area-list': {
    route: '/cop/contracts',
    path: '/cops',
    resource: 'cops',
    table: 'cops',
    defaultSort: { field: 'period', order: 'DESC', then: { field: 'zone', order: 'ASC' } },
    title: 'caretaker.cop.list_title',
    labels: { columns: 'caretaker.cop.columns.', filters: 'caretaker.cop.filters.' },
    permissions: { list: 'cop.view' },
    create: { permission: 'cop.edit', roles: COP_CREATORS, label: 'caretaker.cop.create' },
  },
  properties: {
    reference_number: { type: 'string', title: 'Reference', 'x-list': 1 },
    zone: {
      type: 'string',
      title: 'Zone',
      enum: ZONES,
      'x-list': 2,
      'x-phone': false,
      'x-filter': 'select',
      // the caller's zones (every zone for the roles that see all)
      'x-options-url': '/config/zones-in-charge',
    },
    period: { type: 'string', title: 'Month', 'x-list': 3 },
    payment_claim_no: { type: 'integer', title: 'Claim no.', 'x-list': 4, 'x-phone': false },
    status: {
      type: 'string',
      title: 'Status',
      enum: COP_STATUSES,
      'x-list': 5,
      'x-filter': 'select',
      'x-enum-i18n': 'caretaker.cop.status.',
      'x-chip': true,
    },
    grand_total: { type: ['number', 'null'], title: 'Grand total', 'x-widget': 'money', 'x-list': 6 },
    year: {
      type: 'integer',
      title: 'Year',
      enum: FILTER_YEARS,
      'x-filter-options': COP_YEARS.map(String),
      'x-filter': 'select',
    },
    month: { type: 'integer', title: 'Month', enum: COP_MONTHS, 'x-filter': 'select' },
  },
} as const satisfies AreaListSchema;

/** POST /cops: a zone's claim for a month. */
export const copCreateBodySchema = {
  type: 'object',
  properties: {
    zone: { type: 'string', enum: ZONES },
    year: { type: 'integer', minimum: COP_YEARS[0], maximum: COP_YEARS[COP_YEARS.length - 1] },
    month: { type: 'integer', minimum: 1, maximum: 12 },
  },
  required: ['zone', 'year', 'month'],
  additionalProperties: false,
} as const;

const signer = {
  anyOf: [
    {
      type: 'object',
      properties: {
        name: { type: ['string', 'null'] },
        signature_details: { type: ['string', 'null'] },
        signature_options: { type: ['string', 'null'] },
        signed_at: { type: ['string', 'null'] },
        attachment_id: { type: 'integer' },
        signature: { type: 'string' },
      },
      required: ['name', 'signature_details', 'signature_options', 'signed_at', 'attachment_id', 'signature'],
      additionalProperties: true,
    },
    { type: 'null' },
  ],
} as const;

const headerProperties = {
  id: { type: 'integer' },
  reference_number: { type: 'string' },
  status: { type: 'string' },
  zone: { type: 'string' },
  month: { type: 'integer' },
  year: { type: 'integer' },
  period: { type: 'string', description: 'The claim month, yyyy-MM.' },
  payment_claim_no: { type: 'integer' },
  claim_date: { type: ['string', 'null'] },
  description: { type: 'string' },
  total_label: { type: 'string' },
  contract_number: { type: 'string' },
  contract_term_months: { type: 'integer' },
  ministry_address: { type: 'array', items: { type: 'string' } },
  attention: { type: 'string' },
  grand_total: { type: ['number', 'null'] },
  prepare_details: signer,
  check_details: signer,
  version: { type: 'integer' },
  created_at: { type: 'string' },
  submitted_at: { type: ['string', 'null'] },
  actions: { type: 'array', items: { type: 'string' } },
} as const;

/** A claim's header: a list row, and what every tab shows above its figures. */
export const copClaimRecordSchema = {
  type: 'object',
  properties: headerProperties,
  required: Object.keys(headerProperties),
  additionalProperties: true,
};
