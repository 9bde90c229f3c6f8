/** A computed claim as each tab answers it (spec part 3 §2, §3): amounts as S$ numbers, percentages as numbers. */
import { COP_CATEGORIES, sumLines, type CopCategory } from '../../../domain/cop.js';
import { PERCENT_SCALE, scaledToNumber, toApiNumber, type Cents } from '../../../domain/money.js';
import type { ComputedClaim, ComputedLine } from './compute.js';

const MONEY_KEYS = [
  'contract_amount',
  'monthly_claim',
  'addition',
  'omission',
  'deduction',
  'summarypayment',
  'summarydeduction',
  'payment',
] as const;
type MoneyKey = (typeof MONEY_KEYS)[number];
type Money = Record<MoneyKey, Cents>;

const percent = (bp: number | null) => (bp === null ? null : scaledToNumber(bp, PERCENT_SCALE));
const api = <K extends string>(m: Record<K, Cents>) =>
  Object.fromEntries(Object.entries(m).map(([k, v]) => [k, toApiNumber(v as Cents)])) as Record<K, number>;

function moneyOf(l: ComputedLine): Money {
  const f = l.figures;
  return {
    contract_amount: f.contract,
    monthly_claim: f.monthly,
    addition: f.addition,
    omission: f.omission,
    deduction: f.deduction,
    summarypayment: f.cumulativePayment,
    summarydeduction: f.cumulativeDeduction,
    payment: f.payment,
  };
}

/** Rows under their school-type heading, a Sub-total per group and the Total (what every table tab shows). */
function grouped<R extends { school_type: string }>(rows: R[], money: (r: R) => Money, present: (r: R) => object) {
  const groups = new Map<string, R[]>();
  for (const r of rows) groups.set(r.school_type, [...(groups.get(r.school_type) ?? []), r]);
  return {
    groups: [...groups].map(([group, members]) => ({
      group,
      rows: members.map(present),
      sub_total: api(sumLines(members.map(money), MONEY_KEYS)),
    })),
    total: api(sumLines(rows.map(money), MONEY_KEYS)),
  };
}

/** One category's table: the editable rows (general R&R with its percentages). */
export function categoryTable(c: ComputedClaim, category: CopCategory) {
  const lines = c.lines.filter((l) => l.category === category);
  return {
    category,
    ...grouped(lines, moneyOf, (l) => ({
      id: l.id,
      school_id: l.school_id,
      school_name: l.school_name,
      contract_year: l.contract_year,
      grn_percentage: percent(l.figures.percent),
      summarygrnpercentage: percent(l.figures.cumulativePercent),
      ...api(moneyOf(l)),
      reference: l.reference,
      variation_edited: l.variation_edited,
    })),
  };
}

interface SchoolSum {
  school_id: number;
  school_name: string;
  school_type: string;
  money: Money;
  byCategory: Record<CopCategory, Cents>;
  references: string[];
}

function perSchool(c: ComputedClaim): SchoolSum[] {
  const out = new Map<number, SchoolSum>();
  for (const l of c.lines) {
    let s = out.get(l.school_id);
    if (!s) {
      s = {
        school_id: l.school_id,
        school_name: l.school_name,
        school_type: l.school_type,
        money: Object.fromEntries(MONEY_KEYS.map((k) => [k, 0])) as Money,
        byCategory: Object.fromEntries(COP_CATEGORIES.map((k) => [k, 0])) as Record<CopCategory, Cents>,
        references: [],
      };
      out.set(l.school_id, s);
    }
    const m = moneyOf(l);
    for (const k of MONEY_KEYS) s.money[k] += m[k];
    s.byCategory[l.category] += l.figures.payment;
    if (l.reference) s.references.push(l.reference);
  }
  return [...out.values()];
}

/** Overall: every category added up per school. */
export function overallTable(c: ComputedClaim) {
  return grouped(
    perSchool(c),
    (s) => s.money,
    (s) => ({
      school_id: s.school_id,
      school_name: s.school_name,
      ...api(s.money),
      reference: s.references.join('; ') || null,
    }),
  );
}

/**
 * Summary: per school the payment of each category, its liquidated damages and its this payment; then per school type.
 * This payment is the same figure on every tab (the categories added up, before liquidated damages): the damages are a
 * column of their own here and are deducted once, on the cover, so the rows add up to the by-type lines and the cover.
 */
export function summaryTable(c: ComputedClaim) {
  const schools = perSchool(c).map((s) => ({
    school_id: s.school_id,
    school_name: s.school_name,
    school_type: s.school_type,
    ...Object.fromEntries(COP_CATEGORIES.map((k) => [k.toUpperCase(), toApiNumber(s.byCategory[k])])),
    LD: toApiNumber(c.ldBySchool.get(s.school_id) ?? 0),
    PAYMENT: toApiNumber(s.money.payment),
  }));
  return { schools, by_type: byType(c) };
}

function byType(c: ComputedClaim) {
  const payment = new Map<string, Cents>();
  for (const l of c.lines) payment.set(l.school_type, (payment.get(l.school_type) ?? 0) + l.figures.payment);
  return [...payment].map(([school_type, p]) => ({
    school_type,
    previously_paid: toApiNumber(c.previousByType.get(school_type) ?? 0),
    payment: toApiNumber(p),
  }));
}

/** The cover's figures (spec §2, §3 "Cover data"). */
export function coverData(c: ComputedClaim, contractSumCents: Cents) {
  const f = c.cover;
  return {
    contract_sum: toApiNumber(contractSumCents),
    school_types: byType(c).map((t) => ({
      school_type: t.school_type,
      payment: t.payment,
      cumulative_payment: t.previously_paid,
    })),
    total_month_amount: toApiNumber(f.totalMonth),
    kpi_type: f.kpiType,
    kpi_percentage: percent(f.kpiPercent),
    kpi_percentage_amount: toApiNumber(f.kpiAmount),
    liquidated_damages: toApiNumber(f.liquidatedDamages),
    sub_total: toApiNumber(f.subTotal),
    gst: f.gstPercent,
    gst_amount: toApiNumber(f.gstAmount),
    grand_total: toApiNumber(f.grandTotal),
  };
}
