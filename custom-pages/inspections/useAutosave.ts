/**
 * Autosave of a checklist (spec part 3 §4: an item on selection and on remarks blur; the inspection date and check-out
 * the same way, as a draft save that keeps the status). Saves run one after another so each carries the version the
 * previous one returned; a 409 means another tab or user saved meanwhile: the state turns 'stale' and the page offers a
 * reload instead of overwriting their work.
 */
import { useCallback, useRef, useState } from 'react';
import { errorMessage, errorStatus, useProvider } from './api.js';

export type SaveState =
  { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved' } | { kind: 'failed'; message: string } | { kind: 'stale' };

export function useAutosave(inspectionId: number, initialVersion: number) {
  const dp = useProvider();
  const version = useRef(initialVersion);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const pending = useRef(0);
  const [state, setState] = useState<SaveState>({ kind: 'idle' });

  const enqueue = useCallback((request: (v: number) => Promise<{ data: { version: number } }>) => {
    pending.current += 1;
    setState({ kind: 'saving' });
    queue.current = queue.current.then(async () => {
      try {
        const res = await request(version.current);
        version.current = res.data.version;
        pending.current -= 1;
        if (pending.current === 0) setState({ kind: 'saved' });
      } catch (e) {
        pending.current -= 1;
        setState(errorStatus(e) === 409 ? { kind: 'stale' } : { kind: 'failed', message: errorMessage(e) });
      }
    });
    return queue.current;
  }, []);

  const save = useCallback(
    (subItemId: number, change: { status?: string | null; remarks?: string | null }) =>
      enqueue((v) =>
        dp.send<{ data: { version: number } }>({
          method: 'PATCH',
          path: `/inspection-schedule/${inspectionId}/items/${subItemId}`,
          body: { ...change, version: v },
        }),
      ),
    [dp, enqueue, inspectionId],
  );

  /** The inspection date or check-out: a draft save (the 'save' step keeps DRAFT or REJECTED as it is). */
  const saveDetails = useCallback(
    (change: { inspected_at?: string; check_out?: string | null }) =>
      enqueue((v) =>
        dp.send<{ data: { version: number } }>({
          method: 'PUT',
          path: `/inspection-schedule/${inspectionId}`,
          body: { status: 'DRAFT', version: v, ...change },
        }),
      ),
    [dp, enqueue, inspectionId],
  );

  /** Waits for saves in flight; the version to send with the next full save. */
  const settle = useCallback(async () => {
    await queue.current;
    return version.current;
  }, []);

  return { state, save, saveDetails, settle };
}
