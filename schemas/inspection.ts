/**
 * The inspection and servicing list (spec part 3 §2) and its pending variant, owned by their schema. No `x-resource`
 * here on purpose: inspections have hand-written routes and pages; the list is `x-area-list` (see schemas/claim.ts).
 */
import { FREQUENCIES, INSPECTION_CATEGORIES, INSPECTION_STATUSES, INSPECTION_TYPES } from '../domain/inspections.js';
import type { AreaListSchema } from './resource.js';

/** A date filter the API takes besides the form's range (`start_date`, `end_date`: the dashboards' older names). */
const inspectedFrom = (op: 'gte' | 'lte') =>
  ({
    type: 'string',
    format: 'date',
    'x-filter': 'date',
    'x-filter-op': op,
    'x-column': 'inspected_at',
    'x-filter-form': false,
  }) as const;

/**
 * /inspection-checklist/inspection-servicing: its columns (`x-list`) and, in the form's order, its filters (`x-filter`),
 * read by the list route (server/routes/inspections/inspections.ts) and the page (custom-pages/inspections/InspectionList.tsx).
 * A new column or filter is one property here; a filter that is not a plain column of `inspections` also needs its
 * `filterBy` in server/services/inspections/repository.ts.
 */
export const inspectionListSchema = {
  $id: 'inspection-schedule',
  type: 'object',
  title: 'Inspection',
  'x-area-list': {
    route: '/inspection-checklist/inspection-servicing',
    path: '/inspection-schedule',
    resource: 'inspection-schedule',
    table: 'inspections',
    defaultSort: { field: 'inspected_at', order: 'DESC' },
    title: 'caretaker.inspections.title',
    labels: { columns: 'caretaker.inspections.columns.', filters: 'caretaker.inspections.filters.' },
    permissions: { list: 'inspection.view' },
    storeKey: 'inspections.all',
    // the dashboards' links (spec part 3 §2 "Filters can be preset from the query string")
    address: {
      school: 'school_id',
      category: 'inspection_category',
      start_date: 'inspected_at_start',
      end_date: 'inspected_at_end',
    },
  },
  properties: {
    school_id: {
      type: 'integer',
      title: 'School',
      'x-filter': 'multiselect',
      'x-options-url': '/school?all=1',
      'x-own-school': true,
    },
    inspection_type: { type: 'string', title: 'Type', enum: INSPECTION_TYPES, 'x-filter': 'select' },
    inspection_category: {
      type: 'string',
      title: 'Category',
      enum: INSPECTION_CATEGORIES,
      'x-filter': 'select',
      'x-list': 3,
      'x-phone': false,
    },
    frequency: {
      type: 'string',
      title: 'Frequency',
      enum: FREQUENCIES,
      'x-filter': 'select',
      'x-list': 4,
      'x-phone': false,
    },
    status: {
      type: 'string',
      title: 'Status',
      enum: INSPECTION_STATUSES,
      'x-filter': 'multiselect',
      'x-enum-i18n': 'caretaker.inspections.status.',
      'x-chip': true,
      'x-list': 6,
    },
    inspected_period: {
      type: 'string',
      title: 'Inspection date',
      format: 'date',
      'x-filter': 'daterange',
      'x-filter-range': ['inspected_at_start', 'inspected_at_end'],
      'x-column': 'inspected_at',
    },
    checklist_name: { type: 'string', title: 'Checklist name', 'x-filter': 'search', 'x-list': 1, 'x-link': true },
    school: { type: 'object', title: 'School', 'x-list': 2, 'x-display': ['school.name'] },
    // One day exactly; API clients filter by it.
    inspected_at: {
      type: ['string', 'null'],
      title: 'Inspection date',
      format: 'date',
      'x-list': 5,
      'x-filter': 'date',
      'x-filter-form': false,
    },
    start_date: inspectedFrom('gte'),
    end_date: inspectedFrom('lte'),
    school_slug: { type: 'string', title: 'School slug', 'x-filter': 'select', 'x-filter-form': false },
    created_by_me: { type: 'boolean', title: 'Created by me', 'x-filter': 'boolean', 'x-filter-form': false },
  },
} as const satisfies AreaListSchema;

/** The pending variant (/inspection-checklist/inspection-servicing-pending): PENDING_CONFIRMATION only, no status filter. */
export const pendingInspectionListSchema = {
  ...inspectionListSchema,
  'x-area-list': {
    ...inspectionListSchema['x-area-list'],
    route: '/inspection-checklist/inspection-servicing-pending',
    title: 'caretaker.inspections.pending_title',
    storeKey: 'inspections.pending',
    filter: { status: ['PENDING_CONFIRMATION'] },
  },
  properties: {
    ...inspectionListSchema.properties,
    status: { ...inspectionListSchema.properties.status, 'x-filter-form': false },
  },
} as const satisfies AreaListSchema;
