/**
 * Field work without signal on a tree inspection (src/components/offline): "Make available offline", the offline
 * banner, what waits to be sent, and the changes the server could not take as they were (TreeProblemsDialog.tsx).
 */
import { useTranslate } from 'react-admin';
import { OfflineBanner } from '../../src/components/offline/OfflineBanner.js';
import { prepareTreeOffline } from './prepareOffline.js';
import { RECORD, scopeOf, type KeptTreeInspection, type StepPayload } from './offlineRecord.js';
import { TreeProblemsDialog } from './TreeProblemsDialog.js';

export function TreeOfflinePanel({ record }: { record: KeptTreeInspection }) {
  const translate = useTranslate();
  return (
    <OfflineBanner
      scope={scopeOf(record.id)}
      kept={{ kind: RECORD, id: record.id }}
      queryKey={['caretaker.tree-inspection', String(record.id)]}
      canPrepare={record.actions.includes('save')}
      prepare={() => prepareTreeOffline(record.id)}
      notes={(waiting) => {
        const step = waiting.find((w) => w.kind === 'tree.step')?.payload as StepPayload | undefined;
        return [
          step &&
            translate('caretaker.offline.step_waiting', {
              step: translate(step.status === 'SUBMITTED' ? 'caretaker.trees.submit' : 'caretaker.trees.save_draft'),
            }),
          step?.signature && translate('caretaker.trees.offline.signature_waiting'),
        ];
      }}
      problemsDialog={(problems, onClose) => (
        <TreeProblemsDialog record={record} problems={problems} onClose={onClose} />
      )}
      sx={{ my: 1 }}
    />
  );
}
