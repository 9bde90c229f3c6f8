import { SUB_ZONES, ZONES } from '../domain/constants.js';
import type { ResourceSchema } from './resource.js';

/** Schools: hand-written routes (server/routes/schools) with row scoping; this schema gives columns, filters and types. */
export const schoolSchema = {
  $id: 'school',
  type: 'object',
  title: 'School',
  'x-resource': {
    route: 'settings/schools',
    path: '/school',
    table: 'schools',
    generic: false,
    audit: true,
    icon: 'School',
    recordRepresentation: 'name',
    defaultSort: { field: 'name', order: 'ASC' },
    permissions: { list: 'school.view', show: 'school.view', update: 'school.edit' },
  },
  properties: {
    id: { type: 'integer', readOnly: true },
    name: { type: 'string', title: 'School', minLength: 1, maxLength: 191, 'x-list': 1, 'x-filter': 'search' },
    slug: { type: 'string', title: 'Slug', readOnly: true, maxLength: 191 },
    zone: { type: 'string', title: 'Zone', enum: ZONES, 'x-list': 2, 'x-filter': 'select' },
    sub_zone: {
      type: ['string', 'null'],
      title: 'Sub-zone',
      enum: [...Object.values(SUB_ZONES).flat(), null],
      'x-list': 3,
    },
    address: { type: ['string', 'null'], title: 'Address', maxLength: 500, 'x-widget': 'textarea' },
    school_type: { type: ['string', 'null'], title: 'School type', maxLength: 50, 'x-list': 4 },
    telephone: { type: ['string', 'null'], title: 'Telephone', maxLength: 50 },
    fax: { type: ['string', 'null'], title: 'Fax', maxLength: 50 },
    less_percent: { type: ['number', 'null'], title: 'Less percent', minimum: 0, maximum: 100 },
    star_rate: { type: ['number', 'null'], title: 'Star rate', minimum: 1 },
    oms: { type: 'array', title: 'Operations managers', items: { type: 'object' }, readOnly: true, 'x-list': 5 },
    mas: { type: 'array', title: 'Managing agents', items: { type: 'object' }, readOnly: true, 'x-list': 6 },
  },
  required: ['name', 'zone'],
  additionalProperties: false,
} as const satisfies ResourceSchema;
