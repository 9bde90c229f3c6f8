/**
 * "Today" and month boundaries in the installation's one time zone (APP_TIME_ZONE, default Asia/Singapore), on the
 * server and in the browser alike: at 00:30 in Singapore on 1 December it is December there, although it is still
 * 30 November in UTC (and perhaps in the browser's own zone). Every "today", "this month" and "this year" of the app
 * comes from here, never from a Date's UTC or local fields.
 */
export const DEFAULT_TIME_ZONE = 'Asia/Singapore';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(zone, f);
  }
  return f;
}

export interface CalendarDay {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
}

/** The calendar day an instant falls on in a zone. */
export function dayOf(instant: Date, zone: string): CalendarDay {
  const parts = Object.fromEntries(
    formatterOf(zone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `yyyy-MM-dd` of an instant in a zone. */
export function dateIn(instant: Date, zone: string): string {
  const d = dayOf(instant, zone);
  return `${d.year}-${pad(d.month)}-${pad(d.day)}`;
}

/** Today's date (`yyyy-MM-dd`) in a zone. */
export function todayIn(zone: string, now: Date = new Date()): string {
  return dateIn(now, zone);
}

/** The month (and its year) an instant falls in, in a zone. */
export function monthOf(instant: Date, zone: string): { year: number; month: number } {
  const { year, month } = dayOf(instant, zone);
  return { year, month };
}

/** The year an instant falls in, in a zone (reference numbers, default filters). */
export function yearOf(instant: Date, zone: string): number {
  return dayOf(instant, zone).year;
}
