/**
 * The works-order file pickers show their field's policy (domain/uploadPolicies.ts: the size and the types the server
 * enforces) and check a chosen file's content by the server's own sniffing rule, so a bad file is named before upload.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  CLAIM_DOCUMENT_RULES,
  FileUpload,
  QUOTATION_DOCUMENT_RULES,
  useUploadQueue,
  WSO_PHOTO_RULES,
  type FileRules,
} from '../../../src/components/upload/index.js';
import { Harness } from './harness.js';

function Picker({ rules }: { rules: FileRules }) {
  const queue = useUploadQueue();
  return (
    <>
      <FileUpload queue={queue} rules={rules} label="Files" />
      <output data-testid="queued">{queue.items.map((i) => i.file.name).join(',')}</output>
    </>
  );
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const EXE = [0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0];
const fileOf = (name: string, bytes: number[], type = 'image/jpeg') =>
  new File([new Uint8Array(bytes)], name, { type });
const choose = (files: File[]) => fireEvent.change(screen.getByTestId('file-input'), { target: { files } });

describe('works-order upload policies in the picker', () => {
  it('names a renamed executable as not an image and queues only the real photo', async () => {
    render(
      <Harness>
        <Picker rules={WSO_PHOTO_RULES} />
      </Harness>,
    );
    choose([fileOf('fake.jpg', EXE), fileOf('real.png', PNG, 'image/png')]);
    expect((await screen.findAllByText('fake.jpg is not an image')).length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.getByTestId('queued')).toHaveTextContent(/^real\.png$/));
  });

  it('shows each field its own maximum and types, the ones the server enforces', () => {
    const hint = (rules: FileRules) => {
      const { unmount } = render(
        <Harness>
          <Picker rules={rules} />
        </Harness>,
      );
      const text = screen.getByText(/Maximum .* per file/).textContent;
      unmount();
      return text;
    };
    expect(hint(WSO_PHOTO_RULES)).toBe('Allowed: .png, .jpg, .jpeg, .gif, .webp. Maximum 20 MB per file.');
    expect(hint(QUOTATION_DOCUMENT_RULES)).toContain('Maximum 20 MB per file.');
    expect(hint(CLAIM_DOCUMENT_RULES)).toBe(
      'Allowed: .pdf, .png, .jpg, .jpeg, .docx, .xlsx, .doc, .xls. Maximum 50 MB per file.',
    );
  });

  it('refuses a text file disguised as a PDF for a claim, by content', async () => {
    render(
      <Harness>
        <Picker rules={CLAIM_DOCUMENT_RULES} />
      </Harness>,
    );
    choose([fileOf('notes.pdf', [...Buffer.from('just some text')], 'application/pdf')]);
    expect(
      (await screen.findAllByText(/^notes\.pdf is not an allowed file type\. Allowed: \.pdf, \.png/)).length,
    ).toBeGreaterThan(0);
    expect(screen.getByTestId('queued')).toHaveTextContent(/^$/);
  });
});
