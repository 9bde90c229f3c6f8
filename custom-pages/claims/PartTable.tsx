/**
 * One quotation in a claim (spec part 2 §2 "Claim form"): every row with its claimed amount, the claim percentage (editable
 * while the claim is the contractor's) with the remaining percentage beside it, and the quotation's claimed totals.
 */
import {
  Box,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import {
  type BreakdownKey,
  type BreakdownLine,
  breakdownAmount,
  quotationBreakdown,
} from '../../domain/claimBreakdown.js';
import { formatPercent } from '../../domain/money.js';
import { formatMoney } from '../../src/format.js';
import type { ClaimPart, SummaryLine } from './api.js';
import { sgd, type PricedPart } from './pricing.js';

interface Row {
  key: string | number;
  no: string;
  description: string;
  quantity: string;
  unit: string;
  rate: string;
  amount: string;
  claimed: string;
  header: boolean;
}

function Rows({ rows, label }: { rows: Row[]; label: string }) {
  const translate = useTranslate();
  const t = (k: string) => translate(`caretaker.claims.form.${k}`);
  return (
    <TableContainer sx={{ maxHeight: 420, overflowX: 'auto' }} tabIndex={0} role="region" aria-label={label}>
      <Table size="small" stickyHeader>
        <TableHead>
          <TableRow>
            {['item_no', 'description', 'quantity', 'unit', 'rate', 'amount', 'claimed'].map((k) => (
              <TableCell key={k} align={['quantity', 'rate', 'amount', 'claimed'].includes(k) ? 'right' : 'left'}>
                {t(k)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) =>
            r.header ? (
              <TableRow key={r.key}>
                <TableCell colSpan={7} sx={{ fontWeight: 600 }}>
                  {r.description}
                </TableCell>
              </TableRow>
            ) : (
              <TableRow key={r.key}>
                <TableCell>{r.no}</TableCell>
                <TableCell>{r.description}</TableCell>
                <TableCell align="right">{r.quantity}</TableCell>
                <TableCell>{r.unit}</TableCell>
                <TableCell align="right">{r.rate}</TableCell>
                <TableCell align="right">{r.amount}</TableCell>
                <TableCell align="right">{r.claimed}</TableCell>
              </TableRow>
            ),
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The summary lines of a claimed quotation (domain/claimBreakdown.ts), the same lines as the view, preview and PDF. */
function Summary({ lines, reference }: { lines: readonly BreakdownLine[]; reference: string }) {
  const translate = useTranslate();
  return (
    <Box
      component="dl"
      aria-label={`${translate('caretaker.claims.form.breakdown.title')} ${reference}`}
      sx={{ display: 'grid', gridTemplateColumns: 'auto auto', justifyContent: 'end', columnGap: 3, m: 0, mt: 1 }}
    >
      {lines.map((l) => (
        <Box key={l.key} sx={{ display: 'contents' }} data-testid={`claim-line-${l.key}`}>
          <Typography component="dt" variant="body2" sx={{ fontWeight: l.role === 'sum' ? 700 : 400 }}>
            {translate(`caretaker.claims.form.breakdown.${l.key}`, {
              percent: l.percent === null ? '—' : formatPercent(l.percent),
            })}
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            sx={{ m: 0, textAlign: 'right', fontWeight: l.role === 'sum' ? 700 : 400 }}
          >
            {breakdownAmount(l)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** A stored summary line (S$ and percent as numbers) back in cents and basis points. */
const storedLine = (l: SummaryLine): BreakdownLine => ({
  key: l.key as BreakdownKey,
  role: l.role,
  amount: Math.round(l.amount * 100),
  percent: l.percent === null ? null : Math.round(l.percent * 100),
});

/** An editable part: the form's own pricing of a quotation at the typed percentage. */
export function EditablePart({
  part,
  percentage,
  remaining,
  onPercentage,
  error,
}: {
  part: PricedPart;
  /** As typed (the part is priced at 0 while it cannot be claimed). */
  percentage: string;
  remaining: number;
  onPercentage: (v: string) => void;
  error?: string;
}) {
  const translate = useTranslate();
  const s = part.source;
  const rows: Row[] = s.items.map((item, i) => ({
    key: item.id ?? i,
    no: item.item_number ?? '',
    description: item.item_description ?? '',
    quantity: String(item.quantity ?? ''),
    unit: item.unit ?? '',
    rate: item.rate ? formatMoney(item.rate) : '',
    amount: formatMoney(item.amount),
    claimed: part.claim ? sgd(part.claim.rows[i]?.claimed ?? 0) : '',
    header: !!item.hasHeader || !!item.note,
  }));
  const tt = part.claim?.totals;
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} component="section" aria-label={s.reference_number}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 1 }}>
        <Typography variant="subtitle1" component="h3" sx={{ flex: 1, minWidth: 200 }}>
          {`${s.reference_number} — ${s.job}`}
        </Typography>
        <TextField
          size="small"
          sx={{ width: 220 }}
          label={translate('caretaker.claims.form.claim_percentage', { reference: s.reference_number })}
          value={percentage}
          error={!!error}
          helperText={error ?? translate('caretaker.claims.form.remaining', { percent: remaining })}
          onChange={(e) => onPercentage(e.target.value)}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
      </Box>
      <Rows rows={rows} label={s.reference_number} />
      {tt && <Summary lines={quotationBreakdown(tt)} reference={s.reference_number} />}
    </Paper>
  );
}

/** A stored part, read-only: the claimed rows and totals as signed. */
export function StoredPart({ part }: { part: ClaimPart }) {
  const translate = useTranslate();
  const rows: Row[] = part.items.map((i) => ({
    key: i.quotation_item_id,
    no: i.item_number ?? '',
    description: i.item_description ?? '',
    quantity: String(i.quantity),
    unit: i.unit ?? '',
    rate: formatMoney(i.rate),
    amount: formatMoney(i.amount),
    claimed: formatMoney(i.claimed_amount),
    header: false,
  }));
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} component="section" aria-label={part.reference_number}>
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {`${part.reference_number} — ${part.job} (${part.claim_percentage} %)`}
      </Typography>
      <Typography variant="caption" component="p" sx={{ mb: 1 }}>
        {translate('caretaker.claims.form.remaining', { percent: part.remaining_claim_percentage })}
      </Typography>
      <Rows rows={rows} label={part.reference_number} />
      <Summary lines={part.breakdown.map(storedLine)} reference={part.reference_number} />
    </Paper>
  );
}

/** "GST 9 % — from the WSO completed in 2026" / "— configured" / "— default": where the claim's GST comes from. */
export function gstSourceText(
  translate: (key: string, options?: Record<string, unknown>) => string,
  percent: number,
  source: { kind: string; year?: number | null },
): string {
  const kind = source.kind === 'wso' || source.kind === 'configured' ? source.kind : 'default';
  return translate(`caretaker.claims.form.gst_source.${kind}`, { percent, year: source.year ?? '' });
}

export function ClaimTotalsBox({
  subTotal,
  gst,
  gstPercent,
  gstSource,
  total,
}: {
  subTotal: string;
  gst: string;
  gstPercent: number;
  gstSource: { kind: string; year?: number | null };
  total: string;
}) {
  const translate = useTranslate();
  return (
    <>
      <Box
        component="dl"
        aria-label={translate('caretaker.claims.form.total')}
        sx={{ display: 'grid', gridTemplateColumns: 'auto auto', justifyContent: 'end', columnGap: 3, m: 0 }}
      >
        {[
          [translate('caretaker.claims.form.sub_total'), subTotal],
          [translate('caretaker.claims.form.gst', { percent: gstPercent }), gst],
          [translate('caretaker.claims.form.total'), total],
        ].map(([k, v]) => (
          <Box key={k} sx={{ display: 'contents' }}>
            <Typography component="dt" sx={{ fontWeight: 600 }}>
              {k}
            </Typography>
            <Typography component="dd" sx={{ m: 0, textAlign: 'right' }} data-testid={`claim-total-${k}`}>
              {v}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'right' }} data-testid="claim-gst-source">
        {gstSourceText(translate, gstPercent, gstSource)}
      </Typography>
    </>
  );
}
