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
import { treeFieldSchema } from '../../../schemas/treeField.js';

const school = objectOf({ id: int, name: str, slug: str, zone: str });

export const checklistRow = named(
  'TreeChecklistRow',
  objectOf({
    id: int,
    name: str,
    category: str,
    school_id: nullableInt,
    status: str,
    created_at: str,
  }),
);

export const inspectionRow = named(
  'TreeInspectionListRow',
  objectOf({
    id: int,
    name: str,
    status: str,
    inspection_category: str,
    tree_inspected_at: nullableStr,
    location: nullableStr,
    school,
    created_at: str,
    actions: arrayOf(str),
  }),
);

// OpenAPI 3.0 has no if/then: the answer documents the field's shape; the per-type rules are the input's (schemas/treeField.ts).
const { $id: _id, allOf: _rules, ...fieldShape } = treeFieldSchema;
const photo = objectOf({ id: int, name: str, mime: str, url: str, thumbnail_url: nullableStr, can_delete: bool });

export const record = named(
  'TreeInspection',
  objectOf({
    id: int,
    name: str,
    status: str,
    tree_checklist_id: nullableInt,
    school,
    location: nullableStr,
    inspection_category: str,
    tree_inspected_at: nullableStr,
    report_url: str,
    file_info: nullable(objectOf({ bucket: str, file_path: str })),
    tree_checklist_items: arrayOf(
      objectOf({
        id: int,
        sequence: int,
        fields: arrayOf(fieldShape as Record<string, unknown>),
        children: arrayOf(objectOf({})),
        defect: bool,
        remarks: nullableStr,
      }),
    ),
    attachments: {
      type: 'object',
      description: "Photos keyed 's' + tree id: before_photos, after_photos, inspect_photo",
      additionalProperties: objectOf({
        before_photos: arrayOf(photo),
        after_photos: arrayOf(photo),
        inspect_photo: arrayOf(photo),
      }),
    },
    signatories: objectOf({
      url: nullableStr,
      name: nullableStr,
      signature_details: nullableStr,
      signature_options: nullableStr,
    }),
    photo_fields: arrayOf(str),
    actions: arrayOf(str),
    version: int,
    created_at: str,
    updated_at: str,
  }),
);

export const updateForm = multipartBody({
  tree_checklist_items: {
    type: 'string',
    description: 'JSON [{id, fields: [{name, value | inputs}], defect, remarks}]',
  },
  tree_inspected_at: { type: 'string', format: 'date' },
  status: { type: 'string', enum: ['DRAFT', 'SUBMITTED'] },
  version: int,
  signature: { type: 'string', description: 'A PNG/JPEG data URL, or empty with signature_options my_signature' },
  signature_details: str,
  signature_options: str,
  tree_checklist_id: int,
  tree_checklist_item_id: {
    type: 'integer',
    description: 'The evidence variant: the tree the photos and defect belong to',
  },
  defect: { type: 'string', enum: ['yes', 'no'] },
  remarks: str,
  inspect_photos: fileField('Inspection photos (PNG/JPEG)', true),
  before_photos: fileField('Before photos (PNG/JPEG)', true),
  after_photos: fileField('After photos (PNG/JPEG)', true),
});
