/**
 * Tree-inspection photo screen: 'Please upload a file to submit.' without a file, only .jpg/.jpeg/.png chosen,
 * the server's 'Something went wrong. Invalid File Type', then upload, view and delete with the spec's notices.
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { TreePhoto } from '../../../custom-pages/schools/TreePhoto.js';
import { FakeXhr, installFakeXhr } from './fakeXhr.js';
import { Harness, testDataProvider } from './harness.js';

installFakeXhr();

describe('TreePhoto', () => {
  it('asks for a file, shows the server refusal, uploads, shows and deletes the photo', async () => {
    // The photo is fetched with the Authorization header and shown from a blob (no token in its URL).
    const fetched: { url: string; auth: string | null }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit = {}) => {
        fetched.push({ url: String(url), auth: new Headers(init.headers).get('authorization') });
        return new Response('png', { status: 200 });
      }),
    );
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:tree-photo' }));
    document.cookie = 'authToken=tok7; Path=/';
    let photo: unknown = null;
    const send = vi.fn(async ({ method = 'GET', path }: { method?: string; path: string }) => {
      if (path === '/school/3') return { data: { id: 3, name: 'Gamma Primary' } };
      if (method === 'GET' && path === '/school/tree-inspection-photo/3') return { data: photo };
      if (method === 'DELETE' && path === '/school/tree-inspection-photo/3') {
        photo = null;
        return { message: 'Successfully deleted tree inspection photo' };
      }
      return {};
    });
    render(
      <Harness
        dataProvider={testDataProvider(send)}
        permissions={['school.view', 'school.edit']}
        path="/settings/schools/file-upload/3"
        route="/settings/schools/file-upload/:id"
      >
        <TreePhoto />
      </Harness>,
    );
    expect(await screen.findByText('No data')).toBeInTheDocument();
    expect(await screen.findByText('Gamma Primary')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Please upload a file to submit.')).toBeInTheDocument();

    const input = screen.getByTestId('file-input');
    expect(input).toHaveAttribute('accept', '.jpg,.jpeg,.png');
    fireEvent.change(input, { target: { files: [new File(['x'], 'notes.txt')] } });
    expect((await screen.findAllByText('Something went wrong. Invalid File Type (notes.txt)')).length).toBeGreaterThan(
      0,
    );

    fireEvent.change(input, { target: { files: [new File(['x'], 'tree.png', { type: 'image/png' })] } });
    await screen.findByText('tree.png');
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    expect(FakeXhr.all[0].url).toBe('/api/school/tree-inspection-photo');
    expect(FakeXhr.all[0].body!.get('school_id')).toBe('3');
    act(() =>
      FakeXhr.all[0].respond(422, {
        message: 'Something went wrong. Invalid File Type',
        errors: { file: ['Something went wrong. Invalid File Type'] },
      }),
    );
    expect((await screen.findAllByText('Something went wrong. Invalid File Type')).length).toBeGreaterThan(0);

    photo = { photo_url: '/api/download?bucket=schools&file_path=p.png', file_name: 'tree.png', mime: 'image/png' };
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(FakeXhr.all).toHaveLength(2));
    act(() => FakeXhr.all[1].respond(200, { message: 'Successfully uploaded tree inspection photo' }));
    expect(
      await screen.findByText('Successfully uploaded tree inspection photo', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Tree inspection photo tree.png' })).toHaveAttribute(
      'src',
      'blob:tree-photo',
    );
    expect(fetched).toEqual([{ url: '/api/download?bucket=schools&file_path=p.png&preview=1', auth: 'Bearer tok7' }]);

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText('Successfully deleted tree inspection photo', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(await screen.findByText('No data')).toBeInTheDocument();
    document.cookie = 'authToken=; Max-Age=0; Path=/';
    vi.unstubAllGlobals();
  });

  it('shows the 404 page, not an upload form, for a school that does not exist', async () => {
    const send = vi.fn(async ({ path }: { path: string }) => {
      if (path === '/school/99999') throw new HttpError('School not found.', 404, {});
      return { data: null };
    });
    render(
      <Harness
        dataProvider={testDataProvider(send)}
        permissions={['school.view', 'school.edit']}
        path="/settings/schools/file-upload/99999"
        route="/settings/schools/file-upload/:id"
      >
        <TreePhoto />
      </Harness>,
    );
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload' })).toBeNull();
    expect(screen.queryByTestId('file-input')).toBeNull();
  });
});
