/**
 * FSR import: the FSR list's dialog is the one import mechanism's (templates, Check, Import); a file of another type is
 * refused before upload with the import's own wording, not the tree photo's 'Invalid File Type'.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FsrImportButton } from '../../../custom-pages/fsr/FsrImport.js';
import { Harness } from './harness.js';

afterEach(cleanup);

describe('FSR import', () => {
  it('offers the templates, Check and Import, and refuses a .pdf before upload naming the .xlsx and .csv it wants', async () => {
    render(
      <Harness>
        <FsrImportButton />
      </Harness>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('button', { name: 'Excel template' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'CSV template' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Check file' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(await screen.findByTestId('file-input'), { target: { files: [new File(['%PDF'], 'rates.pdf')] } });
    expect(
      (await screen.findAllByText('rates.pdf is not an allowed file type. Allowed: .xlsx, .csv.')).length,
    ).toBeGreaterThan(0);
    expect(screen.queryByText(/Invalid File Type/)).toBeNull();
  });
});
