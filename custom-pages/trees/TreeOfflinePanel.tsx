/**
 * Field work without signal on a tree inspection: "Make available offline", the offline banner, what waits to be sent,
 * and the changes the server could not take as they were (TreeProblemsDialog.tsx).
 */
import { useEffect, useState } from 'react';
import { Alert, Box, Button, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { useOnline } from '../../src/offline/network.js';
import { getRecord } from '../../src/offline/vault.js';
import { prepareTreeOffline } from './prepareOffline.js';
import { RECORD, scopeOf, type KeptTreeInspection, type StepPayload } from './offlineRecord.js';
import { TreeProblemsDialog } from './TreeProblemsDialog.js';
import { useRefreshOnSync, useScopeWrites } from '../../src/offline/useScopeWrites.js';

export function TreeOfflinePanel({ record }: { record: KeptTreeInspection }) {
  const translate = useTranslate();
  const notify = useNotify();
  const online = useOnline();
  const scope = scopeOf(record.id);
  const writes = useScopeWrites(scope);
  const [kept, setKept] = useState(false);
  const [busy, setBusy] = useState(false);
  const [reviewing, setReviewing] = useState(false);
  const t = (k: string, o?: object) => translate(`caretaker.offline.${k}`, o);
  useEffect(() => {
    void getRecord(RECORD, record.id).then((r) => setKept(!!r));
  }, [record.id, writes.length]);
  // once a sync sent the record's writes, the page shows it as the server now holds it
  useRefreshOnSync(scope, ['caretaker.tree-inspection', String(record.id)]);
  const waiting = writes.filter((w) => w.state === 'waiting');
  const problems = writes.filter((w) => w.state !== 'waiting');
  const step = waiting.find((w) => w.kind === 'tree.step')?.payload as StepPayload | undefined;

  async function prepare() {
    setBusy(true);
    try {
      await prepareTreeOffline(record.id);
      setKept(true);
      notify('caretaker.offline.prepared', { type: 'success' });
    } catch (e) {
      notify('caretaker.offline.prepare_failed', { type: 'error', messageArgs: { message: (e as Error).message } });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box sx={{ display: 'grid', gap: 1, my: 1 }}>
      {!online && (
        <Alert severity="info" role="status">
          {t('banner')}
        </Alert>
      )}
      {waiting.length > 0 && (
        <Typography variant="body2" role="status" data-testid="offline-waiting">
          {t('waiting', { smart_count: waiting.length })}
          {step &&
            ` · ${t('step_waiting', { step: translate(step.status === 'SUBMITTED' ? 'caretaker.trees.submit' : 'caretaker.trees.save_draft') })}`}
          {step?.signature && ` · ${translate('caretaker.trees.offline.signature_waiting')}`}
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
      {online && record.actions.includes('save') && (
        <Box>
          <Button size="small" variant="outlined" disabled={busy || kept} onClick={() => void prepare()}>
            {kept ? t('available') : t('make_available')}
          </Button>
        </Box>
      )}
      {reviewing && problems.length > 0 && (
        <TreeProblemsDialog record={record} problems={problems} onClose={() => setReviewing(false)} />
      )}
    </Box>
  );
}
