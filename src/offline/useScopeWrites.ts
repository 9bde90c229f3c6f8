/**
 * What an area's offline panel reads of one record's writes on the device (`scope`: `inspection:12`, `wso:3`), read
 * again whenever the outbox changes; and, once a sync has sent them, the record's query read again so the screen shows
 * it as the server now holds it.
 */
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { readWrites, useOutboxCounts, type StoredWrite } from './outbox.js';
import { offlineEvents, SYNCED } from './sync.js';

export function useScopeWrites(scope: string): StoredWrite[] {
  const counts = useOutboxCounts();
  const [writes, setWrites] = useState<StoredWrite[]>([]);
  const signature = `${counts.waiting}/${counts.conflict}/${counts.refused}`;
  useEffect(() => {
    let live = true;
    void readWrites({ scope }).then((w) => live && setWrites(w));
    return () => {
      live = false;
    };
  }, [scope, signature]);
  return writes;
}

/** Reads the record's query (`queryKey`) again when a sync has sent the scope's writes. */
export function useRefreshOnSync(scope: string, queryKey: readonly unknown[]): void {
  const queryClient = useQueryClient();
  const key = JSON.stringify(queryKey);
  useEffect(() => {
    const onSynced = (e: Event) => {
      if ((e as CustomEvent<string>).detail === scope)
        void queryClient.invalidateQueries({ queryKey: JSON.parse(key) as unknown[] });
    };
    offlineEvents.addEventListener(SYNCED, onSynced);
    return () => offlineEvents.removeEventListener(SYNCED, onSynced);
  }, [queryClient, scope, key]);
}
