/** The administrators' failed-jobs screen: who, what, when and why per failed job; Retry posts and reloads the list. */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FailedJobs } from '../../../custom-pages/jobs/FailedJobs.js';
import type { FailedJob } from '../../../custom-pages/jobs/api.js';
import { Harness, listsBySend, testDataProvider, type Send } from '../files/harness.js';

afterEach(cleanup);

const JOB: FailedJob = {
  id: 7,
  kind: 'excel-export',
  subject: 'QUOTATION',
  user: { id: 3, full_name: 'Tara Contractor', email: 'tc@x.test' },
  error: 'The disk was full.',
  attempts: 3,
  created_at: '2026-11-20T01:00:00.000Z',
  finished_at: '2026-11-20T01:05:00.000Z',
};

function sendWith(jobs: FailedJob[][]) {
  let reads = 0;
  return vi.fn(async ({ method = 'GET', path }: Parameters<Send>[0]) => {
    if (method === 'GET' && path === '/jobs/failed') return { data: jobs[Math.min(reads++, jobs.length - 1)] };
    if (method === 'POST' && path === '/jobs/7/retry')
      return { message: 'The job will run again.', data: { id: 7, status: 'PENDING' } };
    throw new Error(`unexpected ${method} ${path}`);
  });
}

const renderScreen = (send: Send, permissions = ['job.view', 'job.edit']) =>
  render(
    <Harness dataProvider={testDataProvider(send, listsBySend(send))} permissions={permissions}>
      <FailedJobs />
    </Harness>,
  );

describe('failed jobs', () => {
  it('lists each failed job with its kind, owner, time and reason, and retries it', async () => {
    const send = sendWith([[JOB], []]);
    renderScreen(send);
    const row = (await screen.findByText('The disk was full.')).closest('tr')!;
    expect(within(row).getByText('Excel export (QUOTATION)')).toBeTruthy();
    expect(within(row).getByText('Tara Contractor')).toBeTruthy();
    expect(within(row).getByText(/^2026-11-20 \d{2}:\d{2}$/)).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Retry job 7' }));
    await waitFor(() => expect(send).toHaveBeenCalledWith({ method: 'POST', path: '/jobs/7/retry' }));
    expect(await screen.findByText('The job will run again.')).toBeTruthy();
    expect(await screen.findByText('No records found')).toBeTruthy();
  });

  it('says why a job cannot run again, keeps it listed and the button usable', async () => {
    const refusal = 'An import does not keep its file after it runs: import the file again.';
    const send = vi.fn(async ({ method = 'GET', path }: Parameters<Send>[0]) => {
      if (method === 'GET' && path === '/jobs/failed') return { data: [JOB] };
      if (method === 'POST' && path === '/jobs/7/retry') throw new HttpError(refusal, 409, { message: refusal });
      throw new Error(`unexpected ${method} ${path}`);
    });
    renderScreen(send);
    const row = (await screen.findByText('The disk was full.')).closest('tr')!;
    const retry = within(row).getByRole('button', { name: 'Retry job 7' });
    fireEvent.click(retry);
    expect(await screen.findByText(refusal)).toBeTruthy();
    await waitFor(() => expect((retry as HTMLButtonElement).disabled).toBe(false));
    expect(screen.getByText('The disk was full.')).toBeTruthy();
    expect(send.mock.calls.filter(([c]) => c.path === '/jobs/failed')).toHaveLength(1);
  });

  it('holds the Retry button while its request is on its way, so a second press sends nothing', async () => {
    let answer: (v: unknown) => void = () => undefined;
    const send = vi.fn(async ({ method = 'GET', path }: Parameters<Send>[0]) => {
      if (method === 'GET' && path === '/jobs/failed') return { data: [JOB] };
      if (method === 'POST' && path === '/jobs/7/retry') return new Promise((resolve) => (answer = resolve));
      throw new Error(`unexpected ${method} ${path}`);
    });
    renderScreen(send);
    const row = (await screen.findByText('The disk was full.')).closest('tr')!;
    const retry = within(row).getByRole('button', { name: 'Retry job 7' }) as HTMLButtonElement;
    fireEvent.click(retry);
    await waitFor(() => expect(retry.disabled).toBe(true));
    fireEvent.click(retry);
    const retries = () => send.mock.calls.filter(([c]) => c.path === '/jobs/7/retry');
    expect(retries()).toHaveLength(1);
    answer({ message: 'The job will run again.', data: { id: 7, status: 'PENDING' } });
    expect(await screen.findByText('The job will run again.')).toBeTruthy();
    expect(retries()).toHaveLength(1);
  });

  it('offers no Retry to someone who may only look', async () => {
    renderScreen(sendWith([[JOB]]), ['job.view']);
    await screen.findByText('The disk was full.');
    expect(screen.queryByRole('button', { name: /Retry/ })).toBeNull();
  });
});
