/**
 * The BM & TP checklist list: the building-maintenance and turfing-and-planting templates an inspection starts from
 * (spec part 3 §2 "BM & TP checklists"). `x-area-list`, not `x-resource`: checklists have hand-written routes and pages.
 */
import { FREQUENCIES, INSPECTION_CATEGORIES, INSPECTION_TYPES } from '../domain/inspections.js';
import type { AreaListSchema } from './resource.js';

/**
 * /checklist/bm-tp-checklist: columns and filters, read by the list route (server/routes/inspections/checklists.ts)
 * and the page (custom-pages/inspections/ChecklistTemplates.tsx). The filters apply as they change, as the page did;
 * the templates read by category, then name. A new column or filter is one property here.
 */
export const checklistListSchema = {
  $id: 'checklist',
  type: 'object',
  title: 'Checklist',
  'x-area-list': {
    route: '/checklist/bm-tp-checklist',
    path: '/checklist',
    resource: 'checklist',
    table: 'checklists',
    defaultSort: { field: 'category', order: 'ASC', then: { field: 'name', order: 'ASC' } },
    title: 'caretaker.inspections.templates_title',
    labels: { columns: 'caretaker.inspections.columns.', filters: 'caretaker.inspections.filters.' },
    permissions: { list: 'checklist.view' },
    liveFilters: true,
  },
  properties: {
    // sortable: API clients have asked for the templates by name
    name: { type: 'string', title: 'Name', 'x-list': 1, 'x-sortable': true },
    category: { type: 'string', title: 'Category', enum: INSPECTION_CATEGORIES, 'x-list': 2, 'x-filter': 'select' },
    frequency: { type: 'string', title: 'Frequency', enum: FREQUENCIES, 'x-list': 3, 'x-filter': 'select' },
    type: { type: 'string', title: 'Type', enum: INSPECTION_TYPES, 'x-list': 4, 'x-filter': 'select' },
  },
} as const satisfies AreaListSchema;
