import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OutstandingDefects } from '../../../custom-pages/inspections/OutstandingDefects.js';
import { memoryDataProvider } from '../resources/harness.js';
import { mockFetch } from '../shell/fetchMock.js';
import { ScreenHarness, type TestIdentity } from '../screenHarness.js';
import { LIST_LOOKUPS } from './fixtures.js';

const TC: TestIdentity = { id: 1, full_name: 'Tom Contractor', role: { slug: 'TERM-CONTRACTOR' }, school_id: null };
const defect = (id: number, title: string, actions: string[]) => ({
  id,
  title,
  description: title,
  status: 'Follow up',
  defect: true,
  location: 'Canteen',
  school_name: 'Punggol Secondary',
  checklist_name: 'Monthly BM checklist',
  created_at: '2026-11-03T09:00:00Z',
  created_by_me: '1',
  actions,
});

const renderList = (dataProvider: ReturnType<typeof memoryDataProvider>) =>
  render(
    <ScreenHarness
      path="/inspection-checklist/outstanding-defects"
      at="/inspection-checklist/outstanding-defects"
      identity={TC}
      dataProvider={dataProvider}
    >
      <OutstandingDefects />
    </ScreenHarness>,
  );

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('outstanding defects', () => {
  it('offers Delete on the rows the server allows, confirms and deletes', async () => {
    const { calls } = mockFetch({
      ...LIST_LOOKUPS,
      'DELETE /api/defect/1': { body: { message: 'Successfully deleted' } },
    });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const dp = memoryDataProvider({
      defect: [defect(1, 'Loose handrail', ['delete']), defect(2, 'Cracked tile', [])],
    });
    renderList(dp);
    const deletable = (await screen.findByText('Loose handrail')).closest('tr')!;
    const locked = screen.getByText('Cracked tile').closest('tr')!;
    expect(within(locked).queryByRole('button', { name: 'Delete' })).toBeNull();
    await userEvent.setup({ delay: null }).click(within(deletable).getByRole('button', { name: 'Delete' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this item?');
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/defect/1')).toBe(true));
    expect(await screen.findByText('Successfully deleted')).toBeInTheDocument();
  });
});

describe('outstanding defects date filters', () => {
  it('filters by a date only once it is a day that exists, keeping what is typed meanwhile', async () => {
    mockFetch(LIST_LOOKUPS);
    const dp = memoryDataProvider({ defect: [defect(1, 'Loose handrail', [])] });
    renderList(dp);
    await screen.findByText('Loose handrail');
    const user = userEvent.setup({ delay: null });
    const start = screen.getByRole('textbox', { name: 'Start date' });
    const asked = () => dp.calls.getList.filter((c) => c.resource === 'defect').map((c) => c.params.filter);
    await user.type(start, '2026-02-30');
    // react-admin applies a filter after 500 ms
    await new Promise((r) => setTimeout(r, 700));
    expect(start).toHaveValue('2026-02-30');
    expect(start).toHaveAttribute('aria-invalid', 'true');
    expect(asked().some((f) => 'start_date' in f)).toBe(false);

    await user.clear(start);
    await user.type(start, '2026-02-28');
    await waitFor(() => expect(asked().some((f) => f.start_date === '2026-02-28')).toBe(true));
    expect(
      asked()
        .filter((f) => 'start_date' in f)
        .map((f) => f.start_date),
    ).toEqual(['2026-02-28']);
  });
});
