/**
 * The claim form while the contractor types (spec part 2 §5 "Claim form"): a claim percentage that is not a number,
 * has more than 2 decimals or exceeds what remains says so under the field at once (never a raw "%{reference}") and
 * prices nothing; a SCHOOL-fund claim keeps one quotation ticked.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Notification, TestMemoryRouter, type AuthProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { ClaimFormPage } from '../../../custom-pages/claims/ClaimFormPage.js';
import { createQueryClient } from '../../../src/queryClient.js';
import { memoryDataProvider } from '../resources/harness.js';
import { i18nProvider, stubCanvas } from '../quotations/harness.js';

const authProvider: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => ['claim.view', 'claim.create'],
  getIdentity: async () => ({ id: 7, full_name: 'Demo TC', role: { slug: 'TERM-CONTRACTOR' }, contractor: 'SH' }),
};

const CLAIMABLE = [11, 12].map((id) => ({
  id,
  reference_number: `Q-2026-00${id}`,
  job: `Job ${id}`,
  trade: 'BLDG',
  school_id: 3,
  zone: 'NORTH',
  date: '2026-03-01',
  remaining_claim_percentage: 100,
  total_amount: 1000,
}));
const source = (id: number) => ({
  id,
  reference_number: `Q-2026-00${id}`,
  job: `Job ${id}`,
  remaining_claim_percentage: 100,
  less_percent_bp: 0,
  star_rate_bp: 0,
  items: [
    {
      id: id * 10,
      item_number: '1.1',
      item_description: 'Repaint wall',
      unit: 'm2',
      quantity: 10,
      rate: '100.00',
      amount: 1000,
      is_star_rate: false,
    },
  ],
});
const json = (data: unknown) => new Response(JSON.stringify({ data }), { status: 200 });

beforeEach(() => {
  stubCanvas();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const u = String(url);
      if (u.startsWith('/api/config/claim-quotations/')) return json(source(Number(u.split('/').pop()!.split('?')[0])));
      if (u.startsWith('/api/config/claim-quotations')) return json(CLAIMABLE);
      if (u.startsWith('/api/config/claim'))
        return json({
          statuses: [],
          current_statuses: [],
          source_funds: ['SCHOOL', 'MOE', '95-5'],
          trades: [{ id: 'BLDG', name: 'Building Management' }],
          job_types: ['corrective', 'project_work'],
          document_types: ['General'],
        });
      if (u.startsWith('/api/school')) return json([{ id: 3, name: 'Admiralty Primary School', zone: 'NORTH' }]);
      return new Response('{}', { status: 404 });
    }),
  );
});
vi.setConfig({ testTimeout: 60_000 });
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderCreate() {
  const state = { id: 11, fund_type: 'SCHOOL', trade: 'BLDG', job_type: ['corrective'], job: 'Job 11', school_id: 3 };
  render(
    <TestMemoryRouter initialEntries={[{ pathname: '/works-order/claims/create', state }]}>
      <AdminContext
        dataProvider={memoryDataProvider({})}
        i18nProvider={i18nProvider}
        authProvider={authProvider}
        queryClient={createQueryClient()}
      >
        <Routes>
          <Route path="/works-order/claims/:id" element={<ClaimFormPage />} />
        </Routes>
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );
  return userEvent.setup();
}

/** Every figure the form shows for the claim (each part's totals and the claim's). */
const totals = () =>
  Array.from(document.querySelectorAll('dl'))
    .map((d) => d.textContent)
    .join(' | ');

describe('claim percentage while typing', () => {
  it('names a bad percentage under its field at once and prices nothing for it', async () => {
    const user = renderCreate();
    const field = await screen.findByRole('textbox', { name: /^Claim percentage \(%\) for Q-2026-0011/ });
    await waitFor(() => expect(totals()).toMatch(/[1-9]/));
    await user.clear(field);
    const nothing = totals();
    for (const [typed, message] of [
      ['abc', 'The claim percentage must be a number with at most 2 decimals.'],
      ['33.333', 'The claim percentage must be a number with at most 2 decimals.'],
      ['120', 'The claim percentage may not be greater than the remaining 100 %.'],
    ]) {
      await user.clear(field);
      await user.type(field, typed);
      await waitFor(() => expect(field).toHaveAccessibleDescription(message));
      expect(totals()).toBe(nothing);
    }
    expect(document.body.textContent).not.toContain('%{');
    await user.clear(field);
    await user.type(field, '50');
    await waitFor(() => expect(field).toHaveAccessibleDescription('Remaining 100 %'));
    expect(totals()).not.toBe(nothing);
  });

  it('keeps one quotation ticked for a SCHOOL-fund claim', async () => {
    const user = renderCreate();
    const picker = await screen.findByRole('table', { name: 'Quotations' });
    const box = (id: number) => within(picker).getByRole('checkbox', { name: new RegExp(`Q-2026-00${id}`) });
    await waitFor(() => expect(box(11)).toBeChecked());
    await user.click(box(12));
    await waitFor(() => expect(box(12)).toBeChecked());
    expect(box(11)).not.toBeChecked();
    expect(screen.queryByRole('textbox', { name: /for Q-2026-0011/ })).toBeNull();
  });
});

describe('a cleared required field of the claim form', () => {
  it('shows its message under the field and keeps the form', async () => {
    const user = renderCreate();
    const names = [/^Attention/, /^Telephone/, /^Claim date/, /^Location/, /^Job/, /^Date of site measurement/];
    await screen.findByRole('textbox', { name: names[0] });
    const fields = names.map((name) => screen.getByRole('textbox', { name }));
    for (const f of fields) {
      await user.type(f, '1');
      await user.clear(f);
    }
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    for (const f of fields) await waitFor(() => expect(f).toHaveAccessibleDescription('This field is required'));
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });
});
