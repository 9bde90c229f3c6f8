/**
 * Background-job progress heard on the notification stream (`event: task`, issue 12), handed to whichever screen shows
 * the job: the stream is opened once by the bell (src/layout/Notifications.tsx) and screens subscribe here.
 */
import { useEffect } from 'react';
import type { TaskEvent } from '../domain/exports.js';

export type { TaskEvent };

const hub = new EventTarget();

export function emitTaskEvent(task: TaskEvent): void {
  hub.dispatchEvent(new CustomEvent<TaskEvent>('task', { detail: task }));
}

export function useTaskEvents(onTask: (task: TaskEvent) => void): void {
  useEffect(() => {
    const listener = (e: Event) => onTask((e as CustomEvent<TaskEvent>).detail);
    hub.addEventListener('task', listener);
    return () => hub.removeEventListener('task', listener);
  }, [onTask]);
}
