/**
 * The managing agent's verification panel (statuses from the workflow's allowed actions, remarks for a
 * rejection, zone SOUTH confirmation) and the update-attachments modal (file name, order, report; PDFs read-only).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VerificationPanel } from '../../../custom-pages/quotations/VerificationPanel.js';
import { UpdateAttachmentsDialog } from '../../../custom-pages/quotations/workflowDialogs.js';
import type { Quotation } from '../../../custom-pages/quotations/types.js';
import { QHarness, stubCanvas } from './harness.js';

let calls: { url: string; init?: RequestInit }[] = [];
beforeEach(() => {
  calls = [];
  stubCanvas();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url: String(url), init });
      if (String(url).startsWith('/api/user/ma-users'))
        return new Response(JSON.stringify({ data: [{ id: 12, full_name: 'Second MA' }] }), { status: 200 });
      return new Response(JSON.stringify({ message: 'Successfully verified quotation' }), { status: 200 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const record = (zone: string): Quotation => ({
  id: 42,
  status: 'PENDING',
  current_status: 'PENDING_MA',
  zone,
  version: 3,
  pending_approval: { 4: { approval_level: 1, approval_type: 'MA' } },
});
const posts = () => calls.filter((c) => c.init?.method === 'POST');

describe('verification panel', () => {
  it('offers only the statuses the workflow allows (no Acknowledge for MA-QS) and needs remarks to reject', async () => {
    const onDone = vi.fn();
    render(
      <QHarness>
        <VerificationPanel record={record('NORTH')} allowed={['ma_verify', 'ma_reject']} userId={4} onDone={onDone} />
      </QHarness>,
    );
    const user = userEvent.setup();
    expect(screen.getByRole('radio', { name: 'Verified' })).toBeChecked();
    expect(screen.queryByRole('radio', { name: 'Acknowledge and route' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Rejected' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(posts()).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: 'Remarks' }), 'Rates too high');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    const body = posts()[0].init!.body as FormData;
    expect(posts()[0].url).toBe('/api/quotations/42/ma-approval');
    expect(body.get('status')).toBe('REJECTED');
    expect(body.get('status_remarks')).toBe('Rates too high');
    expect(body.get('version')).toBe('3');
    expect(body.get('signature')).toBeNull();
    expect(onDone).toHaveBeenCalled();
  });

  it('asks for a signature to verify and, in zone SOUTH, for confirmation first', async () => {
    render(
      <QHarness>
        <VerificationPanel
          record={record('SOUTH')}
          allowed={['ma_verify', 'ma_acknowledge', 'ma_reject']}
          userId={4}
          onDone={() => undefined}
        />
      </QHarness>,
    );
    const user = userEvent.setup();
    expect(screen.getByRole('radio', { name: 'Acknowledge and route' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please provide signature to proceed.')).toBeInTheDocument();
    // a drawn signature would be sent as a data URL; here: upload one
    await user.click(screen.getByRole('radio', { name: 'Upload signature' }));
    await user.upload(
      screen.getByLabelText('Upload signature', { selector: 'input[type=file]' }),
      new File(['png'], 's.png', { type: 'image/png' }),
    );
    await waitFor(() => expect(screen.getByText('s.png')).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(
        'Are you sure you want to VERIFY this quotation? If yes, this will be verified and forwarded to TC for approval.',
      ),
    ).toBeInTheDocument();
    expect(posts()).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect((posts()[0].init!.body as FormData).get('status')).toBe('VERIFIED');
    expect(String((posts()[0].init!.body as FormData).get('signature'))).toMatch(/^data:image\/png;base64,/);
  });
});

describe('verification panel files', () => {
  const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
  it('lets the managing agent attach supporting files, sent as attachments[] with the step', async () => {
    render(
      <QHarness>
        <VerificationPanel record={record('NORTH')} allowed={['ma_verify', 'ma_reject']} userId={4} onDone={vi.fn()} />
      </QHarness>,
    );
    const user = userEvent.setup();
    expect(screen.getByText('Supporting documents')).toBeInTheDocument();
    fireEvent.change(screen.getByTestId('file-input'), {
      target: { files: [new File([new Uint8Array(PNG)], 'site-visit.png', { type: 'image/png' })] },
    });
    expect(await screen.findByText('site-visit.png')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Rejected' }));
    await user.type(screen.getByRole('textbox', { name: 'Remarks' }), 'See the photo');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    const files = (posts()[0].init!.body as FormData).getAll('attachments[]') as File[];
    expect(files.map((f) => f.name)).toEqual(['site-visit.png']);
  });
});

describe('update attachments', () => {
  it('requires a file name and an order for non-PDF files; PDFs are read-only and included', async () => {
    const onDone = vi.fn();
    render(
      <QHarness>
        <UpdateAttachmentsDialog
          open
          record={{ id: 42, status: 'APPROVED', version: 5 }}
          attachments={[
            { id: 1, name: 'approval.pdf', mime: 'application/pdf', additional_fields: { report: true } },
            { id: 2, name: 'site.jpg', mime: 'image/jpeg', additional_fields: { order: 2, report: false } },
          ]}
          onClose={() => undefined}
          onDone={onDone}
        />
      </QHarness>,
    );
    const user = userEvent.setup();
    const [pdfOrder, jpgOrder] = screen.getAllByRole('spinbutton', { name: 'Order' });
    expect(pdfOrder).toBeDisabled();
    const names = screen.getAllByRole('textbox', { name: 'File name' });
    await user.clear(names[1]);
    await user.clear(jpgOrder);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('This item is required')).toHaveLength(2);
    expect(posts()).toHaveLength(0);
    await user.type(names[1], 'Site photo');
    await user.type(jpgOrder, '1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(JSON.parse(String(posts()[0].init!.body))).toEqual({
      attachments: [
        { id: 1, file_name: 'approval.pdf', order: 1, report: true },
        { id: 2, file_name: 'Site photo', order: 1, report: false },
      ],
    });
    expect(onDone).toHaveBeenCalled();
  });
});
