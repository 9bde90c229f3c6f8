/**
 * The action hook's additions: a call that is not one `send` (useActionCall), a form's 422 field errors handed over
 * with the error toast still shown, the button held while the call is on its way (one request for a double press),
 * and submitErrors for a react-admin form (the 422's errors, or nothing).
 */
import { useState } from 'react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withCaretakerMethods } from '../../../src/dataProviderMethods.js';
import { submitErrors, useActionCall } from '../../../src/useAction.js';
import { Harness, testDataProvider, type Send } from '../files/harness.js';

afterEach(cleanup);

let formAnswer: Promise<Record<string, string> | undefined> | null = null;

function Probe({ onDone }: { onDone: () => void }) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useActionCall(
    (name: string, dp) => dp.quotationStep<{ message: string }>(7, 'void', { remarks: name }),
    { success: (res) => res.message, onSuccess: onDone, fieldErrors: setErrors },
  );
  return (
    <>
      <button disabled={save.isPending} onClick={() => save.mutate('Ann')}>
        Save
      </button>
      <button onClick={() => (formAnswer = submitErrors(save.mutateAsync('Bob')))}>Form</button>
      <span data-testid="remarks-error">{errors.remarks ?? ''}</span>
    </>
  );
}

function renderProbe(send: Send) {
  const onDone = vi.fn();
  render(
    <Harness dataProvider={withCaretakerMethods(testDataProvider(send) as never)}>
      <Probe onDone={onDone} />
    </Harness>,
  );
  return onDone;
}

const invalid = () =>
  new HttpError('The remarks are too long.', 422, {
    message: 'The remarks are too long.',
    errors: { remarks: ['At most 500 characters.'] },
  });

describe('useAction', () => {
  it('sends a provider method once for a double press, toasts its answer and hands back', async () => {
    let answer: (v: unknown) => void = () => undefined;
    const send = vi.fn<Send>(() => new Promise((r) => (answer = r)));
    const onDone = renderProbe(send);
    const button = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    fireEvent.click(button);
    await waitFor(() => expect(button.disabled).toBe(true));
    fireEvent.click(button);
    answer({ message: 'Voided.' });
    expect(await screen.findByText('Voided.')).toBeTruthy();
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({ method: 'POST', path: '/quotations/7/void', body: { remarks: 'Ann' } });
    expect(button.disabled).toBe(false);
  });

  it("shows a 422's field message where the form puts it and still toasts the error; a later failure clears it", async () => {
    const send = vi
      .fn<Send>()
      .mockRejectedValueOnce(invalid())
      .mockRejectedValueOnce(new HttpError('Server unavailable', 503, { message: 'Server unavailable' }));
    const onDone = renderProbe(send);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('remarks-error').textContent).toBe('At most 500 characters.'));
    expect(await screen.findByText('The remarks are too long.')).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(false),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Server unavailable')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('remarks-error').textContent).toBe(''));
    expect(onDone).not.toHaveBeenCalled();
  });

  it("answers a react-admin form with the 422's errors, or nothing once saved", async () => {
    const send = vi.fn<Send>().mockRejectedValueOnce(invalid()).mockResolvedValueOnce({ message: 'Voided.' });
    renderProbe(send);
    fireEvent.click(screen.getByRole('button', { name: 'Form' }));
    expect(await formAnswer).toEqual({ remarks: ['At most 500 characters.'] });
    fireEvent.click(screen.getByRole('button', { name: 'Form' }));
    expect(await formAnswer).toBeUndefined();
  });
});
