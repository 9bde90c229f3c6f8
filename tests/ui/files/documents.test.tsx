/**
 * Document repository form and attachment list: 'File upload is required' on create, one request per file
 * (the first creates the record, the next ones are added to it) carrying the fields and bucket north_east,
 * the spec's success notice; attachments with preview/download links carrying the token and a delete that asks
 * 'Are you sure you want to delete this file?' and says 'Successfully deleted file'.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'ra-core';
import { describe, expect, it, vi } from 'vitest';
import { DocumentForm } from '../../../custom-pages/documents/DocumentForm.js';
import { AttachmentList, type Attachment } from '../../../src/components/attachments/index.js';
import { FakeXhr, installFakeXhr } from './fakeXhr.js';
import { Harness, testDataProvider } from './harness.js';

installFakeXhr();

async function fillFields() {
  fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'Fire plan' } });
  fireEvent.mouseDown(screen.getByRole('combobox', { name: /Category/ }));
  fireEvent.click(await screen.findByRole('option', { name: 'north' }));
  fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
}

describe('DocumentForm', () => {
  it("asks for the name and category, then says 'File upload is required' without sending anything", async () => {
    render(
      <Harness>
        <DocumentForm />
      </Harness>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    await fillFields();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('File upload is required')).not.toHaveLength(0);
    expect(FakeXhr.all).toHaveLength(0);
  });

  it('creates the record with the first file and adds the second to it, one request each', async () => {
    render(
      <Harness>
        <DocumentForm />
      </Harness>,
    );
    await fillFields();
    fireEvent.change(screen.getByTestId('file-input'), {
      target: {
        files: [
          new File(['%PDF-1.4'], 'a.pdf', { type: 'application/pdf' }),
          new File(['x'], 'b.txt', { type: 'text/plain' }),
        ],
      },
    });
    await screen.findByText('b.txt');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    const first = FakeXhr.all[0];
    expect(first.url).toBe('/api/documents');
    expect(first.body!.get('name')).toBe('Fire plan');
    expect(first.body!.get('category')).toBe('["north"]');
    expect(first.body!.get('bucket')).toBe('north_east');
    expect((first.body!.getAll('file[]') as File[]).map((f) => f.name)).toEqual(['a.pdf']);
    act(() => first.respond(201, { data: { id: 5 }, message: 'Successfully created document repository' }));
    await waitFor(() => expect(FakeXhr.all).toHaveLength(2));
    const second = FakeXhr.all[1];
    expect(second.url).toBe('/api/documents/5');
    expect((second.body!.getAll('file[]') as File[]).map((f) => f.name)).toEqual(['b.txt']);
    act(() => second.respond(200, { data: { id: 5 }, message: 'Successfully updated document repository' }));
    expect(await screen.findByText('Successfully created document repository')).toBeInTheDocument();
  });
});

describe('AttachmentList', () => {
  const files: Attachment[] = [
    {
      id: 1,
      file_name: 'k1.png',
      name: 'photo.png',
      mime: 'image/png',
      size: 2048,
      full_path: '2026/01/k1.png',
      url: '/api/download?bucket=north_east&file_path=2026%2F01%2Fk1.png',
      thumbnail_url: '/api/download?bucket=north_east&file_path=t.jpg',
      can_delete: true,
      uploader: { id: 1, full_name: 'Ann' },
    },
    {
      id: 2,
      file_name: 'k2.pdf',
      name: 'plan.pdf',
      mime: 'application/pdf',
      size: 10,
      full_path: '2026/01/k2.pdf',
      url: '/api/download?bucket=north_east&file_path=2026%2F01%2Fk2.pdf',
      can_delete: false,
    },
  ];

  it('shows thumbnails and previews from blobs fetched with the header, downloads through a signed link, and deletes after confirmation', async () => {
    document.cookie = 'authToken=tok9; Path=/';
    const fetched: { url: string; method: string; auth: string | null; body?: string }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit = {}) => {
        const headers = new Headers(init.headers);
        fetched.push({
          url: String(url),
          method: init.method ?? 'GET',
          auth: headers.get('authorization'),
          body: typeof init.body === 'string' ? init.body : undefined,
        });
        if (String(url) === '/api/file-tickets') {
          return new Response(
            JSON.stringify({
              data: {
                url: `${JSON.parse(String(init.body)).url}&ticket=1.2.3.sig`,
                expires_at: '2030-01-01T00:00:00.000Z',
              },
            }),
            { status: 200, headers: { 'Content-Type': 'application/json' } },
          );
        }
        return new Response('x', { status: 200 });
      }),
    );
    let blobs = 0;
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => `blob:file-${++blobs}` }));
    const clicked: HTMLAnchorElement[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const send = vi.fn(async () => ({ message: 'Successfully deleted file' }));
    const onDeleted = vi.fn();
    render(
      <Harness dataProvider={testDataProvider(send)}>
        <AttachmentList attachments={files} onDeleted={onDeleted} />
      </Harness>,
    );
    const items = await screen.findAllByTestId('attachment');
    await waitFor(() =>
      expect(within(items[0]).getByRole('img', { name: 'photo.png' }).getAttribute('src')).toMatch(/^blob:file-/),
    );
    const thumb = fetched.find((f) => f.url.includes('file_path=t.jpg'))!;
    expect(thumb.auth).toBe('Bearer tok9');
    const download = screen.getByRole('link', { name: 'Download plan.pdf' });
    expect(download.getAttribute('href')).toMatch(/name=plan\.pdf/);
    expect(screen.queryByRole('button', { name: 'Delete plan.pdf' })).toBeNull(); // can_delete false
    fireEvent.click(download);
    await waitFor(() => expect(clicked).toHaveLength(1));
    const ticketCall = fetched.find((f) => f.url === '/api/file-tickets')!;
    expect(ticketCall).toMatchObject({ method: 'POST', auth: 'Bearer tok9' });
    expect(JSON.parse(ticketCall.body!).url).toMatch(
      /^\/api\/download\?bucket=north_east&file_path=.*&name=plan\.pdf$/,
    );
    expect(clicked[0].getAttribute('href')).toMatch(/&name=plan\.pdf&ticket=1\.2\.3\.sig$/);
    expect(clicked[0].download).toBe('plan.pdf');
    click.mockRestore();

    fireEvent.click(screen.getByRole('button', { name: 'Preview plan.pdf' }));
    await waitFor(() =>
      expect(screen.getByRole('dialog').querySelector('iframe')?.getAttribute('src')).toMatch(/^blob:file-/),
    );
    expect(
      fetched.some((f) => /file_path=2026%2F01%2Fk2\.pdf.*preview=1/.test(f.url) && f.auth === 'Bearer tok9'),
    ).toBe(true);
    // No request the page made carries the session token in its URL.
    expect(fetched.filter((f) => f.url.includes('tok9'))).toEqual([]);
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Delete photo.png' }));
    expect(await screen.findByText('Are you sure you want to delete this file?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(send).toHaveBeenCalledWith({ method: 'DELETE', path: '/attachments/1' }));
    expect(await screen.findByText('Successfully deleted file')).toBeInTheDocument();
    expect(onDeleted).toHaveBeenCalledWith(files[0]);
    document.cookie = 'authToken=; Max-Age=0; Path=/';
    vi.unstubAllGlobals();
  });

  it('keeps a delete whose answer never came for the caller to send later; shows a refusal and keeps nothing', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('x', { status: 200 })),
    );
    // the signal dropped on the way: no answer at all
    const send = vi.fn(async () => Promise.reject(new HttpError('Network error', 0, {})));
    const keepDelete = vi.fn(async () => true);
    const onDeleted = vi.fn();
    const { unmount } = render(
      <Harness dataProvider={testDataProvider(send)}>
        <AttachmentList attachments={files} onDeleted={onDeleted} keepDelete={keepDelete} />
      </Harness>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Delete photo.png' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalledWith(files[0]));
    expect(keepDelete).toHaveBeenCalledWith(files[0]);
    unmount();

    // a refusal is the server's answer: shown, never kept
    const refusing = vi.fn(async () =>
      Promise.reject(new HttpError('This tree inspection has been submitted.', 409, {})),
    );
    const keepNothing = vi.fn(async () => true);
    render(
      <Harness dataProvider={testDataProvider(refusing)}>
        <AttachmentList attachments={files} onDeleted={onDeleted} keepDelete={keepNothing} />
      </Harness>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Delete photo.png' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('This tree inspection has been submitted.')).toBeInTheDocument();
    expect(keepNothing).not.toHaveBeenCalled();
    expect(onDeleted).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });
});
