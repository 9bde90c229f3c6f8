/** FSR import: a file of the wrong type is refused with the import's own wording, not the tree photo's 'Invalid File Type'. */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FsrImportButton } from '../../../resources/fsr/FsrImport.js';
import { Harness } from './harness.js';

afterEach(cleanup);

describe('FSR import', () => {
  it('refuses a .csv before upload, naming the file and the .xlsx it wants', async () => {
    render(
      <Harness>
        <FsrImportButton />
      </Harness>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Import' }));
    fireEvent.change(await screen.findByTestId('file-input'), { target: { files: [new File(['a,b'], 'rates.csv')] } });
    expect(
      (await screen.findAllByText('rates.csv is not an allowed file type. Allowed: .xlsx.')).length,
    ).toBeGreaterThan(0);
    expect(screen.queryByText(/Invalid File Type/)).toBeNull();
  });
});
