/** The preparing side creates a zone's claim for a month (POST /cops); the new claim opens on its cover. */
import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useActionCall } from '../../src/useAction.js';
import { errorMessage, type CopConfig } from './api.js';
import { monthOf } from '../../domain/calendar.js';
import { useTimeZone } from '../../src/appConfig.js';

export function CreateCopDialog({ config, onClose }: { config: CopConfig; onClose: () => void }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const now = monthOf(new Date(), useTimeZone());
  const [v, setV] = useState({
    zone: config.zones[0] ?? '',
    year: String(config.years.includes(now.year) ? now.year : config.years[0]),
    month: String(now.month),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const create = useActionCall(
    (_: void, dp) =>
      dp.copCreate<{ data: { id: number } }>({ zone: v.zone, year: Number(v.year), month: Number(v.month) }),
    {
      success: 'caretaker.cop.created',
      onSuccess: (res) => navigate(`/cop/contracts/${res.data.id}/cover`),
      fieldErrors: setErrors,
      // said in the dialog, beside the fields
      onError: (e) => setError(errorMessage(e)),
    },
  );

  const select = (key: keyof typeof v, options: (string | number)[]) => (
    <TextField
      select
      fullWidth
      margin="dense"
      label={translate(`caretaker.cop.filters.${key}`)}
      value={v[key]}
      error={!!errors[key]}
      helperText={errors[key]}
      onChange={(e) => setV({ ...v, [key]: e.target.value })}
    >
      {options.map((o) => (
        <MenuItem key={o} value={String(o)}>
          {o}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Dialog open onClose={onClose} aria-labelledby="cop-create-title">
      <DialogTitle id="cop-create-title">{translate('caretaker.cop.create_title')}</DialogTitle>
      <DialogContent>
        {error && <Alert severity="error">{error}</Alert>}
        {select('zone', config.zones)}
        {select('year', config.years)}
        {select('month', config.months)}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('caretaker.cop.cancel')}</Button>
        <Button variant="contained" disabled={create.isPending || !v.zone} onClick={() => create.mutate()}>
          {translate('caretaker.cop.create')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
