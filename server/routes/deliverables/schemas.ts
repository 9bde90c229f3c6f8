import { named } from '../../lib/openapi/components.js';
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

const attachment = objectOf(
  {
    id: int,
    name: str,
    file_name: str,
    mime: str,
    size: int,
    url: str,
    full_path: str,
    is_auto: bool,
    remarks: nullableStr,
    can_delete: bool,
    created_at: str,
  },
  ['file_name', 'full_path', 'is_auto', 'remarks', 'created_at'],
);
const slot = objectOf({ key: str, remarks: nullableStr, required: bool, attachments: arrayOf(attachment) }, [
  'required',
]);
const signed = nullable(objectOf({ name: nullableStr, signature: nullableStr, signature_details: nullableStr }));

export const listRow = named(
  'DeliverableListRow',
  objectOf({
    id: nullableInt,
    category: str,
    year: int,
    month: int,
    month_name: str,
    zone: str,
    zone_name: str,
    status: str,
    reject_remarks: nullableStr,
    updated_at: nullableStr,
    action: { type: 'string', enum: ['edit', 'sign', 'view'] },
  }),
);

export const record = named(
  'Deliverable',
  objectOf({
    id: int,
    category: str,
    category_name: str,
    year: int,
    month: int,
    month_name: str,
    zone: str,
    zone_name: str,
    status: str,
    reject_remarks: nullableStr,
    version: int,
    slots: arrayOf(slot),
    custom: arrayOf(slot),
    prepare_details: signed,
    approvals: objectOf({
      MA: nullable(
        objectOf({
          status: str,
          remarks: nullableStr,
          updated_at: str,
          name: nullableStr,
          signature: nullableStr,
          signature_details: nullableStr,
        }),
      ),
    }),
    histories: arrayOf(
      objectOf({
        id: int,
        approval_type: str,
        status: str,
        remarks: nullableStr,
        updated_at: str,
        user_name: nullableStr,
      }),
    ),
    actions: arrayOf(str),
    created_at: str,
    updated_at: str,
  }),
);

export const saveForm = multipartBody({
  status: { type: 'string', enum: ['DRAFT', 'SUBMITTED'] },
  zone: str,
  month: str,
  year: str,
  category: str,
  version: int,
  signature: { type: 'string', description: 'A PNG/JPEG data URL, or empty with signature_options my_signature' },
  signature_details: str,
  signature_options: str,
  '{key}[]': fileField('Files of a configured slot, e.g. bm-monthly-report[] (500 MB each)', true),
  'other_documents[{custom_N}]': fileField('Files of a custom slot', true),
  'other_remarks[{custom_N}]': { type: 'string', description: 'The title of a custom slot' },
});

export const summary = objectOf({
  category: str,
  start_date: str,
  end_date: str,
  submitted: int,
  acknowledged: int,
  approved: int,
});
