/**
 * Work service orders (spec part 2 §3 "Work service order", §5 "WSO creator form"): the vocabulary and the rules of the
 * creator's form. Pure: the server applies them, the browser shows them live.
 */
import { isIsoDate } from './dates.js';
import type { FieldErrors } from './quotationValidation.js';

export const WSO_STATUSES = ['DRAFT', 'PENDING', 'APPROVED', 'REJECTED'] as const;
export type WsoStatus = (typeof WSO_STATUSES)[number];
/** The state of a form not yet saved: the workflow table's starting point. */
export type WsoState = WsoStatus | 'NEW';

export const WSO_CATEGORIES = ['AD-HOC', 'QUOTATION'] as const;
export type WsoCategory = (typeof WSO_CATEGORIES)[number];
export const WSO_CATEGORY_LABELS: Record<WsoCategory, string> = { 'AD-HOC': 'Ad-hoc', QUOTATION: 'Quotation' };

export const WSO_DETAILS = {
  work_completed: 'Work completed satisfactorily',
  not_complete: 'Not complete, require quotation',
} as const;
export type WsoDetails = keyof typeof WSO_DETAILS;

/** The list filter's status options (spec §2): Pending, Approved, Rejected. */
export const WSO_FILTER_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;

export const WSO_MSG = {
  required: 'This field is required',
  detailsRequired: 'This field is required.',
  signature: 'Please provide signature to proceed.',
  remarks: 'This field is required',
  completedBeforeArrival: 'The completion date and time cannot be before the time arrived on site.',
  created: 'Successfully created work service order',
  updated: 'Successfully updated work service order',
  approved: 'Successfully updated work service',
  rejected: 'Successfully rejected work serivce order',
  deleted: 'Successfully deleted',
  regenerated: 'Successfully regenerated report. Please wait for 3 minutes.',
  stale: 'This work service order was changed by someone else. Reload it and try again.',
  quotationNotApproved: 'A work service order can only be created for an approved quotation.',
} as const;

/** The creator's fields every WSO needs (spec §5), in form order. */
export const WSO_REQUIRED = [
  'date',
  'time_received',
  'fault_call_ref_no',
  'fault_call_location',
  'time_arrived_onsite',
  'completed_on',
  'completion_time',
  'work_description',
  'details',
] as const;
/** And those the ad-hoc form adds. */
export const WSO_ADHOC_REQUIRED = ['category', 'school_id', 'contact_person', 'job_location', 'address'] as const;

const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;
const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

export type WsoFields = Partial<Record<(typeof WSO_REQUIRED)[number] | (typeof WSO_ADHOC_REQUIRED)[number], unknown>>;

/**
 * The creator's form: the spec's required fields for a submission (a draft may be incomplete but never malformed),
 * dates yyyy-MM-dd, times HH:mm, details one of the two options, and the work not completed before it was started.
 */
export function wsoFormErrors(f: WsoFields, opts: { adhoc: boolean; draft: boolean }): FieldErrors {
  const errors: FieldErrors = {};
  const required = [...WSO_REQUIRED, ...(opts.adhoc ? WSO_ADHOC_REQUIRED : [])];
  if (!opts.draft)
    for (const k of required) if (blank(f[k])) errors[k] = k === 'details' ? WSO_MSG.detailsRequired : WSO_MSG.required;
  for (const k of ['date', 'completed_on'] as const)
    if (!blank(f[k]) && !(typeof f[k] === 'string' && isIsoDate(f[k] as string)))
      errors[k] = 'Enter a date as yyyy-MM-dd.';
  for (const k of ['time_received', 'time_arrived_onsite', 'completion_time'] as const)
    if (!blank(f[k]) && !(typeof f[k] === 'string' && TIME.test(f[k] as string))) errors[k] = 'Enter a time as HH:mm.';
  if (!blank(f.details) && !(String(f.details) in WSO_DETAILS)) errors.details = 'The selected details is invalid.';
  if (!blank(f.category) && !(WSO_CATEGORIES as readonly string[]).includes(String(f.category)))
    errors.category = 'The selected category is invalid.';
  if (!errors.completed_on && !errors.completion_time && !errors.date && !errors.time_arrived_onsite) {
    const arrived = stamp(f.date, f.time_arrived_onsite);
    const done = stamp(f.completed_on, f.completion_time);
    if (arrived && done && done < arrived) errors.completed_on = WSO_MSG.completedBeforeArrival;
  }
  return errors;
}

/** `yyyy-MM-ddTHH:mm` for comparing; null when either part is missing. Arrival is on the WSO's date. */
function stamp(date: unknown, time: unknown): string | null {
  if (blank(date) || blank(time)) return null;
  return `${String(date)}T${String(time).slice(0, 5)}`;
}

/** What the list and the form show as status (spec §4: 'PENDING FOR MA APPROVAL' lets the creator reject). */
export function wsoDisplayStatus(status: WsoStatus, maApproved: boolean): string {
  if (status !== 'PENDING') return status;
  return maApproved ? 'PENDING FOR OM APPROVAL' : 'PENDING FOR MA APPROVAL';
}

/** Who acts next: MA, then OM; TC when the order came back rejected; null when nothing is pending. */
export function wsoPendingApproval(status: WsoStatus, maApproved: boolean): 'MA' | 'OM' | 'TC' | null {
  if (status === 'PENDING') return maApproved ? 'OM' : 'MA';
  if (status === 'REJECTED') return 'TC';
  return null;
}

/** The WSO side of a quotation (spec part 2 §4 Quotation: WSO_PENDING_CREATION … COMPLETED) after a WSO move. */
export function quotationWsoStatus(status: WsoState, maApproved: boolean): string {
  switch (status) {
    case 'PENDING':
      return maApproved ? 'WSO_PENDING_OM' : 'WSO_PENDING_MA';
    case 'REJECTED':
      return 'WSO_REJECTED';
    case 'APPROVED':
      return 'COMPLETED';
    default:
      return 'WSO_PENDING_CREATION';
  }
}
