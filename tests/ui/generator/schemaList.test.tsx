/**
 * The list generated from an area's list schema (src/generator/SchemaList.tsx), on the claim list: columns in x-list
 * order with the link, money and status chip, the filter form that searches on its button and resets, the create button
 * by permission and role, the phone's fewer columns, the row menu from the server's `actions` — and a column and a
 * filter added to the claim list by one schema edit.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, TestMemoryRouter, type AuthProvider } from 'react-admin';
import { Link, Route, Routes } from 'react-router-dom';
import { claimListSchema } from '../../../schemas/claim.js';
import type { AreaListSchema } from '../../../schemas/resource.js';
import { ClaimList } from '../../../custom-pages/claims/ClaimList.js';
import { SchemaList } from '../../../src/generator/SchemaList.js';
import { createQueryClient } from '../../../src/queryClient.js';
import { memoryDataProvider, type Calls } from '../resources/harness.js';
import { i18nProvider } from '../quotations/harness.js';

const row = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  reference_number: `CL-${id}`,
  status: 'PENDING',
  current_status: 'PENDING_MA',
  source_fund: 'SCHOOL',
  trade: id % 2 ? 'BLDG' : 'PAS',
  zone: 'NORTH',
  date: '2026-06-01',
  job: `Roof ${id}`,
  invoice_number: null,
  invoice_date: null,
  total_amount: 1234.5,
  school: { id: 3, name: 'Admiralty Primary School' },
  has_report: false,
  actions: ['delete'],
  ...extra,
});

const auth = (slug: string, permissions: string[]): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => permissions,
  getIdentity: async () => ({ id: 9, full_name: 'Someone', role: { slug }, school_id: null }),
});

function renderList(
  list: React.ReactNode,
  {
    rows = [row(1), row(2, { status: 'DRAFT', current_status: null, actions: [] })],
    who = auth('ADMIN', ['claim.view']),
    at = '/works-order/claims',
  } = {},
) {
  const calls: Calls = { getList: [], create: [], update: [] };
  render(
    <TestMemoryRouter initialEntries={[at]}>
      <AdminContext
        dataProvider={memoryDataProvider({ claims: rows }, calls)}
        i18nProvider={i18nProvider}
        authProvider={who}
        queryClient={createQueryClient()}
        store={memoryStore()}
      >
        {list}
      </AdminContext>
    </TestMemoryRouter>,
  );
  return calls;
}

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      String(url).startsWith('/api/school')
        ? new Response(JSON.stringify({ data: [{ id: 3, name: 'Admiralty Primary School' }] }), { status: 200 })
        : new Response(JSON.stringify({ data: {} }), { status: 200 }),
    ),
  );
});
vi.setConfig({ testTimeout: 60_000 });
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent);

describe('the claim list generated from its schema', () => {
  it('shows the columns in x-list order: a link, money, a status chip of the stage, and the row menu', async () => {
    const calls = renderList(<ClaimList />);
    const link = await screen.findByRole('link', { name: 'CL-1' });
    expect(link.getAttribute('href')).toBe('/works-order/claims/1');
    expect(headers()).toEqual(['Reference number', 'School', 'Claim date', 'Job', 'Total', 'Status', 'Actions']);
    const first = link.closest('tr')!;
    expect(within(first).getByText('S$ 1,234.50')).toBeInTheDocument();
    expect(within(first).getByText('Pending MA')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    // no stage: the chip shows the status; no `delete` action: no Delete in its menu
    const second = screen.getByRole('link', { name: 'CL-2' }).closest('tr')!;
    expect(within(second).getByText('Draft')).toBeInTheDocument();
    expect(within(second).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(calls.getList[0].params.sort).toEqual({ field: 'id', order: 'DESC' });
  });

  it("shows the row menu's entries the record and its server actions allow; Delete asks, calls and refreshes", async () => {
    const calls = renderList(<ClaimList />, {
      rows: [
        row(1, { actions: ['delete', 'submit'] }),
        row(2, { status: 'DRAFT', current_status: null, actions: ['ma_endorse'] }),
      ],
    });
    const first = (await screen.findByRole('link', { name: 'CL-1' })).closest('tr')!;
    const second = screen.getByRole('link', { name: 'CL-2' }).closest('tr')!;
    expect(within(first).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/works-order/claims/1');
    expect(within(first).getByRole('link', { name: 'Preview' })).toHaveAttribute(
      'href',
      '/works-order/claims/1/preview',
    );
    expect(within(first).getByRole('button', { name: 'Regenerate report' })).toBeInTheDocument();
    expect(within(second).getByRole('link', { name: 'Sign' })).toBeInTheDocument();
    // a draft has no report yet
    expect(within(second).queryByRole('link', { name: 'Preview' })).toBeNull();
    expect(within(second).queryByRole('button', { name: 'Regenerate report' })).toBeNull();
    const user = userEvent.setup({ delay: null });
    const asked = calls.getList.length;
    await user.click(within(first).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete this item?')).toBeInTheDocument();
    const fetched = vi.mocked(fetch).mock.calls.length;
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(calls.getList.length).toBeGreaterThan(asked));
    const [url, init] = vi
      .mocked(fetch)
      .mock.calls.slice(fetched)
      .find(([u]) => String(u).includes('/claims/1'))!;
    expect([String(url), init?.method]).toEqual(['/api/claims/1', 'DELETE']);
  });

  it('searches on the button, not while typing, and Reset empties the filters', async () => {
    const calls = renderList(<ClaimList />);
    await screen.findByRole('link', { name: 'CL-1' });
    const user = userEvent.setup({ delay: null });
    const form = screen.getByRole('search');
    for (const label of ['Reference number', 'School', 'Status', 'Job', 'Claim start date', 'Claim end date'])
      expect(within(form).getByLabelText(label)).toBeInTheDocument();
    expect(within(form).getByLabelText('Invoice start date')).toBeInTheDocument();
    // an API-only filter (x-filter-form: false) is not on the form
    expect(within(form).queryByLabelText('Pending claim status')).toBeNull();
    await user.type(within(form).getByLabelText('Job'), 'roof 2');
    const asked = calls.getList.length;
    await new Promise((r) => setTimeout(r, 600));
    expect(calls.getList.length).toBe(asked);
    await user.click(within(form).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(calls.getList.at(-1)?.params.filter).toEqual({ job: 'roof 2' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'CL-1' })).toBeNull());
    await user.click(within(form).getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(calls.getList.at(-1)?.params.filter).toEqual({}));
    expect(await screen.findByRole('link', { name: 'CL-1' })).toBeInTheDocument();
    expect(within(form).getByLabelText('Job')).toHaveValue('');
  });

  it('opens filtered by the declared filters of its address, and keeps them for the return to it', async () => {
    const at = '/works-order/claims?status=PENDING_MA&status[]=DRAFT&school=3&start_date=2026-01-01&colour=red';
    const calls = renderList(
      <>
        <Link to="/elsewhere">Away</Link>
        <Routes>
          <Route path="/works-order/claims" element={<ClaimList />} />
          <Route path="/elsewhere" element={<Link to="/works-order/claims">Back</Link>} />
        </Routes>
      </>,
      { at },
    );
    const expected = { status: ['PENDING_MA', 'DRAFT'], school: '3', start_date: '2026-01-01' };
    const user = userEvent.setup({ delay: null });
    await waitFor(() => expect(calls.getList.length).toBeGreaterThan(0));
    expect(await screen.findByRole('search')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Away' }));
    expect(calls.getList.map((c) => c.params.filter)).toEqual(calls.getList.map(() => expected));
    const asked = calls.getList.length;
    await user.click(await screen.findByRole('link', { name: 'Back' }));
    const form = await screen.findByRole('search');
    expect(within(form).getByLabelText('Claim start date')).toHaveValue('2026-01-01');
    await waitFor(() => expect(calls.getList.length).toBeGreaterThan(asked));
    expect(calls.getList.at(-1)?.params.filter).toEqual(expected);
  });

  it('offers Create claim to a term contractor with claim.create only (not to an administrator holding it)', async () => {
    renderList(<ClaimList />, { who: auth('TERM-CONTRACTOR', ['claim.view', 'claim.create']) });
    expect(await screen.findByRole('link', { name: 'Create claim' })).toHaveAttribute(
      'href',
      '/works-order/claims/create',
    );
    cleanup();
    renderList(<ClaimList />, { who: auth('ADMIN', ['claim.view', 'claim.create']) });
    await screen.findByRole('link', { name: 'CL-1' });
    expect(screen.queryByRole('link', { name: 'Create claim' })).toBeNull();
    cleanup();
    renderList(<ClaimList />, { who: auth('TERM-CONTRACTOR', ['claim.view']) });
    await screen.findByRole('link', { name: 'CL-1' });
    expect(screen.queryByRole('link', { name: 'Create claim' })).toBeNull();
  });

  it('leaves out the x-phone: false columns on a phone', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
    }));
    renderList(<ClaimList />);
    await screen.findByRole('link', { name: 'CL-1' });
    expect(headers()).toEqual(['Reference number', 'School', 'Total', 'Status', 'Actions']);
  });
});

describe('a column and a filter on the claim list', () => {
  it('are one schema edit: the x-list and x-filter of one more property', async () => {
    const edited = {
      ...claimListSchema,
      properties: {
        ...claimListSchema.properties,
        trade: { type: 'string', title: 'Trade', 'x-list': 7, 'x-filter': 'search' },
      },
    } as AreaListSchema;
    const calls = renderList(<SchemaList schema={edited} />);
    await screen.findByRole('link', { name: 'CL-1' });
    expect(headers()).toEqual(['Reference number', 'School', 'Claim date', 'Job', 'Total', 'Status', 'Trade']);
    expect(within(screen.getByRole('link', { name: 'CL-1' }).closest('tr')!).getByText('BLDG')).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    const form = screen.getByRole('search');
    await user.type(within(form).getByLabelText('Trade'), 'PAS');
    await user.click(within(form).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(calls.getList.at(-1)?.params.filter).toEqual({ trade: 'PAS' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'CL-1' })).toBeNull());
    expect(screen.getByRole('link', { name: 'CL-2' })).toBeInTheDocument();
  });

  it('a select of an enum offers its values by their translated labels', async () => {
    const edited = {
      ...claimListSchema,
      properties: {
        ...claimListSchema.properties,
        current_status: {
          type: 'string',
          title: 'Stage',
          enum: ['PENDING_MA', 'APPROVED'],
          'x-filter': 'select',
          'x-enum-i18n': 'caretaker.claims.status.',
        },
      },
    } as AreaListSchema;
    const calls = renderList(<SchemaList schema={edited} />);
    await screen.findByRole('link', { name: 'CL-1' });
    const user = userEvent.setup({ delay: null });
    const form = screen.getByRole('search');
    await user.click(within(form).getByLabelText('Stage'));
    await user.click(await screen.findByRole('option', { name: 'Pending MA' }));
    await user.click(within(form).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(calls.getList.at(-1)?.params.filter).toEqual({ current_status: 'PENDING_MA' }));
  });
});
