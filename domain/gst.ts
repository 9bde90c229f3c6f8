/**
 * GST of spec part 2 §9: the percent follows the year of the quotation date (7 before 2023, 8 in
 * 2023, 9 from 2024); the amount is rounded "up at the third decimal if it is above 4, otherwise
 * truncated to cents" (`roundRatio` in money.ts, taken literally on the exact amount).
 */
import { type BasisPoints, type Cents, PERCENT_SCALE, percentOf } from './money.js';

/** Percent by first year it applies, newest last. */
export const GST_SCHEDULE: readonly { fromYear: number; percent: number }[] = [
  { fromYear: 0, percent: 7 },
  { fromYear: 2023, percent: 8 },
  { fromYear: 2024, percent: 9 },
];

const DATE_PREFIX = /^(\d{4})-(\d{2})-(\d{2})/;

/** The year of a yyyy-MM-dd date (an ISO date-time also works); null when it is not such a date. */
export function yearOf(date: string | null | undefined): number | null {
  const m = DATE_PREFIX.exec(date ?? '');
  return m ? Number(m[1]) : null;
}

/**
 * GST percent for a quotation dated `date` (yyyy-MM-dd, read as written: no time zone shift).
 * Without a readable date the newest rate applies: a quotation being written today is dated today.
 */
export function gstPercentForDate(date: string | null | undefined): number {
  const year = yearOf(date);
  const latest = GST_SCHEDULE[GST_SCHEDULE.length - 1].percent;
  if (year === null) return latest;
  return gstBasisPointsForYear(year) / PERCENT_SCALE;
}

/** GST percent, in basis points, for a given year (the schedule above). */
export function gstBasisPointsForYear(year: number): BasisPoints {
  let percent = GST_SCHEDULE[0].percent;
  for (const step of GST_SCHEDULE) if (year >= step.fromYear) percent = step.percent;
  return percent * PERCENT_SCALE;
}

/** The same percent as hundredths of a percent (9 -> 900), the unit the pricing works in. */
export function gstBasisPointsForDate(date: string | null | undefined): BasisPoints {
  return gstPercentForDate(date) * PERCENT_SCALE;
}

/** GST on an amount: 150 cents at 9 % is 13.5 cents, third decimal 5 -> 14 cents; 10005 at 9 % -> 900. */
export function gstAmount(subTotal: Cents, percent: BasisPoints): Cents {
  return percentOf(subTotal, percent);
}
