/**
 * The offline panel of a record a field user fills in (a checklist, a tree inspection, a work service order): the
 * offline banner, what waits to be sent, the changes the server could not take as they were (with the area's dialog to
 * review them) and "Make available offline". The area says which record it is and how it words its steps.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Box, Button, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { useOnline } from '../../offline/network.js';
import type { StoredWrite } from '../../offline/outbox.js';
import { useRefreshOnSync, useScopeWrites } from '../../offline/useScopeWrites.js';
import { getRecord } from '../../offline/vault.js';

export interface OfflineBannerProps {
  /** The record's writes in the outbox (`inspection:12`). */
  scope: string;
  /** The record as the device keeps it: its presence says "Available offline". */
  kept: { kind: string; id: number };
  /** The record's query, read again once a sync has sent its writes. */
  queryKey: readonly unknown[];
  /** "Make available offline" is offered (online) for a record the user fills in. */
  canPrepare: boolean;
  prepare: () => Promise<void>;
  /** What the waiting writes hold besides their number (a step, a signature), one phrase each. */
  notes?: (waiting: StoredWrite[]) => (string | false | null | undefined)[];
  /** The area's dialog of the writes to check (OfflineProblemsDialog with its words). */
  problemsDialog: (problems: StoredWrite[], onClose: () => void) => ReactNode;
  /** Its margins on the area's page. */
  sx?: { my?: number; mb?: number };
}

export function OfflineBanner({
  scope,
  kept: record,
  queryKey,
  canPrepare,
  prepare,
  notes,
  problemsDialog,
  sx,
}: OfflineBannerProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const online = useOnline();
  const writes = useScopeWrites(scope);
  const [kept, setKept] = useState(false);
  const [busy, setBusy] = useState(false);
  const [reviewing, setReviewing] = useState(false);
  const t = (k: string, o?: object) => translate(`caretaker.offline.${k}`, o);
  useEffect(() => {
    void getRecord(record.kind, record.id).then((r) => setKept(!!r));
  }, [record.kind, record.id, writes.length]);
  // once a sync sent the record's writes, the page shows it as the server now holds it
  useRefreshOnSync(scope, queryKey);
  const waiting = writes.filter((w) => w.state === 'waiting');
  const problems = writes.filter((w) => w.state !== 'waiting');
  const noted = waiting.length ? (notes?.(waiting) ?? []).filter((n): n is string => !!n) : [];

  async function makeAvailable() {
    setBusy(true);
    try {
      await prepare();
      setKept(true);
      notify('caretaker.offline.prepared', { type: 'success' });
    } catch (e) {
      notify('caretaker.offline.prepare_failed', { type: 'error', messageArgs: { message: (e as Error).message } });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box sx={{ display: 'grid', gap: 1, ...sx }}>
      {!online && (
        <Alert severity="info" role="status">
          {t('banner')}
        </Alert>
      )}
      {waiting.length > 0 && (
        <Typography variant="body2" role="status" data-testid="offline-waiting">
          {[t('waiting', { smart_count: waiting.length }), ...noted].join(' · ')}
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
      {online && canPrepare && (
        <Box>
          <Button size="small" variant="outlined" disabled={busy || kept} onClick={() => void makeAvailable()}>
            {/* "available" only once all of it is kept: a checklist's defects come after the record */}
            {kept && !busy ? t('available') : t('make_available')}
          </Button>
        </Box>
      )}
      {reviewing && problems.length > 0 && problemsDialog(problems, () => setReviewing(false))}
    </Box>
  );
}
