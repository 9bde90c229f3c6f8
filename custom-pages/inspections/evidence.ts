/**
 * The spec's evidence addresses under the checklist lists (part 3 §2): a defect created, edited or viewed from its
 * checklist item, opened as the checklist with that defect's dialog on top.
 *   {list}/{schedule}/{item}/{sub item}[/create-evidence]    a new defect on the sub-item ('null': the item itself)
 *   {list}/{schedule}/{item}/{sub item}/view-evidence        the item's defect, read-only
 *   {list}/{defect}/{schedule}/{item}/{sub item}/edit-evidence (or /view-evidence)   that defect
 */
import type { Inspection } from './api.js';

export type EvidenceMode = 'create' | 'edit' | 'view';

export interface EvidenceTarget {
  inspectionId: string;
  subItemId: number;
  defectId?: number;
  mode: EvidenceMode;
}

const id = (v: string | undefined) => (v && /^\d+$/.test(v) ? Number(v) : undefined);

/** Reads the route's parameters; null when they do not name a checklist item. */
export function evidenceTarget(
  params: { scheduleId?: string; itemId?: string; subItemId?: string; defectId?: string },
  mode: EvidenceMode,
): EvidenceTarget | null {
  const inspection = id(params.scheduleId);
  const subItemId = id(params.subItemId) ?? id(params.itemId);
  if (!inspection || !subItemId) return null;
  const defectId = id(params.defectId);
  return { inspectionId: String(inspection), subItemId, ...(defectId ? { defectId } : {}), mode };
}

/** The route patterns of one list (inspection-servicing or its -pending twin) and the mode each opens. */
export function evidencePaths(list: string): { path: string; mode: EvidenceMode }[] {
  const item = `${list}/:scheduleId/:itemId/:subItemId`;
  const saved = `${list}/:defectId/:scheduleId/:itemId/:subItemId`;
  return [
    { path: item, mode: 'create' },
    { path: `${item}/create-evidence`, mode: 'create' },
    { path: `${item}/view-evidence`, mode: 'view' },
    { path: `${saved}/edit-evidence`, mode: 'edit' },
    { path: `${saved}/view-evidence`, mode: 'view' },
  ];
}

/** The dialog an evidence address opens first: the item's defect (the given one, or its first to view), or a new one. */
export function initialDefect(inspection: Inspection, evidence: EvidenceTarget | null, editable: boolean) {
  if (!evidence) return null;
  const item = inspection.checklist_items
    .flatMap((e) => e.checklist_sub_items)
    .find((s) => s.id === evidence.subItemId);
  if (!item) return null;
  const defectId = evidence.defectId ?? (evidence.mode === 'view' ? item.defects[0]?.id : undefined);
  if (defectId) return { item, defectId, readOnly: evidence.mode === 'view' };
  return evidence.mode === 'create' && editable ? { item } : null;
}
