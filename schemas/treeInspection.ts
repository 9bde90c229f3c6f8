/**
 * The tree inspection list (spec part 3 §2 "Tree inspections", §7 "Tree"). `x-area-list`, not `x-resource`: tree
 * inspections have hand-written routes and pages, and a resource schema here would be discovered as a generic resource.
 */
import { TREE_CATEGORIES, TREE_STATUSES } from '../domain/treeFields.js';
import type { AreaListSchema } from './resource.js';

/**
 * /inspection-checklist/tree-inspections: columns and filters, read by the list route (server/routes/trees/index.ts)
 * and the page (custom-pages/trees/TreeInspectionList.tsx). A new column or filter is one property here.
 */
export const treeInspectionListSchema = {
  $id: 'tree-inspection',
  type: 'object',
  title: 'Tree inspection',
  'x-area-list': {
    route: '/inspection-checklist/tree-inspections',
    path: '/tree-inspection',
    resource: 'tree-inspection',
    table: 'tree_inspections',
    defaultSort: { field: 'id', order: 'DESC' },
    title: 'caretaker.trees.title',
    labels: { columns: 'caretaker.trees.columns.', filters: 'caretaker.trees.filters.' },
    permissions: { list: 'tree-inspection.view' },
  },
  properties: {
    name: { type: 'string', title: 'Name', 'x-list': 1 },
    category: {
      type: 'string',
      title: 'Category',
      enum: TREE_CATEGORIES,
      'x-filter': 'select',
      'x-column': 'inspection_category',
      'x-enum-i18n': 'caretaker.trees.categories.',
    },
    school: {
      type: 'integer',
      title: 'School',
      'x-list': 2,
      'x-filter': 'multiselect',
      'x-column': 'school_id',
      'x-options-url': '/school?all=1',
      'x-display': ['school.name'],
    },
    tree_inspected_at: { type: ['string', 'null'], title: 'Inspection date', format: 'date', 'x-list': 3 },
    status: {
      type: 'string',
      title: 'Status',
      enum: TREE_STATUSES,
      'x-list': 4,
      'x-chip': true,
      'x-enum-i18n': 'caretaker.trees.status.',
      'x-filter': 'multiselect',
      // The spec's filter form does not name it: API clients filter by it.
      'x-filter-form': false,
    },
  },
} as const satisfies AreaListSchema;
