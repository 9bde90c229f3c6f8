/**
 * Autosave of a checklist (spec part 3 §4: an item on selection and on remarks blur; the inspection date and check-out
 * the same way, as a draft save that keeps the status). Saves run one after another so each carries the version the
 * previous one returned; a 409 means another tab or user saved meanwhile: the state turns 'stale' and the page offers a
 * reload instead of overwriting their work. Without a connection (or while earlier changes still wait) a save goes to
 * the device's outbox instead ('queued'), and is sent when the connection is back (src/offline). Each save carries a key
 * of its own (src/offline/onlineOnce.ts): one whose answer was lost is queued behind itself, sent again exactly as it was.
 */
import { useCallback, useRef, useState } from 'react';
import { isNetworkError, mustQueue } from '../../src/offline/network.js';
import { keepReplay, sendOnce, unansweredOf, type OnceRequest, type Replay } from '../../src/offline/onlineOnce.js';
import { errorMessage, errorStatus, type Inspection } from './api.js';
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
  const inspectionId = inspection.id;
  const version = useRef(inspection.version);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const pending = useRef(0);
  const [state, setState] = useState<SaveState>({ kind: 'idle' });

  const enqueue = useCallback(
    (
      request: (v: number) => Promise<{ data: { version: number } }>,
      change: Change,
      offline: (replay?: Replay) => Promise<boolean>,
    ) => {
      pending.current += 1;
      setState({ kind: 'saving' });
      queue.current = queue.current.then(async () => {
        /** Kept on the device, behind the online save that got no answer (`unanswered`), if any. */
        const keep = async (unanswered?: OnceRequest | null) => {
          pending.current -= 1;
          setState({ kind: (await offline(await keepReplay(unanswered))) ? 'queued' : 'unkept' });
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
          if (isNetworkError(e)) return keep(unansweredOf(e));
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
          sendOnce<{ data: { version: number } }>('PATCH', `/inspection-schedule/${inspectionId}/items/${subItemId}`, {
            ...change,
            version: v,
          }),
        { subItemId, ...change },
        (replay) =>
          queueWrite(
            inspection,
            version.current,
            'item',
            { inspectionId, subItemId, change } satisfies ItemPayload,
            [],
            replay,
          ),
      ),
    [enqueue, inspection, inspectionId],
  );

  /** The inspection date or check-out: a draft save (the 'save' step keeps DRAFT or REJECTED as it is). */
  const saveDetails = useCallback(
    (change: { inspected_at?: string; check_out?: string | null }) =>
      enqueue(
        (v) =>
          sendOnce<{ data: { version: number } }>('PUT', `/inspection-schedule/${inspectionId}`, {
            status: 'DRAFT',
            version: v,
            ...change,
          }),
        change,
        (replay) =>
          queueWrite(
            inspection,
            version.current,
            'details',
            { inspectionId, change } satisfies DetailsPayload,
            [],
            replay,
          ),
      ),
    [enqueue, inspection, inspectionId],
  );

  /** Waits for saves in flight; the version to send with the next full save. */
  const settle = useCallback(async () => {
    await queue.current;
    return version.current;
  }, []);

  return { state, save, saveDetails, settle };
}
