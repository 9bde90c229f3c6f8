/**
 * Autosave of a checklist (spec part 3 §4: an item on selection and on remarks blur; the inspection date and check-out
 * the same way, as a draft save that keeps the status). Saves run one after another so each carries the version the
 * previous one returned; a 409 means another tab or user saved meanwhile: the state turns 'stale' and the page offers a
 * reload instead of overwriting their work. Without a connection (or while earlier changes still wait) a save goes to
 * the device's outbox instead ('queued'), and is sent when the connection is back (src/offline).
 */
import { useCallback, useRef, useState } from 'react';
import { isNetworkError, mustQueue } from '../../src/offline/network.js';
import { errorMessage, errorStatus, useProvider, type Inspection } from './api.js';
import { advanceBase, queueWrite, scopeOf, type DetailsPayload, type ItemPayload } from './offlineRecord.js';

export type SaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved' }
  | { kind: 'queued' }
  /** No connection and no key on the device to keep it with (the user never signed in here online). */
  | { kind: 'unkept' }
  | { kind: 'failed'; message: string }
  | { kind: 'stale' };

type Change = {
  subItemId?: number;
  status?: string | null;
  remarks?: string | null;
  inspected_at?: string;
  check_out?: string | null;
};

export function useAutosave(inspection: Inspection) {
  const dp = useProvider();
  const inspectionId = inspection.id;
  const version = useRef(inspection.version);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const pending = useRef(0);
  const [state, setState] = useState<SaveState>({ kind: 'idle' });

  const enqueue = useCallback(
    (
      request: (v: number) => Promise<{ data: { version: number } }>,
      change: Change,
      offline: () => Promise<boolean>,
    ) => {
      pending.current += 1;
      setState({ kind: 'saving' });
      queue.current = queue.current.then(async () => {
        const keep = async () => {
          pending.current -= 1;
          setState({ kind: (await offline()) ? 'queued' : 'unkept' });
        };
        try {
          if (await mustQueue(scopeOf(inspectionId))) return await keep();
          const res = await request(version.current);
          version.current = res.data.version;
          void advanceBase(inspectionId, res.data.version, change).catch(() => undefined);
          pending.current -= 1;
          if (pending.current === 0) setState({ kind: 'saved' });
        } catch (e) {
          // the signal dropped while the request was on its way: the change is kept on the device like any offline one
          if (isNetworkError(e)) return keep();
          pending.current -= 1;
          setState(errorStatus(e) === 409 ? { kind: 'stale' } : { kind: 'failed', message: errorMessage(e) });
        }
      });
      return queue.current;
    },
    [inspectionId],
  );

  const save = useCallback(
    (subItemId: number, change: { status?: string | null; remarks?: string | null }) =>
      enqueue(
        (v) =>
          dp.send<{ data: { version: number } }>({
            method: 'PATCH',
            path: `/inspection-schedule/${inspectionId}/items/${subItemId}`,
            body: { ...change, version: v },
          }),
        { subItemId, ...change },
        () =>
          queueWrite(inspection, version.current, 'item', { inspectionId, subItemId, change } satisfies ItemPayload),
      ),
    [dp, enqueue, inspection, inspectionId],
  );

  /** The inspection date or check-out: a draft save (the 'save' step keeps DRAFT or REJECTED as it is). */
  const saveDetails = useCallback(
    (change: { inspected_at?: string; check_out?: string | null }) =>
      enqueue(
        (v) =>
          dp.send<{ data: { version: number } }>({
            method: 'PUT',
            path: `/inspection-schedule/${inspectionId}`,
            body: { status: 'DRAFT', version: v, ...change },
          }),
        change,
        () => queueWrite(inspection, version.current, 'details', { inspectionId, change } satisfies DetailsPayload),
      ),
    [dp, enqueue, inspection, inspectionId],
  );

  /** Waits for saves in flight; the version to send with the next full save. */
  const settle = useCallback(async () => {
    await queue.current;
    return version.current;
  }, []);

  return { state, save, saveDetails, settle };
}
