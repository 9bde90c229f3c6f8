/**
 * The app's confirmation dialog: the spec's question (and an optional note) with Cancel and Confirm, instead of the
 * browser's native confirm. Texts are i18n keys (or plain text); Confirm stays busy while the action runs.
 */
import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';

export function ConfirmDialog({
  open,
  title,
  content,
  note,
  onClose,
  onConfirm,
  confirmLabel = 'ra.action.confirm',
}: {
  open: boolean;
  title: string;
  content: string;
  note?: string;
  onClose: () => void;
  onConfirm: () => unknown;
  confirmLabel?: string;
}) {
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="app-confirm-title">
      <DialogTitle id="app-confirm-title">{translate(title)}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate(content)}</DialogContentText>
        {note && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {translate(note)}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button
          variant="contained"
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            try {
              await onConfirm();
            } finally {
              setBusy(false);
            }
          }}
        >
          {translate(confirmLabel)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
