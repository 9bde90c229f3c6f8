import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { permissions } from '../../../resources/permissions/index.js';
import { auditLog } from '../../../resources/audit-log/index.js';
import { lastPageOf, resolveGoToPage } from '../../../src/generator/index.js';
import { Harness, memoryDataProvider } from '../resources/harness.js';

const PermissionList = permissions.list as React.ComponentType;
const rows = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    name: `Permission ${i + 1}`,
    slug: `perm.${i + 1}`,
    category: i % 2 ? 'USER' : 'ROLE',
    description: null,
  }));

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{"message":"Not found"}', { status: 404 })),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('go to page', () => {
  it('accepts a page from 1 to the last page only', () => {
    expect(lastPageOf(60, 25)).toBe(3);
    expect(lastPageOf(0, 25)).toBe(1);
    expect(resolveGoToPage('2', 3)).toEqual({ page: 2 });
    expect(resolveGoToPage(' 3 ', 3)).toEqual({ page: 3 });
    expect(resolveGoToPage('4', 3)).toEqual({ error: 'above_last' });
    expect(resolveGoToPage('0', 3)).toEqual({ error: 'invalid' });
    expect(resolveGoToPage('x', 3)).toEqual({ error: 'invalid' });
  });

  it('refuses a page above the last page in a generated list and navigates otherwise', async () => {
    const dp = memoryDataProvider({ 'settings/permissions': rows(60) });
    render(
      <Harness dataProvider={dp} resource="settings/permissions">
        <PermissionList />
      </Harness>,
    );
    expect(await screen.findByText('Permission 1')).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    const input = screen.getByRole('textbox', { name: 'Go to page' });
    await user.type(input, '5');
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(await screen.findByText('The last page is 3.')).toBeInTheDocument();
    expect(dp.calls.getList.some((c) => c.params.pagination?.page === 5)).toBe(false);

    await user.clear(input);
    await user.type(input, '3');
    await user.click(screen.getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(dp.calls.getList.at(-1)?.params.pagination?.page).toBe(3));
    expect(await screen.findByText('Permission 51')).toBeInTheDocument();
    expect(screen.queryByText('The last page is 3.')).toBeNull();
  });
});

describe('generated list', () => {
  it('shows the schema columns, filters, 25 rows a page, sorted by the default sort', async () => {
    const dp = memoryDataProvider({ 'settings/permissions': rows(30) });
    render(
      <Harness dataProvider={dp} resource="settings/permissions">
        <PermissionList />
      </Harness>,
    );
    expect(await screen.findByText('Permission 25')).toBeInTheDocument();
    expect(screen.queryByText('Permission 26')).toBeNull();
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers.slice(0, 3)).toEqual(['Name', 'Slug', 'Category']);
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Category' })).toBeInTheDocument();
    expect(dp.calls.getList[0].params.sort).toEqual({ field: 'category', order: 'ASC' });
    expect(dp.calls.getList[0].params.pagination).toEqual({ page: 1, perPage: 25 });
  });

  it("shows 'No records found' when empty", async () => {
    const dp = memoryDataProvider({ 'settings/permissions': [] });
    render(
      <Harness dataProvider={dp} resource="settings/permissions">
        <PermissionList />
      </Harness>,
    );
    expect(await screen.findByText('No records found')).toBeInTheDocument();
  });

  it('asks for confirmation before deleting a row', async () => {
    const dp = memoryDataProvider({ 'settings/permissions': rows(2) });
    render(
      <Harness dataProvider={dp} resource="settings/permissions">
        <PermissionList />
      </Harness>,
    );
    const row = (await screen.findByText('Permission 1')).closest('tr') as HTMLElement;
    await userEvent.setup({ delay: null }).click(within(row).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete this item?')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('generates a read-only audit log: list and show only, no row actions', async () => {
    expect(auditLog.create).toBeUndefined();
    expect(auditLog.edit).toBeUndefined();
    expect(auditLog.show).toBeDefined();
    const AuditList = auditLog.list as React.ComponentType;
    const dp = memoryDataProvider({
      'settings/audit-log': [
        {
          id: 1,
          created_at: '2026-01-02 10:00',
          actor_name: 'Admin',
          action: 'login',
          entity: 'auth',
          entity_id: null,
        },
      ],
    });
    render(
      <Harness dataProvider={dp} resource="settings/audit-log">
        <AuditList />
      </Harness>,
    );
    expect(await screen.findByText('login')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Create' })).toBeNull());
  });
});
