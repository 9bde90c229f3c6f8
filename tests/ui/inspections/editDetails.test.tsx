/**
 * Edit details of an inspection: the school and location are sent; the server's word on the school shows under the
 * field and the dialog stays open; a save toasts the server's message and hands back to the list.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EditDetailsDialog } from '../../../custom-pages/inspections/EditDetailsDialog.js';
import type { InspectionRow } from '../../../custom-pages/inspections/api.js';
import { Harness, testDataProvider, type Send } from '../files/harness.js';

afterEach(cleanup);

const ROW: InspectionRow = {
  id: 21,
  status: 'DRAFT',
  status_label: 'Draft',
  checklist_name: 'Fire safety',
  inspection_category: 'BUILDING-MAINTENANCE',
  inspection_type: 'INSPECTION',
  frequency: 'MONTHLY',
  inspected_at: null,
  location: 'Block A',
  school: { id: 2, name: 'Bedok Green', zone: 'EAST' },
  actions: ['edit_details'],
};

function renderDialog(update: () => Promise<unknown>) {
  const send = vi.fn<Send>(async ({ method = 'GET', path }) => {
    if (method === 'GET' && path === '/school') return { data: [{ id: 2, name: 'Bedok Green' }] };
    if (method === 'POST' && path === '/inspection-schedule/21/update-school') return update();
    throw new Error(`unexpected ${method} ${path}`);
  });
  const onSaved = vi.fn();
  render(
    <Harness dataProvider={testDataProvider(send)} permissions={['inspection.edit']}>
      <EditDetailsDialog record={ROW} onClose={() => undefined} onSaved={onSaved} />
    </Harness>,
  );
  return { send, onSaved };
}

describe('inspection edit details', () => {
  it('sends the school and the location, then toasts and hands back', async () => {
    const { send, onSaved } = renderDialog(async () => ({ message: 'Successfully updated' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Location' }), { target: { value: 'Block B' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(send).toHaveBeenCalledWith({
      method: 'POST',
      path: '/inspection-schedule/21/update-school',
      body: { school_id: 2, location: 'Block B' },
    });
    expect(await screen.findByText('Successfully updated')).toBeTruthy();
  });

  it("shows the server's word on the school under the field and keeps the dialog", async () => {
    const { onSaved } = renderDialog(async () => {
      throw new HttpError('Invalid', 422, {
        message: 'Invalid',
        errors: { school_id: ['The selected school is invalid.'] },
      });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The selected school is invalid.')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
  });
});
