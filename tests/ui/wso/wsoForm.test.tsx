/**
 * The WSO form as its users meet it: an operations manager who opens the create address gets the forbidden page; an order
 * the API does not find says so instead of spinning; dates read yyyy-MM-dd and times 24-hour; every required field
 * cleared shows its message, and a message goes away once its field is filled.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Notification, TestMemoryRouter, type AuthProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { WsoFormPage } from '../../../custom-pages/wso/WsoFormPage.js';
import { createQueryClient } from '../../../src/queryClient.js';
import { memoryDataProvider } from '../resources/harness.js';
import { mockFetch } from '../shell/fetchMock.js';
import { offlineEvents, SYNCED } from '../../../src/offline/sync.js';
import type { Wso } from '../../../custom-pages/wso/api.js';
import { i18nProvider, stubCanvas } from '../quotations/harness.js';

const authAs = (slug: string): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => ['wso.view', 'wso.create'],
  getIdentity: async () => ({ id: 5, fullName: 'Demo', full_name: 'Demo', role: { slug } }),
});

let posts: string[] = [];
beforeEach(() => {
  posts = [];
  stubCanvas();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const u = String(url);
      if (init?.method === 'POST') {
        posts.push(u);
        return new Response('{}', { status: 201 });
      }
      if (u.startsWith('/api/school'))
        return new Response(
          JSON.stringify({ data: [{ id: 3, name: 'Admiralty Primary School', address: '1 Road', oms: [] }] }),
          { status: 200 },
        );
      if (u.startsWith('/api/work-service-order/404'))
        return new Response(JSON.stringify({ message: 'Work service order not found.' }), { status: 404 });
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

function renderAt(path: string, role: string) {
  render(
    <TestMemoryRouter initialEntries={[path]}>
      <AdminContext
        dataProvider={memoryDataProvider({})}
        i18nProvider={i18nProvider}
        authProvider={authAs(role)}
        queryClient={createQueryClient()}
      >
        <Routes>
          <Route path="/works-order/wso/:id" element={<WsoFormPage />} />
          <Route path="/works-order/quotation-list/:quotationId/work-service-order" element={<WsoFormPage />} />
        </Routes>
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );
  return userEvent.setup();
}

const REQUIRED_TEXTS = [
  /^Date/,
  /^Time received/,
  /^Fault call ref/,
  /^Fault call location/,
  /^Time arrived/,
  /^Completed date/,
  /^Completion time/,
  /^Work description/,
];

describe('WSO form', () => {
  it('gives an operations manager opening the create address the forbidden page', async () => {
    renderAt('/works-order/wso/create', 'OPERATIONS-MANAGER');
    expect(await screen.findByText('We are sorry, but you do not have access to this page.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  });

  it('shows the API’s not-found message instead of spinning', async () => {
    renderAt('/works-order/wso/404', 'TECHNICIAN');
    expect(await screen.findByText('Work service order not found.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows dates as yyyy-MM-dd and times as 24-hour text', async () => {
    const user = renderAt('/works-order/wso/create', 'TECHNICIAN');
    const date = await screen.findByRole('textbox', { name: /^Date/ });
    expect(date).toHaveAttribute('type', 'text');
    expect(date).toHaveAttribute('placeholder', 'yyyy-MM-dd');
    const time = screen.getByRole('textbox', { name: /^Time received/ });
    expect(time).toHaveAttribute('placeholder', 'HH:mm');
    await user.type(time, '14:30');
    expect(time).toHaveValue('14:30');
  });

  it('shows the message of every cleared required field, and drops it once the field is filled', async () => {
    const user = renderAt('/works-order/wso/create', 'TECHNICIAN');
    await screen.findByRole('textbox', { name: /^Date/ });
    const fields = REQUIRED_TEXTS.map((name) => screen.getByRole('textbox', { name }));
    for (const f of fields) {
      await user.type(f, '1');
      await user.clear(f);
    }
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    for (const f of fields) await waitFor(() => expect(f).toHaveAccessibleDescription('This field is required'));
    await user.type(fields[2], 'FC-001');
    await waitFor(() => expect(fields[2]).not.toHaveAccessibleDescription('This field is required'));
    expect(fields[3]).toHaveAccessibleDescription('This field is required');
    await user.clear(fields[2]);
    await waitFor(() => expect(fields[2]).toHaveAccessibleDescription('This field is required'));
    expect(posts).toHaveLength(0);
  });
});

/** An ad-hoc draft the technician may still fill: version 1 as first read, 2 once a sync has been. */
function draftOrder(version: number, changes: Partial<Wso> = {}): Wso {
  return {
    id: 7,
    version,
    reference_number: 'WSO-0007',
    status: 'DRAFT',
    display_status: 'DRAFT',
    category: 'AD-HOC',
    date: '2026-11-02',
    job_location: 'Block A',
    zone: 'NORTH',
    school_id: 3,
    school: { id: 3, name: 'Admiralty Primary School', details: { address: '1 Road', school_name: 'Admiralty' } },
    quotation_id: null,
    quotation_reference: null,
    quotation: null,
    has_report: false,
    actions: ['submit', 'draft', 'upload_photo'],
    time_received: '09:00',
    fault_call_ref_no: 'FC-1',
    fault_call_location: 'Canteen',
    time_arrived_onsite: '09:30',
    completed_on: null,
    completion_time: null,
    work_description: 'Replace the tap',
    details: null,
    remark: null,
    contact_person: 'Mr Tan',
    address: '1 Road',
    attachements: { before_photos: [], after_photos: [] },
    wso_histories: [],
    prepare_details: null,
    prepare_signature: null,
    approvals: { MA: null, OM: null },
    pending_approval: null,
    file_info: null,
    status_date: null,
    status_remarks: null,
    ...changes,
  };
}

describe('WSO form read again while it is being filled', () => {
  it('keeps what is typed when a sync brings the order again, and follows it in what was not changed', async () => {
    let reads = 0;
    mockFetch({
      'GET /api/work-service-order/7': () => ({
        // the second read: one version on, the fault call location changed elsewhere (the device's waiting save)
        body: { data: reads++ === 0 ? draftOrder(1) : draftOrder(2, { fault_call_location: 'Hall' }) },
      }),
      'GET /api/school': { body: { data: [{ id: 3, name: 'Admiralty Primary School', address: '1 Road', oms: [] }] } },
    });
    const user = renderAt('/works-order/wso/7', 'TECHNICIAN');
    const description = await screen.findByRole('textbox', { name: /^Work description/ });
    expect(description).toHaveValue('Replace the tap');
    await user.clear(description);
    await user.type(description, 'Replaced the tap and the trap');
    offlineEvents.dispatchEvent(new CustomEvent(SYNCED, { detail: 'wso:7' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Fault call location/ })).toHaveValue('Hall'));
    expect(reads).toBe(2);
    expect(screen.getByRole('textbox', { name: /^Work description/ })).toHaveValue('Replaced the tap and the trap');
  });
});
