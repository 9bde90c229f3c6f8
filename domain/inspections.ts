/**
 * The vocabulary of spec part 3 (inspections): categories, types, frequencies, statuses, the maintenance calendar's colours,
 * and the rules a checklist must meet before it is submitted. Pure: the server applies them, the browser shows them live.
 */
import { DATE_MSG, isClockTime, isDateMaybeTime, isIsoDate, MONTH_NAMES } from './dates.js';
import type { FieldErrors } from './quotationValidation.js';

export const INSPECTION_CATEGORIES = [
  'BUILDING-MAINTENANCE',
  'SAFETY-AUDIT-INSPECTION',
  'TURFING-AND-PLANTING-MAINTENANCE',
] as const;
export type InspectionCategory = (typeof INSPECTION_CATEGORIES)[number];

export const INSPECTION_TYPES = ['ADHOC', 'REGULAR'] as const;

export const FREQUENCIES = [
  'ADHOC',
  'ALTERNATE-DAYS',
  'WEEKLY',
  'FORTNIGHTLY',
  'MONTHLY',
  'BIMONTHLY',
  'QUARTERLY',
  'BIANNUAL',
  'SEMIANNUAL',
  'HALF-YEARLY',
  'YEARLY',
  'PHYSICAL-MAINTENANCE',
  'VISUAL-INSPECTION',
] as const;
export type Frequency = (typeof FREQUENCIES)[number];

export const INSPECTION_STATUSES = [
  'DRAFT',
  'REJECTED',
  'SUBMITTED',
  'ACKNOWLEDGED',
  'APPROVED',
  'PENDING_CONFIRMATION',
] as const;
export type InspectionStatus = (typeof INSPECTION_STATUSES)[number];

/** How the lists show a status (spec part 3 §4: DRAFT is "pending TC", SUBMITTED is "pending MA"). */
export const INSPECTION_STATUS_LABELS: Record<InspectionStatus, string> = {
  DRAFT: 'Pending TC',
  REJECTED: 'Rejected',
  SUBMITTED: 'Pending MA',
  ACKNOWLEDGED: 'Acknowledged',
  APPROVED: 'Approved',
  PENDING_CONFIRMATION: 'Pending confirmation',
};

/** The maintenance calendar (spec part 3 §9). */
export const MAINTENANCE_TYPES = ['BM', 'TP', 'SPECIALIST'] as const;
export type MaintenanceType = (typeof MAINTENANCE_TYPES)[number];
export const MAINTENANCE_COLOURS: Record<MaintenanceType, string> = {
  BM: '#5bc0de',
  TP: '#4bbf73',
  SPECIALIST: '#f0ad4e',
};
export const MAINTENANCE_LABELS: Record<MaintenanceType, string> = {
  BM: 'Building Maintenance',
  TP: 'Turf & Plant',
  SPECIALIST: 'Specialist',
};

export const INSPECTION_MSG = {
  required: 'This field is required',
  inspectedAt: 'Inspection date is required.',
  remarks: 'Remarks is required.',
  signature: 'Please provide signature to proceed.',
  signatureDate: 'Signature Date is required.',
  signatoryRemarks: 'Signatory Remarks is required when updating this form',
  incomplete: 'Please complete checklist items',
  members: 'Select member(s) for this inspection',
  checkOutWindow: 'Check-out must be between 17:00 and 18:00.',
  followUpSouthOnly: "'No (For follow up inspection)' is only for SOUTH zone schools.",
  defectPhotos: 'Remove the before and after pictures first.',
  defectLocked: 'A repaired defect can no longer be changed.',
  repairedNeedsPhoto: 'Add at least one after picture before marking the defect as repaired.',
} as const;

export const DEFAULT_PURPOSE = 'Inspection/Custodial/Project';
export const DEFAULT_CHECK_IN_TIME = '08:00';
export const REPORT_REGENERATION_SECONDS = 180;

const SEMI_ANNUAL: readonly string[] = ['BIANNUAL', 'SEMIANNUAL', 'HALF-YEARLY'];

/**
 * Is a sub-item of this frequency due in the given month (1-12)? Periods close at the end of their last month: a quarterly item
 * must be checked Yes by the inspection of March, June, September or December; every-month and shorter cycles are due in every
 * inspection; ad-hoc and the "physical/visual" kinds are never compulsory.
 */
export function isDueInMonth(frequency: string | null | undefined, month: number): boolean {
  switch (frequency) {
    case 'ALTERNATE-DAYS':
    case 'WEEKLY':
    case 'FORTNIGHTLY':
    case 'MONTHLY':
      return true;
    case 'BIMONTHLY':
      return month % 2 === 0;
    case 'QUARTERLY':
      return month % 3 === 0;
    case 'BIANNUAL':
    case 'SEMIANNUAL':
    case 'HALF-YEARLY':
      return month % 6 === 0;
    case 'YEARLY':
      return month === 12;
    default:
      return false;
  }
}

export type CheckedValue = 'yes' | 'no' | 'n/a';
export const CHECKED_VALUES: readonly CheckedValue[] = ['yes', 'no', 'n/a'];

export interface ChecklistSubItem {
  id: number;
  header?: boolean | number | null;
  serial_no?: string | null;
  element?: string | null;
  description?: string | null;
  frequency?: string | null;
  status?: string | null;
  /** The defect raised on this item that follows it up (its id), if any. */
  followUpDefect?: number | null;
}

export interface UncheckedItems {
  /** The warning's heading, with the month or the semi-annual wording of spec part 3 §5. */
  message: string;
  items: ChecklistSubItem[];
}

const MONTHS = MONTH_NAMES;

/**
 * The sub-items that must still be checked Yes before a checklist may be submitted (spec part 3 §5, `get-unchecked-items`).
 * A semi-annual checklist needs every item; otherwise the items due in the inspection's month. Header rows never count,
 * 'n/a' satisfies an item (a facility the school does not have cannot be checked Yes), and so does 'no' with a follow-up
 * defect raised on the item: the failure is recorded and followed up, and the answer stays No (docs/workflows.md).
 */
export function uncheckedItems(
  subItems: readonly ChecklistSubItem[],
  checklist: { frequency: string | null | undefined; inspectedAt: string },
): UncheckedItems {
  const month = Number(checklist.inspectedAt.slice(5, 7));
  const semiAnnual = SEMI_ANNUAL.includes(checklist.frequency ?? '');
  const open = subItems.filter(
    (s) =>
      !s.header &&
      (semiAnnual || isDueInMonth(s.frequency ?? checklist.frequency, month)) &&
      s.status !== 'yes' &&
      s.status !== 'n/a' &&
      !(s.status === 'no' && s.followUpDefect),
  );
  const message = semiAnnual
    ? 'The following items need to be checked as Yes for this semi-annual checklist'
    : `The following items need to be checked as Yes for the month of ${MONTHS[month - 1] ?? ''}`;
  return { message, items: open };
}

/** The answers as reports print them. */
export const ANSWER_LABELS: Record<string, string> = { yes: 'Yes', no: 'No', 'n/a': 'N/A' };

/** A sub-item's answer in a report: a failed item with its follow-up defect says which one, never 'Yes'. */
export function answerText(status: string | null | undefined, followUpDefect?: number | null): string {
  const label = ANSWER_LABELS[status ?? ''] ?? '';
  return status === 'no' && followUpDefect ? `${label} — follow-up defect #${followUpDefect}` : label;
}

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** The check-out answer 'No (For follow up inspection)', offered to SOUTH schools only. */
export const FOLLOW_UP_CHECK_OUT = 'No (For follow up inspection)';

/** Spec part 3 §5/§9: a SOUTH school's check-out lies between 17:00 and 18:00 (inclusive, minute steps). */
export function checkOutError(zone: string | null | undefined, checkOut: string | null | undefined): string | null {
  if (checkOut === FOLLOW_UP_CHECK_OUT) return zone === 'SOUTH' ? null : INSPECTION_MSG.followUpSouthOnly;
  if (!checkOut) return null;
  // Every zone: a time that exists (HH:mm, or the date and time a datetime field sends).
  const exists = isClockTime(checkOut) || (checkOut.length > 10 && isDateMaybeTime(checkOut));
  if (!exists) return DATE_MSG.time;
  if (zone !== 'SOUTH') return null;
  const time = checkOut.length > 5 ? checkOut.slice(-5) : checkOut;
  const m = TIME.exec(time);
  if (!m) return INSPECTION_MSG.checkOutWindow;
  const minutes = Number(m[1]) * 60 + Number(m[2]);
  return minutes >= 17 * 60 && minutes <= 18 * 60 ? null : INSPECTION_MSG.checkOutWindow;
}

/** 'No (For follow up inspection)' is a check-out answer only SOUTH schools get. */
export const offersFollowUpCheckOut = (zone: string | null | undefined) => zone === 'SOUTH';

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** The create-inspection modal (spec part 3 §5 "Create inspection from a checklist"). */
export function validateCreateInspection(p: {
  school_id?: unknown;
  members?: unknown;
  checklist_id?: unknown;
}): FieldErrors {
  const errors: FieldErrors = {};
  if (blank(p.checklist_id)) errors.checklist_id = INSPECTION_MSG.required;
  if (blank(p.school_id)) errors.school_id = INSPECTION_MSG.required;
  if (!Array.isArray(p.members) || p.members.length === 0) errors.members = INSPECTION_MSG.members;
  return errors;
}

/** The form variant's signatory block: date always, remarks unless the school is in NORTH_EAST. */
export function validateSignatory(
  p: { signatory_date?: unknown; signatory_remarks?: unknown },
  zone: string | null | undefined,
): FieldErrors {
  const errors: FieldErrors = {};
  if (blank(p.signatory_date)) errors.signatory_date = INSPECTION_MSG.signatureDate;
  else if (!isDateMaybeTime(String(p.signatory_date))) errors.signatory_date = DATE_MSG.date;
  if (zone !== 'NORTH_EAST' && blank(p.signatory_remarks)) errors.signatory_remarks = INSPECTION_MSG.signatoryRemarks;
  return errors;
}

/** The maintenance modal: title, school, category (type) and date, all required. */
export function validateMaintenanceEntry(p: {
  title?: unknown;
  school_id?: unknown;
  type?: unknown;
  start?: unknown;
}): FieldErrors {
  const errors: FieldErrors = {};
  for (const k of ['title', 'school_id', 'type', 'start'] as const)
    if (blank(p[k])) errors[k] = INSPECTION_MSG.required;
  if (!errors.type && !(MAINTENANCE_TYPES as readonly unknown[]).includes(p.type))
    errors.type = INSPECTION_MSG.required;
  if (!errors.start && !isIsoDate(String(p.start).slice(0, 10))) errors.start = DATE_MSG.date;
  return errors;
}

/** The checklist's inspection date: a real calendar date. */
export const inspectedAtError = (value: string | null | undefined): string | null =>
  value === undefined || value === null || isIsoDate(value) ? null : DATE_MSG.date;
