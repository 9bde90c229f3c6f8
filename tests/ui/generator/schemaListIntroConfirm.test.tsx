/**
 * Additions to the list generator for the administrators' settings lists (failed jobs, API tokens, webhooks), on a list
 * schema of their own: a list that declares no filter has no filter form (no Search, no Reset, no Filters button on a
 * phone); the page's `intro` stands between the title and the list; a row-menu entry's question is translated with the
 * entry's `args` (it names the row) and its confirm button says what it does (`confirm.label`).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AreaListSchema } from '../../../schemas/resource.js';
import { RowMenu, type RowMenuEntry } from '../../../src/generator/RowMenu.js';
import { SchemaList } from '../../../src/generator/SchemaList.js';
import { callerOf, onPhone, renderAreaList } from './areaListHarness.js';

const schema = {
  $id: 'key',
  type: 'object',
  'x-area-list': {
    route: '/keys',
    path: '/keys',
    resource: 'keys',
    table: 'keys',
    defaultSort: { field: 'id', order: 'DESC' },
    title: 'Keys',
    labels: { columns: 'keys.columns.', filters: 'keys.filters.' },
    permissions: { list: 'api-token.view' },
  },
  properties: { name: { type: 'string', title: 'Name', 'x-list': 1 } },
} as const satisfies AreaListSchema;

type Key = { id: number; name: string };
const rows: Key[] = [{ id: 1, name: 'finance-sync' }];
const caller = callerOf('ADMIN', ['api-token.view']);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a generated list without filters, with an intro and a named question', () => {
  it('shows no filter form, and the intro between the title and the table', async () => {
    renderAreaList(<SchemaList schema={schema} intro={<p>Keys let another system in.</p>} />, {
      data: { keys: rows },
      caller,
      at: '/keys',
    });
    await screen.findByText('finance-sync');
    expect(screen.queryByRole('search')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Search' })).toBeNull();
    const heading = screen.getByRole('heading', { name: 'Keys' });
    const intro = screen.getByText('Keys let another system in.');
    const table = screen.getByRole('table');
    expect(heading.compareDocumentPosition(intro) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(intro.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('offers no Filters button on a phone when there is nothing to filter', async () => {
    onPhone();
    renderAreaList(<SchemaList schema={schema} />, { data: { keys: rows }, caller, at: '/keys' });
    await screen.findByText('finance-sync');
    expect(screen.queryByRole('button', { name: 'Filters' })).toBeNull();
  });

  it("asks a question that names the row, confirmed by the entry's own word", async () => {
    const revoked: number[] = [];
    const entries: RowMenuEntry<Key>[] = [
      {
        label: 'Revoke',
        open: async (r) => void revoked.push(r.id),
        args: (r) => ({ name: r.name }),
        confirm: { title: 'Revoke %{name}?', content: '%{name} stops working at once.', label: 'Revoke' },
      },
    ];
    renderAreaList(<SchemaList schema={schema} rowActions={<RowMenu<Key> entries={entries} />} />, {
      data: { keys: rows },
      caller,
      at: '/keys',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Revoke' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Revoke finance-sync?')).toBeTruthy();
    expect(within(dialog).getByText('finance-sync stops working at once.')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Confirm' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(revoked).toEqual([1]));
  });
});
