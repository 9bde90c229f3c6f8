/**
 * How many of a long form's rows to render now: the first `first` at once, then `step` more per task until all are
 * there. A 200-item quotation or a 300-item checklist mounted in one task held a phone's main thread for seconds
 * (Lighthouse: the page's heading painted only after the last row); in slices the heading and the first rows paint
 * first and the page answers between slices. Every row is in the document a moment later (the tab order, find-in-page
 * and the tests see them all); the data itself — what validation, totals and saves read — is never sliced.
 *
 * A table named by `key` that was shown whole before renders whole at once: coming back to it (after an Update, on
 * returning to a tab) the page does not shrink under the reader's scroll position.
 */
import { useEffect, useState } from 'react';

const shownWhole = new Set<string>();

export function useRevealed(total: number, first = 20, step = 20, key?: string): number {
  const [shown, setShown] = useState(() => (key !== undefined && shownWhole.has(key) ? total : first));
  useEffect(() => {
    if (shown >= total) {
      if (key !== undefined) shownWhole.add(key);
      return;
    }
    // a macrotask, not a microtask or a transition: the browser paints and handles input between two slices
    const timer = setTimeout(() => setShown((n) => n + step), 0);
    return () => clearTimeout(timer);
  }, [shown, total, step, key]);
  return Math.min(shown, total);
}
