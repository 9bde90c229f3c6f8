/**
 * The quotation picker of the claim form (spec part 2 §2): completed quotations not yet fully claimed, of the chosen trade
 * and school (or zone for MOE claims), from `GET /config/claim-quotations`. Ticking one adds its item table below.
 */
import {
  Alert,
  Checkbox,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatMoney } from '../../src/format.js';
import { useClaimable } from './api.js';

export function QuotationPicker({
  filter,
  picked,
  onToggle,
  error,
}: {
  filter: { trade?: string; school_id?: string; zone?: string };
  picked: Record<number, string>;
  onToggle: (quotationId: number, remaining: number) => void;
  error?: string;
}) {
  const translate = useTranslate();
  const t = (k: string) => translate(`caretaker.claims.form.${k}`);
  const enabled = !!filter.trade && (!!filter.school_id || !!filter.zone);
  const { data } = useClaimable(filter, enabled);
  const rows = data ?? [];
  return (
    <>
      {error && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {error}
        </Alert>
      )}
      {enabled && !rows.length && Object.keys(picked).length === 0 && (
        <Typography color="text.secondary">{t('no_quotations')}</Typography>
      )}
      {rows.length > 0 && (
        <TableContainer sx={{ mb: 2, maxHeight: 320 }} tabIndex={0} role="region" aria-label={t('quotations')}>
          <Table size="small" stickyHeader aria-label={t('quotations')}>
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox" />
                <TableCell>{translate('caretaker.claims.columns.reference_number')}</TableCell>
                <TableCell>{t('job')}</TableCell>
                <TableCell align="right">{translate('caretaker.claims.columns.total')}</TableCell>
                <TableCell align="right">%</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((q) => (
                <TableRow key={q.id} hover>
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={q.id in picked}
                      onChange={() => onToggle(q.id, q.remaining_claim_percentage)}
                      slotProps={{ input: { 'aria-label': t('pick').replace('%{reference}', q.reference_number) } }}
                    />
                  </TableCell>
                  <TableCell>{q.reference_number}</TableCell>
                  <TableCell>{q.job}</TableCell>
                  <TableCell align="right">{formatMoney(q.total_amount)}</TableCell>
                  <TableCell align="right">{q.remaining_claim_percentage}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </>
  );
}
