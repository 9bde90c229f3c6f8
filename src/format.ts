/**
 * Shared display formats (spec part 1 §5, §9): dates as yyyy-MM-dd, amounts as 'S$ 1,234.56'
 * (two decimals, thousands separators), file sizes in B/KB/MB/GB.
 */
import { formatScaled } from '../domain/money.js';

/**
 * Two decimals and thousands separators, as `Intl.NumberFormat('en-US')` writes them — it rounds the number's shortest
 * decimal form half away from zero (1.005 -> 1.01), and so does this — without building an Intl formatter: the first one
 * a page builds loads the locale data, ~35 ms of a phone's main thread on every signed-in page. Minus zero is zero.
 */
function twoDecimals(n: number): string {
  const abs = Math.abs(n);
  if (abs >= 1e21) return new Intl.NumberFormat('en-US', { minimumFractionDigits: 2 }).format(n);
  // below 1e21 and above 1e-6, String() is the shortest decimal form in plain notation
  const [whole, fraction = ''] = (abs < 1e-6 ? '0' : String(abs)).split('.');
  let cents = BigInt(whole + fraction.padEnd(2, '0').slice(0, 2));
  if (fraction.length > 2 && fraction[2] >= '5') cents += 1n;
  return formatScaled(n < 0 ? -cents : cents, 2);
}

/** '1,234.56' (no currency), or '' for an empty value. */
export function formatAmount(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const n = typeof value === 'number' ? value : Number(String(value).replace(/,/g, ''));
  return Number.isFinite(n) ? twoDecimals(n) : '';
}

/** 'S$ 1,234.56', or '' for an empty value. */
export function formatMoney(value: number | string | null | undefined): string {
  const a = formatAmount(value);
  return a ? `S$ ${a}` : '';
}

const pad = (n: number) => String(n).padStart(2, '0');

/** yyyy-MM-dd from a Date, an ISO string or a yyyy-MM-dd string; '' when empty or invalid. */
export function formatDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** yyyy-MM-dd HH:mm; '' when empty or invalid. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) return typeof value === 'string' ? value : '';
  return `${formatDate(d)} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** Intl formatters are costly to build (a profile of the bell's list showed it): one per language. */
const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();
function relativeFormat(locale: string): Intl.RelativeTimeFormat {
  let rtf = relativeFormats.get(locale);
  if (!rtf) relativeFormats.set(locale, (rtf = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })));
  return rtf;
}

/**
 * When something happened, for lists of events (notifications): relative ('5 minutes ago', 'now', in the reader's
 * language) when it was today, otherwise yyyy-MM-dd HH:mm. Raw text stays as it is when it is not a time.
 */
export function formatEventTime(
  value: string | number | Date | null | undefined,
  locale = 'en',
  now: Date = new Date(),
): string {
  if (value === null || value === undefined || value === '') return '';
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) return typeof value === 'string' ? value : '';
  const seconds = Math.round((now.getTime() - d.getTime()) / 1000);
  if (formatDate(d) !== formatDate(now) || seconds < -60) return formatDateTime(d);
  const rtf = relativeFormat(locale);
  if (seconds < 60) return rtf.format(0, 'second');
  if (seconds < 3600) return rtf.format(-Math.floor(seconds / 60), 'minute');
  return rtf.format(-Math.floor(seconds / 3600), 'hour');
}

/** 1536 -> '1.5 KB'. */
export function formatBytes(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes)) return '';
  const units = ['B', 'KB', 'MB', 'GB'];
  let v = bytes;
  let i = 0;
  while (v >= 1024 && i < units.length - 1) {
    v /= 1024;
    i++;
  }
  return `${i === 0 ? v : v.toFixed(v >= 10 ? 0 : 1)} ${units[i]}`;
}
