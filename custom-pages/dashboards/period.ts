/**
 * The period of an inspection-side dashboard (spec part 3 §2, §6) and the query it asks with: read from the address
 * (?school_id=&month=&year=), the current month when absent, an operations manager's own school when no school is
 * named. Plain functions: the screens (DashboardPage.tsx, api.ts) and the entry's early preview of a dashboard
 * (countPreviews.tsx) ask for the same address from them.
 */
import { monthOf } from '../../domain/calendar.js';

/** School, month and year as the filter's inputs hold them (strings; '' for all schools, or all time). */
export interface PeriodFilter {
  school_id: string;
  month: string;
  year: string;
}

/** This month in the installation's zone, all schools. */
export function currentPeriod(timeZone: string): PeriodFilter {
  const now = monthOf(new Date(), timeZone);
  return { school_id: '', month: String(now.month), year: String(now.year) };
}

/** The period an address names; `ownSchoolId` when it names no school (an operations manager's). */
export function periodOfAddress(search: URLSearchParams, ownSchoolId: number | null, timeZone: string): PeriodFilter {
  const fallback = currentPeriod(timeZone);
  return {
    school_id: search.get('school_id') ?? (ownSchoolId ? String(ownSchoolId) : ''),
    month: search.has('month') ? (search.get('month') ?? '') : fallback.month,
    year: search.get('year') ?? fallback.year,
  };
}

/** The query parameters of a period: its school when one is chosen, its month and year when both are. */
export const periodQuery = (f: PeriodFilter) => ({
  ...(f.school_id ? { school_id: f.school_id } : {}),
  ...(f.month && f.year ? { month: f.month, year: f.year } : {}),
});
