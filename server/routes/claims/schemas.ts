import { named } from '../../lib/openapi/components.js';
/** Answer schemas of the claim routes (the OpenAPI document is built from them). */
import {
  arrayOf,
  bool,
  fileField,
  int,
  multipartBody,
  nullable,
  nullableInt,
  nullableStr,
  num,
  objectOf,
  str,
} from '../../lib/openapi/responses.js';

export const listRow = named(
  'ClaimListRow',
  objectOf({
    id: int,
    reference_number: str,
    status: str,
    current_status: nullableStr,
    source_fund: str,
    trade: str,
    zone: nullableStr,
    date: str,
    job: str,
    invoice_number: nullableStr,
    invoice_date: nullableStr,
    total_amount: num,
    school: nullable(objectOf({ id: int, name: str })),
    has_report: bool,
    actions: arrayOf(str),
  }),
);

const item = objectOf({
  quotation_item_id: int,
  item_number: nullableStr,
  item_description: nullableStr,
  unit: nullableStr,
  quantity: num,
  rate: num,
  amount: num,
  is_star_rate: bool,
  claimed_amount: num,
  status: str,
});
/** A line of the claim summary (domain/claimBreakdown.ts): deductions are positive, `role` says how they count. */
const breakdownLine = objectOf({
  key: str,
  role: { type: 'string', enum: ['add', 'deduct', 'sum'] },
  label: str,
  amount: num,
  percent: { type: ['number', 'null'] },
});
const part = objectOf({
  id: int,
  quotation_id: int,
  reference_number: str,
  job: str,
  claim_percentage: num,
  remaining_claim_percentage: num,
  fsr_total: num,
  fsr_final_total: num,
  custodial: num,
  less: num,
  star_rate_total: num,
  star_rate: num,
  claim_sub_total: num,
  claim_gst: num,
  claim_total: num,
  breakdown: arrayOf(breakdownLine),
  items: arrayOf(item),
});
export const record = named(
  'Claim',
  objectOf({
    id: int,
    version: int,
    reference_number: str,
    status: str,
    current_status: nullableStr,
    state: nullableStr,
    source_fund: str,
    trade: str,
    job_type: arrayOf(str),
    school_id: nullableInt,
    school: nullable(objectOf({ id: int, name: str, zone: str, address: nullableStr })),
    zone: nullableStr,
    zone_code: nullableStr,
    contacts: { type: 'object', additionalProperties: true },
    date: str,
    date_of_site_measurement: nullableStr,
    job: str,
    remarks: nullableStr,
    gst: num,
    gst_source: objectOf({ kind: { type: 'string', enum: ['wso', 'configured', 'default'] }, year: nullableInt }),
    sub_total_amount: num,
    total_gst: num,
    total_amount: num,
    invoice_number: nullableStr,
    invoice_date: nullableStr,
    payment_status: nullableStr,
    payment_amount: { type: ['number', 'null'] },
    breakdown: arrayOf(breakdownLine),
    claim_quotations: arrayOf(part),
    approvals: arrayOf(
      objectOf({ approval_type: str, status: str, remarks: nullableStr, name: nullableStr, signature: nullableStr }),
    ),
    pending_approval: { type: 'object', additionalProperties: true },
    prepare_details: objectOf({ name: nullableStr, signature_details: nullableStr, signature: nullableStr }),
    histories: arrayOf(
      objectOf({
        id: int,
        approval_type: str,
        status: str,
        remarks: nullableStr,
        created_at: str,
        created_by: nullableStr,
      }),
    ),
    supporting_documents: arrayOf(objectOf({ id: int, name: str, mime: str, url: str })),
    file_info: nullable(objectOf({ bucket: str, file_path: str })),
    actions: arrayOf(str),
  }),
);

const signatureFields = {
  signature: { type: 'string', description: 'A PNG/JPEG data URL, or empty with signature_options my_signature' },
  signature_details: str,
  signature_options: str,
};

export const claimForm = multipartBody({
  source_fund: { type: 'string', enum: ['SCHOOL', 'MOE', '95-5'] },
  trade: str,
  school_id: int,
  zone: str,
  zone_code: str,
  contacts: { type: 'string', description: 'JSON {attention, cc, tel, fax, location}' },
  date: { type: 'string', format: 'date' },
  job_type: { type: 'string', description: 'JSON list, e.g. ["project_work"]' },
  job: str,
  date_of_site_measurement: { type: 'string', format: 'date' },
  claim_quotations: { type: 'string', description: 'JSON [{quotation_id, claim_percentage}]' },
  remarks: str,
  status: { type: 'string', enum: ['PENDING', 'DRAFT'] },
  total_amount: { type: 'string', description: 'The total the signer saw (S$); 409 when it is not the server’s' },
  version: int,
  supporting_documents: fileField('Supporting documents (PDF, images, Office files; 50 MB each)', true),
  ...signatureFields,
});

/** POST /claims/{id}/ma-approval (spec part 2 §7): the MA's endorsement or rejection, signature and attachments[]. */
export const claimMaApprovalForm = multipartBody(
  {
    status: { type: 'string', enum: ['ENDORSED', 'REJECTED'] },
    remarks: str,
    next_approval: int,
    approval_level: int,
    version: int,
    attachments: fileField('Documents of the endorsement (PDF, images, Office files; 50 MB each)', true),
    ...signatureFields,
  },
  ['status'],
);

export const postApprovalForm = multipartBody(
  {
    status: { type: 'string', enum: ['APPROVED', 'REJECTED'] },
    document_type: { type: 'string', enum: ['General'] },
    invoice_number: str,
    invoice_date: { type: 'string', format: 'date' },
    remarks: str,
    version: int,
    supporting_documents: fileField('The invoice documents (at least one when APPROVED)', true),
  },
  ['status'],
);

export const paymentForm = multipartBody(
  {
    payment_status: { type: 'string', enum: ['YES'] },
    payment_amount: {
      type: 'string',
      description: "S$, above 0 and at most the claim's total with GST (the form's default) unless confirm_overpayment",
    },
    confirm_overpayment: { type: 'string', description: "'true' when the invoice team confirms an over-payment" },
    remarks: str,
    version: int,
    supporting_documents: fileField('Proof of payment', true),
  },
  ['payment_status', 'payment_amount', 'remarks'],
);

export const invoiceForm = multipartBody(
  {
    invoice_number: str,
    invoice_date: { type: 'string', format: 'date' },
    payment_amount: str,
    confirm_overpayment: { type: 'string', description: "'true' when the invoice team confirms an over-payment" },
    version: int,
    supporting_documents: fileField('Invoice documents', true),
  },
  ['invoice_number', 'invoice_date', 'payment_amount'],
);
