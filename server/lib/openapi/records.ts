import { named } from './components.js';
import { documentSchema } from '../../../schemas/document.js';
import { fsrSchema } from '../../../schemas/fsr.js';
import { quotationSchema } from '../../../schemas/quotation.js';
import { roleSchema } from '../../../schemas/role.js';
import { schoolSchema } from '../../../schemas/school.js';
import { userSchema } from '../../../schemas/user.js';
import {
  arrayOf,
  bool,
  entityRecord,
  int,
  nullable,
  nullableInt,
  nullableStr,
  num,
  objectOf,
  str,
  type JsonSchema,
} from './responses.js';

/** The records the hand-written routes send, each the entity schema of `schemas/` plus the fields the route joins in. */

export const person = named('Person', objectOf({ id: nullableInt, full_name: nullableStr }));
const idName = objectOf({ id: int, name: nullableStr });

export const attachmentRecord = named(
  'Attachment',
  objectOf(
    {
      id: int,
      file_name: str,
      name: str,
      mime: str,
      size: int,
      full_path: str,
      thumbnail: nullableStr,
      url: str,
      thumbnail_url: nullableStr,
      created_at: str,
      uploader: person,
      additional_fields: { type: 'object' },
      can_delete: bool,
      // quotation documents: whether this user may rename, order and flag it (update-attachments)
      can_edit: bool,
    },
    ['can_edit'],
  ),
);

export const userRecord = named(
  'User',
  entityRecord(
    userSchema,
    {
      role: nullable(objectOf({ id: int, name: nullableStr, slug: nullableStr })),
      school: nullable(idName),
      created_at: str,
      updated_at: str,
      deactivated_at: nullableStr,
    },
    ['status'],
  ),
);

/** A user's own profile and `GET /user/{id}`: the record plus their saved signatures. */
export const profileRecord = named(
  'Profile',
  entityRecord(userSchema, {
    ...(userRecord.properties as Record<string, JsonSchema>),
    signatures: arrayOf(
      objectOf({ id: int, name: str, signature_details: nullableStr, path: str, created_at: str, url: str }),
    ),
  }),
);

export const meRecord = named(
  'Me',
  entityRecord(userSchema, {
    ...(profileRecord.properties as Record<string, JsonSchema>),
    permissions: arrayOf(str),
  }),
);

export const roleRecord = named('Role', entityRecord(roleSchema));
export const roleDetail = named(
  'RoleDetail',
  entityRecord(
    roleSchema,
    {
      permission_ids: arrayOf(int),
      permissions: arrayOf(objectOf({ id: int, name: str, slug: str, category: str, checked: bool })),
    },
    ['permission_ids'],
  ),
);

const schoolPerson = objectOf({ id: int, full_name: nullableStr });
export const schoolRecord = named(
  'School',
  entityRecord(schoolSchema, { oms: arrayOf(schoolPerson), mas: arrayOf(schoolPerson) }),
);

export const documentRecord = named(
  'Document',
  entityRecord(documentSchema, {
    attachments: arrayOf(attachmentRecord),
    created_by: person,
    created_at: str,
    updated_at: str,
  }),
);

export const fsrRecord = named('Fsr', entityRecord(fsrSchema, { item_description: str, created_by: nullable(person) }));

export const quotationListRow = named(
  'QuotationListRow',
  entityRecord(quotationSchema, {
    school: objectOf({ id: int, name: nullableStr }),
    version: int,
    allowed_actions: arrayOf(str),
    pending_approval: { type: 'object' },
    created_by: person,
  }),
);

export const quotationRecord = named(
  'Quotation',
  entityRecord(
    quotationSchema,
    {
      ...(quotationListRow.properties as Record<string, JsonSchema>),
      school: objectOf({ id: int, name: str }),
      quotation_items: arrayOf({ type: 'object' }),
      documents: arrayOf(objectOf({ uploader: person, files: arrayOf(attachmentRecord) })),
      histories: arrayOf({ type: 'object' }),
      inspections: arrayOf(objectOf({ id: int, checklist_name: str, status: str, inspected_at: nullableStr })),
      quotation_item_versions: arrayOf({ type: 'object' }),
      approvals: { type: 'object' },
      form_mode: str,
      editable: bool,
    },
    ['version', 'allowed_actions', 'editable'],
  ),
);

/** `GET /config/{resource}`: list columns from the schema's annotations. */
/** The column definitions of a list's config (server/lib/schemaRegistry.ts columnDefs). */
export const columnConfig = arrayOf(objectOf({ field: str, label: str, type: str, sortable: bool }, []));

export const resourceConfig = objectOf({
  data: objectOf({
    columns: columnConfig,
    resource: str,
    path: str,
    route: str,
  }),
});

export const notificationMessage = objectOf({
  id: int,
  data: objectOf({
    type: str,
    title: str,
    description: nullableStr,
    time: str,
    url: nullableStr,
    id: { type: ['integer', 'string', 'null'] },
  }),
});

/** Money in dollars as the API sends it. */
export const amount: JsonSchema = num;
