/**
 * The tree inspection's changes the server could not take as they were, in the trees' words: values someone else
 * changed too (the user keeps theirs or uses their own, which is then sent on the current version) and steps the
 * workflow no longer allows, reported with what the device kept (src/components/offline/OfflineProblemsDialog.tsx).
 */
import { useTranslate } from 'react-admin';
import type { MergeValue } from '../../domain/offlineMerge.js';
import { treeLabel } from '../../domain/treeFields.js';
import { inWords, OfflineProblemsDialog } from '../../src/components/offline/OfflineProblemsDialog.js';
import type { StoredWrite } from '../../src/offline/outbox.js';
import { DATE, labelOf, pathOf } from './offlineFields.js';
import type { EvidencePayload, KeptTreeInspection, PhotoPayload } from './offlineRecord.js';

export function TreeProblemsDialog({
  record,
  problems,
  onClose,
}: {
  record: KeptTreeInspection;
  problems: StoredWrite[];
  onClose: () => void;
}) {
  const translate = useTranslate();
  const tt = (k: string, o?: object) => translate(`caretaker.trees.${k}`, o);
  const treeName = (itemId: number) => {
    const item = record.tree_checklist_items.find((i) => i.id === itemId);
    return item ? `${item.sequence}. ${treeLabel(item.fields, item.sequence)}` : `#${itemId}`;
  };
  const what = (w: StoredWrite) => {
    const kind = w.kind.split('.')[1];
    const itemId = (w.payload as { itemId?: number }).itemId;
    const name = (w.payload as { name?: string }).name;
    return tt(`offline.kinds.${kind}`, { tree: itemId ? treeName(itemId) : '', name });
  };
  /** A value's name for a person: the form's field with its tree, or the evidence's field. */
  const fieldName = (w: StoredWrite, field: string) => {
    if (w.kind === 'tree.evidence') return tt(field === 'defect' ? 'defect' : 'remarks');
    if (field === DATE) return tt('inspection_date');
    const path = pathOf(field);
    return path ? `${treeName(path[0])} — ${labelOf(record, field)}` : field;
  };
  const shown = inWords((field, v) => {
    if (v === 'yes' || v === 'no') return tt(v);
    const path = pathOf(field);
    if (path && path[2] === null) return (JSON.parse(String(v)) as string[]).join(', ') || '—';
    return String(v);
  });
  /** What the device kept of a refused write, in words. */
  const kept = (w: StoredWrite) => {
    if (w.kind === 'tree.photo') return (w.payload as PhotoPayload).name;
    if (w.kind === 'tree.photoDelete') return '';
    const change = (w.payload as Partial<EvidencePayload>).change as Record<string, MergeValue> | undefined;
    return Object.entries(change ?? {})
      .map(([f, v]) => `${fieldName(w, f)}: ${shown(f, v)}`)
      .join(' · ');
  };
  return (
    <OfflineProblemsDialog
      problems={problems}
      onClose={onClose}
      titleId="tree-offline-problems"
      label={what}
      fieldName={fieldName}
      shown={shown}
      kept={kept}
      keptNote={(w) => (w.kind === 'tree.photoDelete' ? translate('caretaker.offline.photo_delete_kept') : undefined)}
    />
  );
}
