/**
 * Maintenance schedule (spec part 3 §2): a month calendar (FullCalendar day grid) with previous, next and today, an Add
 * schedule button and the legend Building Maintenance / Turf & Plant / Specialist; clicking an event opens the Edit
 * modal with Delete. Events are asked for the visible range only.
 */
import { useState } from 'react';
import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin from '@fullcalendar/interaction';
import {
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Paper,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify, usePermissions, useTranslate } from 'react-admin';
import {
  MAINTENANCE_COLOURS,
  MAINTENANCE_LABELS,
  MAINTENANCE_TYPES,
  validateMaintenanceEntry,
} from '../../domain/inspections.js';
import { isIsoDate } from '../../domain/dates.js';
import { IsoDateField } from '../../src/components/date/index.js';
import { useAction, type ActionRequest } from '../../src/useAction.js';
import { errorMessage, fieldErrors, useProvider, useSchoolOptions } from './api.js';
import { todayIn } from '../../domain/calendar.js';
import { useTimeZone } from '../../src/appConfig.js';

interface CalendarEvent {
  id: number;
  title: string;
  start: string;
  school_id: number;
  school_name: string;
  type: string;
  color: string;
}
interface Draft {
  id?: number;
  title: string;
  school_id: number | '';
  type: string;
  start: string;
}

export function EntryDialog({ draft, onClose, onSaved }: { draft: Draft; onClose: () => void; onSaved: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const schools = useSchoolOptions();
  const [v, setV] = useState(draft);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const t = (k: string) => translate(`caretaker.inspections.schedule.${k}`);
  const body = () => ({
    school_id: v.school_id,
    type: v.type,
    month: Number(v.start.slice(5, 7)),
    year: Number(v.start.slice(0, 4)),
    sched: { start: v.start, title: v.title, color: MAINTENANCE_COLOURS[v.type as keyof typeof MAINTENANCE_COLOURS] },
  });
  // Save and delete answer alike: the spec's toast, the calendar read again; the server's field messages under the inputs.
  const run = useAction((request: ActionRequest) => request, {
    success: 'caretaker.inspections.create.created',
    onSuccess: onSaved,
    fieldErrors: setErrors,
    onError: (e) => {
      if (!Object.keys(fieldErrors(e)).length) notify(errorMessage(e), { type: 'error' });
    },
  });
  function save() {
    const local = validateMaintenanceEntry({ title: v.title, school_id: v.school_id, type: v.type, start: v.start });
    // a date that does not exist (2026-02-30) is not sent: the field already says 'Must be a valid date'
    if (!local.start && !isIsoDate(v.start)) local.start = translate('app.layout.date_invalid');
    setErrors(local);
    if (Object.keys(local).length) return;
    run.mutate(
      v.id
        ? { method: 'PATCH', path: `/maintenance-schedule/${v.id}`, body: { ...body(), old_sched: draft } }
        : { method: 'POST', path: '/maintenance-schedule', body: body() },
    );
  }
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="schedule-dialog">
      <DialogTitle id="schedule-dialog">{t(v.id ? 'edit' : 'add')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <TextField
          required
          label={t('title')}
          value={v.title}
          error={!!errors.title}
          helperText={errors.title}
          onChange={(e) => setV({ ...v, title: e.target.value })}
        />
        <TextField
          select
          required
          label={t('school')}
          value={v.school_id}
          error={!!errors.school_id}
          helperText={errors.school_id}
          onChange={(e) => setV({ ...v, school_id: Number(e.target.value) })}
        >
          {schools.map((s) => (
            <MenuItem key={s.id} value={s.id}>
              {s.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          required
          label={t('category')}
          value={v.type}
          error={!!errors.type}
          helperText={errors.type}
          onChange={(e) => setV({ ...v, type: e.target.value })}
        >
          {MAINTENANCE_TYPES.map((m) => (
            <MenuItem key={m} value={m}>
              {translate(`caretaker.inspections.maintenance.${m}`, { _: MAINTENANCE_LABELS[m] })}
            </MenuItem>
          ))}
        </TextField>
        <IsoDateField
          required
          label={t('date')}
          value={v.start}
          error={!!errors.start}
          helperText={errors.start}
          onChange={(d) => setV({ ...v, start: d ?? '' })}
        />
      </DialogContent>
      <DialogActions>
        {v.id && (
          <Button
            color="error"
            disabled={run.isPending}
            onClick={() => {
              if (window.confirm(t('delete_confirm')))
                run.mutate({ method: 'DELETE', path: `/maintenance-schedule/delete-schedule/${v.id}` });
            }}
          >
            {translate('caretaker.inspections.actions.delete')}
          </Button>
        )}
        <Button onClick={onClose}>{translate('caretaker.inspections.actions.cancel')}</Button>
        <Button variant="contained" disabled={run.isPending} onClick={save}>
          {translate('ra.action.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function MaintenanceCalendar() {
  const translate = useTranslate();
  const timeZone = useTimeZone();
  const dp = useProvider();
  const queryClient = useQueryClient();
  const { permissions } = usePermissions<string[]>();
  const canEdit = Array.isArray(permissions) && permissions.includes('schedule.edit');
  const [range, setRange] = useState<{ start: string; end: string } | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const { data: events = [] } = useQuery({
    queryKey: ['caretaker.maintenance', range],
    enabled: !!range,
    queryFn: async () =>
      (await dp.send<{ data: CalendarEvent[] }>({ path: '/maintenance-schedule', query: range ?? {} })).data,
  });
  const refresh = () => {
    setDraft(null);
    void queryClient.invalidateQueries({ queryKey: ['caretaker.maintenance'] });
  };
  const title = translate('caretaker.inspections.calendar_title');
  const today = todayIn(timeZone);
  return (
    <Paper sx={{ p: { xs: 1, md: 3 }, mt: 2 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        {canEdit && (
          <Button variant="contained" onClick={() => setDraft({ title: '', school_id: '', type: 'BM', start: today })}>
            {translate('caretaker.inspections.actions.add_schedule')}
          </Button>
        )}
      </Box>
      <Box
        sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }}
        aria-label={translate('caretaker.inspections.legend')}
        role="list"
      >
        {MAINTENANCE_TYPES.map((m) => (
          <Chip
            key={m}
            role="listitem"
            label={translate(`caretaker.inspections.maintenance.${m}`, { _: MAINTENANCE_LABELS[m] })}
            sx={{ bgcolor: MAINTENANCE_COLOURS[m], color: '#111' }}
          />
        ))}
      </Box>
      <Box
        sx={{
          // Days of the neighbouring months are faded by FullCalendar below the contrast WCAG asks for.
          '& .fc .fc-day-other .fc-daygrid-day-top': { opacity: 1, color: 'text.secondary' },
        }}
      >
        <FullCalendar
          plugins={[dayGridPlugin, interactionPlugin]}
          initialView="dayGridMonth"
          headerToolbar={{ left: 'prev,next today', center: 'title', right: '' }}
          // Text buttons: FullCalendar's icon spans carry role="img" without a name (axe: role-img-alt).
          buttonIcons={false}
          buttonText={{
            prev: translate('caretaker.inspections.calendar.previous'),
            next: translate('caretaker.inspections.calendar.next'),
            today: translate('caretaker.inspections.calendar.today'),
          }}
          height="auto"
          events={events.map((e) => ({
            id: String(e.id),
            title: `${e.title} · ${e.school_name}`,
            start: e.start,
            allDay: true,
            backgroundColor: e.color,
            borderColor: e.color,
            textColor: '#111',
            extendedProps: e,
          }))}
          datesSet={(info) => setRange({ start: info.startStr.slice(0, 10), end: info.endStr.slice(0, 10) })}
          dateClick={(info) => canEdit && setDraft({ title: '', school_id: '', type: 'BM', start: info.dateStr })}
          eventClick={(info) => {
            const e = info.event.extendedProps as CalendarEvent;
            if (canEdit) setDraft({ id: e.id, title: e.title, school_id: e.school_id, type: e.type, start: e.start });
          }}
        />
      </Box>
      {draft && <EntryDialog draft={draft} onClose={() => setDraft(null)} onSaved={refresh} />}
    </Paper>
  );
}

export default MaintenanceCalendar;
