/**
 * Defects of issue 8 on the quotation screens: the losing managing agent is told and the page reloads (§9), the post-approval
 * file message goes once a file is picked (§10), the version list shows units, rates and discounts (§10), SLA fields without a
 * rule stay hidden (§10), the list refreshes after a row action (§5), links to screens not built yet stay hidden (§11) and a
 * quantity is checked as it is typed (§4).
 */
import { useReducer } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QUOTATION_ALREADY_ACTED } from '../../../domain/messages.js';
import { SCREENS_READY } from '../../../domain/screens.js';
import { ItemTable } from '../../../custom-pages/quotations/ItemTable.js';
import { itemFromOption, itemsReducer } from '../../../custom-pages/quotations/items.js';
import { QuotationActions } from '../../../custom-pages/quotations/QuotationActions.js';
import { CompletionBanner, ItemVersions } from '../../../custom-pages/quotations/sections.js';
import type { Quotation, QuotationItem } from '../../../custom-pages/quotations/types.js';
import { VerificationPanel } from '../../../custom-pages/quotations/VerificationPanel.js';
import { PostApprovalDialog } from '../../../custom-pages/quotations/workflowDialogs.js';
import { QHarness, stubCanvas } from './harness.js';

let answer: (url: string, init?: RequestInit) => Response;
const calls: { url: string; init?: RequestInit }[] = [];
beforeEach(() => {
  calls.length = 0;
  stubCanvas();
  answer = () => new Response(JSON.stringify({ message: 'ok' }), { status: 200 });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url: String(url), init });
      return answer(String(url), init);
    }),
  );
});
// a whole form in jsdom on a shared, loaded machine: more than the default 20 s per test
vi.setConfig({ testTimeout: 60_000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const CONTRACTOR = { id: 7, role: 'TERM-CONTRACTOR', contractor: 'SH', zone_in_charge: ['NORTH_EAST'] };

describe('verification by a managing agent who lost the race (§9)', () => {
  it('shows "Someone else has already acted on this quotation" and reloads the quotation', async () => {
    answer = () => new Response(JSON.stringify({ message: QUOTATION_ALREADY_ACTED }), { status: 409 });
    const onStale = vi.fn();
    const onDone = vi.fn();
    const record: Quotation = {
      id: 42,
      status: 'PENDING',
      current_status: 'PENDING_MA',
      zone: 'NORTH',
      version: 3,
      total_amount: 1234.5,
      pending_approval: { 4: { approval_level: 1, approval_type: 'MA' } },
    };
    render(
      <QHarness>
        <VerificationPanel
          record={record}
          allowed={['ma_verify', 'ma_reject']}
          userId={4}
          onDone={onDone}
          onStale={onStale}
        />
      </QHarness>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Rejected' }));
    await user.type(screen.getByRole('textbox', { name: 'Remarks' }), 'Too high');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Someone else has already acted on this quotation')).toBeInTheDocument();
    expect(onStale).toHaveBeenCalledTimes(1);
    expect(onDone).not.toHaveBeenCalled();
    // the figures this decision was taken on go along
    expect((calls[0].init!.body as FormData).get('total_amount')).toBe('1234.50');
  });
});

describe('post approval (§10)', () => {
  it('drops "Please upload a file to proceed." once a file is picked', async () => {
    render(
      <QHarness>
        <PostApprovalDialog
          open
          record={{ id: 42, status: 'PENDING', current_status: 'PENDING_TC', version: 4 }}
          onClose={() => undefined}
          onDone={() => undefined}
        />
      </QHarness>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Approved' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = screen.getByRole('dialog');
    await waitFor(() => expect(within(dialog).getByText('Please upload a file to proceed.')).toBeInTheDocument());
    await user.upload(
      within(dialog).getByTestId('file-input'),
      new File(['%PDF-1.4'], 'approval.pdf', { type: 'application/pdf' }),
    );
    await waitFor(() => expect(within(dialog).getByText('approval.pdf')).toBeInTheDocument());
    expect(within(dialog).queryByText('Please upload a file to proceed.')).toBeNull();
  });
});

describe('work flow history and banner (§10)', () => {
  it('lists each version with units, rates and custodial discount lines', async () => {
    render(
      <QHarness>
        <ItemVersions
          versions={[
            {
              version: 2,
              created_at: '2026-05-04T10:00:00Z',
              user: { full_name: 'Demo Term contractor' },
              items: [
                {
                  serial_no: '1',
                  item_number: 'B1.1.001',
                  item_description: 'Floor tiles',
                  quantity: '2',
                  unit: 'm2',
                  rate: '1,234.50',
                  amount: 1969,
                  subRows: [{ item_description: 'Custodial', quantity: 2, unit: 'no', rate: 250, amount: 500 }],
                } as unknown as QuotationItem,
              ],
            },
          ]}
        />
      </QHarness>,
    );
    // a closed version's items are not rendered (a 200-item quotation's versions were thousands of hidden cells)
    expect(screen.queryByText('Floor tiles')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: /Version 2/ }));
    const rows = screen.getAllByRole('row').map((r) => r.textContent);
    expect(rows[0]).toContain('Unit');
    expect(rows[0]).toContain('Rate (S$)');
    expect(rows[1]).toContain('m2');
    expect(rows[1]).toContain('1,234.50');
    expect(rows[2]).toContain('Custodial');
    expect(rows[2]).toContain('($250)');
    expect(rows[2]).toContain('($500)');
  });

  it('hides the SLA fields the specification gives no rule for', () => {
    render(
      <QHarness>
        <CompletionBanner
          record={{
            id: 1,
            reference_number: 'Q-2026-00001',
            status: 'APPROVED',
            sla_rejection: null,
            sla_claim_submission: null,
          }}
        />
      </QHarness>,
    );
    expect(screen.getByText('Q-2026-00001')).toBeInTheDocument();
    expect(screen.queryByText('Quotation SLA')).toBeNull();
    expect(screen.queryByText('Claim SLA')).toBeNull();
  });
});

describe('list row actions (§5, §11)', () => {
  it('refreshes the list after deleting a draft from its row', async () => {
    answer = () => new Response(JSON.stringify({ message: 'Successfully deleted quotation' }), { status: 200 });
    const onChanged = vi.fn();
    render(
      <QHarness>
        <QuotationActions
          compact
          record={{ id: 5, reference_number: 'Q-2026-00005', status: 'DRAFT', version: 1 }}
          allowed={['delete']}
          user={CONTRACTOR}
          schools={[]}
          onChanged={onChanged}
        />
      </QHarness>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Actions for Q-2026-00005' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /confirm|yes|delete/i }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(calls.some((c) => c.init?.method === 'DELETE' && c.url === '/api/quotations/5')).toBe(true);
  });

  it('refreshes the list when a row action finds the quotation changed or gone', async () => {
    answer = () => new Response(JSON.stringify({ message: 'Quotation not found.' }), { status: 404 });
    const onChanged = vi.fn();
    render(
      <QHarness>
        <QuotationActions
          compact
          record={{ id: 6, reference_number: 'Q-2026-00006', status: 'DRAFT', version: 1 }}
          allowed={['delete']}
          user={CONTRACTOR}
          schools={[]}
          onChanged={onChanged}
        />
      </QHarness>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Actions for Q-2026-00006' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /confirm|yes|delete/i }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
  });

  it('offers "Work service order" and "Create claim" on a completed quotation now that their screens exist (domain/screens.ts)', async () => {
    expect(SCREENS_READY).toMatchObject({ claimCreate: true, workServiceOrder: true });
    render(
      <QHarness>
        <QuotationActions
          compact
          record={{ id: 8, reference_number: 'Q-2026-00008', status: 'COMPLETED', claim_status: 'PENDING', version: 9 }}
          allowed={['clone']}
          user={CONTRACTOR}
          schools={[]}
          onChanged={() => undefined}
        />
      </QHarness>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Actions for Q-2026-00008' }));
    const items = (await screen.findAllByRole('menuitem')).map((m) => m.textContent);
    expect(items).toContain('Clone');
    expect(items).toContain('Work service order');
    expect(items).toContain('Create claim');
  });
});

describe('quantity (§4)', () => {
  function Table() {
    const [items, dispatch] = useReducer(itemsReducer, [
      itemFromOption({ value: 1, item_number: 'B1', item_description: 'Tiles', unit: 'm2', rate: '14.00' }, 1),
    ]);
    return <ItemTable items={items} editable dispatch={dispatch} />;
  }
  it.each([
    ['-2', 'Quantity must be a number of at least 0 with up to 2 decimals'],
    ['99999999999', 'Quantity may not be greater than 1,000,000'],
    ['1.005', 'Quantity must be a number of at least 0 with up to 2 decimals'],
  ])('shows the error of %s as it is typed', (value, message) => {
    render(
      <QHarness>
        <Table />
      </QHarness>,
    );
    const input = screen.getByRole('spinbutton', { name: 'Quantity 1' });
    expect(input).toHaveAttribute('max', '1000000');
    fireEvent.change(input, { target: { value } });
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(input, { target: { value: '3' } });
    expect(screen.queryByText(message)).toBeNull();
  });
});
