/**
 * How many of a long form's rows to render now: the first `first` at once, then `step` more per task until all are
 * there. A 200-item quotation or a 300-item checklist mounted in one task held a phone's main thread for seconds
 * (Lighthouse: the page's heading painted only after the last row); in slices the heading and the first rows paint
 * first and the page answers between slices. Every row is in the document a moment later (the tab order, find-in-page
 * and the tests see them all); the data itself — what validation, totals and saves read — is never sliced.
 */
import { useEffect, useState } from 'react';

export function useRevealed(total: number, first = 20, step = 20): number {
  const [shown, setShown] = useState(first);
  useEffect(() => {
    if (shown >= total) return;
    // a macrotask, not a microtask or a transition: the browser paints and handles input between two slices
    const timer = setTimeout(() => setShown((n) => n + step), 0);
    return () => clearTimeout(timer);
  }, [shown, total, step]);
  return Math.min(shown, total);
}
