/**
 * A signature covers the figures stored (issue 8 §1, docs/pricing.md "Signed figures"): when the server answers a submission
 * with 409 because schedule rates changed, the form shows the re-priced items and this notice, and asks for a new signature.
 */
import { Alert, AlertTitle, Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatSgd, parseMoney } from '../../domain/money.js';
import { QUOTATION_MSG } from '../../domain/quotationValidation.js';
import { messageKey } from './validation.js';

export interface RateChange {
  index: number;
  item_number: string | null;
  rate_sent: string;
  rate: string;
}

/** The 409 body of a submission signed over other figures: `{ data: { quotation_items, changed_items, total_amount } }`. */
export function repricedOf(error: unknown): { items: Record<string, unknown>[]; changes: RateChange[] } | null {
  const e = error as { status?: number; body?: { data?: { quotation_items?: unknown; changed_items?: unknown } } };
  const data = e?.body?.data;
  if (e?.status !== 409 || !data || !Array.isArray(data.quotation_items)) return null;
  return {
    items: data.quotation_items as Record<string, unknown>[],
    changes: Array.isArray(data.changed_items) ? (data.changed_items as RateChange[]) : [],
  };
}

const sgd = (text: string) => formatSgd(parseMoney(text) ?? 0);

export function RepricedNotice({ changes }: { changes: RateChange[] }) {
  const translate = useTranslate();
  return (
    <Alert severity="warning" sx={{ mb: 2 }} role="alert">
      <AlertTitle>{translate(messageKey(QUOTATION_MSG.ratesChanged))}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {changes.map((c) => (
          <li key={c.index}>
            {translate('caretaker.quotations.repriced.row', {
              item: c.item_number ?? c.index + 1,
              from: sgd(c.rate_sent),
              to: sgd(c.rate),
            })}
          </li>
        ))}
      </Box>
    </Alert>
  );
}
