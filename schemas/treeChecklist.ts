/**
 * The tree checklist list: the templates an inspection starts from (spec part 3 §2 "Tree checklists", §7 "Tree").
 * `x-area-list`, not `x-resource`: tree checklists have hand-written routes and pages.
 */
import { TREE_CATEGORIES } from '../domain/treeFields.js';
import type { AreaListSchema } from './resource.js';

/**
 * /checklist/tree-checklists: columns and filters, read by the list route (server/routes/trees/index.ts) and the page
 * (custom-pages/trees/TreeChecklistList.tsx). A new column or filter is one property here.
 */
export const treeChecklistListSchema = {
  $id: 'tree-checklist',
  type: 'object',
  title: 'Tree checklist',
  'x-area-list': {
    route: '/checklist/tree-checklists',
    path: '/tree-checklist',
    resource: 'tree-checklist',
    table: 'tree_checklists',
    defaultSort: { field: 'name', order: 'ASC' },
    title: 'caretaker.trees.templates_title',
    labels: { columns: 'caretaker.trees.columns.', filters: 'caretaker.trees.filters.' },
    permissions: { list: 'checklist.view' },
  },
  properties: {
    category: {
      type: 'string',
      title: 'Category',
      enum: TREE_CATEGORIES,
      'x-list': 2,
      'x-filter': 'select',
      'x-enum-i18n': 'caretaker.trees.categories.',
    },
    name: { type: 'string', title: 'Name', 'x-list': 1, 'x-filter': 'search' },
    // A school's templates are its own and those for every school (server/services/trees/repository.ts).
    school: { type: 'integer', title: 'School', 'x-filter': 'select', 'x-options-url': '/school?all=1' },
  },
} as const satisfies AreaListSchema;
