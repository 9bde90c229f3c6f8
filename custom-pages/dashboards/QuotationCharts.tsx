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
import { useTheme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatMoney } from '../../src/format.js';
import type { SummaryRow } from './api.js';
import { COLUMN_FIELDS } from './SummaryTable.js';

function useSeries() {
  const translate = useTranslate();
  const theme = useTheme();
  const colours = [
    theme.palette.warning.main,
    theme.palette.info.main,
    theme.palette.success.main,
    theme.palette.primary.main,
    theme.palette.error.main,
  ];
  return COLUMN_FIELDS.map((f, i) => ({
    key: f,
    name: translate(`caretaker.dashboards.columns.${f}`),
    colour: colours[i],
  }));
}

const money = (v: unknown) => formatMoney(Number(v));
const short = (v: number) => (Math.abs(v) >= 1000 ? `${Math.round(v / 1000)}k` : String(v));

/** Bars per zone or lines per month: one series per dashboard column, amounts in the tooltip as S$. */
export function SummaryChart({ rows, label, kind }: { rows: SummaryRow[]; label: string; kind: 'bar' | 'line' }) {
  const series = useSeries();
  const Chart = kind === 'bar' ? BarChart : LineChart;
  return (
    <figure style={{ margin: 0 }} aria-label={label}>
      <ResponsiveContainer width="100%" height={280}>
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
                type="monotone"
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
