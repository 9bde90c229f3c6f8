/** The reject modal (spec part 2 §2 "Reject WSO modal"): confirmation and remarks (required). */
import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { errorMessage, fieldErrors, useProvider } from './api.js';

export function RejectDialog({
  id,
  version,
  onClose,
  onDone,
}: {
  id: number;
  version?: number;
  onClose: () => void;
  onDone: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const dp = useProvider();
  const [remarks, setRemarks] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const t = (k: string) => translate(`caretaker.wso.reject.${k}`);
  async function reject() {
    if (!remarks.trim()) return setError(translate('ra.validation.required'));
    setBusy(true);
    try {
      await dp.send({ method: 'POST', path: `/work-service-order/${id}/reject`, body: { remarks, version } });
      notify('caretaker.wso.notify.rejected', { type: 'success' });
      onDone();
    } catch (e) {
      const f = fieldErrors(e);
      if (f.remarks) setError(f.remarks);
      else notify(errorMessage(e), { type: 'error' });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="wso-reject-title">
      <DialogTitle id="wso-reject-title">{t('title')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText>{t('confirm')}</DialogContentText>
        <TextField
          label={t('remarks')}
          required
          multiline
          minRows={3}
          value={remarks}
          error={!!error}
          helperText={error}
          onChange={(e) => setRemarks(e.target.value)}
          autoFocus
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('caretaker.wso.buttons.cancel')}</Button>
        <Button color="error" variant="contained" disabled={busy} onClick={() => void reject()}>
          {translate('caretaker.wso.actions.reject')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
