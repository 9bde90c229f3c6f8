import { named } from '../../lib/openapi/components.js';
/** Request and answer schemas of the inspection routes (the OpenAPI document is built from them). */
import { arrayOf, bool, int, nullable, nullableInt, nullableStr, objectOf, str } from '../../lib/openapi/responses.js';

const school = objectOf({ id: int, name: str, zone: str });
export const listRow = named(
  'InspectionListRow',
  objectOf({
    id: int,
    status: str,
    status_label: str,
    checklist_name: str,
    inspection_category: str,
    inspection_type: str,
    frequency: str,
    inspected_at: nullableStr,
    location: nullableStr,
    school,
    school_slug: str,
    has_report: bool,
    created_by: nullableStr,
    created_at: str,
    actions: arrayOf(str),
  }),
);
const signer = nullable(objectOf({ name: nullableStr, signature_details: nullableStr, signature: str }));
const subItem = objectOf({
  id: int,
  header: bool,
  serial_no: nullableStr,
  element: nullableStr,
  description: nullableStr,
  frequency: nullableStr,
  status: nullableStr,
  remarks: nullableStr,
  defects: arrayOf(objectOf({ id: int, status: str, defect: bool })),
  hasDefect: bool,
});
export const record = named(
  'Inspection',
  objectOf({
    id: int,
    version: int,
    status: str,
    status_label: str,
    school,
    school_slug: str,
    location: nullableStr,
    inspection_category: str,
    inspection_type: str,
    frequency: str,
    checklist_id: nullableInt,
    checklist_name: str,
    quotation_id: nullableInt,
    quotation: nullable(objectOf({ id: int, reference_number: str })),
    purpose: nullableStr,
    check_in: nullableStr,
    check_out: nullableStr,
    inspected_at: nullableStr,
    remarks: nullableStr,
    rejection_remarks: nullableStr,
    signatory_date: nullableStr,
    signatory_remarks: nullableStr,
    checklist_items: arrayOf(objectOf({ id: int, element: str, checklist_sub_items: arrayOf(subItem) })),
    prepare_details: signer,
    om_details: signer,
    ma_details: signer,
    members: arrayOf(objectOf({ id: int, full_name: str, designation: nullableStr })),
    histories: arrayOf(
      objectOf({ id: int, status: str, remarks: nullableStr, created_at: str, created_by: nullableStr }),
    ),
    has_report: bool,
    actions: arrayOf(str),
  }),
);
export const nullableText = (max: number) => ({ type: ['string', 'null'], maxLength: max });
export const updateBody = {
  type: 'object',
  properties: {
    status: nullableText(30),
    version: { type: ['integer', 'null'], minimum: 1 },
    checklist_items: { type: ['array', 'null'], maxItems: 5000 },
    checklist_id: { type: ['integer', 'null'] },
    remarks: nullableText(5000),
    inspected_at: nullableText(10),
    check_out: nullableText(40),
    school_slug: nullableText(191),
    frequency: nullableText(30),
    is_form: { type: ['boolean', 'null'] },
    signatory_date: nullableText(32),
    signatory_remarks: nullableText(5000),
    signature: { type: ['string', 'null'], maxLength: 3_000_000 },
    signature_options: nullableText(30),
    signature_details: nullableText(2000),
    name: nullableText(191),
    // Accepted for the specification's payload; the signatory block is read from signatory_date and signatory_remarks.
    signatories: {},
  },
} as const;
