/**
 * The quotation list's columns (data table and early preview) come from its schema (quotationListSchema): the same
 * columns, order, cells, sorts and phone layout as the table written out by hand before, and the config API's order.
 */
import { describe, expect, it } from 'vitest';
import { QUOTATION_COLUMNS, listPreview, type QuotationRow } from '../../../custom-pages/quotations/listPreview.js';
import { quotationListSchema } from '../../../schemas/quotation.js';
import { listColumnsOf } from '../../../schemas/resource.js';

/** [key, source, kind, sortable, wide, align] as the hand-written table had them (spec part 2 §2 and §9). */
const EXPECTED = [
  ['reference_number', 'reference_number', 'link', true, false, undefined],
  ['school', 'school.name', 'text', false, false, undefined],
  ['date', 'date', 'text', true, false, undefined],
  ['job', 'job', 'text', false, true, undefined],
  ['trade', 'trade', 'text', false, true, undefined],
  ['status', 'status', 'status', true, false, undefined],
  ['claim_status', 'claim_status', 'status', false, true, undefined],
  ['wso_status', 'wso_status', 'status', false, true, undefined],
  ['total_amount', 'total_amount', 'money', true, false, 'right'],
  ['actions', undefined, 'actions', false, false, undefined],
];

const row = {
  id: 7,
  reference_number: null,
  school: { id: 1, name: 'Alpha Primary' },
  date: '2026-05-04',
  job: 'Leaking pipes',
  trade: 'PAS',
  status: 'PENDING',
  current_status: 'PENDING_MA',
  claim_status: 'PARTIAL-CLAIM',
  wso_status: null,
  total_amount: 1234.5,
} as unknown as QuotationRow;

describe('the quotation list columns derived from the schema', () => {
  it('are the columns, cells, sorts and phone layout of the list', () => {
    expect(QUOTATION_COLUMNS.map((c) => [c.key, c.source, c.kind, !!c.sortable, !!c.wide, c.align])).toEqual(EXPECTED);
    expect(listPreview.columns).toBe(QUOTATION_COLUMNS);
    expect(listPreview.sort).toEqual({ field: 'id', order: 'DESC' });
    expect(listPreview.apiPath).toBe('/quotations');
  });

  it('read what each cell shows from the row', () => {
    const shown = Object.fromEntries(QUOTATION_COLUMNS.map((c) => [c.key, c.value?.(row)]));
    expect(shown).toEqual({
      reference_number: '#7',
      school: 'Alpha Primary',
      date: '2026-05-04',
      job: 'Leaking pipes',
      trade: 'PAS',
      status: 'PENDING_MA',
      claim_status: 'PARTIAL-CLAIM',
      wso_status: null,
      total_amount: 1234.5,
      actions: undefined,
    });
  });

  it('follow the schema: its columns are the config API columns, in its order', () => {
    const fields = listColumnsOf(quotationListSchema.properties).map(([field]) => field);
    expect(QUOTATION_COLUMNS.slice(0, -1).map((c) => c.key)).toEqual(fields);
  });
});
