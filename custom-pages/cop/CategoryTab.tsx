/**
 * A work category's table (spec part 3 §2, §4, §5): rows under their school-type heading, a Sub-total per group and the
 * Total. While the claim is DRAFT and the user may update it, addition, omission, deduction and reference (and the
 * percentage on general R&R) are inputs; the row's figures and the totals follow what is typed, with the same rules as
 * the server (domain/cop.ts), and one Update sends every row. Otherwise the figures are read-only amounts.
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import { Box, Button, Paper, Table, TableBody, TableContainer, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { cappedPercent, isPercentCategory, thisPayment, type CopCategory } from '../../domain/cop.js';
import { parseMoney, parsePercent, percentOf, PERCENT_SCALE, toApiNumber } from '../../domain/money.js';
import { useRevealed } from '../../src/components/useRevealed.js';
import { useActionCall } from '../../src/useAction.js';
import type { CategoryRow, CopTabData, Totals } from './api.js';
import { categoryTableSx, CategoryRowView, type Draft, type Editable, type RowErrors } from './CategoryRows.js';
import { columnCount, CopTableHead, GroupRow, TotalRow } from './tableParts.js';

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

const NO_ERRORS: Record<number, RowErrors> = {};

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
  // A row's live figures are kept while its draft is the same object, so the rows nobody typed in keep their props
  // and skip rendering.
  const liveRows = useRef(new Map<number, { draft: Draft; row: CategoryRow }>());
  const shown = (r: CategoryRow) => {
    if (!editable) return r;
    const draft = drafts[r.id];
    const kept = liveRows.current.get(r.id);
    if (kept?.draft === draft) return kept.row;
    const row = live(r, draft, percent);
    liveRows.current.set(r.id, { draft, row });
    return row;
  };
  const byId = useMemo(() => new Map(all.map((r) => [r.id, r])), [all]);
  const onEdit = useCallback(
    (id: number, key: Editable, value: string) => setDrafts((d) => ({ ...d, [id]: { ...d[id], [key]: value } })),
    [],
  );
  // Spec §5: a negative or empty amount becomes 0; the percentage stays within what the year has left.
  const onSettle = useCallback(
    (id: number, key: Editable) =>
      setDrafts((d) => {
        const v = d[id][key];
        let next: string | null = null;
        if (key === 'grn_percentage') next = text(live(byId.get(id)!, d[id], true).grn_percentage);
        else if (key !== 'reference' && (v.trim() === '' || (parseMoney(v) ?? 0) < 0)) next = '0';
        return next === null || next === v ? d : { ...d, [id]: { ...d[id], [key]: next } };
      }),
    [byId],
  );
  const labelOf = useCallback(
    (key: Editable, school: string) =>
      translate('caretaker.cop.table.row_label', { field: translate(`caretaker.cop.table.${key}`), school }),
    [translate],
  );
  // the server names a row's problem by its place in the Update (cop_detail_school.<index>.<field>)
  const rowErrors = useMemo(() => {
    const keys = Object.keys(errors);
    if (!keys.length) return NO_ERRORS;
    const out: Record<number, RowErrors> = {};
    for (const k of keys) {
      const m = /^cop_detail_school\.(\d+)\.(\w+)$/.exec(k);
      const row = m && all[Number(m[1])];
      if (row) out[row.id] = { ...out[row.id], [m[2]]: errors[k] };
    }
    return out;
  }, [errors, all]);

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

  // slices small enough that none holds a phone's main thread past 50 ms (at a quarter of this machine's speed)
  const limit = useRevealed(all.length, 15, 10, `${data.claim.id}-${category}`);
  let left = limit;

  if (!all.length) return <Typography>{translate('caretaker.cop.no_data')}</Typography>;
  return (
    <>
      <TableContainer component={Paper} sx={categoryTableSx}>
        <Table
          size="small"
          aria-label={translate(`caretaker.cop.tabs.${category}`)}
          aria-busy={limit < all.length || undefined}
        >
          <CopTableHead percent={percent} />
          <TableBody>
            {table.groups.map((g) => {
              // the groups after the rendered rows wait for their turn (useRevealed)
              if (left <= 0) return null;
              const rows = g.rows.map(shown);
              const now = rows.slice(0, left);
              left -= now.length;
              return [
                <GroupRow key={`${g.group}-h`} label={g.group} span={columnCount(percent)} />,
                ...now.map((r) => (
                  <CategoryRowView
                    key={r.id}
                    row={r}
                    draft={editable ? drafts[r.id] : undefined}
                    errors={rowErrors[r.id]}
                    percent={percent}
                    labelOf={labelOf}
                    onEdit={onEdit}
                    onSettle={onSettle}
                  />
                )),
                now.length === rows.length && (
                  <TotalRow
                    key={`${g.group}-s`}
                    label={t('sub_total')}
                    t={editable ? sum(rows) : g.sub_total}
                    percent={percent}
                  />
                ),
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
