/**
 * Field work without signal on a work service order (src/components/offline): "Make available offline", the offline
 * banner, what waits to be sent, and the changes the server could not take as they were (OfflineProblems.tsx).
 */
import { useTranslate } from 'react-admin';
import { OfflineBanner } from '../../src/components/offline/OfflineBanner.js';
import type { SchoolOption, Wso } from './api.js';
import { OfflineProblems } from './OfflineProblems.js';
import { prepareOffline } from './prepareOffline.js';
import { RECORD, scopeOf, type SavePayload } from './offlineRecord.js';

export function OfflinePanel({ wso, schools }: { wso: Wso; schools: SchoolOption[] }) {
  const translate = useTranslate();
  return (
    <OfflineBanner
      scope={scopeOf(wso.id)}
      kept={{ kind: RECORD, id: wso.id }}
      // every read of orders: the form is read by its id or, bound to a quotation, by the quotation's
      queryKey={['caretaker.wso']}
      // the creator's order: worth keeping for a plant room without signal
      canPrepare={wso.actions.includes('submit') || wso.actions.includes('draft')}
      prepare={() => prepareOffline(wso)}
      notes={(waiting) => {
        const step = waiting.find((w) => w.kind === 'wso.save')?.payload as SavePayload | undefined;
        return [
          step &&
            translate('caretaker.offline.step_waiting', {
              step: translate(`caretaker.wso.buttons.${step.status === 'PENDING' ? 'submit' : 'draft'}`),
            }),
        ];
      }}
      problemsDialog={(problems, onClose) => (
        <OfflineProblems problems={problems} schools={schools} onClose={onClose} />
      )}
      sx={{ mb: 2 }}
    />
  );
}
