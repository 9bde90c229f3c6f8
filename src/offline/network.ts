/** Whether the device has a connection, as the browser says and as a request that never reached the server shows. */
import { useSyncExternalStore } from 'react';
import { statusOf } from '../queryClient.js';
import { offlineDb } from './store.js';
import { sessionUserId } from './keyring.js';

export const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** A request that got no answer at all (http.ts makes it an HttpError of status 0). */
export const isNetworkError = (e: unknown) => statusOf(e) === 0;

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => !isOffline(),
    () => true,
  );
}

/**
 * A write goes to the outbox instead of the network when there is no connection, or when earlier writes of the same
 * record still wait there (it must not overtake them).
 */
export async function mustQueue(scope: string): Promise<boolean> {
  if (isOffline()) return true;
  const userId = sessionUserId();
  if (userId === null) return false;
  const waiting = offlineDb.outbox
    .where('scope')
    .equals(scope)
    .filter((r) => r.userId === userId && r.state === 'waiting')
    .count();
  return (await waiting.catch(() => 0)) > 0;
}
