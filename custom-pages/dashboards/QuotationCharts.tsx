/** The quotation dashboard's charts (recharts): bars per zone, lines per month, one series per column. */
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useTheme, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatMoney } from '../../src/format.js';
import type { SummaryRow } from './api.js';
import { COLUMN_FIELDS } from './SummaryTable.js';
import { CHART_HEIGHT } from './chartBox.js';

/**
 * One colour per column, apart in hue so no two series read alike (the theme's info and primary are both blue, so Paid
 * takes purple); the dark theme gets lighter tones that stand out on its background.
 */
export function seriesColours(theme: Theme): Record<(typeof COLUMN_FIELDS)[number], string> {
  const dark = theme.palette.mode === 'dark';
  return {
    pending: dark ? '#ffb74d' : '#a75200',
    approved: dark ? '#4fc3f7' : '#01579b',
    completed: dark ? '#81c784' : '#2e7d32',
    paid: dark ? '#ce93d8' : '#6a1b9a',
    rejected: dark ? '#e57373' : '#c62828',
  };
}

function useSeries() {
  const translate = useTranslate();
  const colours = seriesColours(useTheme());
  return COLUMN_FIELDS.map((f) => ({
    key: f,
    name: translate(`caretaker.dashboards.columns.${f}`),
    colour: colours[f],
  }));
}

const money = (v: unknown) => formatMoney(Number(v));
const short = (v: number) => (Math.abs(v) >= 1000 ? `${Math.round(v / 1000)}k` : String(v));

/** Bars per zone or lines per month: one series per dashboard column, amounts in the tooltip as S$. */
export function SummaryChart({ rows, label, kind }: { rows: SummaryRow[]; label: string; kind: 'bar' | 'line' }) {
  const series = useSeries();
  const Chart = kind === 'bar' ? BarChart : LineChart;
  return (
    <figure style={{ margin: 0, height: CHART_HEIGHT }} aria-label={label}>
      <ResponsiveContainer width="100%" height={CHART_HEIGHT} initialDimension={{ width: 600, height: CHART_HEIGHT }}>
        <Chart data={rows} margin={{ top: 8, right: 8, left: 8, bottom: 8 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="label" />
          <YAxis tickFormatter={short} width={48} />
          <Tooltip formatter={money} />
          <Legend />
          {series.map((s) =>
            kind === 'bar' ? (
              <Bar key={s.key} dataKey={s.key} name={s.name} fill={s.colour} isAnimationActive={false} />
            ) : (
              <Line
                key={s.key}
                // a month's amount is a point: straight segments, no curve suggesting values between months
                type="linear"
                dataKey={s.key}
                name={s.name}
                stroke={s.colour}
                dot={false}
                isAnimationActive={false}
              />
            ),
          )}
        </Chart>
      </ResponsiveContainer>
    </figure>
  );
}
