/**
 * The WSO list generated from its schema (custom-pages/wso/WsoList.tsx, schemas/wso.ts): the spec's columns with the
 * status chip labelled by the approval step, the filter form (the zone filter for administrators only, the status
 * filter's three options), the add button for creators, the row menu by the server's `actions` with the reject modal,
 * the empty table and the phone's fewer columns.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, Notification, TestMemoryRouter, type AuthProvider } from 'react-admin';
import { WsoList } from '../../../custom-pages/wso/WsoList.js';
import { createQueryClient } from '../../../src/queryClient.js';
import { memoryDataProvider, type Calls } from '../resources/harness.js';
import { i18nProvider } from '../quotations/harness.js';

const row = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  reference_number: `WSO-${id}`,
  status: 'PENDING',
  display_status: 'PENDING FOR MA APPROVAL',
  category: 'AD-HOC',
  date: '2026-03-02',
  job_location: `Toilet B${id}`,
  zone: 'NORTH',
  school: { id: 3, name: 'Admiralty Primary School' },
  quotation_id: null,
  quotation_reference: null,
  has_report: false,
  created_by: 'Tech',
  created_at: '2026-03-02 08:00:00',
  actions: [] as string[],
  ...extra,
});

const auth = (slug: string, permissions = ['wso.view']): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => permissions,
  getIdentity: async () => ({ id: 9, full_name: 'Someone', role: { slug }, school_id: null }),
});

function renderList({
  rows = [
    row(1, { actions: ['submit', 'regenerate', 'reject', 'delete'] }),
    row(2, { status: 'DRAFT', display_status: 'DRAFT', category: 'QUOTATION', quotation_id: 7 }),
  ],
  who = auth('ADMIN'),
} = {}) {
  const calls: Calls = { getList: [], create: [], update: [] };
  render(
    <TestMemoryRouter initialEntries={['/works-order/wso']}>
      <AdminContext
        dataProvider={memoryDataProvider({ 'work-service-order': rows }, calls)}
        i18nProvider={i18nProvider}
        authProvider={who}
        queryClient={createQueryClient()}
        store={memoryStore()}
      >
        <WsoList />
        <Notification />
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
        : new Response(JSON.stringify({ message: 'Successfully rejected work serivce order' }), { status: 200 }),
    ),
  );
});
vi.setConfig({ testTimeout: 60_000 });
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent);

describe('the WSO list generated from its schema', () => {
  it("shows the spec's columns: the reference link, the category's label and the status chip of the approval step", async () => {
    const calls = renderList();
    const link = await screen.findByRole('link', { name: 'WSO-1' });
    expect(link).toHaveAttribute('href', '/works-order/wso/1');
    expect(headers()).toEqual(['Reference number', 'School', 'Category', 'Date', 'Job location', 'Status', 'Actions']);
    const first = link.closest('tr')!;
    expect(within(first).getByText('Admiralty Primary School')).toBeInTheDocument();
    expect(within(first).getByText('Ad-hoc')).toBeInTheDocument();
    expect(within(first).getByText('Toilet B1')).toBeInTheDocument();
    // labelled by the step, coloured by the status (PENDING's colour, not the unknown step's grey)
    const chip = within(first).getByText('Pending for MA approval').closest('.MuiChip-root')!;
    expect(chip.className).toContain('MuiChip-colorInfo');
    const second = screen.getByRole('link', { name: 'WSO-2' }).closest('tr')!;
    expect(within(second).getByText('Quotation')).toBeInTheDocument();
    expect(within(second).getByText('Draft')).toBeInTheDocument();
    expect(calls.getList[0].params.sort).toEqual({ field: 'id', order: 'DESC' });
  });

  it('offers the zone filter to an administrator only, and the status filter with Pending, Approved and Rejected', async () => {
    const calls = renderList();
    await screen.findByRole('link', { name: 'WSO-1' });
    let form = screen.getByRole('search');
    for (const label of ['Reference number', 'School', 'Status', 'Category', 'Zone'])
      expect(within(form).getByLabelText(label)).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.click(within(form).getByLabelText('Status'));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      '—',
      'Pending',
      'Approved',
      'Rejected',
    ]);
    await user.click(screen.getByRole('option', { name: 'Approved' }));
    await user.click(within(form).getByLabelText('Zone'));
    await user.click(await screen.findByRole('option', { name: 'EAST' }));
    const asked = calls.getList.length;
    await new Promise((r) => setTimeout(r, 300));
    expect(calls.getList.length).toBe(asked);
    await user.click(within(form).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(calls.getList.at(-1)?.params.filter).toEqual({ status: 'APPROVED', zone: 'EAST' }));
    await user.click(within(form).getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(calls.getList.at(-1)?.params.filter).toEqual({}));
    cleanup();
    renderList({ who: auth('MANAGING-AGENT') });
    await screen.findByRole('link', { name: 'WSO-1' });
    form = screen.getByRole('search');
    expect(within(form).getByLabelText('Category')).toBeInTheDocument();
    expect(within(form).queryByLabelText('Zone')).toBeNull();
  });

  it('offers Add to term contractors and technicians holding wso.create, not to others', async () => {
    renderList({ who: auth('TECHNICIAN', ['wso.view', 'wso.create']) });
    expect(await screen.findByRole('link', { name: 'Add' })).toHaveAttribute('href', '/works-order/wso/create');
    cleanup();
    renderList({ who: auth('ADMIN', ['wso.view', 'wso.create']) });
    await screen.findByRole('link', { name: 'WSO-1' });
    expect(screen.queryByRole('link', { name: 'Add' })).toBeNull();
  });

  it("shows the row menu's entries by the row's actions; the quotation-bound order opens under its quotation", async () => {
    renderList();
    const first = (await screen.findByRole('link', { name: 'WSO-1' })).closest('tr')!;
    expect(within(first).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/works-order/wso/1');
    expect(within(first).getByRole('link', { name: 'Preview' })).toHaveAttribute('href', '/works-order/wso/1/preview');
    for (const name of ['Regenerate report', 'Reject', 'Delete'])
      expect(within(first).getByRole('button', { name })).toBeInTheDocument();
    const second = screen.getByRole('link', { name: 'WSO-2' }).closest('tr')!;
    expect(within(second).getByRole('link', { name: 'View' })).toHaveAttribute(
      'href',
      '/works-order/quotation-list/7/work-service-order',
    );
    // a draft has no preview; no actions, no buttons
    expect(within(second).queryByRole('link', { name: 'Preview' })).toBeNull();
    expect(within(second).queryAllByRole('button')).toHaveLength(0);
  });

  it("names a creator's rejected order Post approval, and an approver's pending one Sign", async () => {
    const rows = [
      row(1, { status: 'REJECTED', display_status: 'REJECTED', actions: ['submit'] }),
      row(2, { actions: ['ma_verify'] }),
    ];
    renderList({ rows, who: auth('TERM-CONTRACTOR') });
    const first = (await screen.findByRole('link', { name: 'WSO-1' })).closest('tr')!;
    expect(within(first).getByRole('link', { name: 'Post approval' })).toBeInTheDocument();
    const second = screen.getByRole('link', { name: 'WSO-2' }).closest('tr')!;
    expect(within(second).getByRole('link', { name: 'Sign' })).toBeInTheDocument();
    cleanup();
    renderList({ rows, who: auth('ADMIN') });
    const again = (await screen.findByRole('link', { name: 'WSO-1' })).closest('tr')!;
    expect(within(again).getByRole('link', { name: 'Edit' })).toBeInTheDocument();
  });

  it('rejects in the reject modal: remarks are required, then the call is sent, notified and the list read again', async () => {
    const calls = renderList();
    const first = (await screen.findByRole('link', { name: 'WSO-1' })).closest('tr')!;
    const user = userEvent.setup({ delay: null });
    await user.click(within(first).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject work service order' });
    expect(within(dialog).getByText('Are you sure you want to reject this item?')).toBeInTheDocument();
    const fetched = vi.mocked(fetch).mock.calls.length;
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    expect(vi.mocked(fetch).mock.calls.length).toBe(fetched);
    await user.type(within(dialog).getByLabelText(/Remarks/), 'Duplicate');
    const asked = calls.getList.length;
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Successfully rejected work serivce order')).toBeInTheDocument();
    await waitFor(() => expect(calls.getList.length).toBeGreaterThan(asked));
    const [url, init] = vi.mocked(fetch).mock.calls.slice(fetched)[0];
    expect([String(url), init?.method, JSON.parse(String(init?.body))]).toEqual([
      '/api/work-service-order/1/reject',
      'POST',
      { remarks: 'Duplicate' },
    ]);
  });

  it("says 'No records found' when there is no order", async () => {
    renderList({ rows: [] });
    expect(await screen.findByText('No records found')).toBeInTheDocument();
  });

  it('leaves out category, date and job location on a phone', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
    }));
    renderList();
    await screen.findByRole('link', { name: 'WSO-1' });
    expect(headers()).toEqual(['Reference number', 'School', 'Status', 'Actions']);
  });
});
