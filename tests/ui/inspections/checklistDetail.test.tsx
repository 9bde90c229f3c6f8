import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChecklistDetail } from '../../../custom-pages/inspections/ChecklistDetail.js';
import { offlineEvents, SYNCED } from '../../../src/offline/sync.js';
import { mockFetch, type Call } from '../shell/fetchMock.js';
import { stubCanvas } from '../quotations/harness.js';
import { ScreenHarness, type TestIdentity } from '../screenHarness.js';
import { draftInspection } from './fixtures.js';

const TC: TestIdentity = { id: 1, full_name: 'Tom Contractor', role: { slug: 'TERM-CONTRACTOR' }, school_id: null };
const PATH = '/inspection-checklist/inspection-servicing/:id';

beforeEach(() => stubCanvas());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Serves the draft; every PUT and item autosave moves the record one version on, as the server does. */
function serve() {
  let record = draftInspection();
  return mockFetch({
    'POST /api/inspection-schedule/41/defect': () => {
      const items = record.checklist_items.map((e) => ({
        ...e,
        checklist_sub_items: e.checklist_sub_items.map((s) =>
          s.id === 21 ? { ...s, hasDefect: true, defects: [{ id: 9, status: 'Follow up', defect: true }] } : s,
        ),
      }));
      record = { ...record, checklist_items: items };
      return { status: 201, body: { message: 'Request has been processed', data: { id: 9 } } };
    },
    'PATCH /api/inspection-schedule/41/items/21': (call: Call) => {
      record = { ...record, version: record.version + 1 };
      return { body: { data: { version: Number((call.body as { version: number }).version) + 1, saved_at: 'now' } } };
    },
    'GET /api/inspection-schedule/41': () => ({ body: { data: record } }),
    'PUT /api/inspection-schedule/41': (call: Call) => {
      const body = call.body as Record<string, unknown>;
      record = { ...record, ...(body as object), status: record.status, version: record.version + 1 };
      return { body: { message: 'Checklist successfully updated', data: record } };
    },
    'PATCH /api/inspection-schedule/41/items/11': (call: Call) => ({
      body: { data: { version: Number((call.body as { version: number }).version) + 1, saved_at: '2026-11-02' } },
    }),
  });
}

const open = () =>
  render(
    <ScreenHarness path={PATH} at="/inspection-checklist/inspection-servicing/41" identity={TC}>
      <ChecklistDetail />
    </ScreenHarness>,
  );

describe('checklist detail: inspection date and check-out', () => {
  it('autosaves the inspection date and the check-out like an answer, each save carrying the version before it', async () => {
    const { calls } = serve();
    open();
    const date = await screen.findByRole('textbox', { name: 'Inspection date' });
    fireEvent.change(date, { target: { value: '2026-11-20' } });
    fireEvent.blur(date);
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      status: 'DRAFT',
      version: 3,
      inspected_at: '2026-11-20',
    });

    const out = screen.getByLabelText('Check-out');
    fireEvent.change(out, { target: { value: '17:30' } });
    fireEvent.blur(out);
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'PUT')[1].body).toEqual({
      status: 'DRAFT',
      version: 4,
      check_out: '17:30',
    });
    expect(await screen.findByText('All changes saved')).toBeInTheDocument();
    // nothing was saved that did not change
    fireEvent.blur(out);
    fireEvent.blur(date);
    await new Promise((r) => setTimeout(r, 50));
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(2);
  });

  it('neither autosaves nor saves a draft while the date does not exist', async () => {
    const { calls } = serve();
    open();
    const date = await screen.findByRole('textbox', { name: 'Inspection date' });
    fireEvent.change(date, { target: { value: '2026-02-30' } });
    fireEvent.blur(date);
    expect(screen.getByText('Must be a valid date')).toBeInTheDocument();
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Save draft' }));
    await new Promise((r) => setTimeout(r, 50));
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
    expect(date).toHaveFocus();
  });
});

describe('checklist detail: sections', () => {
  it('keeps the section the user was in open after a defect is saved', async () => {
    serve();
    open();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Roof' }));
    // answering No autosaves (the checklist moves a version on) and proposes a defect for the item
    await user.click(await screen.findByRole('combobox', { name: 'Checked: 1.21 Gutters' }));
    await user.click(await screen.findByRole('option', { name: 'No' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Location/ }), { target: { value: 'Canteen roof' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // the reload brings the new version (the editor starts afresh) and the defect's chip: the Roof is still open
    expect(await screen.findByRole('button', { name: 'Follow up' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Checked: 1.21 Gutters' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Roof' })).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('checklist detail on a phone (below 768 px)', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'matchMedia',
      (query: string) =>
        ({
          matches: /max-width/.test(query),
          media: query,
          onchange: null,
          addListener: () => undefined,
          removeListener: () => undefined,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
          dispatchEvent: () => false,
        }) as MediaQueryList,
    );
  });

  it('shows each item as a card with its answer, remarks and defects; a No leaves its defect on the item', async () => {
    const { calls } = serve();
    open();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Roof' }));
    const card = await screen.findByRole('article', { name: '1.21 Gutters' });
    expect(within(card).getByRole('textbox', { name: 'Remarks: 1.21 Gutters' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Add defect: 1.21 Gutters' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();

    await user.click(within(card).getByRole('combobox', { name: 'Checked: 1.21 Gutters' }));
    await user.click(await screen.findByRole('option', { name: 'No' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Location/ }), { target: { value: 'Canteen roof' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const after = await screen.findByRole('article', { name: '1.21 Gutters' });
    expect(await within(after).findByRole('button', { name: 'Follow up' })).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PATCH' && c.path === '/api/inspection-schedule/41/items/21')).toBe(true);
  });
});

describe('checklist detail: items still to check', () => {
  it('lists each item the server names on a line of its own under its message', async () => {
    const message = 'The following items need to be checked as Yes for the month of November';
    mockFetch({
      'GET /api/inspection-schedule/41': { body: { data: draftInspection() } },
      // the server's answer (tests/api/inspections-life.test.ts): one key per open item
      'PUT /api/inspection-schedule/41': {
        status: 422,
        body: {
          message: 'Please complete checklist items',
          errors: {
            checklist_items: [message],
            'checklist_items.0': ['1.11 Basins'],
            'checklist_items.1': ['1.21 Gutters'],
          },
        },
      },
    });
    open();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Submit' }));
    const box = (await screen.findByText(message)).closest('.MuiAlert-root') as HTMLElement;
    const lines = [...box.querySelectorAll('.MuiAlert-message > *')].map((l) => l.textContent);
    expect(lines).toEqual(['Please complete checklist items', message, '1.11 Basins', '1.21 Gutters']);
  });
});

/**
 * The draft as the server keeps it: an answer saves on the current version only (409 otherwise) and moves it on;
 * `moveOn` is a change that reached the server another way (the device's outbox).
 */
function serveVersioned() {
  let record = draftInspection();
  const { calls } = mockFetch({
    'GET /api/inspection-schedule/41': () => ({ body: { data: record } }),
    'PATCH /api/inspection-schedule/41/items/11': (call: Call) => {
      const version = Number((call.body as { version: number }).version);
      if (version !== record.version) return { status: 409, body: { message: 'Changed meanwhile' } };
      record = { ...record, version: record.version + 1 };
      return { body: { data: { version: record.version, saved_at: 'now' } } };
    },
  });
  const server = {
    version: () => record.version,
    moveOn: () => void (record = { ...record, version: record.version + 1 }),
  };
  return { calls, server };
}

describe('checklist detail: a sync that brings the next version while a remark is typed', () => {
  it('keeps the remark, saves it on the new version and goes on typing where it was', async () => {
    const { calls, server } = serveVersioned();
    open();
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByRole('textbox', { name: 'Remarks: 1.11 Basins' }), 'Cracked');
    // the device's outbox sent an earlier answer of this checklist: the server is one version on, and the page reads it
    server.moveOn();
    offlineEvents.dispatchEvent(new CustomEvent(SYNCED, { detail: 'inspection:41' }));

    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([
        { remarks: 'Cracked', version: 4 },
      ]),
    );
    const field = screen.getByRole('textbox', { name: 'Remarks: 1.11 Basins' });
    expect(field).toHaveValue('Cracked');
    expect(field).toHaveFocus();
    await user.type(field, ' basin');
    await user.tab();
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([
        { remarks: 'Cracked', version: 4 },
        { remarks: 'Cracked basin', version: 5 },
      ]),
    );
  });
});

describe('checklist detail: a sync that brings the next version while an answer is being chosen', () => {
  it('keeps the answer menu open, and the answer chosen from it is saved on the new version', async () => {
    const { calls, server } = serveVersioned();
    open();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('combobox', { name: 'Checked: 1.11 Basins' }));
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    const first = server.version();
    server.moveOn();
    offlineEvents.dispatchEvent(new CustomEvent(SYNCED, { detail: 'inspection:41' }));
    // the editor has started afresh on the new version: its answer field is another element (the page behind an open
    // menu is hidden from the accessibility tree)
    const answerField = () => screen.getByRole('combobox', { name: 'Checked: 1.11 Basins', hidden: true });
    const before = answerField();
    await waitFor(() => expect(answerField()).not.toBe(before));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Yes' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([
        { status: 'yes', version: first + 1 },
      ]),
    );
  });
});
