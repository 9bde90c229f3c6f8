/**
 * The invoice side of a claim as its readers need it once the invoice team has worked on it: the invoice number, the
 * invoice date and the amount paid. Shown on the claim's page whenever one of them is set (an approved, paid or
 * completed claim), read-only — the invoice team changes them through "Edit invoice".
 */
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDate, formatMoney } from '../../src/format.js';
import type { Claim } from './api.js';

export function hasInvoiceDetails(c: Pick<Claim, 'invoice_number' | 'invoice_date' | 'payment_amount'>): boolean {
  return !!c.invoice_number || !!c.invoice_date || c.payment_amount !== null;
}

export function InvoiceDetails({ claim }: { claim: Claim }) {
  const translate = useTranslate();
  const t = (k: string) => translate(`caretaker.claims.form.${k}`);
  const rows: [string, string][] = [
    ['invoice_number', claim.invoice_number ?? '—'],
    ['invoice_date', claim.invoice_date ? formatDate(claim.invoice_date) : '—'],
    ['amount_paid', claim.payment_amount === null ? '—' : formatMoney(claim.payment_amount)],
  ];
  return (
    <Box
      component="dl"
      aria-label={t('invoice_details')}
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 3, rowGap: 1, m: 0 }}
    >
      {rows.map(([k, v]) => (
        <Box key={k} sx={{ display: 'contents' }}>
          <Typography component="dt" sx={{ fontWeight: 600 }}>
            {t(k)}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }} data-testid={`claim-${k}`}>
            {v}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
