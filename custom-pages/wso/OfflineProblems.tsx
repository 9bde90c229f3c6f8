/**
 * A work service order's changes the server could not take as they were: fields someone else changed too (the user
 * chooses theirs or mine for each, then the save goes on the current version) and steps or photos the workflow no
 * longer allows (the order was submitted or verified meanwhile) — reported with what the device kept, never forced.
 */
import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Radio,
  RadioGroup,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { MergeConflict, MergeValue } from '../../domain/offlineMerge.js';
import { removeWrite, updateWrite, type StoredWrite } from '../../src/offline/outbox.js';
import { syncNow } from '../../src/offline/sync.js';
import { deleteFile } from '../../src/offline/vault.js';
import type { SchoolOption } from './api.js';
import type { PhotoDeletePayload, PhotoPayload, SavePayload } from './offlineRecord.js';

function useWords(schools: SchoolOption[]) {
  const translate = useTranslate();
  const fieldLabel = (f: string) => translate(`caretaker.wso.form.${f === 'school_id' ? 'school' : f}`);
  const shown = (field: string, v: MergeValue) => {
    if (v === null || v === '') return '—';
    if (field === 'details') return translate(`caretaker.wso.details_option.${String(v)}`, { _: String(v) });
    if (field === 'school_id') return schools.find((s) => String(s.id) === String(v))?.name ?? String(v);
    return String(v);
  };
  const label = (w: StoredWrite) => {
    if (w.kind === 'wso.photo') {
      const p = w.payload as PhotoPayload;
      return translate('caretaker.wso.offline.photo', {
        name: p.name,
        field: translate(`caretaker.wso.form.${p.field}`),
      });
    }
    if (w.kind === 'wso.photoDelete') {
      const p = w.payload as PhotoDeletePayload;
      return translate('caretaker.offline.kinds.photoDelete', { name: p.name });
    }
    const status = (w.payload as SavePayload).status;
    return translate(`caretaker.wso.buttons.${status === 'PENDING' ? 'submit' : 'draft'}`);
  };
  /** What the device kept of a refused write, in words. */
  const kept = (w: StoredWrite) => {
    if (w.kind !== 'wso.save') return '';
    return Object.entries((w.payload as SavePayload).change)
      .map(([f, v]) => `${fieldLabel(f)}: ${shown(f, v)}`)
      .join(' · ');
  };
  return { fieldLabel, shown, label, kept };
}

function ConflictChoice({ write, schools }: { write: StoredWrite; schools: SchoolOption[] }) {
  const translate = useTranslate();
  const t = (k: string, o?: object) => translate(`caretaker.offline.${k}`, o);
  const { fieldLabel, shown, label } = useWords(schools);
  const conflicts = write.problem?.conflicts ?? [];
  const [choice, setChoice] = useState<Record<string, 'theirs' | 'mine'>>(() =>
    Object.fromEntries(conflicts.map((c) => [c.field, 'mine'])),
  );
  async function send() {
    const p = write.payload as SavePayload;
    const change = { ...p.change };
    // theirs: the field is not sent, so the server keeps its value
    for (const [field, side] of Object.entries(choice)) if (side === 'theirs') delete change[field];
    await updateWrite({ ...write, state: 'waiting', payload: { ...p, change, force: true }, problem: undefined });
    void syncNow();
  }
  return (
    <Box component="section" aria-label={label(write)}>
      <Typography variant="subtitle2" component="h3">
        {label(write)}
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
            {conflicts.map((c: MergeConflict) => (
              <TableRow key={c.field}>
                <TableCell>{fieldLabel(c.field)}</TableCell>
                <TableCell>{shown(c.field, c.theirs)}</TableCell>
                <TableCell>{shown(c.field, c.mine)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      {conflicts.map((c) => (
        <RadioGroup
          key={c.field}
          row
          aria-label={translate('caretaker.wso.offline.keep_which', { field: fieldLabel(c.field) })}
          value={choice[c.field]}
          onChange={(e) => setChoice((x) => ({ ...x, [c.field]: e.target.value as 'theirs' | 'mine' }))}
        >
          <FormControlLabel
            value="theirs"
            control={<Radio size="small" />}
            label={translate('caretaker.wso.offline.keep_theirs_of', { field: fieldLabel(c.field) })}
          />
          <FormControlLabel
            value="mine"
            control={<Radio size="small" />}
            label={translate('caretaker.wso.offline.use_mine_of', { field: fieldLabel(c.field) })}
          />
        </RadioGroup>
      ))}
      <Button size="small" variant="contained" sx={{ mt: 1 }} onClick={() => void send()}>
        {translate('caretaker.wso.offline.send_choice')}
      </Button>
    </Box>
  );
}

export function OfflineProblems({
  problems,
  schools,
  onClose,
}: {
  problems: StoredWrite[];
  schools: SchoolOption[];
  onClose: () => void;
}) {
  const translate = useTranslate();
  const t = (k: string, o?: object) => translate(`caretaker.offline.${k}`, o);
  const { label, kept } = useWords(schools);
  async function dismiss(w: StoredWrite) {
    await removeWrite(w.seq);
    for (const f of w.files ?? []) await deleteFile(f);
  }
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="wso-offline-problems">
      <DialogTitle id="wso-offline-problems">{t('problems_title')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        {problems.map((w) =>
          w.state === 'conflict' ? (
            <ConflictChoice key={w.seq} write={w} schools={schools} />
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
              {w.kind === 'wso.photo' ? (
                <div>{translate('caretaker.wso.offline.photo_kept')}</div>
              ) : w.kind === 'wso.photoDelete' ? (
                <div>{t('photo_delete_kept')}</div>
              ) : (
                kept(w) && <div>{t('refused_kept', { values: kept(w) })}</div>
              )}
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
