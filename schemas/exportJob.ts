/**
 * The Excel export list (spec part 2 §2 "Excel export", §7 "Excel export tasks"). An `x-area-list`, not an
 * `x-resource`: tasks have hand-written routes and pages, and a resource schema in this folder would be discovered as a
 * generic resource by server/lib/schemaRegistry.ts and src/resourceRegistry.ts.
 */
import { EXPORT_MODULES } from '../domain/exports.js';
import type { AreaListSchema } from './resource.js';

/**
 * /excel-export: the caller's own tasks (rows of `jobs` of kind `excel-export`), newest first, filtered by module.
 * Read by the list route (server/routes/exports/index.ts) and the page (custom-pages/exports/ExportList.tsx), which
 * draws the filters, status (live progress), file and remarks cells itself. A new column or filter is one property here.
 */
export const exportTaskListSchema = {
  $id: 'export-task',
  type: 'object',
  title: 'Excel export',
  'x-area-list': {
    route: '/excel-export',
    path: '/tasks',
    resource: 'tasks',
    table: 'jobs',
    defaultSort: { field: 'id', order: 'DESC' },
    title: 'caretaker.exports.title',
    labels: { columns: 'caretaker.exports.columns.', filters: 'caretaker.exports.fields.' },
    permissions: { list: 'excel-export.view' },
    create: { permission: 'excel-export.create', label: 'caretaker.exports.add' },
  },
  properties: {
    id: { type: 'integer', title: 'No.', 'x-list': 1, 'x-phone': false },
    module: {
      type: 'string',
      title: 'Module',
      enum: EXPORT_MODULES,
      'x-list': 2,
      'x-filter': 'select',
      // A task's module is its job's subject.
      'x-column': 'subject',
      'x-enum-i18n': 'caretaker.exports.module.',
    },
    // The task's filters in a few words (the page's cell reads `properties`).
    filters: { type: 'object', title: 'Filters', 'x-list': 3, 'x-phone': false, 'x-display': ['properties'] },
    created_at: { type: 'string', title: 'Created at', format: 'date-time', 'x-list': 4, 'x-phone': false },
    status: { type: 'string', title: 'Status', 'x-list': 5 },
    // The download link of a finished task (the page's cell).
    file: { type: ['string', 'null'], title: 'File', 'x-list': 6, 'x-display': ['file_name'] },
    remarks: { type: ['string', 'null'], title: 'Remarks', 'x-list': 7, 'x-phone': false },
  },
} as const satisfies AreaListSchema;
