/**
 * Registers or edits a webhook endpoint: address, description, the events it receives, active, and the secret (left
 * empty: made by the server on creation, kept on edit). A new secret is shown once, after saving.
 */
import { useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { WEBHOOK_EVENTS } from '../../domain/webhooks.js';
import { fieldErrors } from '../../src/apiErrors.js';
import { errorMessage, useProvider, type WebhookEndpoint } from './api.js';

export function EndpointDialog({
  endpoint,
  onClose,
  onSaved,
}: {
  /** null: a new endpoint. */
  endpoint: WebhookEndpoint | null;
  onClose: () => void;
  onSaved: (secret: string | null) => void;
}) {
  const translate = useTranslate();
  const dp = useProvider();
  const [url, setUrl] = useState(endpoint?.url ?? '');
  const [description, setDescription] = useState(endpoint?.description ?? '');
  const [secret, setSecret] = useState('');
  const [events, setEvents] = useState<string[]>(endpoint?.events ?? []);
  const [active, setActive] = useState(endpoint?.active ?? true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const t = (k: string) => translate(`caretaker.webhooks.${k}`);

  const save = async () => {
    setBusy(true);
    setErrors({});
    setFailure(null);
    const body = { url, description: description || null, events, active, ...(secret ? { secret } : {}) };
    try {
      const res = await dp.send<{ data: { secret?: string } }>({
        method: endpoint ? 'PUT' : 'POST',
        path: endpoint ? `/webhooks/${endpoint.id}` : '/webhooks',
        body,
      });
      onSaved(res.data.secret ?? null);
    } catch (e) {
      const fields = fieldErrors(e);
      setErrors(fields);
      if (!Object.keys(fields).length) setFailure(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="webhook-endpoint-title">
      <DialogTitle id="webhook-endpoint-title">{t(endpoint ? 'edit' : 'create')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {failure ? <Alert severity="error">{failure}</Alert> : null}
          <TextField
            label={t('fields.url')}
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            required
            fullWidth
            error={!!errors.url}
            helperText={errors.url ?? t('url_help')}
            inputProps={{ inputMode: 'url' }}
          />
          <TextField
            label={t('fields.description')}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            fullWidth
            error={!!errors.description}
            helperText={errors.description}
          />
          <TextField
            label={t('fields.secret')}
            value={secret}
            onChange={(e) => setSecret(e.target.value)}
            fullWidth
            autoComplete="off"
            error={!!errors.secret}
            helperText={errors.secret ?? t(endpoint ? 'secret_keep' : 'secret_help')}
          />
          <FormGroup>
            <FormLabel component="legend">{t('fields.events')}</FormLabel>
            {WEBHOOK_EVENTS.map((ev) => (
              <FormControlLabel
                key={ev}
                label={t(`events.${ev.replace('.', '_')}`)}
                control={
                  <Checkbox
                    checked={events.includes(ev)}
                    onChange={(e) =>
                      setEvents((now) => (e.target.checked ? [...now, ev] : now.filter((x) => x !== ev)))
                    }
                  />
                }
              />
            ))}
            {errors.events ? <FormHelperText error>{errors.events}</FormHelperText> : null}
          </FormGroup>
          <FormControlLabel
            control={<Switch checked={active} onChange={(e) => setActive(e.target.checked)} />}
            label={t('fields.active')}
          />
          <Typography variant="body2" color="text.secondary">
            {t('signature_note')}
          </Typography>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={save} disabled={busy}>
          {translate('ra.action.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
