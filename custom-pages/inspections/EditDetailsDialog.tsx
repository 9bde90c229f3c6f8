import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useAction } from '../../src/useAction.js';
import { errorMessage, fieldErrors, useSchoolOptions, type InspectionRow } from './api.js';

/** Edit details (spec part 3 §2 row actions): the school (required) and the location of a checklist still being filled in. */
export function EditDetailsDialog({
  record,
  onClose,
  onSaved,
}: {
  record: InspectionRow;
  onClose: () => void;
  onSaved: () => void;
}) {
  const translate = useTranslate();
  const schools = useSchoolOptions();
  const [school, setSchool] = useState<number | ''>(record.school.id);
  const [location, setLocation] = useState(record.location ?? '');
  const [error, setError] = useState<string | null>(null);
  const save = useAction<void, { message: string }>(
    () => ({
      method: 'POST',
      path: `/inspection-schedule/${record.id}/update-school`,
      body: { school_id: school === '' ? null : school, location },
    }),
    {
      success: (res) => res.message,
      onSuccess: onSaved,
      // Said under the school, the field it is about.
      onError: (e) => setError(fieldErrors(e).school_id ?? errorMessage(e)),
    },
  );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="edit-details">
      <DialogTitle id="edit-details">{translate('caretaker.inspections.actions.edit_details')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <TextField
          select
          required
          label={translate('caretaker.inspections.columns.school')}
          value={school}
          error={!!error}
          helperText={error}
          onChange={(e) => setSchool(Number(e.target.value))}
        >
          {schools.map((s) => (
            <MenuItem key={s.id} value={s.id}>
              {s.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={translate('caretaker.inspections.columns.location')}
          value={location}
          onChange={(e) => setLocation(e.target.value)}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('caretaker.inspections.actions.cancel')}</Button>
        <Button variant="contained" disabled={save.isPending} onClick={() => save.mutate()}>
          {translate('ra.action.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
