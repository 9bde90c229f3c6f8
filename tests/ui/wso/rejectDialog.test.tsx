/**
 * The WSO reject modal: remarks are required before anything is sent; the API's 422 on remarks shows under the field
 * (no toast), any other refusal is a toast and the dialog stays; a rejection toasts and hands back to the page.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '../../../domain/messages.js';
import { RejectDialog } from '../../../custom-pages/wso/RejectDialog.js';
import { Harness, testDataProvider, type Send } from '../files/harness.js';

afterEach(cleanup);

function renderDialog(send: Send) {
  const onDone = vi.fn();
  render(
    <Harness dataProvider={testDataProvider(send)} permissions={['wso.reject']}>
      <RejectDialog id={12} version={4} onClose={() => undefined} onDone={onDone} />
    </Harness>,
  );
  return onDone;
}

const rejectButton = () => screen.getByRole('button', { name: 'Reject' });
const remarks = () => screen.getByRole('textbox', { name: /Remarks/ });

describe('WSO reject dialog', () => {
  it('asks for remarks before sending, then rejects with the version and hands back', async () => {
    const send = vi.fn(async () => ({ message: 'ok' }));
    const onDone = renderDialog(send);
    fireEvent.click(rejectButton());
    expect(await screen.findByText(MSG.requiredShort)).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
    fireEvent.change(remarks(), { target: { value: 'Wrong school' } });
    fireEvent.click(rejectButton());
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(send).toHaveBeenCalledWith({
      method: 'POST',
      path: '/work-service-order/12/reject',
      body: { remarks: 'Wrong school', version: 4 },
    });
  });

  it("shows the server's remarks message under the field, and any other refusal as a toast", async () => {
    const stale = 'This record was changed by someone else. Reload it and try again.';
    const send = vi
      .fn<Send>()
      .mockRejectedValueOnce(
        new HttpError('Invalid', 422, { message: 'Invalid', errors: { remarks: ['Remarks is too long.'] } }),
      )
      .mockRejectedValueOnce(new HttpError(stale, 409, { message: stale }));
    const onDone = renderDialog(send);
    fireEvent.change(remarks(), { target: { value: 'x' } });
    fireEvent.click(rejectButton());
    expect(await screen.findByText('Remarks is too long.')).toBeTruthy();
    await waitFor(() => expect((rejectButton() as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(rejectButton());
    expect(await screen.findByText(stale)).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
  });
});
