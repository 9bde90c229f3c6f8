/** The reject modal (spec part 2 §2 "Reject WSO modal"): confirmation and remarks (required). */
import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useApiError } from '../../src/apiErrors.js';
import { useAction } from '../../src/useAction.js';
import { fieldErrors } from './api.js';

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
  const apiError = useApiError();
  const [remarks, setRemarks] = useState('');
  const [error, setError] = useState<string | null>(null);
  const t = (k: string) => translate(`caretaker.wso.reject.${k}`);
  const send = useAction(
    () => ({ method: 'POST', path: `/work-service-order/${id}/reject`, body: { remarks, version } }),
    {
      success: 'caretaker.wso.notify.rejected',
      onSuccess: onDone,
      // The remarks' own 422 shows under the field; anything else is a toast.
      onError: (e) => {
        const f = fieldErrors(e);
        if (f.remarks) setError(f.remarks);
        else return apiError(e);
      },
    },
  );
  function reject() {
    if (!remarks.trim()) return setError(translate('ra.validation.required'));
    send.mutate();
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
        <Button color="error" variant="contained" disabled={send.isPending} onClick={reject}>
          {translate('caretaker.wso.actions.reject')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
