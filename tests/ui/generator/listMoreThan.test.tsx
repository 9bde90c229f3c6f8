/**
 * A list longer than the server counts exactly (`meta.total_exact` false, LIST_EXACT_TOTAL): the generated list shows
 * "1–25 of more than 10,000" instead of a made-up total, still goes to the next page (react-admin's partial
 * pagination, from the server's `links.next`), and asks for that page after the last row of the page it showed
 * (`after_id`). Through the real data provider; the server's answers are built by its own envelope (lib/paging.ts).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, TestMemoryRouter } from 'react-admin';
import { ClaimList } from '../../../custom-pages/claims/ClaimList.js';
import { createDataProvider } from '../../../src/dataProvider.js';
import { createQueryClient } from '../../../src/queryClient.js';
import { pagedResponse } from '../../../server/lib/paging.js';
import { i18nProvider } from '../quotations/harness.js';
import { answerRequests, signedIn } from '../listHarness.js';

const row = (id: number) => ({
  id,
  reference_number: `CL-${id}`,
  status: 'PENDING',
  current_status: 'PENDING_MA',
  source_fund: 'SCHOOL',
  trade: 'BLDG',
  zone: 'NORTH',
  date: '2026-06-01',
  job: `Roof ${id}`,
  total_amount: 10,
  school: { id: 3, name: 'Admiralty Primary School' },
  has_report: false,
  actions: [],
});

/** The claim list's answers: `rows` rows numbered down from 100,000, counted exactly only up to `exactUpTo`. */
function serve(rows: number, exactUpTo: number) {
  return answerRequests((address) => {
    const url = new URL(address, 'http://localhost');
    if (url.pathname !== '/api/claims') return { data: [{ id: 3, name: 'Admiralty Primary School' }] };
    const page = Number(url.searchParams.get('page') ?? 1);
    const perPage = Number(url.searchParams.get('per_page') ?? 25);
    const first = 100_000 - (page - 1) * perPage;
    const data = Array.from({ length: Math.min(perPage, rows - (page - 1) * perPage) }, (_, i) => row(first - i));
    const seen = (page - 1) * perPage + data.length + 1;
    const exact = rows <= exactUpTo;
    return pagedResponse(data, exact ? rows : Math.max(exactUpTo, seen), { page, perPage }, '/api/claims', exact);
  });
}

function renderList() {
  render(
    <TestMemoryRouter initialEntries={['/works-order/claims']}>
      <AdminContext
        dataProvider={createDataProvider()}
        i18nProvider={i18nProvider}
        authProvider={signedIn('ADMIN', ['claim.view'])}
        queryClient={createQueryClient()}
        store={memoryStore()}
      >
        <ClaimList />
      </AdminContext>
    </TestMemoryRouter>,
  );
}

const claimRequests = () =>
  vi
    .mocked(fetch)
    .mock.calls.map(([u]) => new URL(String(u), 'http://localhost'))
    .filter((u) => u.pathname === '/api/claims');

beforeEach(() => {
  serve(50_000, 10_000);
});

vi.setConfig({ testTimeout: 60_000 });
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a list past the exact count', () => {
  it('says "more than 10,000", pages on, and asks the next page after the last row shown', async () => {
    renderList();
    expect(await screen.findByText('1–25 of more than 10,000')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'CL-99976' })).toBeInTheDocument();
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('26–50 of more than 10,000')).toBeInTheDocument();
    const second = claimRequests().find((u) => u.searchParams.get('page') === '2')!;
    expect(second.searchParams.get('after_id')).toBe('99976');
  });

  it('shows the exact total of a list within the count, with its last page', async () => {
    serve(60, 10_000);
    renderList();
    expect(await screen.findByText('1-25 of 60')).toBeInTheDocument();
    expect(screen.queryByText(/more than/)).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Go to page 3' })).toBeInTheDocument());
  });
});
