/**
 * The quotation form renders its record in the background (useDeferredValue): moving from one quotation's address to
 * another's must never show the first quotation's form under the second's address while the second renders.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { AdminContext, TestMemoryRouter, type AuthProvider } from 'react-admin';
import { Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { QuotationFormPage } from '../../../custom-pages/quotations/QuotationFormPage.js';
import { memoryDataProvider } from '../resources/harness.js';
import { i18nProvider, stubCanvas } from './harness.js';

const authProvider: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => [],
  getIdentity: async () => ({ id: 5, full_name: 'Demo Admin', role: { slug: 'ADMIN' } }),
};

const quotation = (id: number, job: string) => ({
  id,
  version: 1,
  status: 'APPROVED',
  reference_number: `Q-2026-0000${id}`,
  school_id: 3,
  school: { id: 3, name: 'Admiralty Primary School', zone: 'NORTH' },
  date: '2026-05-04',
  job,
  trade: 'BLDG',
  job_type: ['corrective'],
  contacts: { attention: 'Principal', tel: '6' },
  quotation_items: [],
  allowed_actions: [],
  approvals: {},
});

let releaseSecond: () => void = () => undefined;

beforeEach(() => {
  stubCanvas();
  const second = new Promise<void>((resolve) => (releaseSecond = resolve));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const u = String(url);
      const ok = (data: unknown) => new Response(JSON.stringify({ data }), { status: 200 });
      if (u === '/api/quotations/1') return ok(quotation(1, 'Repair the first canteen'));
      if (u === '/api/quotations/2') {
        await second;
        return ok(quotation(2, 'Paint the second hall'));
      }
      if (u.startsWith('/api/school')) return ok([]);
      return ok({});
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

let go: (to: string) => Promise<void> | void = () => undefined;
let here = '';
function Navigator() {
  go = useNavigate();
  here = useLocation().pathname;
  return null;
}

describe('the quotation form between two quotations', () => {
  it('never shows one quotation’s form under another’s address while it renders', async () => {
    // every form the page mounts is checked against the address it is shown under
    const wrong: string[] = [];
    const watch = new MutationObserver(() => {
      const id = here.split('/').pop();
      const other = id === '1' ? 'Paint the second hall' : 'Repair the first canteen';
      const shown = [...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')];
      if (shown.some((field) => field.value === other)) wrong.push(`${other} under ${here}`);
    });
    watch.observe(document.body, { subtree: true, childList: true });
    render(
      <TestMemoryRouter initialEntries={['/works-order/quotation-list/1']}>
        <AdminContext dataProvider={memoryDataProvider({})} i18nProvider={i18nProvider} authProvider={authProvider}>
          <Navigator />
          <Routes>
            <Route path="/works-order/quotation-list/:id" element={<QuotationFormPage />} />
          </Routes>
        </AdminContext>
      </TestMemoryRouter>,
    );
    expect(await screen.findByDisplayValue('Repair the first canteen', {}, { timeout: 45_000 })).toBeInTheDocument();

    await act(async () => {
      await go('/works-order/quotation-list/2');
    });
    // the second's answer is held back: the first form must not stay on screen meanwhile
    await new Promise((resolve) => setTimeout(resolve, 200));
    await act(async () => releaseSecond());
    expect(await screen.findByDisplayValue('Paint the second hall', {}, { timeout: 45_000 })).toBeInTheDocument();

    // back to the first, whose answer is cached
    await act(async () => {
      await go('/works-order/quotation-list/1');
    });
    expect(await screen.findByDisplayValue('Repair the first canteen', {}, { timeout: 45_000 })).toBeInTheDocument();
    watch.disconnect();
    expect(wrong).toEqual([]);
  }, 150_000);
});
