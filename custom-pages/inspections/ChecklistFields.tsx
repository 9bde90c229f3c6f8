/**
 * The checklist's own fields above its items: inspection date, check-out (a time, or the South's list with "follow
 * up"), the members; and on the form variant the signatory block (spec part 3 §5). The date and check-out autosave.
 */
import type { Ref } from 'react';
import { Grid, MenuItem, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { FOLLOW_UP_CHECK_OUT, offersFollowUpCheckOut } from '../../domain/inspections.js';
import { IsoDateField } from '../../src/components/date/index.js';
import type { Inspection } from './api.js';

export interface ChecklistFieldValues {
  inspectedAt: string;
  checkOut: string;
  signatoryDate: string;
  signatoryRemarks: string;
}

export function ChecklistFields({
  inspection,
  form,
  editable,
  values,
  onChange,
  autosaveDetail,
  dateInput,
  signatoryErrors,
}: {
  inspection: Inspection;
  form: boolean;
  editable: boolean;
  values: ChecklistFieldValues;
  onChange: (change: Partial<ChecklistFieldValues>) => void;
  autosaveDetail: (key: 'inspected_at' | 'check_out', value: string) => void;
  dateInput: Ref<HTMLInputElement>;
  signatoryErrors: Record<string, string>;
}) {
  const translate = useTranslate();
  const t = (k: string) => translate(`caretaker.inspections.detail.${k}`);
  const { inspectedAt, checkOut, signatoryDate, signatoryRemarks } = values;
  const south = offersFollowUpCheckOut(inspection.school.zone);
  return (
    <>
      <Grid container spacing={2} sx={{ my: 1 }}>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <IsoDateField
            fullWidth
            size="small"
            label={t('inspection_date')}
            value={inspectedAt}
            disabled={!editable}
            inputRef={dateInput}
            onChange={(d) => onChange({ inspectedAt: d ?? '' })}
            onPick={(d) => autosaveDetail('inspected_at', d)}
            onBlur={() => autosaveDetail('inspected_at', inspectedAt)}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          {south ? (
            <TextField
              select
              fullWidth
              size="small"
              label={t('check_out')}
              value={checkOut}
              disabled={!editable}
              onChange={(e) => {
                onChange({ checkOut: e.target.value });
                autosaveDetail('check_out', e.target.value);
              }}
            >
              <MenuItem value="">—</MenuItem>
              {Array.from({ length: 61 }, (_, m) => `${m === 60 ? 18 : 17}:${String(m % 60).padStart(2, '0')}`).map(
                (time) => (
                  <MenuItem key={time} value={time}>
                    {time}
                  </MenuItem>
                ),
              )}
              <MenuItem value={FOLLOW_UP_CHECK_OUT}>{t('follow_up')}</MenuItem>
            </TextField>
          ) : (
            <TextField
              fullWidth
              size="small"
              type="time"
              label={t('check_out')}
              value={checkOut}
              disabled={!editable}
              onChange={(e) => onChange({ checkOut: e.target.value })}
              onBlur={() => autosaveDetail('check_out', checkOut)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          )}
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Typography variant="body2">
            {t('members')}: {inspection.members.map((m) => m.full_name).join(', ')}
          </Typography>
        </Grid>
      </Grid>
      {form && (
        <Grid container spacing={2} sx={{ my: 1 }}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              fullWidth
              size="small"
              type="datetime-local"
              required
              label={t('signatory_date')}
              value={signatoryDate}
              disabled={!editable}
              error={!!signatoryErrors.signatory_date}
              helperText={signatoryErrors.signatory_date}
              onChange={(e) => onChange({ signatoryDate: e.target.value })}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              fullWidth
              size="small"
              multiline
              required={inspection.school.zone !== 'NORTH_EAST'}
              label={t('signatory_remarks')}
              value={signatoryRemarks}
              disabled={!editable}
              error={!!signatoryErrors.signatory_remarks}
              helperText={signatoryErrors.signatory_remarks}
              onChange={(e) => onChange({ signatoryRemarks: e.target.value })}
            />
          </Grid>
        </Grid>
      )}
    </>
  );
}
