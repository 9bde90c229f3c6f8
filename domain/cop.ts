/**
 * The contract progress claim (COP, spec part 3 §2–§9, issue 16): the vocabulary and every money rule, in integer cents
 * and basis points. The server computes a claim with these functions on every read, Update and Submit; the browser uses
 * the same ones to show a row's figures while the user types. Worked examples: docs/cop.md.
 */
import { MONTH_NAMES } from './dates.js';
import { gstBasisPointsForDate, gstPercentForDate } from './gst.js';
import { FULL_PERCENT, mulDiv, percentOf, sumCents, type BasisPoints, type Cents } from './money.js';

/** The eight work categories of a school contract, in the tabs' order. */
export const COP_CATEGORIES = [
  'schedule_maintenance',
  'custodial_repairs',
  'general_r_and_r',
  'school_field',
  'synthetic_field',
  'landscape_exclude_school_field',
  'landscape_pond',
  'landscape_garden',
] as const;
export type CopCategory = (typeof COP_CATEGORIES)[number];

export const COP_CATEGORY_LABELS: Record<CopCategory, string> = {
  schedule_maintenance: 'Scheduled maintenance',
  custodial_repairs: 'Custodial repairs',
  general_r_and_r: 'General R&R',
  school_field: 'School field',
  synthetic_field: 'Synthetic field',
  landscape_exclude_school_field: 'Landscape (excluding school field)',
  landscape_pond: 'Landscape pond',
  landscape_garden: 'Landscape garden',
};

/** The detail's tabs (spec §2), in order: the cover, the overall and summary views, then one per category. */
export const COP_TABS = ['cover', 'overall', 'summary', ...COP_CATEGORIES] as const;
export type CopTab = (typeof COP_TABS)[number];

/** Categories claimed by a percentage of completion (spec §2: general R&R has the percentage columns). */
export const PERCENT_CATEGORIES: readonly CopCategory[] = ['general_r_and_r'];
export const isPercentCategory = (c: CopCategory) => PERCENT_CATEGORIES.includes(c);

export const COP_STATUSES = ['DRAFT', 'PENDING'] as const;
export type CopStatus = (typeof COP_STATUSES)[number];

export const KPI_TYPES = ['ADDITIONAL', 'DEDUCTION'] as const;
export type KpiType = (typeof KPI_TYPES)[number];
export const SOI_TYPES = ['Addition', 'Omission'] as const;

/** Months in a contract year: a lump-sum category is paid in twelve instalments. */
export const INSTALMENTS_PER_YEAR = 12;
/** Spec §9: the contract term. */
export const CONTRACT_TERM_MONTHS = 48;

/** What the cover prints besides the figures (spec §9 hard-coded them; here they are named once). */
export const COP_COVER = {
  contractNumber: 'MOE/SCD/TC/2022',
  ministryAddress: [
    'Ministry of Education',
    'School Campus Department',
    '1 North Buona Vista Drive',
    'Singapore 138675',
  ],
  attention: 'Director, School Campus Department',
} as const;

export const COP_MSG = {
  updated: 'Update successful',
  submitted: 'Successfully approved COP',
  signed: 'Signature saved',
  generated: 'Successfully created COP',
  exists: 'A claim for this zone and month already exists.',
  noSchools: 'The zone has no schools.',
  needPrepared: 'Please provide signature to proceed.',
  needChecked: 'The managing agent has not checked and certified this claim yet.',
  claimDate: 'The claim date is required.',
  certificationOutdated:
    'The figures changed after the managing agent certified this claim. It needs a new certification before it is submitted.',
  preparedOutdated: 'The figures changed after you signed this claim. Please sign it again to proceed.',
} as const;

/** The claim period as one sortable number: 2026-11 -> 202611. */
export const periodOf = (year: number, month: number) => year * 100 + month;

/** Months from the contract year's first month to the claim month, counting both: Jan -> Mar is 3. */
export function monthOfContractYear(fromDate: string, year: number, month: number): number {
  const [fy, fm] = fromDate.split('-').map(Number);
  return (year - fy) * 12 + (month - fm) + 1;
}

/** Addition, omission and deduction: negative or empty becomes 0 (spec §5). */
export const nonNegative = (cents: Cents | null | undefined): Cents => (cents && cents > 0 ? cents : 0);

/** The percentage a row may claim this month: within 0 and 100 minus what earlier claims of the year took (spec §5). */
export function cappedPercent(percent: BasisPoints | null | undefined, cumulative: BasisPoints): BasisPoints {
  const room = Math.max(0, FULL_PERCENT - cumulative);
  return Math.min(Math.max(0, percent ?? 0), room);
}

/** This payment = monthly claim + addition − omission − deduction, the three amounts forced to 0 when negative. */
export function thisPayment(monthly: Cents, addition: Cents | null, omission: Cents | null, deduction: Cents | null) {
  return sumCents([monthly, nonNegative(addition), -nonNegative(omission), -nonNegative(deduction)]);
}

/** What earlier claims of the same contract year paid on one school's category. */
export interface EarlierClaims {
  monthly: Cents;
  payment: Cents;
  deduction: Cents;
  percent: BasisPoints;
}
export const NO_EARLIER: EarlierClaims = { monthly: 0, payment: 0, deduction: 0, percent: 0 };

/**
 * A lump-sum category's instalment: the contract amount over twelve, rounded to cents. The twelfth month absorbs the
 * rounding of the other eleven instalments (contract − 11 × instalment), so a year claimed in full adds up to the
 * contract exactly — but never the months that were not claimed: a month's claim is its instalment, whatever earlier
 * months took. No month takes more than is left of the contract.
 */
export function instalment(contract: Cents, monthOfYear: number, earlierMonthly: Cents): Cents {
  const left = Math.max(0, contract - earlierMonthly);
  if (monthOfYear < 1 || monthOfYear > INSTALMENTS_PER_YEAR) return 0;
  const regular = mulDiv(contract, 1, INSTALMENTS_PER_YEAR);
  const due = monthOfYear === INSTALMENTS_PER_YEAR ? contract - (INSTALMENTS_PER_YEAR - 1) * regular : regular;
  return Math.max(0, Math.min(due, left));
}

export interface LineInput {
  category: CopCategory;
  /** The contract year's amount for this category; 0 when no contract year covers the month. */
  contract: Cents;
  /** 1…12 in the contract year; 0 when no contract year covers the month. */
  monthOfYear: number;
  /** Percentage of completion asked (general R&R). */
  percent: BasisPoints | null;
  addition: Cents | null;
  omission: Cents | null;
  deduction: Cents | null;
}

export interface LineFigures {
  contract: Cents;
  percent: BasisPoints | null;
  /** Earlier claims' percentages plus this one (general R&R). */
  cumulativePercent: BasisPoints | null;
  monthly: Cents;
  addition: Cents;
  omission: Cents;
  deduction: Cents;
  payment: Cents;
  /** Paid by earlier claims of the contract year ("previously paid"). */
  cumulativePayment: Cents;
  cumulativeDeduction: Cents;
}

/**
 * One school's row of a category: monthly claim = contract × percentage / 100 (general R&R) or the instalment,
 * this payment = monthly claim + addition − omission − deduction.
 */
export function lineFigures(input: LineInput, earlier: EarlierClaims = NO_EARLIER): LineFigures {
  const addition = nonNegative(input.addition);
  const omission = nonNegative(input.omission);
  const deduction = nonNegative(input.deduction);
  let percent: BasisPoints | null = null;
  let cumulativePercent: BasisPoints | null = null;
  let monthly: Cents;
  if (isPercentCategory(input.category)) {
    percent = cappedPercent(input.percent, earlier.percent);
    cumulativePercent = earlier.percent + percent;
    monthly = percentOf(input.contract, percent);
  } else monthly = instalment(input.contract, input.monthOfYear, earlier.monthly);
  return {
    contract: input.contract,
    percent,
    cumulativePercent,
    monthly,
    addition,
    omission,
    deduction,
    payment: thisPayment(monthly, addition, omission, deduction),
    cumulativePayment: earlier.payment,
    cumulativeDeduction: earlier.deduction,
  };
}

export interface KpiEntry {
  type: string;
  percent: BasisPoints;
}

/** The month's KPI entries of the zone as one signed percentage: ADDITIONAL adds, anything else deducts. */
export function netKpi(entries: readonly KpiEntry[]): { type: KpiType; percent: BasisPoints; sign: 1 | -1 } {
  const net = entries.reduce((s, e) => s + (e.type === 'ADDITIONAL' ? e.percent : -e.percent), 0);
  return net >= 0 ? { type: 'ADDITIONAL', percent: net, sign: 1 } : { type: 'DEDUCTION', percent: -net, sign: -1 };
}

export interface CoverFigures {
  totalMonth: Cents;
  kpiType: KpiType;
  kpiPercent: BasisPoints;
  /** Signed: positive for an addition, negative for a deduction. */
  kpiAmount: Cents;
  liquidatedDamages: Cents;
  subTotal: Cents;
  gstPercent: number;
  gstAmount: Cents;
  grandTotal: Cents;
}

/**
 * The cover's money: the month's total (every category's this payment), KPI % of that total added or deducted, the
 * month's liquidated damages deducted, then GST of the claim date's year on the sub-total.
 */
export function coverFigures(input: {
  totalMonth: Cents;
  kpi: readonly KpiEntry[];
  liquidatedDamages: Cents;
  claimDate: string | null;
}): CoverFigures {
  const kpi = netKpi(input.kpi);
  const kpiAmount = kpi.sign * percentOf(input.totalMonth, kpi.percent);
  const liquidatedDamages = nonNegative(input.liquidatedDamages);
  const subTotal = sumCents([input.totalMonth, kpiAmount, -liquidatedDamages]);
  const gstBp = gstBasisPointsForDate(input.claimDate);
  const gstAmount = percentOf(subTotal, gstBp);
  return {
    totalMonth: input.totalMonth,
    kpiType: kpi.type,
    kpiPercent: kpi.percent,
    kpiAmount,
    liquidatedDamages,
    subTotal,
    gstPercent: gstPercentForDate(input.claimDate),
    gstAmount,
    grandTotal: sumCents([subTotal, gstAmount]),
  };
}

/** The line of figures added up (sub-totals per group, the table's total). */
export function sumLines<T extends Record<K, Cents>, K extends string>(rows: readonly T[], keys: readonly K[]) {
  return Object.fromEntries(keys.map((k) => [k, sumCents(rows.map((r) => r[k]))])) as Record<K, Cents>;
}

export const monthName = (month: number): string => MONTH_NAMES[month - 1] ?? String(month);

/** The claim's reference: COP-NORTH-202611. */
export const copReference = (zone: string, year: number, month: number) =>
  `COP-${zone}-${year}${String(month).padStart(2, '0')}`;

/** The cover's description and the total's label name the claim's own zone and month (not a fixed month). */
export const copDescription = (zone: string, year: number, month: number) =>
  `Term contract for the maintenance of school campuses, ${zone.replace(/_/g, ' ')} zone: progress claim for ${monthName(month)} ${year}`;
export const totalLabel = (year: number, month: number) => `Total for the month of ${monthName(month)} ${year}`;

/** Month and year choices of the registers (LD, KPI) and the claim list. */
export const COP_MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
export const COP_YEARS = [2022, 2023, 2024, 2025, 2026, 2027, 2028, 2029, 2030] as const;
