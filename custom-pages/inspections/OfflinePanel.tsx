/**
 * Field work without signal on the checklist (src/components/offline): "Make available offline", the offline banner,
 * what waits to be sent, and the changes the server could not take as they were — fields someone else changed too (the
 * user chooses theirs or mine) and steps the workflow no longer allows (reported with what the device kept).
 */
import { useTranslate } from 'react-admin';
import type { MergeValue } from '../../domain/offlineMerge.js';
import { OfflineBanner } from '../../src/components/offline/OfflineBanner.js';
import { inWords, OfflineProblemsDialog } from '../../src/components/offline/OfflineProblemsDialog.js';
import type { StoredWrite } from '../../src/offline/outbox.js';
import type { Inspection } from './api.js';
import { prepareOffline } from './prepareOffline.js';
import { RECORD, scopeOf, type ItemPayload } from './offlineRecord.js';

export function OfflinePanel({ inspection }: { inspection: Inspection }) {
  const translate = useTranslate();
  return (
    <OfflineBanner
      scope={scopeOf(inspection.id)}
      kept={{ kind: RECORD, id: inspection.id }}
      queryKey={['caretaker.inspection', String(inspection.id)]}
      canPrepare={inspection.actions.includes('save')}
      prepare={() => prepareOffline(inspection)}
      notes={(waiting) => {
        const step = waiting.find((w) => w.kind === 'inspection.step');
        const submit = (step?.payload as { status: string } | undefined)?.status === 'SUBMITTED';
        return [
          step &&
            translate('caretaker.offline.step_waiting', {
              step: translate(`caretaker.inspections.actions.${submit ? 'submit' : 'save'}`),
            }),
        ];
      }}
      problemsDialog={(problems, onClose) => (
        <ProblemsDialog inspection={inspection} problems={problems} onClose={onClose} />
      )}
      sx={{ my: 1 }}
    />
  );
}

function ProblemsDialog({
  inspection,
  problems,
  onClose,
}: {
  inspection: Inspection;
  problems: StoredWrite[];
  onClose: () => void;
}) {
  const translate = useTranslate();
  const t = (k: string, o?: object) => translate(`caretaker.offline.${k}`, o);
  const items = inspection.checklist_items.flatMap((e) => e.checklist_sub_items);
  const label = (w: StoredWrite) => {
    if (w.kind === 'inspection.item') {
      const item = items.find((s) => s.id === (w.payload as ItemPayload).subItemId);
      return `${item?.serial_no ?? ''} ${item?.element ?? ''}`.trim();
    }
    if (w.kind === 'inspection.photos') return translate('caretaker.inspections.defect.photos_kind');
    if (w.kind === 'inspection.photoDelete')
      return t('kinds.photoDelete', { name: (w.payload as { name: string }).name });
    return t(`kinds.${w.kind.split('.')[1]}`);
  };
  const shown = inWords((field, v) => {
    if (field === 'status') {
      const key = { yes: 'yes', no: 'no', 'n/a': 'na' }[String(v)];
      if (key) return translate(`caretaker.inspections.detail.${key}`);
    }
    return String(v);
  });
  /** What the device kept of a refused write, in words. */
  const kept = (w: StoredWrite) => {
    const p = w.payload as { change?: Record<string, MergeValue>; fields?: { location: string; description: string } };
    const values: Record<string, MergeValue> =
      p.change ?? (p.fields ? { location: p.fields.location, description: p.fields.description } : {});
    return Object.entries(values)
      .map(([f, v]) => `${t(`fields.${f}`)}: ${shown(f, v)}`)
      .join(' · ');
  };
  return (
    <OfflineProblemsDialog
      problems={problems}
      onClose={onClose}
      titleId="offline-problems"
      label={label}
      fieldName={(_w, field) => t(`fields.${field}`)}
      shown={shown}
      kept={kept}
      keptNote={(w) => (w.kind === 'inspection.photoDelete' ? t('photo_delete_kept') : undefined)}
    />
  );
}
