/** The pieces every COP table shares: the two-row heading (Variation over Addition and Omission), figure cells, totals. */
import { TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatAmount } from '../../src/format.js';
import type { Totals } from './api.js';

export const AFTER_VARIATION = ['deduction', 'summarypayment', 'summarydeduction', 'payment'] as const;

/** Schools, Contract amount, [percentages], Monthly claim, Variation (Addition, Omission), Deduction, … Reference. */
export function CopTableHead({ percent }: { percent: boolean }) {
  const translate = useTranslate();
  const t = (k: string) => translate(`caretaker.cop.table.${k}`);
  const two = { rowSpan: 2 };
  return (
    <TableHead>
      <TableRow>
        <TableCell {...two}>{t('schools')}</TableCell>
        <TableCell {...two} align="right">
          {t('contract_amount')}
        </TableCell>
        {percent && (
          <>
            <TableCell {...two} align="right">
              {t('grn_percentage')}
            </TableCell>
            <TableCell {...two} align="right">
              {t('summarygrnpercentage')}
            </TableCell>
          </>
        )}
        <TableCell {...two} align="right">
          {t('monthly_claim')}
        </TableCell>
        <TableCell colSpan={2} align="center">
          {t('variation')}
        </TableCell>
        {AFTER_VARIATION.map((k) => (
          <TableCell key={k} {...two} align="right">
            {t(k)}
          </TableCell>
        ))}
        <TableCell {...two}>{t('reference')}</TableCell>
      </TableRow>
      <TableRow>
        <TableCell align="right">{t('addition')}</TableCell>
        <TableCell align="right">{t('omission')}</TableCell>
      </TableRow>
    </TableHead>
  );
}

/** A group's heading across the table. */
export function GroupRow({ label, span }: { label: string; span: number }) {
  return (
    <TableRow>
      <TableCell colSpan={span} component="th" scope="rowgroup" sx={{ fontWeight: 700, bgcolor: 'action.hover' }}>
        {label}
      </TableCell>
    </TableRow>
  );
}

/** A Sub-total or Total row: the figures of `t` in the table's columns. */
export function TotalRow({ label, t, percent }: { label: string; t: Totals; percent: boolean }) {
  const bold = { fontWeight: 700 };
  return (
    <TableRow>
      <TableCell component="th" scope="row" sx={bold}>
        {label}
      </TableCell>
      <TableCell align="right" sx={bold}>
        {formatAmount(t.contract_amount)}
      </TableCell>
      {percent && (
        <>
          <TableCell />
          <TableCell />
        </>
      )}
      {(['monthly_claim', 'addition', 'omission', ...AFTER_VARIATION] as const).map((k) => (
        <TableCell key={k} align="right" sx={bold}>
          {formatAmount(t[k])}
        </TableCell>
      ))}
      <TableCell />
    </TableRow>
  );
}

/** Number of columns of a table (for headings across it). */
export const columnCount = (percent: boolean) => (percent ? 12 : 10);
