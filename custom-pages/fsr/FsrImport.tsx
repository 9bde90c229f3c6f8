/**
 * The FSR list's import: the one import mechanism's runner for the `fsr` kind (template, check by row and column,
 * then one transaction inserting or updating by item number and category; a large file as a job with progress).
 */
import { useEffect, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useRefresh, useTranslate } from 'react-admin';
import { api } from '../../src/http.js';
import type { ImportKindInfo } from '../imports/api.js';
import { KindHelp } from '../imports/ImportPage.js';
import { ImportRunner } from '../imports/ImportRunner.js';

export function FsrImportButton() {
  const translate = useTranslate();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [kind, setKind] = useState<ImportKindInfo | null>(null);
  useEffect(() => {
    if (!open || kind) return;
    // The columns as the server describes them; the dialog works without them.
    api<{ data: ImportKindInfo[] }>('/imports')
      .then((r) => setKind(r.data.find((k) => k.name === 'fsr') ?? null))
      .catch(() => undefined);
  }, [open, kind]);
  return (
    <>
      <Button size="small" startIcon={<UploadFileIcon />} onClick={() => setOpen(true)}>
        {translate('caretaker.fsr.import.button')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="md" aria-labelledby="fsr-import-title">
        <DialogTitle id="fsr-import-title">{translate('caretaker.fsr.import.title')}</DialogTitle>
        <DialogContent>
          {kind && <KindHelp kind={kind} />}
          {/* Mounted while open only: closing forgets the file and the report. */}
          {open && <ImportRunner kind="fsr" onImported={refresh} />}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
