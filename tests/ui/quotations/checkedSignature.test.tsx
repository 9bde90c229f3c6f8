/**
 * The 'Checked and certified' slot of a quotation after the managing agent's step: a rejection reads "Rejected by
 * <name> on <date>" with the remarks (never "Not signed yet" beside a name and date); a slot still waiting says "Not
 * signed yet" without naming anybody.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { AdminContext, TestMemoryRouter, type AuthProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { QuotationFormPage } from '../../../custom-pages/quotations/QuotationFormPage.js';
import type { Quotation } from '../../../custom-pages/quotations/types.js';
import { memoryDataProvider } from '../resources/harness.js';
import { i18nProvider, stubCanvas } from './harness.js';

const authProvider: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => [],
  getIdentity: async () => ({
    id: 7,
    full_name: 'Demo Term contractor',
    role: { slug: 'TERM-CONTRACTOR' },
    zone_in_charge: ['NORTH'],
    signatures: [],
  }),
};

let record: Quotation;
beforeEach(() => {
  stubCanvas();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const u = String(url);
      if (u.startsWith('/api/quotations/42')) return new Response(JSON.stringify({ data: record }), { status: 200 });
      return new Response(JSON.stringify({ data: [] }), { status: 200 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
vi.setConfig({ testTimeout: 60_000 });

const quotation = (ma: NonNullable<Quotation['approvals']>[string]): Quotation => ({
  id: 42,
  reference_number: 'Q-2026-0042',
  status: 'REJECTED',
  current_status: null,
  school_id: 3,
  date: '2026-05-04',
  job: 'Repair canteen floor',
  quotation_items: [],
  approvals: { MA: ma },
  allowed_actions: [],
  form_mode: 'view',
  editable: false,
  histories: [],
  documents: [],
});

function renderRecord() {
  render(
    <TestMemoryRouter initialEntries={['/works-order/quotation-list/42']}>
      <AdminContext dataProvider={memoryDataProvider({})} i18nProvider={i18nProvider} authProvider={authProvider}>
        <Routes>
          <Route path="/works-order/quotation-list/:id" element={<QuotationFormPage />} />
        </Routes>
      </AdminContext>
    </TestMemoryRouter>,
  );
}

describe('the checked-and-certified slot', () => {
  it('shows a rejection as rejected by the managing agent on the date, with the remarks', async () => {
    record = quotation({
      status: 'REJECTED',
      remarks: 'Rates too high',
      signature: null,
      details: { name: 'M. Agent' },
      user: { id: 4, full_name: 'Demo Managing agent' },
      updated_at: '2026-05-06T09:30:00.000Z',
    } as never);
    renderRecord();
    const slot = await screen.findByRole('group', { name: 'Checked and certified' });
    expect(within(slot).getByText('Rejected by M. Agent on 2026-05-06')).toBeInTheDocument();
    expect(within(slot).getByText('Rates too high')).toBeInTheDocument();
    expect(within(slot).queryByText('Not signed yet')).toBeNull();
  });

  it('says "Not signed yet" without a name while the managing agent has not acted', async () => {
    record = {
      ...quotation({
        status: 'PENDING',
        signature: null,
        details: {},
        user: { id: 4, full_name: 'Demo Managing agent' },
        updated_at: '2026-05-05T08:00:00.000Z',
      } as never),
      status: 'PENDING',
      current_status: 'PENDING_MA',
    };
    renderRecord();
    const slot = await screen.findByRole('group', { name: 'Checked and certified' });
    expect(within(slot).getByText('Not signed yet')).toBeInTheDocument();
    expect(within(slot).queryByText('Demo Managing agent')).toBeNull();
    expect(within(slot).queryByText('2026-05-05')).toBeNull();
  });
});
