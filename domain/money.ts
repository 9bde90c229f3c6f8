/**
 * Exact money and decimals (spec part 2 §3, §9). Amounts are integer cents, quantities integer
 * thousandths, percentages integer hundredths of a percent. Text is parsed digit by digit (never
 * through a float), products are taken in BigInt and divided back with the one rounding rule of
 * `roundRatio`. See docs/pricing.md.
 */

/** Integer number of cents (S$ 1.00 = 100). */
export type Cents = number;
/** Integer number of thousandths of a unit (quantity 2.5 = 2500). */
export type Milli = number;
/** Integer number of hundredths of a percent (31 % = 3100). */
export type BasisPoints = number;

export const CENTS_DECIMALS = 2;
export const QTY_DECIMALS = 3;
export const PERCENT_DECIMALS = 2;
export const QTY_SCALE = 1000;
export const PERCENT_SCALE = 100;
/** 100 % in basis points: the cap of every percentage. */
export const FULL_PERCENT: BasisPoints = 100 * PERCENT_SCALE;

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?$/;
const THOUSANDS = /^[+-]?\d{1,3}(?:,\d{3})+(?:\.\d*)?$/;

/**
 * A decimal written as text (or a number) scaled to an integer with `decimals` places:
 * ('1,234.50', 2) -> 123450n. Whitespace is removed; commas are read only as thousands separators (the spec's "commas
 * removed"), so '1,25.0' is refused rather than read as 125.00.
 * Null when empty, not a number, or carrying more significant decimals than `decimals`.
 */
export function parseScaled(input: unknown, decimals: number): bigint | null {
  let text: string;
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return null;
    text = String(input); // the shortest text that reads back as this number: 1234.56 -> '1234.56'
  } else if (typeof input === 'string') {
    text = input;
  } else if (typeof input === 'bigint') {
    text = input.toString();
  } else {
    return null;
  }
  const compact = text.replace(/\s/g, '');
  // Commas only as thousands separators ('1,234.50'): '1,25.0' is not 125.00.
  if (compact.includes(',') && !THOUSANDS.test(compact)) return null;
  const m = DECIMAL.exec(compact.replace(/,/g, ''));
  if (!m) return null;
  const [, sign, whole = '', rawFraction = ''] = m;
  if (whole === '' && rawFraction === '') return null;
  const fraction = rawFraction.replace(/0+$/, '');
  if (fraction.length > decimals) return null;
  const scaled = BigInt((whole || '0') + fraction.padEnd(decimals, '0'));
  return sign === '-' ? -scaled : scaled;
}

function toSafeNumber(value: bigint | null): number | null {
  if (value === null) return null;
  const n = Number(value);
  return Number.isSafeInteger(n) ? n : null;
}

/** '1,234.50' -> 123450 cents; null when it is not an amount with at most 2 decimals. */
export function parseRate(input: unknown): Cents | null {
  return toSafeNumber(parseScaled(input, CENTS_DECIMALS));
}

/** Any amount (rate, minimum charge, an API number such as 1234.56) to cents; same rules as parseRate. */
export const parseMoney = parseRate;

/** '2.5' -> 2500 thousandths, '0.125' -> 125; null when not a quantity with at most 3 decimals. */
export function parseQuantity(input: unknown): Milli | null {
  return toSafeNumber(parseScaled(input, QTY_DECIMALS));
}

/** '31' -> 3100, '12.5' -> 1250 hundredths of a percent; null when not a number with at most 2 decimals. */
export function parsePercent(input: unknown): BasisPoints | null {
  return toSafeNumber(parseScaled(input, PERCENT_DECIMALS));
}

/**
 * numerator / denominator rounded to an integer by the spec's rule (part 2 §9): look at the next
 * digit (the "third decimal" when the integer is cents); above 4 round up, otherwise truncate.
 * Applied to the magnitude, so -0.005 rounds to -0.01 like 0.005 rounds to 0.01.
 */
export function roundRatio(numerator: bigint, denominator: bigint): bigint {
  if (denominator <= 0n) throw new RangeError('denominator must be positive');
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  const whole = magnitude / denominator;
  const nextDigit = ((magnitude % denominator) * 10n) / denominator;
  const rounded = nextDigit > 4n ? whole + 1n : whole;
  return negative ? -rounded : rounded;
}

/** a × b / divisor, exact in BigInt, rounded by `roundRatio`: the one way products become cents. */
export function mulDiv(a: number, b: number, divisor: number): number {
  const result = Number(roundRatio(BigInt(a) * BigInt(b), BigInt(divisor)));
  if (!Number.isSafeInteger(result)) throw new RangeError('amount out of range');
  return result;
}

/** Cents × percentage (basis points), rounded to cents: 10000 cents × 31 % -> 3100. */
export function percentOf(amount: Cents, percent: BasisPoints): Cents {
  return mulDiv(amount, percent, FULL_PERCENT);
}

/** Σ of integers, refusing to leave the exactly representable range. */
export function sumCents(values: readonly number[]): number {
  let total = 0;
  for (const v of values) total += v;
  if (!Number.isSafeInteger(total)) throw new RangeError('amount out of range');
  return total;
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** A scaled integer as text with exactly `decimals` places and thousands commas: (123456, 2) -> '1,234.56'. */
export function formatScaled(value: number | bigint, decimals: number, grouping = true): string {
  const big = BigInt(value);
  const negative = big < 0n;
  const digits = (negative ? -big : big).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals);
  const text = `${grouping ? groupThousands(whole) : whole}${decimals > 0 ? `.${fraction}` : ''}`;
  return negative ? `-${text}` : text;
}

/** '1,234.56' and '-1,234.56' (table cells, no currency). */
export function formatAmount(cents: Cents): string {
  return formatScaled(cents, CENTS_DECIMALS);
}

/** 'S$ 1,234.56'; a negative amount is 'S$ -1,234.56' (the minus after the currency, as src/format.ts prints it). */
export function formatSgd(cents: Cents): string {
  return `S$ ${formatAmount(cents)}`;
}

/** 'S$ 1,234.56' from dollars as the API sends them (a number or its text); anything else reads as S$ 0.00. */
export function formatSgdDollars(dollars: number | string | null | undefined): string {
  const n = Number(dollars ?? 0);
  return formatSgd(Math.round((Number.isFinite(n) ? n : 0) * 100));
}

/** A deduction shown in brackets, whole dollars without decimals: 25000 -> '($250)', 12550 -> '($125.50)'. */
export function formatDeduction(cents: Cents): string {
  const magnitude = Math.abs(cents);
  const text = magnitude % 100 === 0 ? groupThousands(String(magnitude / 100)) : formatAmount(magnitude);
  return `($${text})`;
}

/** An amount deducted, as the COP shows it: in brackets with two decimals, no currency: 464815 -> '(4,648.15)'. */
export function formatBracketed(cents: Cents): string {
  return `(${formatAmount(Math.abs(cents))})`;
}

/** A deduction in S$ with cents, in brackets (the reports' custodial discounts): 50000 -> '(S$ 500.00)'. */
export function formatSgdDeduction(cents: Cents): string {
  return `(${formatSgd(Math.abs(cents))})`;
}

function trimFraction(text: string): string {
  return text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
}

/** 2500 -> '2.5', 125 -> '0.125', 3000 -> '3' (no grouping: the quantity input's own text). */
export function formatQuantity(milli: Milli): string {
  return trimFraction(formatScaled(milli, QTY_DECIMALS, false));
}

/** 3100 -> '31', 1250 -> '12.5'. */
export function formatPercent(percent: BasisPoints): string {
  return trimFraction(formatScaled(percent, PERCENT_DECIMALS, false));
}

/** Cents as the API's 2-decimal number: 123456 -> 1234.56 (the nearest double, which prints as written). */
export function toApiNumber(cents: Cents): number {
  return cents / 100;
}

/** Thousandths or basis points as a plain number: (2500, QTY_SCALE) -> 2.5. */
export function scaledToNumber(value: number, scale: number): number {
  return value / scale;
}
