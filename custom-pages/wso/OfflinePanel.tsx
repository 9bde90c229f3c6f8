/**
 * Field work without signal on a work service order: "Make available offline", the offline banner, what waits to be
 * sent, and the changes the server could not take as they were (OfflineProblems.tsx).
 */
import { useEffect, useState } from 'react';
import { Alert, Box, Button, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { useOnline } from '../../src/offline/network.js';
import { getRecord } from '../../src/offline/vault.js';
import type { SchoolOption, Wso } from './api.js';
import { OfflineProblems } from './OfflineProblems.js';
import { prepareOffline } from './prepareOffline.js';
import { RECORD, scopeOf, type SavePayload } from './offlineRecord.js';
import { useRefreshOnSync, useScopeWrites } from '../../src/offline/useScopeWrites.js';

export function OfflinePanel({ wso, schools }: { wso: Wso; schools: SchoolOption[] }) {
  const translate = useTranslate();
  const notify = useNotify();
  const online = useOnline();
  const scope = scopeOf(wso.id);
  const writes = useScopeWrites(scope);
  const [kept, setKept] = useState(false);
  const [busy, setBusy] = useState(false);
  const [reviewing, setReviewing] = useState(false);
  const t = (k: string, o?: object) => translate(`caretaker.offline.${k}`, o);
  useEffect(() => {
    void getRecord(RECORD, wso.id).then((r) => setKept(!!r));
  }, [wso.id, writes.length]);
  // once a sync sent the record's writes, the page shows it as the server now holds it
  useRefreshOnSync(scope, ['caretaker.wso', String(wso.id)]);
  const waiting = writes.filter((w) => w.state === 'waiting');
  const problems = writes.filter((w) => w.state !== 'waiting');
  const step = waiting.find((w) => w.kind === 'wso.save')?.payload as SavePayload | undefined;
  // the creator's order: worth keeping for a plant room without signal
  const fillable = wso.actions.includes('submit') || wso.actions.includes('draft');

  async function prepare() {
    setBusy(true);
    try {
      await prepareOffline(wso);
      setKept(true);
      notify('caretaker.offline.prepared', { type: 'success' });
    } catch (e) {
      notify('caretaker.offline.prepare_failed', { type: 'error', messageArgs: { message: (e as Error).message } });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box sx={{ display: 'grid', gap: 1, mb: 2 }}>
      {!online && (
        <Alert severity="info" role="status">
          {t('banner')}
        </Alert>
      )}
      {waiting.length > 0 && (
        <Typography variant="body2" role="status" data-testid="offline-waiting">
          {t('waiting', { smart_count: waiting.length })}
          {step &&
            ` · ${t('step_waiting', { step: translate(`caretaker.wso.buttons.${step.status === 'PENDING' ? 'submit' : 'draft'}`) })}`}
        </Typography>
      )}
      {problems.length > 0 && (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={() => setReviewing(true)}>
              {t('review')}
            </Button>
          }
        >
          {t('problems', { smart_count: problems.length })}
        </Alert>
      )}
      {online && fillable && (
        <Box>
          <Button size="small" variant="outlined" disabled={busy || kept} onClick={() => void prepare()}>
            {kept ? t('available') : t('make_available')}
          </Button>
        </Box>
      )}
      {reviewing && problems.length > 0 && (
        <OfflineProblems problems={problems} schools={schools} onClose={() => setReviewing(false)} />
      )}
    </Box>
  );
}
