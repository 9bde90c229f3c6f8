import { named } from '../../lib/openapi/components.js';
/** JSON Schemas of the COP routes: bodies, query strings and every answer (the OpenAPI document is built from them). */
import { COP_CATEGORIES, COP_TABS } from '../../../domain/cop.js';
import { copClaimRecordSchema, copCreateBodySchema } from '../../../schemas/copClaim.js';
import { columnConfig } from '../../lib/openapi/records.js';
import {
  arrayOf,
  int,
  multipartBody,
  nullableInt,
  nullableStr,
  num,
  objectOf,
  str,
  bool,
  fileField,
  type JsonSchema,
} from '../../lib/openapi/responses.js';

export const createBody = copCreateBodySchema;

export const tabQuery = {
  type: 'object',
  properties: { category: { type: 'string', enum: COP_TABS } },
  additionalProperties: true,
} as const;

const amountIn = { anyOf: [{ type: 'number' }, { type: 'string', maxLength: 20 }, { type: 'null' }] } as const;
export const updateBody = {
  type: 'object',
  properties: {
    category: { type: 'string', enum: COP_CATEGORIES },
    cop_detail_school: {
      type: 'array',
      maxItems: 2000,
      items: {
        type: 'object',
        properties: {
          id: { type: 'integer', minimum: 1 },
          school_id: { type: 'integer', minimum: 1 },
          addition: amountIn,
          omission: amountIn,
          deduction: amountIn,
          grn_percentage: amountIn,
          monthly_claim: amountIn,
          reference: { type: ['string', 'null'], maxLength: 1000 },
        },
        required: ['id'],
        additionalProperties: true,
      },
    },
  },
  required: ['category', 'cop_detail_school'],
  additionalProperties: true,
} as const;

const signatureFields = {
  signature: {
    anyOf: [
      { type: 'string', description: 'A PNG or JPEG data URL (or empty with signature_options my_signature).' },
      fileField('Or the signature as a PNG or JPEG image (2 MB at most).'),
    ],
  },
  signature_options: { type: 'string', enum: ['my_signature', 'draw'] },
  signature_details: str,
  name: str,
};
export const signBody = multipartBody(signatureFields);
export const submitBody = multipartBody(
  {
    ...signatureFields,
    status: { type: 'string', enum: ['PENDING'] },
    claim_date: { type: 'string', format: 'date' },
    payment: { type: 'string', description: 'Ignored: the server computes every figure.' },
    gst: str,
    gst_amount: str,
    sub_total: str,
    liquidated_damages: str,
    grand_total: str,
    kpi_percentage: str,
    kpi_percentage_amount: str,
    kpi_type: str,
  },
  ['claim_date'],
);

export const header = named('CopHeader', copClaimRecordSchema);

const money = (keys: readonly string[]): Record<string, JsonSchema> => Object.fromEntries(keys.map((k) => [k, num]));
const MONEY = [
  'contract_amount',
  'monthly_claim',
  'addition',
  'omission',
  'deduction',
  'summarypayment',
  'summarydeduction',
  'payment',
];
const totals = objectOf(money(MONEY));
const groupedOf = (row: JsonSchema) =>
  objectOf({ groups: arrayOf(objectOf({ group: str, rows: arrayOf(row), sub_total: totals })), total: totals });

const categoryRow = objectOf({
  id: int,
  school_id: int,
  school_name: str,
  contract_year: nullableInt,
  grn_percentage: { type: ['number', 'null'] },
  summarygrnpercentage: { type: ['number', 'null'] },
  ...money(MONEY),
  reference: nullableStr,
  variation_edited: bool,
});
const overallRow = objectOf({ school_id: int, school_name: str, ...money(MONEY), reference: nullableStr });

export const tabAnswer = objectOf(
  {
    data: objectOf(
      {
        claim: header,
        tab: str,
        cover: objectOf({
          contract_sum: num,
          school_types: arrayOf(objectOf({ school_type: str, payment: num, cumulative_payment: num })),
          total_month_amount: num,
          kpi_type: str,
          kpi_percentage: num,
          kpi_percentage_amount: num,
          liquidated_damages: num,
          sub_total: num,
          gst: num,
          gst_amount: num,
          grand_total: num,
        }),
        table: objectOf({
          category: str,
          groups: arrayOf(objectOf({ group: str, rows: arrayOf(categoryRow), sub_total: totals })),
          total: totals,
        }),
        overall: groupedOf(overallRow),
        summary: objectOf({
          schools: arrayOf(objectOf({ school_id: int, school_name: str, school_type: str, LD: num, PAYMENT: num })),
          by_type: arrayOf(objectOf({ school_type: str, previously_paid: num, payment: num })),
        }),
      },
      ['cover', 'table', 'overall', 'summary'],
    ),
    message: str,
  },
  ['message'],
);

export const configAnswer = objectOf({
  data: objectOf({
    columns: columnConfig,
    tabs: arrayOf(str),
    categories: arrayOf(objectOf({ id: str, name: str, percentage: bool })),
    statuses: arrayOf(str),
    zones: arrayOf(str),
    months: arrayOf(int),
    years: arrayOf(int),
    can_create: bool,
  }),
});
