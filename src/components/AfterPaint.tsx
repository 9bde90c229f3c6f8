/**
 * A heavy screen's heading first, its body in the task after the browser has drawn that heading: mounted together
 * (a 200-school COP tab, a 200-item quotation, a 300-item checklist), the heading reached a phone's screen only after
 * every row and field had rendered, seconds later. The body renders in the background after that frame (a transition)
 * and is in the document once rendered; nothing is left out.
 */
import { startTransition, useEffect, useState, type ReactNode } from 'react';

/** Longest wait: a tab in the background draws no frames, and its screen must mount all the same. */
const AT_MOST_MS = 100;

/** Runs `run` in a task after the next frame is drawn (at most `AT_MOST_MS` later); answers a cancel. */
export function afterNextPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame =
    typeof requestAnimationFrame === 'function' ? requestAnimationFrame(() => (timer = setTimeout(run, 0))) : 0;
  const fallback = setTimeout(run, frame ? AT_MOST_MS : 0);
  return () => {
    if (frame) cancelAnimationFrame(frame);
    clearTimeout(timer);
    clearTimeout(fallback);
  };
}

const drawn = new Set<string>();

/**
 * False on the first render, true once the browser has drawn it. `id`: a body already shown once under this name
 * (the same record after a reload) is there at once, so the page does not shrink under the reader's scroll position.
 */
export function useAfterPaint(id?: string): boolean {
  const [painted, setPainted] = useState(() => id !== undefined && drawn.has(id));
  useEffect(() => {
    if (painted) {
      if (id !== undefined) drawn.add(id);
      return;
    }
    // a transition: React renders the body in slices, the page answering between them, not in one long task
    return afterNextPaint(() => startTransition(() => setPainted(true)));
  }, [painted, id]);
  return painted;
}

/** Its children once the browser has drawn what was rendered before them (see `useAfterPaint`). */
export function AfterPaint({ id, children }: { id?: string; children: ReactNode }) {
  return useAfterPaint(id) ? children : null;
}
