/**
 * The quotation list's columns as its data table and its early preview show them: derived from the list's schema
 * (schemas/quotation.ts quotationListSchema: `x-list` order, `x-link`, `x-chip`, money, `x-phone: false` wide only,
 * `x-sortable`, `x-display`), so the one declaration that lists them for the API (`GET /config/quotation`) is the
 * page's too: the page's data table (SchemaList, from the same schema) and the entry's paint of the list's first rows
 * (src/layout/listPreviews.ts, while react-admin loads) agree. Plain data and pure functions: this module (and the two
 * small schema modules it reads) ship in the entry.
 */
import { DEFAULT_PAGE_SIZE } from '../../domain/constants.js';
import { quotationListSchema } from '../../schemas/quotation.js';
import { listColumnsOf, type SchemaProperty } from '../../schemas/resource.js';
import type { ListPreviewDefinition, PreviewColumn, PreviewRow } from '../../src/layout/listPreviews.js';
import { LIST_TEXTS } from './listTexts.js';
import type { Quotation } from './types.js';

const list = quotationListSchema['x-area-list'];
export const LIST_PATH = list.route;

/** The status shown for a quotation: PENDING reads as its current_status (PENDING_MA / PENDING_TC). */
export function displayStatus(q: { status?: string | null; current_status?: string | null }): string {
  return q.status === 'PENDING' && q.current_status ? q.current_status : (q.status ?? '');
}

export type QuotationRow = Quotation & PreviewRow;

/** A record path's value (`school.name`). */
function valueAt(row: QuotationRow, path: string): string | number | null | undefined {
  let v: unknown = row;
  for (const key of path.split('.')) v = v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined;
  return v as string | number | null | undefined;
}

/** What a column's cell shows besides its field's value: a reference not yet given reads `#id`, a status as shown. */
const VALUES: Record<string, (q: QuotationRow) => string | number | null | undefined> = {
  reference_number: (q) => q.reference_number ?? `#${q.id}`,
  status: displayStatus,
};

/** One column of the schema as the preview and the data table draw it. */
function columnOf([field, p]: [string, SchemaProperty]): PreviewColumn<QuotationRow> {
  const source = p['x-display']?.[0] ?? field;
  const kind = p['x-link'] ? 'link' : p['x-chip'] ? 'status' : p['x-widget'] === 'money' ? 'money' : 'text';
  return {
    key: field,
    source,
    kind,
    ...(p['x-sortable'] ? { sortable: true } : {}),
    ...(kind === 'money' ? { align: 'right' as const } : {}),
    ...(p['x-phone'] === false ? { wide: true } : {}),
    value: VALUES[field] ?? ((q) => valueAt(q, source)),
  };
}

export const QUOTATION_COLUMNS: readonly PreviewColumn<QuotationRow>[] = [
  ...listColumnsOf(quotationListSchema.properties).map(columnOf),
  { key: 'actions', kind: 'actions' },
];

export const listPreview: ListPreviewDefinition<QuotationRow> = {
  path: LIST_PATH,
  resource: list.resource,
  apiPath: list.path,
  sort: list.defaultSort,
  perPage: DEFAULT_PAGE_SIZE,
  columns: QUOTATION_COLUMNS,
  texts: LIST_TEXTS,
  create: list.create,
};
