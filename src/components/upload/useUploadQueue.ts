/**
 * The state behind <FileUpload>: chosen files with their status and progress, and `run()` which sends one
 * of them with a caller-supplied request (typically `xhrUpload`) so that each file has its own progress
 * bar and its own cancel (`xhr.abort()`).
 */
import { useCallback, useRef, useState } from 'react';
import { isAbort, type XhrUpload } from './xhrUpload.js';

export type UploadStatus = 'ready' | 'uploading' | 'done' | 'error' | 'cancelled';

export interface UploadItem {
  key: string;
  file: File;
  status: UploadStatus;
  /** 0..100 */
  progress: number;
  error?: string;
}

export type RunResult<T> =
  { ok: true; value: T } | { ok: false; cancelled: true } | { ok: false; cancelled: false; error: unknown };

export type Send<T> = (file: File, onProgress: (loaded: number, total: number) => void) => XhrUpload<T>;

let counter = 0;
const nextKey = () => `f${++counter}-${Date.now().toString(36)}`;

export interface UploadQueue {
  items: UploadItem[];
  add(files: File[]): void;
  remove(key: string): void;
  /** Aborts a running upload, or drops a file not sent yet. */
  cancel(key: string): void;
  clear(): void;
  /** Files still to send (ready, or failed before). */
  pending(): UploadItem[];
  run<T>(key: string, send: Send<T>): Promise<RunResult<T>>;
  setError(key: string, error: string): void;
}

export function useUploadQueue(): UploadQueue {
  const [items, setItems] = useState<UploadItem[]>([]);
  const itemsRef = useRef<UploadItem[]>([]);
  const aborts = useRef(new Map<string, () => void>());

  const update = useCallback((fn: (list: UploadItem[]) => UploadItem[]) => {
    itemsRef.current = fn(itemsRef.current);
    setItems(itemsRef.current);
  }, []);
  const patch = useCallback(
    (key: string, p: Partial<UploadItem>) => update((list) => list.map((i) => (i.key === key ? { ...i, ...p } : i))),
    [update],
  );

  const add = useCallback(
    (files: File[]) =>
      update((list) => [
        ...list,
        ...files.map((file) => ({ key: nextKey(), file, status: 'ready' as const, progress: 0 })),
      ]),
    [update],
  );
  const remove = useCallback((key: string) => update((list) => list.filter((i) => i.key !== key)), [update]);
  const cancel = useCallback(
    (key: string) => {
      const abort = aborts.current.get(key);
      if (abort) abort();
      else remove(key);
    },
    [remove],
  );
  const clear = useCallback(() => update(() => []), [update]);
  const pending = useCallback(() => itemsRef.current.filter((i) => i.status === 'ready' || i.status === 'error'), []);
  const setError = useCallback((key: string, error: string) => patch(key, { status: 'error', error }), [patch]);

  const run = useCallback(
    async <T>(key: string, send: Send<T>): Promise<RunResult<T>> => {
      const item = itemsRef.current.find((i) => i.key === key);
      if (!item) return { ok: false, cancelled: true };
      patch(key, { status: 'uploading', progress: 0, error: undefined });
      let last = -1;
      const upload = send(item.file, (loaded, total) => {
        const pct = total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 0;
        if (pct !== last) {
          last = pct;
          patch(key, { progress: pct });
        }
      });
      aborts.current.set(key, upload.abort);
      try {
        const value = await upload.promise;
        patch(key, { status: 'done', progress: 100 });
        return { ok: true, value };
      } catch (error) {
        if (isAbort(error)) {
          patch(key, { status: 'cancelled', progress: 0 });
          return { ok: false, cancelled: true };
        }
        patch(key, { status: 'error', error: (error as Error)?.message });
        return { ok: false, cancelled: false, error };
      } finally {
        aborts.current.delete(key);
      }
    },
    [patch],
  );

  return { items, add, remove, cancel, clear, pending, run, setError };
}
