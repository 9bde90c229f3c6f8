/** Dollars <-> integer cents without float drift: amounts are parsed from their decimal text, never multiplied as floats. */
const AMOUNT_RE = /^(\d{1,13})(?:\.(\d{1,2}))?$/;

/** '1234.5' | 1234.5 -> 123450; null for anything that is not a non-negative amount with at most two decimals. */
export function toCents(value: unknown): number | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  const text = String(value).trim().replace(/,/g, '');
  const m = AMOUNT_RE.exec(text);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** 123450 -> 1234.5 (a number with at most two decimals, exact as a decimal literal). */
export const fromCents = (cents: number | string | null | undefined): number => {
  const n = Number(cents ?? 0);
  return Number(`${Math.trunc(n / 100)}.${String(Math.abs(n % 100)).padStart(2, '0')}`);
};
