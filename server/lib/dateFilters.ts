import { isIsoDate } from '../../domain/dates.js';
import { emptyFieldErrors } from '../../domain/fieldErrors.js';
import { filterParameters, type AreaListSchema } from '../../schemas/resource.js';
import { unprocessable } from './errors.js';

/** What a date filter that names no real day is told (the lists' and the dashboards' wording). */
export const DATE_FILTER_MSG = 'The date must be in the format yyyy-MM-dd.';

/**
 * Date filters name days that exist. Compared as text, 2026-02-30 would quietly list the days around it, so it is
 * refused with its field. An empty filter is no filter; a date and time (the calendar's range) is judged by its date.
 */
export function refuseImpossibleDates(query: Record<string, unknown>, fields: readonly string[]): void {
  const errors = emptyFieldErrors();
  for (const field of fields) {
    const value = query[field];
    if (typeof value === 'string' && value !== '' && !isIsoDate(value.slice(0, 10))) errors[field] = [DATE_FILTER_MSG];
  }
  if (Object.keys(errors).length) throw unprocessable(errors);
}

/** The query parameters of a list's date filters (a range's two), which refuseImpossibleDates checks. */
export const dateFilterParameters = (schema: AreaListSchema): string[] =>
  Object.entries(schema.properties)
    .filter(([, p]) => p['x-filter'] && p.format === 'date')
    .flatMap(([field, p]) => filterParameters(field, p));
