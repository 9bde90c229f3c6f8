/**
 * A work category's table (spec part 3 §2, §4, §5): rows under their school-type heading, a Sub-total per group and the
 * Total. While the claim is DRAFT and the user may update it, addition, omission, deduction and reference (and the
 * percentage on general R&R) are inputs; the row's figures and the totals follow what is typed, with the same rules as
 * the server (domain/cop.ts), and one Update sends every row. Otherwise the figures are read-only amounts.
 */
import { useMemo, useState } from 'react';
import {
  Box,
  Button,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { cappedPercent, isPercentCategory, thisPayment, type CopCategory } from '../../domain/cop.js';
import { parseMoney, parsePercent, percentOf, PERCENT_SCALE, toApiNumber } from '../../domain/money.js';
import { formatAmount, formatMoney } from '../../src/format.js';
import { useActionCall } from '../../src/useAction.js';
import type { CategoryRow, CopTabData, Totals } from './api.js';
import { columnCount, CopTableHead, GroupRow, TotalRow } from './tableParts.js';

type Editable = 'addition' | 'omission' | 'deduction' | 'grn_percentage' | 'reference';
type Draft = Record<Editable, string>;

const text = (v: number | string | null) => (v === null || v === undefined ? '' : String(v));
const draftOf = (r: CategoryRow): Draft => ({
  addition: text(r.addition),
  omission: text(r.omission),
  deduction: text(r.deduction),
  grn_percentage: text(r.grn_percentage),
  reference: r.reference ?? '',
});
const cents = (v: number) => parseMoney(v) ?? 0;

/** A row with what the user typed: the same money rules as the server (the server recomputes on Update). */
function live(r: CategoryRow, d: Draft, percent: boolean): CategoryRow {
  let monthly = cents(r.monthly_claim);
  let grn = r.grn_percentage;
  let cumulative = r.summarygrnpercentage;
  if (percent) {
    const before = Math.round(((r.summarygrnpercentage ?? 0) - (r.grn_percentage ?? 0)) * PERCENT_SCALE);
    const bp = cappedPercent(parsePercent(d.grn_percentage) ?? 0, before);
    monthly = percentOf(cents(r.contract_amount), bp);
    grn = bp / PERCENT_SCALE;
    cumulative = (before + bp) / PERCENT_SCALE;
  }
  const [addition, omission, deduction] = (['addition', 'omission', 'deduction'] as const).map((k) =>
    Math.max(0, parseMoney(d[k]) ?? 0),
  );
  return {
    ...r,
    grn_percentage: grn,
    summarygrnpercentage: cumulative,
    monthly_claim: toApiNumber(monthly),
    addition: toApiNumber(addition),
    omission: toApiNumber(omission),
    deduction: toApiNumber(deduction),
    payment: toApiNumber(thisPayment(monthly, addition, omission, deduction)),
  };
}

const KEYS: (keyof Totals)[] = [
  'contract_amount',
  'monthly_claim',
  'addition',
  'omission',
  'deduction',
  'summarypayment',
  'summarydeduction',
  'payment',
];
const sum = (rows: CategoryRow[]): Totals =>
  Object.fromEntries(KEYS.map((k) => [k, toApiNumber(rows.reduce((s, r) => s + cents(r[k]), 0))])) as Totals;

export function CategoryTab({ data, category }: { data: CopTabData; category: CopCategory }) {
  const translate = useTranslate();
  const table = data.table!;
  const percent = isPercentCategory(category);
  const editable = data.claim.actions.includes('update');
  const all = useMemo(() => table.groups.flatMap((g) => g.rows), [table]);
  const [drafts, setDrafts] = useState<Record<number, Draft>>(() =>
    Object.fromEntries(all.map((r) => [r.id, draftOf(r)])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const t = (k: string) => translate(`caretaker.cop.table.${k}`);
  const shown = (r: CategoryRow) => (editable ? live(r, drafts[r.id], percent) : r);
  const set = (id: number, key: Editable, value: string) =>
    setDrafts((d) => ({ ...d, [id]: { ...d[id], [key]: value } }));
  // Spec §5: a negative or empty amount becomes 0; the percentage stays within what the year has left.
  const settle = (r: CategoryRow, key: Editable) => {
    const v = drafts[r.id][key];
    if (key === 'grn_percentage') set(r.id, key, text(live(r, drafts[r.id], true).grn_percentage));
    else if (key !== 'reference' && (v.trim() === '' || (parseMoney(v) ?? 0) < 0)) set(r.id, key, '0');
  };

  const save = useActionCall(
    (_: void, dp) =>
      dp.copUpdate<{ message: string }>(
        data.claim.id,
        category,
        all.map((r) => {
          const d = drafts[r.id];
          const row = live(r, d, percent);
          return {
            id: r.id,
            school_id: r.school_id,
            addition: row.addition,
            omission: row.omission,
            deduction: row.deduction,
            reference: d.reference,
            ...(percent ? { grn_percentage: row.grn_percentage, monthly_claim: row.monthly_claim } : {}),
          };
        }),
      ),
    {
      success: (res) => res.message,
      invalidate: [['caretaker.cop', String(data.claim.id)]],
      fieldErrors: setErrors,
    },
  );
  const update = () => {
    setErrors({});
    save.mutate();
  };

  if (!all.length) return <Typography>{translate('caretaker.cop.no_data')}</Typography>;
  const input = (r: CategoryRow, key: Editable, index: number) => {
    const error = errors[`cop_detail_school.${index}.${key}`];
    return (
      <TextField
        size="small"
        value={drafts[r.id][key]}
        onChange={(e) => set(r.id, key, e.target.value)}
        onBlur={() => settle(r, key)}
        error={!!error}
        helperText={error}
        slotProps={{
          htmlInput: {
            inputMode: key === 'reference' ? 'text' : 'decimal',
            'aria-label': translate('caretaker.cop.table.row_label', { field: t(key), school: r.school_name }),
            style: { textAlign: key === 'reference' ? 'left' : 'right', minWidth: key === 'reference' ? 120 : 80 },
          },
        }}
      />
    );
  };
  const amount = (v: number | null) => formatAmount(v);
  return (
    <>
      <TableContainer component={Paper}>
        <Table size="small" aria-label={translate(`caretaker.cop.tabs.${category}`)}>
          <CopTableHead percent={percent} />
          <TableBody>
            {table.groups.map((g) => {
              const rows = g.rows.map(shown);
              return [
                <GroupRow key={`${g.group}-h`} label={g.group} span={columnCount(percent)} />,
                ...rows.map((r) => {
                  const index = all.findIndex((x) => x.id === r.id);
                  const cell = (key: Editable, v: number | string | null) => (
                    <TableCell align={key === 'reference' ? 'left' : 'right'}>
                      {editable
                        ? input(r, key, index)
                        : key === 'reference'
                          ? v
                          : key === 'grn_percentage'
                            ? amount(v as number | null)
                            : formatMoney(v as number | null)}
                    </TableCell>
                  );
                  return (
                    <TableRow key={r.id}>
                      <TableCell component="th" scope="row">
                        {r.school_name}
                      </TableCell>
                      <TableCell align="right">{amount(r.contract_amount)}</TableCell>
                      {percent && (
                        <>
                          {cell('grn_percentage', r.grn_percentage)}
                          <TableCell align="right">{amount(r.summarygrnpercentage)}</TableCell>
                        </>
                      )}
                      <TableCell align="right">{amount(r.monthly_claim)}</TableCell>
                      {cell('addition', r.addition)}
                      {cell('omission', r.omission)}
                      {cell('deduction', r.deduction)}
                      <TableCell align="right">{amount(r.summarypayment)}</TableCell>
                      <TableCell align="right">{amount(r.summarydeduction)}</TableCell>
                      <TableCell align="right" data-testid={`payment-${r.school_id}`}>
                        {amount(r.payment)}
                      </TableCell>
                      {cell('reference', r.reference)}
                    </TableRow>
                  );
                }),
                <TotalRow
                  key={`${g.group}-s`}
                  label={t('sub_total')}
                  t={editable ? sum(rows) : g.sub_total}
                  percent={percent}
                />,
              ];
            })}
            <TotalRow label={t('total')} t={editable ? sum(all.map(shown)) : table.total} percent={percent} />
          </TableBody>
        </Table>
      </TableContainer>
      {editable && (
        <Box sx={{ mt: 2 }}>
          <Button variant="contained" disabled={save.isPending} onClick={update}>
            {translate('caretaker.cop.update')}
          </Button>
        </Box>
      )}
    </>
  );
}
