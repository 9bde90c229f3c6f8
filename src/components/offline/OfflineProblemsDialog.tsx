/**
 * A record's writes the server could not take as they were: values someone else changed too (shown theirs beside mine
 * for the user to choose) and writes the workflow no longer allows (reported with what the device kept, dismissed by
 * the user, never forced). The area names its writes, fields and values; it may offer its own choice per value.
 */
import type { ReactNode } from 'react';
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
import type { MergeValue } from '../../../domain/offlineMerge.js';
import { removeWrite, updateWrite, type StoredWrite } from '../../offline/outbox.js';
import { syncNow } from '../../offline/sync.js';
import { deleteFile } from '../../offline/vault.js';

/** A value for a person: a dash when empty, else the area's words for it. */
export const inWords =
  (words: (field: string, v: string | number | boolean) => string) =>
  (field: string, v: MergeValue): string =>
    v === null || v === '' ? '—' : words(field, v);

/** The user settled a conflict: the write (with `payload`) goes on the record's current version without merging again. */
export async function sendSettled(w: StoredWrite, payload: object = w.payload as object): Promise<void> {
  await updateWrite({ ...w, state: 'waiting', payload: { ...payload, force: true }, problem: undefined });
  void syncNow();
}

export interface OfflineProblemsDialogProps {
  problems: StoredWrite[];
  onClose: () => void;
  /** The dialog's title id (its accessible name). */
  titleId: string;
  /** What a write is, in words ("Draft", "Evidence of 3. Rain tree"). */
  label: (w: StoredWrite) => string;
  /** A field of a write, in words. */
  fieldName: (w: StoredWrite, field: string) => string;
  /** A value of a field, in words (see `inWords`). */
  shown: (field: string, v: MergeValue) => string;
  /** What the device kept of a refused write, in words (empty: nothing to say). */
  kept: (w: StoredWrite) => string;
  /** Said of a refused write instead of what was kept (a photo: "kept on this device"). */
  keptNote?: (w: StoredWrite) => string | undefined;
  /** The area's choice under a conflict's values; by default theirs or mine for the whole write. */
  choice?: (w: StoredWrite) => ReactNode;
}

export function OfflineProblemsDialog({
  problems,
  onClose,
  titleId,
  label,
  fieldName,
  shown,
  kept,
  keptNote,
  choice,
}: OfflineProblemsDialogProps) {
  const translate = useTranslate();
  const t = (k: string, o?: object) => translate(`caretaker.offline.${k}`, o);
  async function choose(w: StoredWrite, mine: boolean) {
    if (mine) await sendSettled(w);
    else await removeWrite(w.seq);
  }
  async function dismiss(w: StoredWrite) {
    await removeWrite(w.seq);
    for (const f of w.files ?? []) await deleteFile(f);
  }
  const refusedDetail = (w: StoredWrite) => {
    const note = keptNote?.(w);
    if (note) return <div>{note}</div>;
    const values = kept(w);
    return values && <div>{t('refused_kept', { values })}</div>;
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('problems_title')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        {problems.map((w) =>
          w.state === 'conflict' ? (
            <Box key={w.seq} component="section" aria-label={label(w)}>
              <Typography variant="subtitle2" component="h3">
                {label(w)}
              </Typography>
              <Typography variant="body2">{t('conflict_intro')}</Typography>
              <Box sx={{ overflowX: 'auto' }}>
                <Table size="small">
                  <TableHead>
                    <TableRow>
                      <TableCell>{t('field')}</TableCell>
                      <TableCell>{t('theirs')}</TableCell>
                      <TableCell>{t('mine')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {(w.problem?.conflicts ?? []).map((c) => (
                      <TableRow key={c.field}>
                        <TableCell>{fieldName(w, c.field)}</TableCell>
                        <TableCell>{shown(c.field, c.theirs)}</TableCell>
                        <TableCell>{shown(c.field, c.mine)}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </Box>
              {choice ? (
                choice(w)
              ) : (
                <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
                  <Button size="small" onClick={() => void choose(w, false)}>
                    {t('keep_theirs')}
                  </Button>
                  <Button size="small" variant="contained" onClick={() => void choose(w, true)}>
                    {t('use_mine')}
                  </Button>
                </Box>
              )}
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
              {refusedDetail(w)}
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
