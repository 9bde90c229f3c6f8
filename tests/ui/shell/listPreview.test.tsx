/**
 * The quotation list's early rows: the address the entry asks is the one the list asks (react-admin's stored list
 * parameters included), the data provider adopts that answer once and for the same session only, and the preview
 * shows the rows with the list's texts, badges and amounts, in the reader's language.
 */
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listPreview } from '../../../custom-pages/quotations/listPreview.js';
import { LIST_TEXTS } from '../../../custom-pages/quotations/listTexts.js';
import { dataProvider } from '../../../src/dataProvider.js';
import { askEarly } from '../../../src/earlyAnswers.js';
import { ListPreviewPage } from '../../../src/layout/ListPreview.js';
import { earlyListUrl, prefetchListPreview, previewAt } from '../../../src/layout/listPreviews.js';
import { clearSession, saveSession } from '../../../src/session.js';
import { failNextFetch, mockFetch } from './fetchMock.js';

const ROWS = [
  {
    id: 7,
    reference_number: 'Q-2026-00007',
    school: { id: 3, name: 'Punggol View Primary School' },
    date: '2026-11-20',
    status: 'PENDING',
    current_status: 'PENDING_MA',
    claim_status: null,
    wso_status: 'WSO_PENDING_OM',
    total_amount: 1234.5,
  },
  {
    id: 6,
    reference_number: 'Q-2026-00006',
    school: { id: 3, name: 'Punggol View Primary School' },
    date: '2026-11-19',
    status: 'REJECTED',
    total_amount: '99.999',
  },
];

let token = 0;
beforeEach(() => {
  saveSession({ token: `list-${++token}`, uid: 1, loginId: 1 });
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
  localStorage.clear();
});

const LIST_PARAMS = { pagination: { page: 1, perPage: 25 }, sort: { field: 'id', order: 'DESC' as const }, filter: {} };
const listCalls = (calls: { path: string }[]) => calls.filter((c) => c.path === '/api/quotations').length;

describe('the early list address', () => {
  it('is the list’s default first page', () => {
    expect(previewAt('/works-order/quotation-list/')).toBe(listPreview);
    expect(previewAt('/works-order/quotation-list/create')).toBeUndefined();
    expect(earlyListUrl(listPreview, '', localStorage)).toBe('/api/quotations?page=1&per_page=25&sort=id&order=desc');
  });

  it('follows the sort, page size and filters react-admin stored for the reader', () => {
    localStorage.setItem(
      'RaStore.works-order/quotation-list.listParams',
      JSON.stringify({ sort: 'date', order: 'ASC', page: 2, perPage: 50, filter: { status: ['DRAFT', 'VOID'] } }),
    );
    expect(earlyListUrl(listPreview, '', localStorage)).toBe(
      '/api/quotations?page=2&per_page=50&sort=date&order=asc&status%5B%5D=DRAFT&status%5B%5D=VOID',
    );
  });

  it('is not asked when the page’s address carries its own parameters', () => {
    expect(earlyListUrl(listPreview, '?status=PENDING', localStorage)).toBeNull();
  });
});

describe('the early answer', () => {
  it('is the data provider’s first page: asked once', async () => {
    const { calls } = mockFetch({ 'GET /api/quotations': { body: { data: ROWS, meta: { total: 2 } } } });
    const rows = await prefetchListPreview({ pathname: '/works-order/quotation-list', search: '' });
    expect(rows?.map((r) => r.id)).toEqual([7, 6]);
    const page = await dataProvider.getList('works-order/quotation-list', LIST_PARAMS);
    expect(page).toMatchObject({ total: 2, data: [{ id: 7 }, { id: 6 }] });
    expect(listCalls(calls)).toBe(1);
    // handed over once: the next read asks the server
    await dataProvider.getList('works-order/quotation-list', LIST_PARAMS);
    expect(listCalls(calls)).toBe(2);
  });

  it('is not handed to another session, nor to another address', async () => {
    const { calls } = mockFetch({ 'GET /api/quotations': { body: { data: ROWS, meta: { total: 2 } } } });
    askEarly('/api/quotations?page=1&per_page=25&sort=id&order=desc');
    await dataProvider.getList('works-order/quotation-list', { ...LIST_PARAMS, sort: { field: 'date', order: 'ASC' } });
    expect(listCalls(calls)).toBe(2);
    saveSession({ token: `other-${token}`, uid: 2, loginId: 2 });
    await dataProvider.getList('works-order/quotation-list', LIST_PARAMS);
    expect(listCalls(calls)).toBe(3);
  });

  it('fails as the list’s own request would, and is asked again when it never reached the server', async () => {
    mockFetch({ 'GET /api/quotations': { status: 403, body: { message: 'Forbidden' } } });
    askEarly('/api/quotations?page=1&per_page=25&sort=id&order=desc');
    await expect(dataProvider.getList('works-order/quotation-list', LIST_PARAMS)).rejects.toMatchObject({
      status: 403,
      message: 'Forbidden',
    });

    const { calls } = mockFetch({ 'GET /api/quotations': { body: { data: ROWS, meta: { total: 2 } } } });
    failNextFetch();
    askEarly('/api/quotations?page=1&per_page=25&sort=id&order=desc');
    await expect(dataProvider.getList('works-order/quotation-list', LIST_PARAMS)).resolves.toMatchObject({ total: 2 });
    expect(listCalls(calls)).toBe(1);
  });
});

describe('the preview', () => {
  it('shows the rows with the list’s headings, status names, badges and amounts', () => {
    render(<ListPreviewPage definition={listPreview} rows={ROWS as never} locale="en" />);
    const table = screen.getByTestId('list-preview');
    expect(screen.getByText('Quotation list').tagName).toBe('H1');
    const headings = within(table)
      .getAllByRole('columnheader', { hidden: true })
      .map((h) => h.textContent);
    expect(headings).toEqual(listPreview.columns.map((c) => LIST_TEXTS.en.columns[c.key]));
    const [first, second] = within(table).getAllByRole('row', { hidden: true }).slice(1);
    // PENDING reads as its current status, as in the list
    expect(within(first).getByText('Pending MA').className).toContain('ct-preview-chip-info');
    expect(within(first).getByText('WSO pending OM')).toBeTruthy();
    expect(within(first).getByText('S$ 1,234.50')).toBeTruthy();
    expect(within(second).getByText('Rejected').className).toContain('ct-preview-chip-error');
    expect(within(second).getByText('S$ 100.00')).toBeTruthy();
    // phones get the essential columns: the others are marked to hide below 768 px
    const wide = [...first.querySelectorAll('td.ct-preview-wide')].map((c) => c.className.split(' ')[0]);
    expect(wide).toEqual(['column-job', 'column-trade', 'column-claim_status', 'column-wso_status']);
    // shown, not used: nothing in it takes the focus
    expect(table.querySelectorAll('a, button, [tabindex]')).toHaveLength(0);
    expect(table.getAttribute('aria-hidden')).toBe('true');
  });

  it('speaks the reader’s language', () => {
    render(<ListPreviewPage definition={listPreview} rows={ROWS as never} locale="fr" />);
    expect(screen.getByText(LIST_TEXTS.fr.title)).toBeTruthy();
    expect(screen.getByText(LIST_TEXTS.fr.status.REJECTED)).toBeTruthy();
    expect(screen.getByText(LIST_TEXTS.fr.columns.total_amount)).toBeTruthy();
  });
});
