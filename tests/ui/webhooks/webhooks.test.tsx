/** The administrators' webhooks screen: endpoints with masked secret; creating one shows its secret once; the delivery log replays. */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Webhooks } from '../../../custom-pages/webhooks/Webhooks.js';
import type { WebhookDelivery, WebhookEndpoint } from '../../../custom-pages/webhooks/api.js';
import { Harness, listsBySend, testDataProvider, type Send } from '../files/harness.js';

afterEach(cleanup);

const ENDPOINT: WebhookEndpoint = {
  id: 4,
  url: 'https://finance.example/hooks',
  description: 'Finance system',
  events: ['quotation.status_changed'],
  active: true,
  secret_hint: 'whsec_••••abcd',
  pending: 1,
  failed: 2,
  created_at: '2026-11-20T01:00:00.000Z',
  updated_at: '2026-11-20T01:00:00.000Z',
};

const DELIVERY: WebhookDelivery = {
  id: 31,
  endpoint_id: 4,
  event_id: 9,
  event_type: 'quotation.status_changed',
  record: { type: 'quotation', id: 42 },
  status: 'FAILED',
  attempts: 10,
  last_status_code: 500,
  last_error: 'The receiver answered HTTP 500.',
  next_attempt_at: null,
  delivered_at: null,
  replay_of: null,
  created_at: '2026-11-20T01:00:00.000Z',
};

function sendWith() {
  return vi.fn(async ({ method = 'GET', path }: Parameters<Send>[0]) => {
    if (method === 'GET' && path === '/webhooks') return { data: [ENDPOINT] };
    if (method === 'GET' && path === '/webhooks/4/deliveries') return { data: [DELIVERY] };
    if (method === 'POST' && path === '/webhooks')
      return { data: { ...ENDPOINT, id: 5, secret: 'whsec_shown-once-secret' }, message: 'ok' };
    if (method === 'POST' && path === '/webhooks/deliveries/31/replay')
      return { data: { ...DELIVERY, id: 32, status: 'PENDING', replay_of: 31 }, message: 'ok' };
    throw new Error(`unexpected ${method} ${path}`);
  });
}

const renderScreen = (send: Send, permissions = ['webhook.view', 'webhook.manage']) =>
  render(
    <Harness dataProvider={testDataProvider(send, listsBySend(send))} permissions={permissions}>
      <Webhooks />
    </Harness>,
  );

describe('webhooks', () => {
  it('lists endpoints with their events and masked secret; a new one shows its secret once', async () => {
    const send = sendWith();
    renderScreen(send);
    const row = (await screen.findByText('https://finance.example/hooks')).closest('tr')!;
    expect(within(row).getByText('Quotation status changed')).toBeTruthy();
    expect(within(row).getByText('whsec_••••abcd')).toBeTruthy();
    expect(within(row).getByText('1 waiting, 2 failed')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add endpoint' }));
    fireEvent.change(screen.getByLabelText(/Address/), { target: { value: 'https://erp.example/in' } });
    fireEvent.click(screen.getByLabelText('Export finished'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith({
        method: 'POST',
        path: '/webhooks',
        body: { url: 'https://erp.example/in', description: null, events: ['export.finished'], active: true },
      }),
    );
    expect(await screen.findByText('whsec_shown-once-secret')).toBeTruthy();
  });

  it('shows the delivery log and replays a failed delivery', async () => {
    const send = sendWith();
    renderScreen(send);
    fireEvent.click(await screen.findByRole('button', { name: 'Deliveries to https://finance.example/hooks' }));
    const row = (await screen.findByText('The receiver answered HTTP 500.')).closest('tr')!;
    expect(within(row).getByText('Failed')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Replay delivery 31' }));
    await waitFor(() => expect(send).toHaveBeenCalledWith({ method: 'POST', path: '/webhooks/deliveries/31/replay' }));
  });

  it("pings an endpoint (the receiver's refusal is a warning with its reason) and deletes one after confirming", async () => {
    let endpoints = [ENDPOINT];
    const send = vi.fn(async ({ method = 'GET', path }: Parameters<Send>[0]) => {
      if (method === 'GET' && path === '/webhooks') return { data: endpoints };
      if (method === 'POST' && path === '/webhooks/4/ping')
        return { data: { status: 'FAILED', last_error: 'The receiver answered HTTP 500.' } };
      if (method === 'DELETE' && path === '/webhooks/4') {
        endpoints = [];
        return { message: 'ok' };
      }
      throw new Error(`unexpected ${method} ${path}`);
    });
    renderScreen(send);
    fireEvent.click(await screen.findByRole('button', { name: 'Send a test event to https://finance.example/hooks' }));
    expect(await screen.findByText('The test event was not accepted: The receiver answered HTTP 500.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete https://finance.example/hooks' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete this endpoint?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The endpoint was deleted.')).toBeTruthy();
    expect(await screen.findByText('No records found')).toBeTruthy();
    expect(send).toHaveBeenCalledWith({ method: 'DELETE', path: '/webhooks/4' });
  });

  it('offers no changes to someone who may only look', async () => {
    renderScreen(sendWith(), ['webhook.view']);
    await screen.findByText('https://finance.example/hooks');
    expect(screen.queryByRole('button', { name: 'Add endpoint' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
  });
});
