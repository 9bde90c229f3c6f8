/** SignatureBlock: draw / upload / the stored signature (`my_signature`), the multipart fields, and the read-only view. */
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, type AuthProvider } from 'react-admin';
import {
  EMPTY_SIGNATURE,
  SignatureBlock,
  hasSignature,
  signatureFields,
  type SignatureValue,
} from '../../../src/components/signature/index.js';
import { memoryDataProvider } from '../resources/harness.js';
import { i18nProvider, stubCanvas } from './harness.js';

const identity = (signatures: unknown[]): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getIdentity: async () => ({ id: 4, full_name: 'Demo Managing agent', signatures }),
});

beforeEach(() => {
  stubCanvas();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(new Blob(['png']), { status: 200 })),
  );
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:signature' }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

let latest: SignatureValue = EMPTY_SIGNATURE;
function Controlled() {
  const [value, setValue] = useState<SignatureValue>(EMPTY_SIGNATURE);
  latest = value;
  return <SignatureBlock title="Prepared by" value={value} onChange={setValue} />;
}

function renderBlock(signatures: unknown[]) {
  render(
    <AdminContext dataProvider={memoryDataProvider({})} i18nProvider={i18nProvider} authProvider={identity(signatures)}>
      <Controlled />
    </AdminContext>,
  );
  return userEvent.setup();
}

describe('SignatureBlock', () => {
  it('starts unsigned with the signer named, then takes an uploaded image', async () => {
    const user = renderBlock([]);
    expect(await screen.findByDisplayValue('Demo Managing agent')).toBeInTheDocument();
    expect(hasSignature(latest)).toBe(false);
    expect(screen.getByRole('radio', { name: 'Use my signature' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Upload signature' }));
    const file = new File(['png'], 'sig.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Upload signature', { selector: 'input[type=file]' }), file);
    // the server takes the image as a data URL, uploaded or drawn
    await waitFor(() => expect(hasSignature(latest)).toBe(true));
    expect(signatureFields(latest)).toMatchObject({
      signature_options: 'upload_signature',
      signature: 'data:image/png;base64,cG5n',
      name: 'Demo Managing agent',
    });
  });

  it('offers the stored signature as my_signature (no image sent)', async () => {
    const user = renderBlock([{ id: 9, url: '/api/user/4/signatures/9' }]);
    await user.click(await screen.findByRole('radio', { name: 'Use my signature' }));
    expect(hasSignature(latest)).toBe(true);
    const fields = signatureFields(latest);
    expect(fields.signature_options).toBe('my_signature');
    expect(fields.signature).toBeUndefined();
  });

  it('shows a given signature read-only', async () => {
    render(
      <AdminContext dataProvider={memoryDataProvider({})} i18nProvider={i18nProvider} authProvider={identity([])}>
        <SignatureBlock
          readOnly
          title="Checked and certified"
          given={{ src: 'data:image/png;base64,AAAA', name: 'Demo Managing agent', date: '2026-11-22' }}
        />
        <SignatureBlock readOnly title="Prepared by" given={null} />
      </AdminContext>,
    );
    expect(await screen.findByRole('img', { name: 'Checked and certified' })).toHaveAttribute(
      'src',
      'data:image/png;base64,AAAA',
    );
    expect(screen.getByText('2026-11-22')).toBeInTheDocument();
    expect(screen.getByText('Not signed yet')).toBeInTheDocument();
  });
});
