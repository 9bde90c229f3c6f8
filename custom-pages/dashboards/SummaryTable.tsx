/**
 * One quotation summary (by zone, school or month) as a table: a row per key, the columns Pending … Rejected and a
 * Total row; each amount links, in a new tab, to the quotation list filtered the same way (spec part 3 §2), where the
 * sum of the rows equals the amount (tests/api/dashboards-quotations.test.ts holds the server to that).
 */
import { Link, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { QUOTATION_SUMMARY_COLUMNS } from '../../domain/dashboards.js';
import { formatMoney } from '../../src/format.js';
import type { QuotationSummary, SummaryRow } from './api.js';

export const COLUMN_FIELDS = ['pending', 'approved', 'completed', 'paid', 'rejected'] as const;

export function listLink(status: string, by: 'zone' | 'school' | 'month' | null, key: string | null) {
  const q = new URLSearchParams({ status });
  if (by && key) q.set(by, key);
  return `/works-order/quotation-list?${q}`;
}

export function SummaryTable({
  summary,
  by,
  caption,
  labelOf = (r) => r.label,
}: {
  summary: QuotationSummary;
  by: 'zone' | 'school' | 'month';
  caption: string;
  labelOf?: (r: SummaryRow) => string;
}) {
  const translate = useTranslate();
  const row = (r: SummaryRow, total: boolean) => (
    <TableRow key={r.key} sx={total ? { '& td, & th': { fontWeight: 700 } } : undefined}>
      <TableCell component="th" scope="row">
        {total ? translate('caretaker.dashboards.total') : labelOf(r)}
      </TableCell>
      {COLUMN_FIELDS.map((f, i) => (
        <TableCell key={f} align="right">
          <Link
            href={listLink(QUOTATION_SUMMARY_COLUMNS[i], total ? null : by, total ? null : r.key)}
            target="_blank"
            rel="noopener"
            aria-label={`${total ? translate('caretaker.dashboards.total') : labelOf(r)} ${translate(`caretaker.dashboards.columns.${f}`)}: ${formatMoney(r[f])}`}
          >
            {formatMoney(r[f])}
          </Link>
        </TableCell>
      ))}
    </TableRow>
  );
  return (
    <TableContainer>
      <Table size="small" aria-label={caption}>
        <TableHead>
          <TableRow>
            <TableCell>{translate(`caretaker.dashboards.by.${by}`)}</TableCell>
            {COLUMN_FIELDS.map((f) => (
              <TableCell key={f} align="right">
                {translate(`caretaker.dashboards.columns.${f}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {summary.data.length === 0 ? (
            <TableRow>
              <TableCell colSpan={6}>{translate('caretaker.dashboards.no_data')}</TableCell>
            </TableRow>
          ) : (
            summary.data.map((r) => row(r, false))
          )}
          {summary.data.length > 0 && row(summary.total, true)}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
