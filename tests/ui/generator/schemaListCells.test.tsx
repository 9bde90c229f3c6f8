/**
 * SchemaList's optional parts for areas that draw more than the schema says: `cells` (a column's cell drawn by the
 * area, reading its row from the record context), `queryOptions` (react-admin's, e.g. reading a changing list again)
 * and a `date-time` column shown as its yyyy-MM-dd date.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { useRecordContext } from 'react-admin';
import { claimListSchema } from '../../../schemas/claim.js';
import type { AreaListSchema } from '../../../schemas/resource.js';
import { SchemaList, type SchemaListProps } from '../../../src/generator/SchemaList.js';
import { callerOf, renderAreaList } from './areaListHarness.js';

const rows = [1, 2].map((id) => ({
  id,
  reference_number: `CL-${id}`,
  status: 'DRAFT',
  job: `Roof ${id}`,
  total_amount: 10,
  created_at: '2026-05-06T07:08:09.000Z',
}));

const renderList = (props: Partial<SchemaListProps> & { schema?: AreaListSchema }) =>
  renderAreaList(<SchemaList schema={claimListSchema} {...props} />, {
    data: { claims: rows },
    caller: callerOf('ADMIN', ['claim.view']),
    at: '/works-order/claims',
  });

function JobBadge() {
  const r = useRecordContext<{ id: number; job: string }>();
  return <strong data-testid="job-badge">{r?.job.toUpperCase()}</strong>;
}

vi.setConfig({ testTimeout: 60_000 });
afterEach(cleanup);

describe('SchemaList cells, query options and date-time columns', () => {
  it("draws an area's own cell for its field, per row, and the schema's cell for the others", async () => {
    renderList({ cells: { job: <JobBadge /> } });
    const link = await screen.findByRole('link', { name: 'CL-1' });
    expect(within(link.closest('tr')!).getByTestId('job-badge')).toHaveTextContent('ROOF 1');
    expect(screen.getAllByTestId('job-badge').map((b) => b.textContent)).toEqual(['ROOF 1', 'ROOF 2']);
    expect(screen.queryByText('Roof 1')).toBeNull();
  });

  it('passes its query options to the list: a refetch interval reads the rows again', async () => {
    const calls = renderList({ queryOptions: { refetchInterval: 200 } });
    await screen.findByRole('link', { name: 'CL-1' });
    const first = calls.getList.length;
    await waitFor(() => expect(calls.getList.length).toBeGreaterThan(first + 1), { timeout: 5000 });
  });

  it('shows a date-time column as its date', async () => {
    const schema = {
      ...claimListSchema,
      properties: {
        ...claimListSchema.properties,
        created_at: { type: 'string', format: 'date-time', title: 'Created at', 'x-list': 9 },
      },
    } as AreaListSchema;
    renderList({ schema });
    const link = await screen.findByRole('link', { name: 'CL-1' });
    expect(within(link.closest('tr')!).getByText('2026-05-06')).toBeInTheDocument();
  });
});
