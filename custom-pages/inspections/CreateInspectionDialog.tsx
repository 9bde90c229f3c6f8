/**
 * The Create inspection modal (spec part 3 §2): a template (given by its row of the BM & TP checklists, or picked here
 * when it starts from a quotation), the school (required, prefilled from the quotation), at least one member, purpose,
 * location and check-in (today 08:00); opens the new inspection. Its own module: the quotation's row menu loads it
 * when asked for, without the list.
 */
import { useState } from 'react';
import { Autocomplete, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { DEFAULT_CHECK_IN_TIME, DEFAULT_PURPOSE, validateCreateInspection } from '../../domain/inspections.js';
import { todayIn } from '../../domain/calendar.js';
import { useTimeZone } from '../../src/appConfig.js';
import { useAction } from '../../src/useAction.js';
import { errorMessage, fieldErrors, LIST_PATH, useProvider, useSchoolOptions, type Option } from './api.js';

export interface Template {
  id: number;
  name: string;
  category: string;
  type: string;
  frequency: string;
}

/** The quotation an inspection is created from (spec part 2 §5): its school and location prefill the form. */
export interface FromQuotation {
  id: number;
  reference: string;
  school: Option | null;
  location: string | null;
}

export function CreateInspectionDialog({
  template: given,
  quotation,
  onClose,
}: {
  template?: Template;
  quotation?: FromQuotation;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const dp = useProvider();
  const schools = useSchoolOptions();
  const members =
    useQuery({
      queryKey: ['caretaker.inspections.members'],
      queryFn: async () =>
        (await dp.send<{ data: { id: number; full_name: string }[] }>({ path: '/user/attendance-members' })).data,
    }).data ?? [];
  const templates =
    useQuery({
      queryKey: ['caretaker.inspections.templates'],
      enabled: !given,
      queryFn: async () => (await dp.send<{ data: Template[] }>({ path: '/checklist', query: { all: 1 } })).data,
    }).data ?? [];
  const [picked, setPicked] = useState<Template | null>(null);
  const template = given ?? picked;
  const [school, setSchool] = useState<Option | null>(quotation?.school ?? null);
  const [chosen, setChosen] = useState<{ id: number; full_name: string }[]>([]);
  const [purpose, setPurpose] = useState(DEFAULT_PURPOSE);
  const timeZone = useTimeZone();
  const [checkIn, setCheckIn] = useState(() => `${todayIn(timeZone)}T${DEFAULT_CHECK_IN_TIME}`);
  const [location, setLocation] = useState(quotation?.location ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const t = (k: string) => translate(`caretaker.inspections.create.${k}`);
  const create = useAction(
    () => ({
      method: 'POST',
      path: '/inspection-schedule',
      body: {
        checklist_id: template!.id,
        ...(quotation ? { quotation_id: quotation.id } : {}),
        school_id: school!.id,
        members: chosen.map((m) => m.id),
        purpose,
        location: location || null,
        check_in: checkIn.replace('T', ' '),
      },
    }),
    {
      success: 'caretaker.inspections.create.created',
      onSuccess: (res: { data: { id: number } }) => navigate(`${LIST_PATH}/${res.data.id}`),
      fieldErrors: setErrors,
      onError: (e) => {
        if (!Object.keys(fieldErrors(e)).length) notify(errorMessage(e), { type: 'error' });
      },
    },
  );

  function submit() {
    const local = validateCreateInspection({ checklist_id: template?.id, school_id: school?.id, members: chosen });
    setErrors(local);
    if (Object.keys(local).length) return;
    create.mutate();
  }

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="create-inspection">
      <DialogTitle id="create-inspection">
        {t('title')}
        {given ? `: ${given.name}` : quotation ? `: ${quotation.reference}` : ''}
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        {!given && (
          <Autocomplete
            options={templates}
            value={picked}
            getOptionLabel={(o) => o.name}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            onChange={(_, v) => setPicked(v)}
            renderInput={(p) => (
              <TextField
                {...p}
                required
                label={t('checklist')}
                error={!!errors.checklist_id}
                helperText={errors.checklist_id}
              />
            )}
          />
        )}
        <Autocomplete
          options={schools}
          value={school}
          getOptionLabel={(o) => o.name}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          onChange={(_, v) => setSchool(v)}
          renderInput={(p) => (
            <TextField {...p} required label={t('school')} error={!!errors.school_id} helperText={errors.school_id} />
          )}
        />
        <Autocomplete
          multiple
          options={members}
          value={chosen}
          getOptionLabel={(o) => o.full_name}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          onChange={(_, v) => setChosen(v)}
          renderInput={(p) => (
            <TextField
              {...p}
              required
              label={t('members')}
              error={!!errors.members}
              helperText={errors.members ? t('members_required') : undefined}
            />
          )}
        />
        <TextField label={t('location')} value={location} onChange={(e) => setLocation(e.target.value)} />
        <TextField label={t('purpose')} value={purpose} onChange={(e) => setPurpose(e.target.value)} />
        <TextField
          type="datetime-local"
          label={t('check_in')}
          value={checkIn}
          onChange={(e) => setCheckIn(e.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 60 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('caretaker.inspections.actions.cancel')}</Button>
        <Button variant="contained" disabled={create.isPending || !school || !template} onClick={submit}>
          {translate('caretaker.inspections.actions.create')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
