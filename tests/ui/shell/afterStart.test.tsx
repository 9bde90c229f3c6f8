/**
 * What a first screen does not need (the top bar's outbox counter and the device store it opens) waits for the page's
 * start to be over: a second without a request and an idle moment, or 5 s at most; without a connection, nothing waits.
 */
import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

beforeEach(() => {
  vi.resetModules();
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function mount(fetching: Promise<unknown>) {
  // a fresh module: once over, the start stays over for the page's life
  const { useAfterStart } = await import('../../../src/afterStart.js');
  function Probe() {
    useQuery({ queryKey: ['first-screen'], queryFn: () => fetching });
    return <span>{useAfterStart() ? 'started' : 'starting'}</span>;
  }
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Probe />
    </QueryClientProvider>,
  );
}

const advance = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

describe('after the start', () => {
  it('waits while the first screen fetches, then a quiet second', async () => {
    let answer!: (v: unknown) => void;
    await mount(new Promise((resolve) => (answer = resolve)));
    await advance(3000);
    expect(screen.getByText('starting')).toBeInTheDocument();
    await act(async () => answer({}));
    await advance(500);
    expect(screen.getByText('starting')).toBeInTheDocument();
    await advance(600);
    expect(screen.getByText('started')).toBeInTheDocument();
  });

  it('does not wait more than 5 s for a page that keeps fetching', async () => {
    await mount(new Promise(() => undefined));
    await advance(4900);
    expect(screen.getByText('starting')).toBeInTheDocument();
    await advance(200);
    expect(screen.getByText('started')).toBeInTheDocument();
  });

  it('does not wait at all without a connection', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await mount(new Promise(() => undefined));
    expect(screen.getByText('started')).toBeInTheDocument();
  });
});
