/** The quotation totals panel (spec part 2 §3 "Quotation totals"), computed once per change by domain/pricing.ts. */
import { memo, useMemo } from 'react';
import { Box, Table, TableBody, TableCell, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDeduction, formatPercent, formatSgd } from '../../domain/money.js';
import { computeTotals, type PricingContext } from './pricing.js';
import type { QuotationItem } from './types.js';

function TotalsView({ items, context }: { items: QuotationItem[]; context: PricingContext }) {
  const translate = useTranslate();
  const t = useMemo(() => computeTotals(items, context), [items, context]);
  const row = (key: string, value: string, options: { strong?: boolean; params?: Record<string, unknown> } = {}) => (
    <TableRow key={key} data-total={key}>
      <TableCell sx={{ fontWeight: options.strong ? 'bold' : undefined, border: 0, py: 0.5 }}>
        {translate(`caretaker.quotations.totals.${key}`, options.params)}
      </TableCell>
      <TableCell
        align="right"
        sx={{ fontWeight: options.strong ? 'bold' : undefined, border: 0, py: 0.5, whiteSpace: 'nowrap' }}
      >
        {value}
      </TableCell>
    </TableRow>
  );
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
      <Table size="small" sx={{ maxWidth: 460 }} aria-label={translate('caretaker.quotations.totals.title')}>
        <TableBody>
          {row('fsr_total', formatSgd(t.fsr_total))}
          {t.custodial_total > 0 && row('custodial_total', formatDeduction(t.custodial_total))}
          {row('fsr_final_total', formatSgd(t.fsr_final_total))}
          {row('fsr_less', formatSgd(t.fsr_less), { params: { percent: formatPercent(t.less_percent) } })}
          {row('fsr_sub_total', formatSgd(t.fsr_sub_total), { strong: true })}
          {row('star_rate_total', formatSgd(t.star_rate_total))}
          {row('star_rate_add', formatSgd(t.star_rate_add), {
            params: { percent: formatPercent(t.star_rate_percent) },
          })}
          {row('star_rate_sub_total', formatSgd(t.star_rate_sub_total), { strong: true })}
          {row('sub_total', formatSgd(t.sub_total), { strong: true })}
          {row('gst', formatSgd(t.gst), { params: { percent: formatPercent(t.gst_percent) } })}
          {row('total', formatSgd(t.total), { strong: true })}
        </TableBody>
      </Table>
    </Box>
  );
}

export const Totals = memo(TotalsView);
