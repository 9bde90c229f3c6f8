/**
 * A defect on a checklist item (spec part 3 §5 "Defect"): Yes/No (default No), location and description required when Yes,
 * before and after pictures, and on an existing defect its status (Follow up → Repaired needs an after picture). The
 * rules are the server's (domain/defects.ts); their messages come back per field and show under the inputs.
 */
import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { DEFECT_STATUSES } from '../../domain/defects.js';
import { errorBody, errorMessage, useProvider } from './api.js';

interface Photo {
  id: number;
  name: string;
}
interface DefectRecord {
  id: number;
  version: number;
  defect: boolean;
  status: string;
  location: string | null;
  description: string | null;
  before_photos: Photo[];
  after_photos: Photo[];
}

interface Props {
  /** New defect on this checklist item… */
  inspectionId?: number;
  subItemId?: number;
  /** …or an existing one. */
  defectId?: number;
  title: string;
  /** A new defect proposed from an item checked 'no': ticked, described from the item. */
  proposal?: { description: string };
  onClose: () => void;
  onSaved: () => void;
}

export function DefectDialog({ inspectionId, subItemId, defectId, title, proposal, onClose, onSaved }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const dp = useProvider();
  const existing = useQuery({
    queryKey: ['caretaker.defect', defectId],
    enabled: !!defectId,
    queryFn: async () => (await dp.send<{ data: DefectRecord }>({ path: `/defect/${defectId}` })).data,
  }).data;
  const [defect, setDefect] = useState<boolean | null>(proposal ? true : null);
  const [location, setLocation] = useState<string | null>(null);
  const [description, setDescription] = useState<string | null>(proposal?.description ?? null);
  const [status, setStatus] = useState<string | null>(null);
  const [before, setBefore] = useState<File[]>([]);
  const [after, setAfter] = useState<File[]>([]);
  const [mail, setMail] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const t = (k: string) => translate(`caretaker.inspections.defect.${k}`);
  const value = {
    defect: defect ?? existing?.defect ?? false,
    location: location ?? existing?.location ?? '',
    description: description ?? existing?.description ?? '',
    status: status ?? existing?.status ?? '',
  };

  async function save() {
    const form = new FormData();
    form.append('defect', value.defect ? 'Yes' : 'No');
    form.append('location', value.location);
    form.append('description', value.description);
    if (subItemId) form.append('checklist_item_id', String(subItemId));
    if (status) form.append('status', status);
    if (existing) form.append('version', String(existing.version));
    if (mail) form.append('can_single_send_email', 'true');
    for (const f of before) form.append('before_photos[]', f, f.name);
    for (const f of after) form.append('after_photos[]', f, f.name);
    setBusy(true);
    try {
      await dp.send({
        method: 'POST',
        path: defectId ? `/defect/${defectId}` : `/inspection-schedule/${inspectionId}/defect`,
        body: form,
      });
      notify('caretaker.inspections.create.created', { type: 'success' });
      onSaved();
    } catch (e) {
      const fields = errorBody(e).errors ?? {};
      setErrors(Object.fromEntries(Object.entries(fields).map(([k, m]) => [k, Array.isArray(m) ? m[0] : m])));
      if (!Object.keys(fields).length) setErrors({ form: errorMessage(e) });
    } finally {
      setBusy(false);
    }
  }

  const picker = (label: string, files: File[], set: (f: File[]) => void, have: Photo[]) => (
    <Box>
      <Button variant="outlined" component="label" size="small">
        {label}
        <input
          hidden
          multiple
          type="file"
          accept="image/png,image/jpeg"
          onChange={(e) => set([...files, ...Array.from(e.target.files ?? [])])}
        />
      </Button>
      <Typography variant="caption" component="p">
        {[...have.map((p) => p.name), ...files.map((f) => f.name)].join(', ')}
      </Typography>
    </Box>
  );

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="defect-dialog">
      <DialogTitle id="defect-dialog">{title}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        {errors.form && <Alert severity="error">{errors.form}</Alert>}
        <Box>
          <FormLabel id="defect-flag">{t('defect')}</FormLabel>
          <RadioGroup
            row
            aria-labelledby="defect-flag"
            value={value.defect ? 'Yes' : 'No'}
            onChange={(e) => setDefect(e.target.value === 'Yes')}
          >
            <FormControlLabel value="Yes" control={<Radio />} label={translate('caretaker.inspections.detail.yes')} />
            <FormControlLabel value="No" control={<Radio />} label={translate('caretaker.inspections.detail.no')} />
          </RadioGroup>
          {errors.defect && <Alert severity="warning">{errors.defect}</Alert>}
        </Box>
        <TextField
          label={t('location')}
          required={value.defect}
          value={value.location}
          error={!!errors.location}
          helperText={errors.location}
          onChange={(e) => setLocation(e.target.value)}
        />
        <TextField
          label={t('description')}
          required={value.defect}
          multiline
          minRows={2}
          value={value.description}
          error={!!errors.description}
          helperText={errors.description}
          onChange={(e) => setDescription(e.target.value)}
        />
        {existing && (
          <TextField
            select
            label={t('status')}
            value={value.status}
            error={!!errors.status}
            helperText={errors.status}
            onChange={(e) => setStatus(e.target.value)}
          >
            {DEFECT_STATUSES.map((s) => (
              <MenuItem key={s} value={s}>
                {translate(`caretaker.inspections.defect_status.${s}`, { _: s })}
              </MenuItem>
            ))}
          </TextField>
        )}
        {picker(t('before_photos'), before, setBefore, existing?.before_photos ?? [])}
        {picker(t('after_photos'), after, setAfter, existing?.after_photos ?? [])}
        <FormControlLabel
          control={<Checkbox checked={mail} onChange={(e) => setMail(e.target.checked)} />}
          label={t('send_email')}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('caretaker.inspections.actions.cancel')}</Button>
        <Button variant="contained" disabled={busy} onClick={() => void save()}>
          {translate('ra.action.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
