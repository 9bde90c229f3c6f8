import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { errorBody, errorMessage, useProvider, useSchoolOptions, type InspectionRow } from './api.js';

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
  const notify = useNotify();
  const dp = useProvider();
  const schools = useSchoolOptions();
  const [school, setSchool] = useState<number | ''>(record.school.id);
  const [location, setLocation] = useState(record.location ?? '');
  const [error, setError] = useState<string | null>(null);
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
        <Button
          variant="contained"
          onClick={async () => {
            try {
              const res = await dp.send<{ message: string }>({
                method: 'POST',
                path: `/inspection-schedule/${record.id}/update-school`,
                body: { school_id: school === '' ? null : school, location },
              });
              notify(res.message, { type: 'success' });
              onSaved();
            } catch (e) {
              const fields = errorBody(e).errors ?? {};
              const first = fields.school_id;
              setError(Array.isArray(first) ? first[0] : (first ?? errorMessage(e)));
            }
          }}
        >
          {translate('ra.action.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
