import { named } from '../../lib/openapi/components.js';
/** Request and answer schemas of the work service order routes (the OpenAPI document is built from them). */
import { WSO_CATEGORIES } from '../../../domain/wso.js';
import {
  arrayOf,
  bool,
  fileField,
  int,
  multipartBody,
  nullable,
  nullableInt,
  nullableStr,
  objectOf,
  str,
} from '../../lib/openapi/responses.js';

export const listRow = named(
  'WsoListRow',
  objectOf({
    id: int,
    reference_number: str,
    status: str,
    display_status: str,
    category: str,
    date: nullableStr,
    job_location: nullableStr,
    zone: str,
    school: objectOf({ id: int, name: str }),
    quotation_id: nullableInt,
    quotation_reference: nullableStr,
    has_report: bool,
    created_by: nullableStr,
    created_at: str,
    actions: arrayOf(str),
  }),
);

const photo = objectOf(
  { id: int, name: str, mime: str, size: int, url: str, thumbnail_url: nullableStr, created_at: str, can_delete: bool },
  ['thumbnail_url'],
);
const approval = nullable(
  objectOf({
    status: str,
    remarks: nullableStr,
    signature: nullableStr,
    created_at: str,
    details: objectOf({ name: nullableStr, signature_details: nullableStr, signature_options: nullableStr }),
  }),
);
export const record = named(
  'Wso',
  objectOf({
    id: int,
    version: int,
    reference_number: str,
    status: str,
    display_status: str,
    category: str,
    date: nullableStr,
    time_received: nullableStr,
    fault_call_ref_no: nullableStr,
    fault_call_location: nullableStr,
    time_arrived_onsite: nullableStr,
    completed_on: nullableStr,
    completion_time: nullableStr,
    work_description: nullableStr,
    details: nullableStr,
    remark: nullableStr,
    school_id: int,
    zone: str,
    school: objectOf({ id: int, name: str, details: objectOf({ address: nullableStr, school_name: str }) }),
    quotation_id: nullableInt,
    quotation: nullable(
      objectOf({
        id: int,
        reference_number: str,
        school_id: int,
        job: str,
        status: str,
        school: objectOf({ name: str, address: nullableStr }),
        contacts: objectOf({ attention: nullableStr, location: nullableStr }),
      }),
    ),
    contact_person: nullableStr,
    job_location: nullableStr,
    address: nullableStr,
    attachements: objectOf({ before_photos: arrayOf(photo), after_photos: arrayOf(photo) }),
    wso_histories: arrayOf(
      objectOf({ id: int, status: str, remarks: nullableStr, created_at: str, created_by: nullableStr }),
    ),
    prepare_details: nullable(
      objectOf({ name: nullableStr, signature_details: nullableStr, signature_options: nullableStr }),
    ),
    prepare_signature: nullableStr,
    approvals: objectOf({ MA: approval, OM: approval }),
    pending_approval: nullable(objectOf({ approval_type: str })),
    file_info: nullable(objectOf({ bucket: str, file_path: str })),
    status_date: nullableStr,
    status_remarks: nullableStr,
    created_by: nullableInt,
    actions: arrayOf(str),
  }),
);

/** What the quotation-bound form opens with: the quotation, and its WSO when there is one. */
export const quotationPrefill = objectOf({
  id: int,
  reference_number: str,
  status: str,
  wso_status: nullableStr,
  job: str,
  location: nullableStr,
  school: objectOf({ id: int, name: str, address: nullableStr }),
  contacts: objectOf({ attention: nullableStr, location: nullableStr }),
});

const signatureFields = {
  signature: { type: 'string', description: 'A PNG/JPEG data URL, or empty with signature_options my_signature' },
  signature_details: str,
  signature_options: { type: 'string', description: 'my_signature: use the stored signature' },
  name: str,
};

export const wsoForm = multipartBody({
  category: { type: 'string', enum: [...WSO_CATEGORIES] },
  school_id: int,
  contact_person: str,
  job_location: str,
  address: str,
  date: { type: 'string', format: 'date' },
  time_received: { type: 'string', description: 'HH:mm' },
  fault_call_ref_no: str,
  fault_call_location: str,
  time_arrived_onsite: { type: 'string', description: 'HH:mm' },
  completed_on: { type: 'string', format: 'date' },
  completion_time: { type: 'string', description: 'HH:mm' },
  work_description: str,
  details: { type: 'string', enum: ['work_completed', 'not_complete'] },
  remark: str,
  status: { type: 'string', enum: ['PENDING', 'DRAFT'] },
  version: int,
  before_photos: fileField('Before photos (images, at most 20 MB each)', true),
  after_photos: fileField('After photos (images, at most 20 MB each)', true),
  ...signatureFields,
});

/**
 * The approvers' form: multipart as the spec sends it (no body to validate here: the service reads and checks the parts),
 * or the same fields as JSON, validated by this schema. There are no files: the signature is a data URL.
 */
export const approvalBody = (statuses: readonly string[], withUserType: boolean) => ({
  type: ['object', 'null'],
  properties: {
    status: { type: 'string', enum: [...statuses] },
    remarks: { type: ['string', 'null'], maxLength: 5000 },
    version: { type: ['integer', 'null'], minimum: 1 },
    ...(withUserType ? { user_type: { type: 'string', enum: ['OM'] } } : {}),
    signature: { type: ['string', 'null'], maxLength: 3_000_000 },
    signature_details: { type: ['string', 'null'], maxLength: 2000 },
    signature_options: { type: ['string', 'null'], maxLength: 30 },
    name: { type: ['string', 'null'], maxLength: 191 },
  },
});

export const rejectBody = {
  type: 'object',
  properties: {
    remarks: { type: ['string', 'null'], maxLength: 5000 },
    version: { type: ['integer', 'null'], minimum: 1 },
  },
} as const;
