/**
 * Field work without signal on the checklist: "Make available offline", the offline banner, what waits to be sent,
 * and the changes the server could not take as they were — fields someone else changed too (the user chooses theirs or
 * mine) and steps the workflow no longer allows (reported with what the device kept).
 */
import { useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import type { MergeConflict, MergeValue } from '../../domain/offlineMerge.js';
import { useOnline } from '../../src/offline/network.js';
import { removeWrite, updateWrite, type StoredWrite } from '../../src/offline/outbox.js';
import { syncNow } from '../../src/offline/sync.js';
import { deleteFile, getRecord } from '../../src/offline/vault.js';
import type { Inspection } from './api.js';
import { prepareOffline } from './prepareOffline.js';
import { RECORD, scopeOf, type ItemPayload } from './offlineRecord.js';
import { useRefreshOnSync, useScopeWrites } from '../../src/offline/useScopeWrites.js';

export function OfflinePanel({ inspection }: { inspection: Inspection }) {
  const translate = useTranslate();
  const notify = useNotify();
  const online = useOnline();
  const scope = scopeOf(inspection.id);
  const writes = useScopeWrites(scope);
  const [kept, setKept] = useState(false);
  const [busy, setBusy] = useState(false);
  const [reviewing, setReviewing] = useState(false);
  const t = (k: string, o?: object) => translate(`caretaker.offline.${k}`, o);
  useEffect(() => {
    void getRecord(RECORD, inspection.id).then((r) => setKept(!!r));
  }, [inspection.id, writes.length]);
  // once a sync sent the record's writes, the page shows it as the server now holds it
  useRefreshOnSync(scope, ['caretaker.inspection', String(inspection.id)]);
  const waiting = writes.filter((w) => w.state === 'waiting');
  const problems = writes.filter((w) => w.state !== 'waiting');
  const step = waiting.find((w) => w.kind === 'inspection.step');

  async function prepare() {
    setBusy(true);
    try {
      await prepareOffline(inspection);
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
            ` · ${t('step_waiting', { step: translate(`caretaker.inspections.actions.${(step.payload as { status: string }).status === 'SUBMITTED' ? 'submit' : 'save'}`) })}`}
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
      {online && inspection.actions.includes('save') && (
        <Box>
          <Button size="small" variant="outlined" disabled={busy || kept} onClick={() => void prepare()}>
            {/* "available" only once all of it is kept: its defects come after the record */}
            {kept && !busy ? t('available') : t('make_available')}
          </Button>
        </Box>
      )}
      {reviewing && problems.length > 0 && (
        <ProblemsDialog inspection={inspection} problems={problems} onClose={() => setReviewing(false)} />
      )}
    </Box>
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
  const shown = (field: string, v: MergeValue) => {
    if (v === null || v === '') return '—';
    if (field === 'status') {
      const key = { yes: 'yes', no: 'no', 'n/a': 'na' }[String(v)];
      if (key) return translate(`caretaker.inspections.detail.${key}`);
    }
    return String(v);
  };
  /** What the device kept of a refused write, in words. */
  const kept = (w: StoredWrite) => {
    const p = w.payload as { change?: Record<string, MergeValue>; fields?: { location: string; description: string } };
    const values: Record<string, MergeValue> =
      p.change ?? (p.fields ? { location: p.fields.location, description: p.fields.description } : {});
    return Object.entries(values)
      .map(([f, v]) => `${t(`fields.${f}`)}: ${shown(f, v)}`)
      .join(' · ');
  };
  async function choose(w: StoredWrite, mine: boolean) {
    if (mine) {
      await updateWrite({
        ...w,
        state: 'waiting',
        payload: { ...(w.payload as object), force: true },
        problem: undefined,
      });
      void syncNow();
    } else await removeWrite(w.seq);
  }
  async function dismiss(w: StoredWrite) {
    await removeWrite(w.seq);
    for (const f of w.files ?? []) await deleteFile(f);
  }
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="offline-problems">
      <DialogTitle id="offline-problems">{t('problems_title')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        {problems.map((w) =>
          w.state === 'conflict' ? (
            <Box key={w.seq} component="section" aria-label={label(w)}>
              <Typography variant="subtitle2" component="h3">
                {label(w)}
              </Typography>
              <Typography variant="body2">{t('conflict_intro')}</Typography>
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>{t('field')}</TableCell>
                    <TableCell>{t('theirs')}</TableCell>
                    <TableCell>{t('mine')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {(w.problem?.conflicts ?? []).map((c: MergeConflict) => (
                    <TableRow key={c.field}>
                      <TableCell>{t(`fields.${c.field}`)}</TableCell>
                      <TableCell>{shown(c.field, c.theirs)}</TableCell>
                      <TableCell>{shown(c.field, c.mine)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
              <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
                <Button size="small" onClick={() => void choose(w, false)}>
                  {t('keep_theirs')}
                </Button>
                <Button size="small" variant="contained" onClick={() => void choose(w, true)}>
                  {t('use_mine')}
                </Button>
              </Box>
            </Box>
          ) : (
            <Alert
              key={w.seq}
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={() => void dismiss(w)}>
                  {t('dismiss')}
                </Button>
              }
            >
              <strong>{t('refused', { what: label(w) })}</strong> {w.problem?.message}
              {kept(w) && <div>{t('refused_kept', { values: kept(w) })}</div>}
              {w.kind === 'inspection.photoDelete' && <div>{t('photo_delete_kept')}</div>}
            </Alert>
          ),
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
