/** The spec's one date format, `yyyy-MM-dd`, checked as a real calendar date (no 2026-02-30). */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** A clock time `HH:mm` (or `HH:mm:ss`) that exists: 00:00 to 23:59 ('25:99' is not). */
const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;
export const isClockTime = (value: string): boolean => CLOCK_TIME.test(value);

/** A date and time `yyyy-MM-dd HH:mm` whose date and time both exist. */
export function isDateTime(value: string): boolean {
  const m = /^(\S+) (\S+)$/.exec(value);
  return !!m && isIsoDate(m[1]) && /^\d{2}:\d{2}$/.test(m[2]) && isClockTime(m[2]);
}

/** A date, or a date and time as a datetime field sends it: `yyyy-MM-dd`, `yyyy-MM-ddTHH:mm` or `yyyy-MM-dd HH:mm`. */
export function isDateMaybeTime(value: string): boolean {
  if (value.length <= 10) return isIsoDate(value);
  const sep = value[10];
  return (sep === 'T' || sep === ' ') && isDateTime(`${value.slice(0, 10)} ${value.slice(11)}`);
}

/** The message of a date or time field that does not exist (the forms' own wording). */
export const DATE_MSG = { date: 'Must be a valid date', time: 'Must be a valid time' } as const;

/** English month names, January first (the spec's labels; screens translate them). */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
