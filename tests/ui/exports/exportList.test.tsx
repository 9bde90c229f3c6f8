/**
 * The Excel export list generated from its schema (schemas/exportJob.ts exportTaskListSchema) with the page's own
 * cells: columns in order, the module filter that searches on its button, the add button by permission, the live
 * progress bar fed by the task stream, the download link on SUCCESS only, Delete asking first, 'No records found',
 * and the phone's fewer columns.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ExportList } from '../../../custom-pages/exports/ExportList.js';
import { emitTaskEvent } from '../../../src/taskEvents.js';
import { callerOf, onPhone, renderAreaList } from '../generator/areaListHarness.js';

const task = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  module: 'QUOTATION',
  properties: { start_date: '2026-01-01', end_date: '2026-03-31', status: ['APPROVED'], current_status: [] },
  status: 'SUCCESS',
  progress: { done: 10, total: 10, percent: 100 },
  report_url: `/api/download?bucket=exports&file_path=${id}.xlsx`,
  file_name: `quotation-export-${id}.xlsx`,
  remarks: null,
  attempts: 1,
  created_at: '2026-04-02T03:04:05.000Z',
  finished_at: '2026-04-02T03:05:00.000Z',
  ...extra,
});

function renderList(rows: Record<string, unknown>[], permissions = ['excel-export.view', 'excel-export.create']) {
  return renderAreaList(<ExportList />, {
    data: { tasks: rows },
    caller: callerOf('ADMIN', permissions),
    at: '/excel-export',
  });
}

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ message: 'Successfully deleted' }), { status: 200 })),
  );
});
vi.setConfig({ testTimeout: 60_000 });
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent);

describe('the Excel export list generated from its schema', () => {
  it('shows its columns, the filters in a few words, the date, and the download link of a finished task only', async () => {
    const calls = renderList([
      task(2),
      task(1, { status: 'FAILED', report_url: null, file_name: null, remarks: 'The disk was full.' }),
    ]);
    const download = await screen.findByRole('button', { name: 'Download quotation-export-2.xlsx' });
    expect(headers()).toEqual(['No.', 'Module', 'Filters', 'Created at', 'Status', 'File', 'Remarks', 'Actions']);
    const done = download.closest('tr')!;
    expect(within(done).getByText('Quotation')).toBeInTheDocument();
    expect(within(done).getByText('2026-01-01 – 2026-03-31 · APPROVED')).toBeInTheDocument();
    expect(within(done).getByText('2026-04-02')).toBeInTheDocument();
    expect(within(done).getByText('Success')).toBeInTheDocument();
    const failed = screen.getByText('The disk was full.').closest('tr')!;
    expect(within(failed).getByText('Failed')).toBeInTheDocument();
    expect(within(failed).queryByRole('button', { name: /^Download/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Add' })).toHaveAttribute('href', '/excel-export/create');
    expect(calls.getList[0].params.sort).toEqual({ field: 'id', order: 'DESC' });
  });

  it('draws the progress the task stream reports for a running task', async () => {
    renderList([task(5, { status: 'PROCESSING', progress: { done: 1, total: 10, percent: 10 }, file_name: null })]);
    expect(await screen.findByTestId('task-percent')).toHaveTextContent('10 %');
    emitTaskEvent({
      id: 5,
      kind: 'excel-export',
      status: 'PROCESSING',
      progress_done: 6,
      progress_total: 10,
      error: null,
    });
    await waitFor(() => expect(screen.getByTestId('task-percent')).toHaveTextContent('60 %'));
    expect(screen.getByRole('progressbar', { name: 'Export progress' })).toHaveAttribute(
      'aria-valuetext',
      '6 of 10 rows',
    );
  });

  it('filters by module on Search; no add button without excel-export.create; an empty list says so', async () => {
    const calls = renderList(
      [task(1), task(2, { module: 'WSO', file_name: 'wso-export-2.xlsx' })],
      ['excel-export.view'],
    );
    await screen.findByRole('button', { name: 'Download wso-export-2.xlsx' });
    expect(screen.queryByRole('link', { name: 'Add' })).toBeNull();
    const user = userEvent.setup({ delay: null });
    const form = screen.getByRole('search');
    await user.click(within(form).getByLabelText('Module'));
    await user.click(await screen.findByRole('option', { name: 'Work service order' }));
    await user.click(within(form).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(calls.getList.at(-1)?.params.filter).toEqual({ module: 'WSO' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Download quotation-export-1.xlsx' })).toBeNull());
    cleanup();
    renderList([]);
    expect(await screen.findByText('No records found')).toBeInTheDocument();
  });

  it('asks before Delete, then deletes the task and reads the list again', async () => {
    const calls = renderList([task(7)]);
    const row = (await screen.findByRole('button', { name: 'Download quotation-export-7.xlsx' })).closest('tr')!;
    const user = userEvent.setup({ delay: null });
    const asked = calls.getList.length;
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete this item?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(calls.getList.length).toBeGreaterThan(asked));
    const [url, init] = vi.mocked(fetch).mock.calls.find(([u]) => String(u).includes('/tasks/7'))!;
    expect([String(url), init?.method]).toEqual(['/api/tasks/7', 'DELETE']);
  });

  it('leaves out No., Filters, Created at and Remarks on a phone', async () => {
    onPhone();
    renderList([task(3)]);
    await screen.findByRole('button', { name: 'Download quotation-export-3.xlsx' });
    expect(headers()).toEqual(['Module', 'Status', 'File', 'Actions']);
  });
});
