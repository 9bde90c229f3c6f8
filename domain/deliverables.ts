/**
 * Monthly deliverables (spec part 3 §2 "Deliverables", §3, §5, §9): categories, zones, the attachment slots each category
 * asks for, and the rules a deliverable must meet before it is submitted or approved. Pure: the server applies them, the
 * browser shows them live.
 */
import { MONTH_NAMES } from './dates.js';
import type { FieldErrors } from './quotationValidation.js';
import { DEFAULT_TIME_ZONE, monthOf, yearOf } from './calendar.js';

export const DELIVERABLE_CATEGORIES = ['BM', 'TP'] as const;
export type DeliverableCategory = (typeof DELIVERABLE_CATEGORIES)[number];

/** The list routes (spec §2) and their category. */
export const DELIVERABLE_ROUTES: Record<DeliverableCategory, { slug: string; label: string }> = {
  BM: { slug: 'building-maintenance', label: 'Building maintenance' },
  TP: { slug: 'turf-and-plant', label: 'Turf and plant' },
};
export const categoryOfSlug = (slug: string): DeliverableCategory | null =>
  DELIVERABLE_CATEGORIES.find((c) => DELIVERABLE_ROUTES[c].slug === slug || c === slug.toUpperCase()) ?? null;

export const DELIVERABLE_ZONES = ['NORTH_EAST', 'SOUTH'] as const;
export type DeliverableZone = (typeof DELIVERABLE_ZONES)[number];
export const DELIVERABLE_ZONE_LABELS: Record<DeliverableZone, string> = { NORTH_EAST: 'North East', SOUTH: 'South' };

/**
 * PENDING is a month nobody has worked on yet (the list shows it before the record exists; opening it creates it in this
 * state); a draft save makes it DRAFT. Both are the term contractor's to fill in, as is a REJECTED one.
 */
export const DELIVERABLE_STATUSES = ['PENDING', 'DRAFT', 'SUBMITTED', 'APPROVED', 'REJECTED'] as const;
export type DeliverableStatus = (typeof DELIVERABLE_STATUSES)[number];

/** Spec §9: 524,288,000 bytes per file. */
export const DELIVERABLE_MAX_BYTES = 524_288_000;
export const DELIVERABLE_FIRST_YEAR = 2022;
/** Spec §9: 2022 to 2026, and on as the years pass. */
export function deliverableYears(now = new Date(), zone = DEFAULT_TIME_ZONE): number[] {
  const last = Math.max(2026, yearOf(now, zone));
  return Array.from({ length: last - DELIVERABLE_FIRST_YEAR + 1 }, (_, i) => DELIVERABLE_FIRST_YEAR + i);
}
export { MONTH_NAMES };

export interface DeliverableSlot {
  key: string;
  /** The slot's title (the spec's config item calls it `remarks`). */
  title: string;
  required: boolean;
}

/** Spec §5: never required, whatever the configuration says. */
export const NEVER_REQUIRED: readonly string[] = [
  'tp-monthly-job-status',
  'tp-status-expenditure',
  'bm-monthly-custodial',
];

/**
 * The monthly documents of each category. The specification names three keys and says the rest comes from configuration;
 * these are the reports a term contract of this kind hands in each month.
 */
export const DELIVERABLE_SLOTS: Record<DeliverableCategory, readonly DeliverableSlot[]> = {
  BM: [
    { key: 'bm-monthly-report', title: 'Monthly maintenance report', required: true },
    { key: 'bm-inspection-checklists', title: 'Signed inspection checklists', required: true },
    { key: 'bm-defect-register', title: 'Defect register', required: true },
    { key: 'bm-manpower-deployment', title: 'Manpower deployment', required: true },
    { key: 'bm-safety-report', title: 'Workplace safety report', required: true },
    { key: 'bm-monthly-custodial', title: 'Monthly custodial repairs', required: false },
  ],
  TP: [
    { key: 'tp-monthly-report', title: 'Monthly turf and plant report', required: true },
    { key: 'tp-horticulture-checklists', title: 'Signed horticulture checklists', required: true },
    { key: 'tp-tree-inspection-reports', title: 'Tree inspection reports', required: true },
    { key: 'tp-pest-control', title: 'Pest control report', required: true },
    { key: 'tp-monthly-job-status', title: 'Monthly job status', required: false },
    { key: 'tp-status-expenditure', title: 'Status of expenditure', required: false },
  ],
};

export const slotRequired = (slot: DeliverableSlot) => slot.required && !NEVER_REQUIRED.includes(slot.key);
export const CUSTOM_SLOT_RE = /^custom_[1-9][0-9]{0,2}$/;
export const isKnownSlot = (category: DeliverableCategory, key: string) =>
  CUSTOM_SLOT_RE.test(key) || DELIVERABLE_SLOTS[category].some((s) => s.key === key);

export const DELIVERABLE_MSG = {
  submitted: 'Deliverables has been submitted for approval.',
  updated: 'Deliverables has been updated',
  approved: 'Deliverables has been approved.',
  rejected: 'Deliverables has been rejected',
  incomplete: 'Incomplete attachment',
  required: 'This field is required',
  signature: 'Signature is required',
  approvalStatus: 'Approval status is required',
  fileDeleted: 'Successfully deleted file',
  customTitle: 'This field is required',
  stale: 'This deliverable was changed by someone else. Reload it and try again.',
} as const;

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

export interface SubmitCheck {
  category: DeliverableCategory;
  /** Slot keys that hold at least one file (configured and custom). */
  filled: ReadonlySet<string>;
  /** Custom slots in the deliverable, with their titles. */
  custom: readonly { key: string; title: string | null }[];
  /** Whether a prepared-by signature comes with the request or is already stored. */
  signed: boolean;
}

/**
 * Spec §5: required slots hold a file (each empty one: 'This field is required', and the whole: 'Incomplete attachment'),
 * custom slots have a title and a file, and the preparer signs ('Signature is required').
 */
export function submitErrors(c: SubmitCheck): FieldErrors {
  const errors: FieldErrors = {};
  for (const slot of DELIVERABLE_SLOTS[c.category])
    if (slotRequired(slot) && !c.filled.has(slot.key)) errors[slot.key] = DELIVERABLE_MSG.required;
  for (const s of c.custom) {
    if (blank(s.title)) errors[`other_remarks.${s.key}`] = DELIVERABLE_MSG.customTitle;
    if (!c.filled.has(s.key)) errors[s.key] = DELIVERABLE_MSG.required;
  }
  if (Object.keys(errors).length) errors.attachments = DELIVERABLE_MSG.incomplete;
  if (!c.signed) errors.signature = DELIVERABLE_MSG.signature;
  return errors;
}

/** Spec §5 "Approval": a status (APPROVED or REJECTED) and a signature; the remark is optional. */
export function approvalErrors(p: { status?: unknown; signature?: unknown; signature_options?: unknown }): FieldErrors {
  const errors: FieldErrors = {};
  if (p.status !== 'APPROVED' && p.status !== 'REJECTED') errors.status = DELIVERABLE_MSG.approvalStatus;
  if (blank(p.signature) && p.signature_options !== 'my_signature') errors.signature = DELIVERABLE_MSG.signature;
  return errors;
}

/** The months a year's list offers: all twelve for past years, up to this month for the current one, none ahead. */
export function monthsOpen(year: number, now = new Date(), zone = DEFAULT_TIME_ZONE): number[] {
  const current = monthOf(now, zone);
  if (year > current.year) return [];
  const last = year === current.year ? current.month : 12;
  return Array.from({ length: last }, (_, i) => i + 1);
}
