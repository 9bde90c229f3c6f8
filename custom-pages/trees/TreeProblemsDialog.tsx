/**
 * The tree inspection's changes the server could not take as they were: values someone else changed too (the user
 * keeps theirs or uses their own, which is then sent on the current version) and steps the workflow no longer allows,
 * reported with what the device kept.
 */
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
import { useTranslate } from 'react-admin';
import type { MergeConflict, MergeValue } from '../../domain/offlineMerge.js';
import { treeLabel } from '../../domain/treeFields.js';
import { removeWrite, updateWrite, type StoredWrite } from '../../src/offline/outbox.js';
import { syncNow } from '../../src/offline/sync.js';
import { deleteFile } from '../../src/offline/vault.js';
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
  const t = (k: string, o?: object) => translate(`caretaker.offline.${k}`, o);
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
  const shown = (field: string, v: MergeValue) => {
    if (v === null || v === '') return '—';
    if (v === 'yes' || v === 'no') return tt(v);
    const path = pathOf(field);
    if (path && path[2] === null) return (JSON.parse(String(v)) as string[]).join(', ') || '—';
    return String(v);
  };
  /** What the device kept of a refused write, in words. */
  const kept = (w: StoredWrite) => {
    if (w.kind === 'tree.photo') return (w.payload as PhotoPayload).name;
    if (w.kind === 'tree.photoDelete') return '';
    const change = (w.payload as Partial<EvidencePayload>).change as Record<string, MergeValue> | undefined;
    return Object.entries(change ?? {})
      .map(([f, v]) => `${fieldName(w, f)}: ${shown(f, v)}`)
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
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="tree-offline-problems">
      <DialogTitle id="tree-offline-problems">{t('problems_title')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        {problems.map((w) =>
          w.state === 'conflict' ? (
            <Box key={w.seq} component="section" aria-label={what(w)}>
              <Typography variant="subtitle2" component="h3">
                {what(w)}
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
                      <TableCell>{fieldName(w, c.field)}</TableCell>
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
              <strong>{t('refused', { what: what(w) })}</strong> {w.problem?.message}
              {kept(w) && <div>{t('refused_kept', { values: kept(w) })}</div>}
              {w.kind === 'tree.photoDelete' && <div>{t('photo_delete_kept')}</div>}
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
