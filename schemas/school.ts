import { SUB_ZONES, ZONES } from '../domain/constants.js';
import { ROLE } from '../domain/roles.js';
import type { AreaListSchema, ResourceSchema } from './resource.js';

/**
 * Schools: hand-written routes (server/routes/schools, services/schools) with row scoping; this schema gives columns,
 * filters, the create/edit form and the body's types. Administrators create, edit and delete them.
 */
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
    messages: {
      created: {
        en: 'Successfully created school',
        fr: 'École créée',
        de: 'Schule erstellt',
        nl: 'School aangemaakt',
      },
      updated: {
        en: 'Successfully updated school',
        fr: 'École mise à jour',
        de: 'Schule aktualisiert',
        nl: 'School bijgewerkt',
      },
      deleted: {
        en: 'Successfully deleted school',
        fr: 'École supprimée',
        de: 'Schule gelöscht',
        nl: 'School verwijderd',
      },
    },
    permissions: {
      list: 'school.view',
      show: 'school.view',
      create: 'school.create',
      update: 'school.edit',
      delete: 'school.delete',
    },
  },
  properties: {
    id: { type: 'integer', readOnly: true },
    name: {
      type: 'string',
      title: 'School',
      minLength: 1,
      maxLength: 191,
      'x-list': 1,
      'x-filter': 'search',
      'x-unique': true,
    },
    // Made from the name when left empty; the key an import or an integrator finds the school by.
    slug: {
      type: ['string', 'null'],
      title: 'Slug',
      maxLength: 191,
      pattern: '^([a-z0-9]+(-[a-z0-9]+)*)?$',
      'x-unique': true,
    },
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

/**
 * /settings/schools (spec part 1 §2.8): its columns and filters — school name, and zone for administrators — read by
 * the list route (server/lib/organisation.ts listSchools, behind GET /school and GET /user-organization) and the page
 * (custom-pages/schools/SchoolList.tsx). An `x-area-list`: the record schema above stays the discovered resource (its
 * create and edit forms, GET /config/school). A new column or filter is one property here.
 */
export const schoolListSchema = {
  $id: 'school-list',
  type: 'object',
  title: 'School',
  'x-area-list': {
    route: '/settings/schools',
    path: '/school',
    resource: 'settings/schools',
    table: 'schools',
    // Schools are listed by name, whatever a caller asks (school pickers ask for other orders).
    defaultSort: { field: 'name', order: 'ASC' },
    title: 'caretaker.schools.title',
    labels: { columns: 'resources.settings/schools.fields.', filters: 'caretaker.schools.' },
    permissions: { list: 'school.view' },
    create: { permission: 'school.create', label: 'ra.action.create' },
    // Spec part 1 §7: search inputs are debounced; the schools list has no search button.
    liveFilters: true,
  },
  properties: {
    school: {
      type: 'string',
      title: 'School',
      'x-filter': 'search',
      'x-column': 'name',
      'x-placeholder': 'caretaker.schools.search',
    },
    name: {
      type: 'string',
      title: 'Name',
      'x-list': 1,
      'x-filter': 'search',
      // The school pickers (react-admin's reference inputs) search by the display field: the same as `school`.
      'x-filter-form': false,
    },
    zone: {
      type: 'string',
      title: 'Zone',
      enum: ZONES,
      'x-list': 2,
      'x-filter': 'select',
      'x-enum-i18n': 'caretaker.zones.',
      'x-filter-roles': [ROLE.ADMIN],
    },
    // Drawn by the page as the people's names.
    oms: { type: 'array', title: 'Operations managers', 'x-list': 3 },
    mas: { type: 'array', title: 'Managing agents', 'x-list': 4 },
  },
} as const satisfies AreaListSchema;
