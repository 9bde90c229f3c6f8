/**
 * The work service order list (spec part 2 §2 "Work service orders", §7). No `x-resource` here on purpose: work service
 * orders have hand-written routes and pages, and a resource schema in this folder would be discovered as a generic
 * resource. The list is `x-area-list` instead.
 */
import { ZONES } from '../domain/constants.js';
import { ROLE } from '../domain/roles.js';
import { WSO_CATEGORIES, WSO_FILTER_STATUSES, WSO_STATUSES } from '../domain/wso.js';
import { WSO_CREATORS } from '../domain/wsoWorkflow.js';
import { SCHOOL_COLUMN, type AreaListSchema } from './resource.js';

/**
 * /works-order/wso: its columns (`x-list`, in that order) and filters (`x-filter`), read by the list route
 * (server/routes/wso/orders.ts), `GET /config/wso` and the page (custom-pages/wso/WsoList.tsx). A new column or filter
 * is one property here; a filter that is not a plain column of `work_service_orders` also needs its `filterBy` in
 * server/services/wso/repository.ts.
 */
export const wsoListSchema = {
  $id: 'wso',
  type: 'object',
  title: 'Work service order',
  'x-area-list': {
    route: '/works-order/wso',
    path: '/work-service-order',
    resource: 'work-service-order',
    table: 'work_service_orders',
    defaultSort: { field: 'id', order: 'DESC' },
    title: 'caretaker.wso.title',
    labels: { columns: 'caretaker.wso.columns.', filters: 'caretaker.wso.filters.' },
    permissions: { list: 'wso.view' },
    create: { permission: 'wso.create', roles: WSO_CREATORS, label: 'caretaker.wso.add' },
  },
  properties: {
    reference_number: {
      type: 'string',
      title: 'Reference number',
      maxLength: 100,
      'x-list': 1,
      'x-filter': 'search',
      'x-link': true,
    },
    school: SCHOOL_COLUMN,
    category: {
      type: 'string',
      title: 'Category',
      enum: WSO_CATEGORIES,
      'x-list': 3,
      'x-phone': false,
      'x-filter': 'select',
      'x-enum-i18n': 'caretaker.wso.category.',
    },
    date: { type: ['string', 'null'], title: 'Date', format: 'date', 'x-list': 4, 'x-phone': false },
    job_location: { type: ['string', 'null'], title: 'Job location', 'x-list': 5, 'x-phone': false },
    status: {
      type: 'string',
      title: 'Status',
      // The API also takes DRAFT; the form offers the spec's three.
      enum: WSO_STATUSES,
      'x-filter-options': WSO_FILTER_STATUSES,
      'x-list': 6,
      'x-filter': 'select',
      'x-enum-i18n': 'caretaker.wso.status.',
      // Labelled by the approval step ('PENDING FOR MA APPROVAL'), coloured by the status.
      'x-display': ['display_status', 'status'],
      'x-chip': true,
      'x-chip-color': 'status',
    },
    zone: {
      type: 'string',
      title: 'Zone',
      enum: ZONES,
      'x-filter': 'select',
      // Spec: 'Zone filter shown to admin only'; the server ignores it for the others (their scope decides).
      'x-filter-roles': [ROLE.ADMIN],
    },
    created_by_me: {
      type: 'boolean',
      title: 'Created by me',
      'x-filter': 'boolean',
      // the API's: a field device asks for the orders its user created (custom-pages/wso/offlinePreparer.ts)
      'x-filter-form': false,
    },
  },
} as const satisfies AreaListSchema;
