/**
 * The document repository list (/document-repository) generated from documentListSchema: categories as chips, the
 * number of files, the creator and the day it changed, the name search, and each row's edit and delete for those who
 * may — the delete asked first ('Are you sure you want to delete this item?'), then sent and the spec's notice shown.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Notification } from 'react-admin';
import { DocumentList } from '../../../custom-pages/documents/DocumentList.js';
import { callerOf, renderAreaList } from '../generator/areaListHarness.js';

const rows = [
  {
    id: 3,
    name: 'Fire plan',
    category: ['north', 'west'],
    description: 'Evacuation',
    attachments: [{ id: 1 }, { id: 2 }],
    created_by: { id: 1, full_name: 'Ann Admin' },
    created_at: '2026-03-01T10:00:00.000Z',
    updated_at: '2026-03-04T10:00:00.000Z',
  },
];

const renderList = (permissions: string[]) =>
  renderAreaList(
    <>
      <DocumentList />
      <Notification />
    </>,
    { data: { 'document-repository': rows }, caller: callerOf('ADMIN', permissions), at: '/document-repository' },
  );

vi.setConfig({ testTimeout: 60_000 });
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Document list', () => {
  it('shows chips, the file count, the creator and the day, and searches by name', async () => {
    const calls = renderList(['document.view']);
    const cell = await screen.findByText('Fire plan');
    const row = cell.closest('tr')!;
    expect(within(row).getByText('north')).toBeInTheDocument();
    expect(within(row).getByText('west')).toBeInTheDocument();
    expect(within(row).getByText('2')).toBeInTheDocument();
    expect(within(row).getByText('Ann Admin')).toBeInTheDocument();
    expect(within(row).getByText('2026-03-04')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create' })).toBeNull();
    expect(within(row).queryByRole('link', { name: /^Edit/ })).toBeNull();
    expect(within(row).queryByRole('button', { name: /^Delete/ })).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: 'Search by name' }), { target: { value: 'fire' } });
    await waitFor(() => expect(calls.getList.at(-1)!.params.filter).toEqual({ name: 'fire' }), { timeout: 3000 });
    expect(calls.getList.at(-1)!.params.sort).toEqual({ field: 'created_at', order: 'DESC' });
  });

  it('edits and deletes a row for those who may, asking before the delete', async () => {
    const fetched: { url: string; method: string }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit = {}) => {
        fetched.push({ url: String(url), method: init.method ?? 'GET' });
        return new Response(JSON.stringify({ message: 'Successfully deleted document repository' }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        });
      }),
    );
    renderList(['document.view', 'document.create', 'document.edit', 'document.delete']);
    const edit = await screen.findByRole('link', { name: 'Edit Fire plan' });
    expect(edit.getAttribute('href')).toBe('/document-repository/3');
    expect(screen.getByRole('link', { name: 'Create' }).getAttribute('href')).toBe('/document-repository/create');
    fireEvent.click(screen.getByRole('button', { name: 'Delete Fire plan' }));
    expect(await screen.findByText('Are you sure you want to delete this item?')).toBeInTheDocument();
    expect(fetched).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(fetched).toContainEqual({ url: '/api/documents/3', method: 'DELETE' }));
    expect(await screen.findByText('Successfully deleted document repository')).toBeInTheDocument();
  });
});
