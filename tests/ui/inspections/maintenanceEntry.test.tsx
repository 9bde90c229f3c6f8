import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EntryDialog } from '../../../custom-pages/inspections/MaintenanceCalendar.js';
import { mockFetch } from '../shell/fetchMock.js';
import { ScreenHarness, type TestIdentity } from '../screenHarness.js';

const TC: TestIdentity = { id: 1, full_name: 'Tom Contractor', role: { slug: 'TERM-CONTRACTOR' }, school_id: null };

afterEach(() => vi.unstubAllGlobals());

describe('maintenance schedule entry', () => {
  it('is not saved while its date does not exist', async () => {
    const { calls } = mockFetch({
      '/api/school': { body: { data: [{ id: 7, name: 'Punggol Secondary' }] } },
      'POST /api/maintenance-schedule': { status: 201, body: { message: 'Request has been processed' } },
    });
    const onSaved = vi.fn();
    render(
      <ScreenHarness path="/maintenance-schedules" at="/maintenance-schedules" identity={TC}>
        <EntryDialog
          draft={{ title: 'Roof check', school_id: 7, type: 'BM', start: '2026-02-01' }}
          onClose={() => undefined}
          onSaved={onSaved}
        />
      </ScreenHarness>,
    );
    const date = await screen.findByRole('textbox', { name: /Date/ });
    fireEvent.change(date, { target: { value: '2026-02-30' } });
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await new Promise((r) => setTimeout(r, 50));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    expect(screen.getByText('Must be a valid date')).toBeInTheDocument();

    fireEvent.change(date, { target: { value: '2026-02-28' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({ sched: { start: '2026-02-28' }, month: 2 });
  });
});
