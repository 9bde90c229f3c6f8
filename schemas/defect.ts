/**
 * The outstanding defects list (spec part 3 §2), owned by its schema. No `x-resource` here on purpose: defects have
 * hand-written routes and pages; the list is `x-area-list` (see schemas/claim.ts).
 */
import { DEFECT_STATUSES } from '../domain/defects.js';
import { INSPECTION_CATEGORIES, INSPECTION_TYPES } from '../domain/inspections.js';
import type { AreaListSchema } from './resource.js';

const FOLLOW_UP = 'Follow up' satisfies (typeof DEFECT_STATUSES)[number];

/**
 * /inspection-checklist/outstanding-defects: its columns (`x-list`) and, in the form's order, its filters (`x-filter`),
 * read by the list route (server/routes/inspections/defects.ts) and the page (custom-pages/inspections/OutstandingDefects.tsx).
 * It starts on what is still to follow up: an operations manager's in their school, anyone else's own. A new column or
 * filter is one property here; a filter that is not a plain column of `defects` also needs its `filterBy` in
 * server/services/inspections/defectList.ts.
 */
export const defectListSchema = {
  $id: 'defect',
  type: 'object',
  title: 'Defect',
  'x-area-list': {
    route: '/inspection-checklist/outstanding-defects',
    path: '/defect',
    resource: 'defect',
    table: 'defects',
    defaultSort: { field: 'created_at', order: 'DESC' },
    title: 'caretaker.inspections.defects_title',
    labels: { columns: 'caretaker.inspections.columns.', filters: 'caretaker.inspections.filters.' },
    permissions: { list: 'inspection.view' },
    storeKey: 'inspections.defects',
    // the defect dashboard's links (spec part 3 §3)
    address: { school: 'school_id' },
    defaultFilter: { status: [FOLLOW_UP] },
    defaultFilterWithoutOwnSchool: { created_by_me: '1' },
    liveFilters: true,
  },
  properties: {
    school_id: {
      type: 'integer',
      title: 'School',
      'x-filter': 'multiselect',
      'x-options-url': '/school?all=1',
      'x-own-school': true,
    },
    category: { type: 'string', title: 'Category', enum: INSPECTION_CATEGORIES, 'x-filter': 'select' },
    type: { type: 'string', title: 'Type', enum: INSPECTION_TYPES, 'x-filter': 'select' },
    status: {
      type: 'string',
      title: 'Status',
      enum: DEFECT_STATUSES,
      'x-filter': 'multiselect',
      'x-enum-i18n': 'caretaker.inspections.defect_status.',
      'x-chip': true,
      'x-list': 4,
    },
    start_date: {
      type: 'string',
      title: 'Start date',
      format: 'date',
      'x-filter': 'date',
      'x-filter-op': 'gte',
      'x-column': 'created_at',
    },
    end_date: { type: 'string', title: 'End date', format: 'date', 'x-filter': 'date' },
    created_by_me: { type: 'boolean', title: 'Created by me', 'x-filter': 'boolean' },
    description: { type: ['string', 'null'], title: 'Description', 'x-list': 1, 'x-display': ['title'] },
    school: { type: 'string', title: 'School', 'x-list': 2, 'x-display': ['school_name'] },
    location: { type: ['string', 'null'], title: 'Location', 'x-list': 3 },
    created_at: { type: 'string', title: 'Created', format: 'date', 'x-list': 5 },
    // The defects of one checklist; API clients filter by it.
    inspection_id: { type: 'integer', title: 'Checklist', 'x-filter': 'select', 'x-filter-form': false },
  },
} as const satisfies AreaListSchema;
