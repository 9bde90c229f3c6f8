/**
 * A quotation chart loaded after the page has painted: recharts is most of the dashboard's JavaScript, so the tables
 * come first and the chart's code is fetched and run when the browser is idle, in the same box (280 px high, so
 * nothing below moves when it arrives).
 */
import { lazy, Suspense, useEffect, useState, type ComponentProps } from 'react';
import type { SummaryChart as Chart } from './QuotationCharts.js';

const SummaryChart = lazy(() => import('./QuotationCharts.js').then((m) => ({ default: m.SummaryChart })));

/** The chart's height in QuotationCharts.tsx: the placeholder keeps its place. */
const HEIGHT = 280;

/** True once the browser has been idle after the first paint (a timer where requestIdleCallback is missing). */
function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(() => setIdle(true), { timeout: 2000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(() => setIdle(true), 1);
    return () => clearTimeout(id);
  }, []);
  return idle;
}

export function DeferredChart(props: ComponentProps<typeof Chart>) {
  const idle = useIdle();
  const placeholder = <figure style={{ margin: 0, height: HEIGHT }} aria-label={props.label} aria-busy="true" />;
  if (!idle) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <SummaryChart {...props} />
    </Suspense>
  );
}
