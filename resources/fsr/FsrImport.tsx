/**
 * Bulk import of a schedule of rates from an .xlsx file (issue 4 §1; POST /fsrs/import): one file with a
 * progress bar; all or nothing, so a refused file shows the row-level error report (row, field, message).
 */
import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useNotify, useRefresh, useTranslate, type HttpError } from 'react-admin';
import { FileUpload, useUploadQueue, xhrUpload, type FileRules } from '../../src/components/upload/index.js';

export const XLSX_RULES: FileRules = { extensions: ['xlsx'], maxSize: 10 * 1024 * 1024, multiple: false };

interface RowError {
  row: number;
  field: string;
  message: string;
}

export function FsrImportButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const queue = useUploadQueue();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<{ message: string; errors: RowError[] } | null>(null);
  const close = () => {
    queue.clear();
    setReport(null);
    setOpen(false);
  };
  const send = async () => {
    const item = queue.pending()[0];
    if (!item) return notify('caretaker.fsr.import.choose', { type: 'warning' });
    setBusy(true);
    setReport(null);
    const result = await queue.run<{ message?: string }>(item.key, (file, onProgress) => {
      const body = new FormData();
      body.append('file', file, file.name);
      return xhrUpload({ path: '/fsrs/import', body, onProgress });
    });
    setBusy(false);
    if (result.ok) {
      notify(result.value?.message ?? 'caretaker.fsr.import.done', { type: 'success' });
      refresh();
      close();
    } else if (!result.cancelled) {
      const error = result.error as HttpError;
      const errors = ((error.body as { data?: { errors?: RowError[] } } | undefined)?.data?.errors ?? []) as RowError[];
      setReport({ message: error.message, errors });
      notify(error.message || 'caretaker.quotations.notify.server_error', { type: 'error' });
    }
  };
  return (
    <>
      <Button size="small" startIcon={<UploadFileIcon />} onClick={() => setOpen(true)}>
        {translate('caretaker.fsr.import.button')}
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="md" aria-labelledby="fsr-import-title">
        <DialogTitle id="fsr-import-title">{translate('caretaker.fsr.import.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{translate('caretaker.fsr.import.help')}</DialogContentText>
          <FileUpload queue={queue} rules={XLSX_RULES} label={translate('caretaker.fsr.import.file')} disabled={busy} />
          {report && (
            <>
              <Alert severity="error" sx={{ mt: 2 }}>
                {report.message}
              </Alert>
              {report.errors.length > 0 && (
                <Table size="small" aria-label={translate('caretaker.fsr.import.report')} sx={{ mt: 1 }}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{translate('caretaker.fsr.import.row')}</TableCell>
                      <TableCell>{translate('caretaker.fsr.import.field')}</TableCell>
                      <TableCell>{translate('caretaker.fsr.import.message')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {report.errors.map((e, i) => (
                      <TableRow key={i}>
                        <TableCell>{e.row}</TableCell>
                        <TableCell>{e.field}</TableCell>
                        <TableCell>{e.message}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              )}
            </>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" onClick={send} disabled={busy || queue.pending().length === 0}>
            {translate('caretaker.fsr.import.submit')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
