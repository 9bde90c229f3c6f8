import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DefectDialog } from '../../../custom-pages/inspections/DefectDialog.js';
import { mockFetch } from '../shell/fetchMock.js';
import { ScreenHarness, type TestIdentity } from '../screenHarness.js';

const TC: TestIdentity = { id: 1, full_name: 'Tom Contractor', role: { slug: 'TERM-CONTRACTOR' }, school_id: null };
const INVALID = 'Something went wrong. Invalid File Type';

afterEach(() => vi.unstubAllGlobals());

const pictureNames = (form: FormData, field: string) => form.getAll(field).map((f) => (f as File).name);

describe('defect dialog', () => {
  it("shows the server's message for a picture that is not an image, unpicks it and keeps the entry", async () => {
    const sent: FormData[] = [];
    mockFetch({
      'POST /api/inspection-schedule/41/defect': (call) => {
        const form = call.body as FormData;
        sent.push(form);
        return pictureNames(form, 'before_photos[]').some((n) => n.endsWith('.txt'))
          ? { status: 422, body: { message: INVALID, errors: { file: [INVALID] } } }
          : { status: 201, body: { message: 'Request has been processed', data: { id: 9 } } };
      },
    });
    const onSaved = vi.fn();
    render(
      <ScreenHarness path="/x" at="/x" identity={TC}>
        <DefectDialog
          inspectionId={41}
          subItemId={11}
          title="Defect: 1.11 Basins"
          onClose={() => undefined}
          onSaved={onSaved}
        />
      </ScreenHarness>,
    );
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('radio', { name: 'Yes' }));
    await user.type(screen.getByRole('textbox', { name: /Location/ }), 'Staff toilet');
    await user.type(screen.getByRole('textbox', { name: /Description/ }), 'Leaking basin');
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, {
      target: {
        files: [
          new File(['png'], 'basin.png', { type: 'image/png' }),
          new File(['notes'], 'notes.txt', { type: 'text/plain' }),
        ],
      },
    });
    expect(screen.getByText(/notes\.txt/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(INVALID)).toBeInTheDocument();
    expect(screen.queryByText(/notes\.txt/)).toBeNull();
    expect(screen.getByText(/basin\.png/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Location/ })).toHaveValue('Staff toilet');
    expect(screen.getByRole('textbox', { name: /Description/ })).toHaveValue('Leaking basin');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(pictureNames(sent[1], 'before_photos[]')).toEqual(['basin.png']);
    expect(sent[1].get('location')).toBe('Staff toilet');
  });
});

const MA: TestIdentity = { id: 3, full_name: 'Mae Agent', role: { slug: 'MANAGING-AGENT' }, school_id: null };
const photo = (id: number, name: string) => ({
  id,
  name,
  mime: 'image/png',
  url: `/api/defect/9/photos/${id}`,
  thumbnail_url: `/api/defect/9/photos/${id}?thumbnail=1`,
});

/** A saved defect with one before and one after picture; DELETE of a picture takes it off the record. */
function serveDefect() {
  let record = {
    id: 9,
    version: 2,
    inspection_id: 41,
    inspection_status: 'DRAFT',
    checklist_item_id: 11,
    defect: true,
    status: 'Follow up',
    location: 'Staff toilet',
    description: 'Leaking basin',
    title: 'Leaking basin',
    before_photos: [photo(12, 'before.png')],
    after_photos: [photo(13, 'after.png')],
    supporting_photos: [],
    created_at: '2026-11-02T09:00:00Z',
  };
  return mockFetch({
    'GET /api/defect/9': () => ({ body: { data: record } }),
    'DELETE /api/defect/9/photos/12': () => {
      record = { ...record, before_photos: [] };
      return { body: { message: 'Successfully deleted file' } };
    },
  });
}

const openDefect = (identity: TestIdentity) =>
  render(
    <ScreenHarness path="/x" at="/x" identity={identity}>
      <DefectDialog defectId={9} title="Defect: 1.11 Basins" onClose={() => undefined} onSaved={() => undefined} />
    </ScreenHarness>,
  );

describe('defect pictures', () => {
  it('shows the stored pictures, opens one full size and lets an editor delete it', async () => {
    const { calls } = serveDefect();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    openDefect(TC);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Open before.png' }));
    const preview = await screen.findByRole('dialog', { name: 'before.png' });
    expect(calls.some((c) => c.path === '/api/defect/9/photos/12' && !c.query.has('thumbnail'))).toBe(true);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(preview).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Delete before.png' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this file?');
    expect(await screen.findByText('Successfully deleted file')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Open before.png' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Open after.png' })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/defect/9/photos/12']);
    confirm.mockRestore();
  });

  it('gives a reviewer the defect read-only, pictures included, with nothing to save or delete', async () => {
    serveDefect();
    openDefect(MA);
    expect(await screen.findByText('Leaking basin')).toBeInTheDocument();
    expect(screen.getByText('Staff toilet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open before.png' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open after.png' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });
});
