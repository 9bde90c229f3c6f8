/**
 * The quotation list's columns (spec part 2 §2; below 768 px the essential ones, part 2 §9) and its early preview:
 * QuotationList renders its data table from these columns, and the entry paints the list's first rows with them
 * (src/layout/listPreviews.ts) while react-admin loads. Plain data and pure functions: this module ships in the entry.
 */
import { DEFAULT_PAGE_SIZE } from '../../domain/constants.js';
import type { ListPreviewDefinition, PreviewColumn, PreviewRow } from '../../src/layout/listPreviews.js';
import { LIST_TEXTS } from './listTexts.js';
import type { Quotation } from './types.js';

export const LIST_PATH = '/works-order/quotation-list';

/** The status shown for a quotation: PENDING reads as its current_status (PENDING_MA / PENDING_TC). */
export function displayStatus(q: { status?: string | null; current_status?: string | null }): string {
  return q.status === 'PENDING' && q.current_status ? q.current_status : (q.status ?? '');
}

export type QuotationRow = Quotation & PreviewRow;

export const QUOTATION_COLUMNS: readonly PreviewColumn<QuotationRow>[] = [
  {
    key: 'reference_number',
    source: 'reference_number',
    kind: 'link',
    sortable: true,
    value: (q) => q.reference_number ?? `#${q.id}`,
  },
  { key: 'school', source: 'school.name', kind: 'text', value: (q) => q.school?.name },
  { key: 'date', source: 'date', kind: 'text', sortable: true, value: (q) => q.date },
  { key: 'job', source: 'job', kind: 'text', wide: true, value: (q) => q.job },
  { key: 'trade', source: 'trade', kind: 'text', wide: true, value: (q) => q.trade },
  { key: 'status', source: 'status', kind: 'status', sortable: true, value: displayStatus },
  { key: 'claim_status', source: 'claim_status', kind: 'status', wide: true, value: (q) => q.claim_status },
  { key: 'wso_status', source: 'wso_status', kind: 'status', wide: true, value: (q) => q.wso_status },
  {
    key: 'total_amount',
    source: 'total_amount',
    kind: 'money',
    sortable: true,
    align: 'right',
    value: (q) => q.total_amount,
  },
  { key: 'actions', kind: 'actions' },
];

export const listPreview: ListPreviewDefinition<QuotationRow> = {
  path: LIST_PATH,
  resource: 'works-order/quotation-list',
  apiPath: '/quotations',
  sort: { field: 'id', order: 'DESC' },
  perPage: DEFAULT_PAGE_SIZE,
  columns: QUOTATION_COLUMNS,
  texts: LIST_TEXTS,
};
