/** 'Create FSR' page: every field 'This item is required.', rows added and removed (only when more than one), the payload and the success notice. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FsrCreatePage } from '../../../custom-pages/fsr/FsrCreate.js';
import { QHarness } from './harness.js';

let calls: { url: string; body: unknown }[] = [];
beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url: String(url), body: init?.body ? JSON.parse(String(init.body)) : undefined });
      return new Response(JSON.stringify({ data: { created: 2 }, message: 'Successfully created site' }), {
        status: 201,
      });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage() {
  render(
    <QHarness>
      <FsrCreatePage />
    </QHarness>,
  );
  return userEvent.setup();
}

describe('Create FSR', () => {
  it('requires every field with the specification wording and sends nothing', async () => {
    const user = renderPage();
    expect(await screen.findByRole('heading', { name: 'Create FSR' })).toBeInTheDocument();
    expect(screen.getByText('FSR list')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    // category, section, section description + five item fields
    await waitFor(() => expect(screen.getAllByText('This item is required.')).toHaveLength(8));
    expect(calls).toHaveLength(0);
  });

  it('adds rows, removes a row only when more than one exists, and creates the schedule', async () => {
    const user = renderPage();
    await screen.findByRole('heading', { name: 'Create FSR' });
    expect(screen.queryByRole('button', { name: 'Remove row' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add row' }));
    expect(screen.getAllByRole('button', { name: 'Remove row' })).toHaveLength(2);
    await user.click(screen.getAllByRole('button', { name: 'Remove row' })[1]);
    expect(screen.queryByRole('button', { name: 'Remove row' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add row' }));

    await user.click(screen.getByRole('combobox', { name: /Category/ }));
    await user.click(await screen.findByRole('option', { name: 'BLDG' }));
    await user.type(screen.getByRole('textbox', { name: /^Section$/ }), 'B1');
    await user.type(screen.getByRole('textbox', { name: /^Section description/ }), 'Floor finishes');
    for (const [i, row] of screen.getAllByRole('group', { name: /Category 1, row/ }).entries()) {
      const r = within(row);
      await user.type(r.getByRole('textbox', { name: /Item number/ }), `B1.1.00${i + 1}`);
      await user.type(r.getByRole('textbox', { name: /Item group description/ }), 'Tiles');
      await user.type(r.getByRole('textbox', { name: /^Item description/ }), `Tile type ${i + 1}`);
      await user.type(r.getByRole('textbox', { name: /Unit/ }), 'm2');
      await user.type(r.getByRole('textbox', { name: /Rate/ }), i === 0 ? '1,234.50' : 'abc');
    }
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Must be a number.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    const rate = within(screen.getAllByRole('group', { name: /Category 1, row/ })[1]).getByRole('textbox', {
      name: /Rate/,
    });
    await user.clear(rate);
    await user.type(rate, '80');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].url).toBe('/api/fsrs/create');
    expect(calls[0].body).toEqual({
      fsrs: [
        {
          category: 'BLDG',
          section: 'B1',
          section_description: 'Floor finishes',
          items: [
            {
              item_number: 'B1.1.001',
              item_group_description: 'Tiles',
              item_description: 'Tile type 1',
              unit: 'm2',
              rate: '1,234.50',
            },
            {
              item_number: 'B1.1.002',
              item_group_description: 'Tiles',
              item_description: 'Tile type 2',
              unit: 'm2',
              rate: '80',
            },
          ],
        },
      ],
    });
    expect(await screen.findByText('Successfully created site')).toBeInTheDocument();
  });
});
