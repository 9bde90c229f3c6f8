/**
 * <FileUpload> with useUploadQueue and xhrUpload: per-file progress bars fed by XMLHttpRequest upload
 * progress, cancel per file (xhr.abort), type and size refused before upload with the spec's messages.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FileUpload, useUploadQueue, xhrUpload, type FileRules } from '../../../src/components/upload/index.js';
import { FakeXhr, installFakeXhr } from './fakeXhr.js';
import { Harness } from './harness.js';

function Uploader({ rules }: { rules: FileRules }) {
  const queue = useUploadQueue();
  const start = () => {
    for (const item of queue.pending()) {
      void queue.run(item.key, (file, onProgress) => {
        const fd = new FormData();
        fd.append('file[]', file);
        return xhrUpload({ path: '/documents', body: fd, onProgress });
      });
    }
  };
  return (
    <>
      <FileUpload queue={queue} rules={rules} label="Files" />
      <button onClick={start}>start</button>
    </>
  );
}

const RULES: FileRules = { extensions: ['pdf', 'png'], maxSize: 1000, multiple: true };
const file = (name: string, size: number, type = 'application/octet-stream') =>
  new File([new Uint8Array(size)], name, { type });

function choose(files: File[]) {
  fireEvent.change(screen.getByTestId('file-input'), { target: { files } });
}

describe('FileUpload', () => {
  installFakeXhr();

  it('lists several chosen files and refuses a wrong type and a too large file before upload', async () => {
    render(
      <Harness>
        <Uploader rules={RULES} />
      </Harness>,
    );
    choose([file('a.pdf', 10), file('b.png', 20), file('virus.exe', 10), file('big.pdf', 5000)]);
    const items = await screen.findAllByTestId('upload-item');
    expect(items.map((i) => within(i).getByText(/\.(pdf|png)/).textContent)).toEqual([
      expect.stringContaining('a.pdf'),
      expect.stringContaining('b.png'),
    ]);
    expect(screen.getAllByText(/^virus\.exe is not an allowed file type\. Allowed: \.pdf/).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/big\.pdf is too large\. The maximum is/).length).toBeGreaterThan(0);
  });

  it('accepts files dropped on the drop zone', async () => {
    render(
      <Harness>
        <Uploader rules={RULES} />
      </Harness>,
    );
    fireEvent.drop(screen.getByTestId('dropzone'), { dataTransfer: { files: [file('drop.pdf', 5)] } });
    expect(await screen.findByText('drop.pdf')).toBeInTheDocument();
  });

  it('shows a progress bar per file from the XHR upload progress and sends the bearer token', async () => {
    document.cookie = 'authToken=tok123; Path=/';
    render(
      <Harness>
        <Uploader rules={RULES} />
      </Harness>,
    );
    choose([file('a.pdf', 10), file('b.png', 20)]);
    await screen.findAllByTestId('upload-item');
    fireEvent.click(screen.getByText('start'));
    expect(FakeXhr.all).toHaveLength(2);
    expect(FakeXhr.all[0].url).toBe('/api/documents');
    expect(FakeXhr.all[0].headers.Authorization).toBe('Bearer tok123');
    act(() => FakeXhr.all[0].progress(25, 100));
    act(() => FakeXhr.all[1].progress(75, 100));
    const a = await screen.findByRole('progressbar', { name: 'Upload progress of a.pdf' });
    const b = screen.getByRole('progressbar', { name: 'Upload progress of b.png' });
    expect(a).toHaveAttribute('aria-valuenow', '25');
    expect(b).toHaveAttribute('aria-valuenow', '75');
    act(() => FakeXhr.all[0].respond(201, { data: { id: 1 } }));
    await waitFor(() =>
      expect(screen.getByRole('progressbar', { name: 'Upload progress of a.pdf' })).toHaveAttribute(
        'aria-valuenow',
        '100',
      ),
    );
    expect(screen.getAllByTestId('upload-item')[0]).toHaveAttribute('data-status', 'done');
    document.cookie = 'authToken=; Max-Age=0; Path=/';
  });

  it('cancels one running upload with xhr.abort and leaves the other running', async () => {
    render(
      <Harness>
        <Uploader rules={RULES} />
      </Harness>,
    );
    choose([file('a.pdf', 10), file('b.png', 20)]);
    await screen.findAllByTestId('upload-item');
    fireEvent.click(screen.getByText('start'));
    act(() => FakeXhr.all[0].progress(10, 100));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel upload of a.pdf' }));
    expect(FakeXhr.all[0].aborted).toBe(true);
    expect(FakeXhr.all[1].aborted).toBe(false);
    expect(await screen.findByText('Upload cancelled')).toBeInTheDocument();
    const [first, second] = screen.getAllByTestId('upload-item');
    expect(first).toHaveAttribute('data-status', 'cancelled');
    expect(second).toHaveAttribute('data-status', 'uploading');
  });

  it("shows the server's file error under the file", async () => {
    render(
      <Harness>
        <Uploader rules={RULES} />
      </Harness>,
    );
    choose([file('fake.pdf', 10)]);
    await screen.findAllByTestId('upload-item');
    fireEvent.click(screen.getByText('start'));
    act(() =>
      FakeXhr.all[0].respond(422, {
        message: 'Something went wrong. Invalid File Type',
        errors: { file: ['Something went wrong. Invalid File Type'] },
      }),
    );
    expect(await screen.findByText('Something went wrong. Invalid File Type')).toBeInTheDocument();
    expect(screen.getByTestId('upload-item')).toHaveAttribute('data-status', 'error');
  });

  it('removes a file not sent yet, and keeps only one file when a single file is allowed', async () => {
    render(
      <Harness>
        <Uploader rules={{ extensions: ['jpg', 'jpeg', 'png'], multiple: false }} />
      </Harness>,
    );
    choose([file('one.jpg', 10)]);
    await screen.findByText('one.jpg');
    choose([file('two.png', 10)]);
    await screen.findByText('two.png');
    expect(screen.queryByText('one.jpg')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove two.png' }));
    await waitFor(() => expect(screen.queryByTestId('upload-item')).toBeNull());
  });
});
