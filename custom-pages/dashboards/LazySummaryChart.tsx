/**
 * The quotation dashboard's charts, loaded once the page is on the screen: recharts is most of the dashboard's code,
 * and evaluating it with the page held the main thread for the page's first second on a phone. Until it arrives the
 * chart's box is kept at the chart's own height (CHART_HEIGHT), so the sections below do not move when it is drawn
 * (tests/e2e/dashboards.test.ts measures the page's layout shifts).
 */
import { lazy, Suspense } from 'react';
import type { SummaryRow } from './api.js';
import { CHART_HEIGHT } from './chartBox.js';

const SummaryChart = lazy(() => import('./QuotationCharts.js').then((m) => ({ default: m.SummaryChart })));

export function LazySummaryChart(props: { rows: SummaryRow[]; label: string; kind: 'bar' | 'line' }) {
  return (
    <Suspense
      fallback={<figure style={{ margin: 0, height: CHART_HEIGHT }} aria-label={props.label} aria-busy="true" />}
    >
      <SummaryChart {...props} />
    </Suspense>
  );
}
