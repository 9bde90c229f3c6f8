/**
 * The quotation's action buttons offer "Update attachments" only when the server says the user may edit a file
 * (`can_edit` per document, the rule its update-attachments route refuses by), and the dialog lists only those files.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestMemoryRouter } from 'react-admin';
import { QuotationActions } from '../../../custom-pages/quotations/QuotationActions.js';
import type { Quotation } from '../../../custom-pages/quotations/types.js';
import { QHarness } from './harness.js';

afterEach(cleanup);

const file = (id: number, name: string, canEdit: boolean) => ({
  id,
  name,
  file_name: name,
  mime: 'image/png',
  additional_fields: { order: id, report: true },
  can_delete: false,
  can_edit: canEdit,
});

const completed = (files: ReturnType<typeof file>[]): Quotation =>
  ({
    id: 12,
    reference_number: 'Q-2026-0012',
    status: 'COMPLETED',
    claim_status: 'PENDING',
    documents: [{ uploader: { id: 7, full_name: 'Demo Term contractor' }, files }],
  }) as unknown as Quotation;

function renderFor(role: string, record: Quotation) {
  render(
    <TestMemoryRouter>
      <QHarness>
        <QuotationActions
          record={record}
          allowed={[]}
          user={{ id: 3, role }}
          schools={[]}
          onChanged={() => undefined}
        />
      </QHarness>
    </TestMemoryRouter>,
  );
}

describe('update attachments on a completed quotation', () => {
  it('is not offered to a managing agent whose edits the server refuses', async () => {
    renderFor('MANAGING-AGENT', completed([file(1, 'site.png', false)]));
    await screen.findAllByRole('button');
    expect(screen.queryByRole('button', { name: 'Update attachments' })).toBeNull();
  });

  it('is offered for the files the server lets the user edit, and lists only those', async () => {
    renderFor('TERM-CONTRACTOR', completed([file(1, 'site.png', true), file(2, 'other.png', false)]));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Update attachments' }));
    expect(await screen.findByDisplayValue('site.png')).toBeInTheDocument();
    expect(screen.queryByDisplayValue('other.png')).toBeNull();
  });
});
