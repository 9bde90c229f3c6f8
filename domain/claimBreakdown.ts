/**
 * The claim summary a quantity surveyor reconciles (spec part 2 §2 "Claim form", §7 report): one list of labelled lines
 * per claimed quotation and one for the claim, read top to bottom like a sum. The form, the claim view, the preview and
 * the PDF all print these lines, so "FSR final total" means the same figure everywhere (after the custodial discount)
 * and the claimed star-rate items appear beside their percentage addition.
 *
 * Every `sum` line is the running total of the lines above it (`add` adds, `deduct` takes off), so the lines add up to
 * the quotation's claim sub total, and the claim's sub total + GST to its total, to the cent.
 */
import { gstAmount } from './gst.js';
import { type BasisPoints, type Cents, formatPercent, formatSgd, formatSgdDeduction, sumCents } from './money.js';

export type BreakdownKey =
  | 'fsr_total'
  | 'custodial'
  | 'fsr_final_total'
  | 'less'
  | 'fsr_sub_total'
  | 'star_rate_total'
  | 'star_rate_add'
  | 'claim_sub_total'
  | 'sub_total'
  | 'gst'
  | 'total';

export type BreakdownRole = 'add' | 'deduct' | 'sum';

export interface BreakdownLine {
  key: BreakdownKey;
  role: BreakdownRole;
  /** Positive for a deduction too; `role` says which way it counts. */
  amount: Cents;
  /** The percentage the line is taken at (less, star-rate addition, GST); null otherwise. */
  percent: BasisPoints | null;
}

/** A claimed quotation's stored figures (claim_quotations) or the form's QuotationTotals: the parts, not the sums. */
export interface ClaimedPartFigures {
  fsr_total: Cents;
  custodial_total: Cents;
  fsr_less: Cents;
  star_rate_total: Cents;
  star_rate_add: Cents;
  /** The GST rounding the quotation's last claim absorbs (claimMoney.ts `gst_rounding`); 0 or absent otherwise. */
  gst_rounding?: Cents;
  /** The quotation's stored rates, shown beside their lines when known. */
  less_percent?: BasisPoints | null;
  star_rate_percent?: BasisPoints | null;
}

/** English labels (the PDF and preview are English, as the rest of the report); the UI translates `key`. */
export const BREAKDOWN_LABELS: Record<BreakdownKey, string> = {
  fsr_total: 'FSR total',
  custodial: 'Custodial discount',
  fsr_final_total: 'FSR final total',
  less: 'Less %{percent} %',
  fsr_sub_total: 'FSR sub total',
  star_rate_total: 'Star rate items',
  star_rate_add: 'Star rate addition %{percent} %',
  claim_sub_total: 'Claim sub total',
  sub_total: 'Sub total',
  gst: 'GST %{percent} %',
  total: 'Total',
};

const line = (key: BreakdownKey, role: BreakdownRole, amount: Cents, percent: BasisPoints | null = null) => ({
  key,
  role,
  amount,
  percent,
});

/**
 * One claimed quotation: FSR total − custodial discount = FSR final total − less = FSR sub total + star rate items +
 * star-rate addition = claim sub total. The sums are computed here from the parts, never read from elsewhere.
 */
export function quotationBreakdown(f: ClaimedPartFigures): BreakdownLine[] {
  const fsrFinal = f.fsr_total - f.custodial_total;
  const fsrSub = fsrFinal - f.fsr_less;
  const subTotal = fsrSub + f.star_rate_total + f.star_rate_add;
  return [
    line('fsr_total', 'add', f.fsr_total),
    line('custodial', 'deduct', f.custodial_total),
    line('fsr_final_total', 'sum', fsrFinal),
    line('less', 'deduct', f.fsr_less, f.less_percent ?? null),
    line('fsr_sub_total', 'sum', fsrSub),
    line('star_rate_total', 'add', f.star_rate_total),
    line('star_rate_add', 'add', f.star_rate_add, f.star_rate_percent ?? null),
    line('claim_sub_total', 'sum', subTotal),
  ];
}

/** The last line's amount: the quotation's claim sub total. */
export function breakdownResult(lines: readonly BreakdownLine[]): Cents {
  return lines.length ? lines[lines.length - 1].amount : 0;
}

/**
 * The whole claim: each quotation's lines, then sub total (Σ claim sub totals), GST at the claim's percent taken once
 * on that sub total with the last claims' rounding (domain/claimMoney.ts `claimTotals`), total.
 */
export function claimBreakdown(
  parts: readonly ClaimedPartFigures[],
  gstPercent: BasisPoints,
): { parts: BreakdownLine[][]; lines: BreakdownLine[] } {
  const perPart = parts.map(quotationBreakdown);
  const subTotal = sumCents(perPart.map(breakdownResult));
  const gst = gstAmount(subTotal, gstPercent) + sumCents(parts.map((p) => p.gst_rounding ?? 0));
  return {
    parts: perPart,
    lines: [
      line('sub_total', 'sum', subTotal),
      line('gst', 'add', gst, gstPercent),
      line('total', 'sum', subTotal + gst),
    ],
  };
}

/**
 * Whether every `sum` line equals the running total of the lines above it (a leading `sum` line starts the running
 * total, as the claim's sub total does).
 */
export function breakdownAddsUp(lines: readonly BreakdownLine[]): boolean {
  let running: Cents | null = null;
  for (const l of lines) {
    if (l.role === 'sum') {
      if (running !== null && running !== l.amount) return false;
      running = l.amount;
    } else running = (running ?? 0) + (l.role === 'add' ? l.amount : -l.amount);
  }
  return true;
}

/** The line's label in English with its percentage filled in ("Less 31 %"). */
export function breakdownLabel(l: BreakdownLine): string {
  const label = BREAKDOWN_LABELS[l.key];
  return l.percent === null
    ? label.replace(/ %\{percent\} %/, '')
    : label.replace('%{percent}', formatPercent(l.percent));
}

/** The line's amount as printed: deductions in brackets, "(S$ 300.00)"; the rest "S$ 1,234.56". */
export function breakdownAmount(l: BreakdownLine): string {
  return l.role === 'deduct' ? formatSgdDeduction(l.amount) : formatSgd(l.amount);
}
