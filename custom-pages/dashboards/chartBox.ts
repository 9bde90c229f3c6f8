/** The height of a quotation dashboard chart, drawn (QuotationCharts.tsx) and while it loads (LazySummaryChart.tsx). */
export const CHART_HEIGHT = 280;
