/**
 * The monthly deliverables list (spec part 3 §2 "Deliverables", §3, §6): its columns (`x-list`, in that order) and
 * filters (`x-filter`), read by the list route (server/routes/deliverables/index.ts), `GET /config/deliverable` and the
 * page (custom-pages/deliverables/DeliverableList.tsx). No `x-resource` on purpose: deliverables have hand-written
 * routes and pages, and a resource schema in this folder would be discovered as a generic resource.
 *
 * The list's rows are built in memory, one per zone and month a year has open, the stored deliverable where one exists
 * and a PENDING row without id until the month is first opened (server/services/deliverables/repository.ts). The
 * declared filters, sorts and paging apply to those rows as they would to a table's (lib/crud `listRecords` with its
 * `rows` option), so a new column or filter is one property here, of a field the rows carry.
 */
import {
  DELIVERABLE_CATEGORIES,
  DELIVERABLE_ROUTES,
  DELIVERABLE_STATUSES,
  DELIVERABLE_ZONES,
  type DeliverableCategory,
} from '../domain/deliverables.js';
import type { AreaListSchema } from './resource.js';

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

/** The building-maintenance list; the turf-and-plant one is the same at its own address (`deliverableListOf`). */
export const deliverableListSchema = {
  $id: 'deliverable',
  type: 'object',
  title: 'Deliverable',
  'x-area-list': {
    route: '/deliverables/building-maintenance',
    path: '/deliverable/building-maintenance',
    resource: 'deliverable/building-maintenance',
    table: 'deliverables',
    // newest month first, a month's zones by name (North East, South)
    defaultSort: { field: 'month', order: 'DESC', then: { field: 'zone', order: 'ASC' } },
    title: 'caretaker.deliverables.title_BM',
    labels: { columns: 'caretaker.deliverables.columns.', filters: 'caretaker.deliverables.filters.' },
    permissions: { list: 'deliverable.view' },
  },
  properties: {
    // the cell shows the month's name and its year (the page draws it)
    month: {
      type: 'integer',
      title: 'Month',
      enum: MONTHS,
      'x-list': 1,
      'x-filter': 'select',
      'x-enum-i18n': 'caretaker.deliverables.months.',
    },
    zone: {
      type: 'string',
      title: 'Zone',
      enum: DELIVERABLE_ZONES,
      'x-list': 2,
      'x-filter': 'select',
      'x-enum-i18n': 'caretaker.deliverables.zones.',
    },
    status: {
      type: 'string',
      title: 'Status',
      enum: DELIVERABLE_STATUSES,
      'x-list': 3,
      'x-enum-i18n': 'caretaker.deliverables.status.',
      'x-chip': true,
    },
    // spec §9: the years 2022 to 2026, and on as the years pass; absent, the list shows this year's months
    year: {
      type: 'integer',
      title: 'Year',
      minimum: 2000,
      maximum: 2999,
      'x-filter': 'select',
      'x-options-url': '/deliverable/years',
    },
  },
} as const satisfies AreaListSchema;

/** The list of a category: the same columns and filters, at its own address and under its own title. */
export function deliverableListOf(category: DeliverableCategory): AreaListSchema {
  const { slug } = DELIVERABLE_ROUTES[category];
  return {
    ...deliverableListSchema,
    'x-area-list': {
      ...deliverableListSchema['x-area-list'],
      route: `/deliverables/${slug}`,
      path: `/deliverable/${slug}`,
      resource: `deliverable/${slug}`,
      title: `caretaker.deliverables.title_${category}`,
    },
  };
}

export const DELIVERABLE_LISTS = Object.fromEntries(
  DELIVERABLE_CATEGORIES.map((c) => [c, deliverableListOf(c)]),
) as Record<DeliverableCategory, AreaListSchema>;
