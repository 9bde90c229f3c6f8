/**
 * Whether the page's start is over: nothing has been fetching for QUIET_MS and the browser then had an idle moment,
 * or MAX_WAIT_MS have passed since the first call, or the device is (or goes) offline. What a first screen does not
 * need waits for it, so that its requests and its work do not fall among the shell's and the screen's on a phone
 * (bench/README.md, Lighthouse: the top bar's outbox counter fetched and opened the device store in the middle of the
 * home page's start). Without a connection nothing waits: the device's own state then matters at once.
 */
import { useIsFetching } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

const QUIET_MS = 1000;
const MAX_WAIT_MS = 5000;

let over = false;
const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** Runs `then` in the browser's next idle period (at most 1 s away); returns its cancel. */
function whenIdle(then: () => void): () => void {
  // Safari has no requestIdleCallback: a macrotask is the nearest it offers
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = setTimeout(then, 0);
    return () => clearTimeout(timer);
  }
  const handle = window.requestIdleCallback(then, { timeout: 1000 });
  return () => window.cancelIdleCallback(handle);
}

export function useAfterStart(): boolean {
  const fetching = useIsFetching();
  const [ready, setReady] = useState(() => over || offline());
  useEffect(() => {
    if (ready) {
      over = true;
      return;
    }
    const now = () => setReady(true);
    window.addEventListener('offline', now);
    const latest = setTimeout(now, MAX_WAIT_MS);
    return () => {
      window.removeEventListener('offline', now);
      clearTimeout(latest);
    };
  }, [ready]);
  useEffect(() => {
    if (ready || fetching > 0) return;
    let cancelIdle = () => undefined as void;
    const quiet = setTimeout(() => {
      cancelIdle = whenIdle(() => setReady(true));
    }, QUIET_MS);
    return () => {
      clearTimeout(quiet);
      cancelIdle();
    };
  }, [ready, fetching]);
  return ready;
}
