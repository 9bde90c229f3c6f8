/**
 * Defects found on a checklist sub-item (spec part 3 §3 "Defect / evidence", §4 "Defect", §5 "Defect"). A ticked defect is
 * followed up until repaired; a repaired one is locked. The move Follow up -> Repaired is not in the specification: we require
 * at least one after picture, the evidence a repair is made of.
 */
import { INSPECTION_MSG } from './inspections.js';
import type { FieldErrors } from './quotationValidation.js';
import { ROLE, type RoleSlug } from './roles.js';

export const DEFECT_STATUSES = ['Inspected', 'Follow up', 'Repaired'] as const;
export type DefectStatus = (typeof DEFECT_STATUSES)[number];

/** Who may edit defects and upload their pictures (spec part 3 §6 "Defects"). */
export const DEFECT_EDITORS: readonly RoleSlug[] = [
  ROLE.MAINTENANCE_TEAM,
  ROLE.TECHNICIAN,
  ROLE.TERM_CONTRACTOR,
  ROLE.TERM_CONTRACTOR_QS,
  ROLE.ADMIN,
];

export const canEditDefects = (role: string) => (DEFECT_EDITORS as readonly string[]).includes(role);

/** Who may delete a defect from the follow-up list (spec part 3 §6 "Tree inspections", last line). */
export const DEFECT_DELETERS: readonly RoleSlug[] = [ROLE.TERM_CONTRACTOR, ROLE.TERM_CONTRACTOR_QS, ROLE.ADMIN];

export const mayDeleteDefects = (role: string) => (DEFECT_DELETERS as readonly string[]).includes(role);

/**
 * Whether a defect can be deleted now: while its checklist is still being filled in (the record a signature covers is
 * not changed afterwards) and it is not repaired (a repaired defect is locked).
 */
export const isDefectDeletable = (checklistEditable: boolean, status: string) =>
  checklistEditable && status !== 'Repaired';

/** The status a new or re-ticked defect takes. */
export const statusForFlag = (defect: boolean): DefectStatus => (defect ? 'Follow up' : 'Inspected');

export interface DefectState {
  status: DefectStatus;
  defect: boolean;
  beforePhotos: number;
  afterPhotos: number;
}

export interface DefectChange {
  defect?: boolean;
  status?: string;
  location?: string | null;
  description?: string | null;
  /** Pictures this request adds. */
  addedBefore?: number;
  addedAfter?: number;
}

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/**
 * Errors of a defect save, keyed by field, and the status it ends in. `current` is null when the defect is new.
 */
export function checkDefectChange(
  current: DefectState | null,
  change: DefectChange,
): { errors: FieldErrors; status: DefectStatus } {
  const errors: FieldErrors = {};
  if (current?.status === 'Repaired') return { errors: { status: INSPECTION_MSG.defectLocked }, status: 'Repaired' };
  const defect = change.defect ?? current?.defect ?? false;
  if (defect) {
    if (blank(change.location)) errors.location = INSPECTION_MSG.required;
    if (blank(change.description)) errors.description = INSPECTION_MSG.required;
  }
  if (current && current.defect && !defect && current.beforePhotos + current.afterPhotos > 0)
    errors.defect = INSPECTION_MSG.defectPhotos;
  let status = statusForFlag(defect);
  if (change.status === 'Repaired') {
    if (!defect) errors.status = INSPECTION_MSG.required;
    else if ((current?.afterPhotos ?? 0) + (change.addedAfter ?? 0) === 0)
      errors.status = INSPECTION_MSG.repairedNeedsPhoto;
    else status = 'Repaired';
  } else if (change.status !== undefined && !(DEFECT_STATUSES as readonly string[]).includes(change.status))
    errors.status = INSPECTION_MSG.required;
  return { errors, status };
}

/** Saved-defect titles in the list are cut to 29 characters and an ellipsis when longer than 30 (spec part 3 §9). */
export const defectTitle = (description: string) =>
  description.length > 30 ? `${description.slice(0, 29)}…` : description;
