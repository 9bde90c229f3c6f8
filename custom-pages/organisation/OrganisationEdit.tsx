/**
 * /tools/user-organization/{school id} (spec part 1 §2.8, §4, §5): school summary card, the 'Operations
 * managers' and 'Managing agents' sections (add from users of those roles, '{name} has already been added',
 * nothing when none selected, MA category options defaulting to all four, send e-mail on), Save ->
 * 'Successfully updated user organization' and reload, and the outstanding-items panel.
 * Also serves /settings/schools/om/{id} and /settings/schools/ma/{id} (scrolled to that section).
 */
import AddIcon from '@mui/icons-material/PersonAdd';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import AssignmentIcon from '@mui/icons-material/AssignmentTurnedIn';
import SaveIcon from '@mui/icons-material/Save';
import {
  Autocomplete,
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  Checkbox,
  Chip,
  Grid,
  ListItemText,
  MenuItem,
  Select,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { Loading, Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { CaretakerDataProvider } from '../../src/dataProvider.js';
import { formatDateTime } from '../../src/format.js';
import { useAccess } from '../../src/access.js';
import { useAction } from '../../src/useAction.js';
import { CATEGORY_OPTIONS, MA_ROLE, OM_ROLE } from './constants.js';
import {
  addMember,
  newMa,
  newOm,
  savePayload,
  type MaRow,
  type OmRow,
  type Organisation,
  type Person,
} from './organisation.js';
import { OutstandingItems } from './OutstandingItems.js';
import { LabelledSwitch, MemberTable } from './parts.js';

const enc = encodeURIComponent;

function Summary({ school }: { school: Organisation['school'] }) {
  const translate = useTranslate();
  const facts: [string, ReactNode][] = [
    ['zone', school.zone ? translate(`caretaker.zones.${school.zone}`, { _: school.zone }) : ''],
    ['school_type', school.school_type],
    ['address', school.address],
    ['telephone', school.telephone],
  ];
  return (
    <Card sx={{ mb: 2 }}>
      <CardHeader
        title={school.name}
        subheader={translate('caretaker.organisation.summary')}
        slotProps={{ title: { variant: 'h5' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        <Grid container spacing={2}>
          {facts.map(([key, value]) => (
            <Grid key={key} size={{ xs: 12, sm: 6, md: 3 }}>
              <Typography variant="caption" color="text.secondary">
                {translate(`caretaker.organisation.fields.${key}`)}
              </Typography>
              <Typography variant="body2">{value || '—'}</Typography>
            </Grid>
          ))}
        </Grid>
      </CardContent>
    </Card>
  );
}

function AddMember({
  schoolId,
  role,
  label,
  onAdd,
}: {
  schoolId: string;
  role: string;
  label: string;
  onAdd: (p: Person | null) => void;
}) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<CaretakerDataProvider>();
  const [value, setValue] = useState<Person | null>(null);
  const { data = [], isPending } = useQuery({
    queryKey: ['user-organization', schoolId, 'users', role],
    queryFn: async () =>
      (
        await dataProvider.send<{ data: Person[] }>({
          path: `/user-organization/${enc(schoolId)}/users`,
          query: { role },
        })
      ).data ?? [],
  });
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2, maxWidth: 640 }}>
      <Autocomplete
        sx={{ flex: 1 }}
        size="small"
        options={data}
        loading={isPending}
        value={value}
        onChange={(_, v) => setValue(v)}
        getOptionLabel={(o) => (o.email ? `${o.full_name} (${o.email})` : o.full_name)}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        renderInput={(params) => <TextField {...params} label={label} />}
      />
      <Button
        variant="outlined"
        startIcon={<AddIcon />}
        onClick={() => {
          onAdd(value);
          setValue(null);
        }}
      >
        {translate('caretaker.organisation.add')}
      </Button>
    </Stack>
  );
}

function Updated({ by, at }: { by?: { full_name: string } | null; at?: string | null }) {
  return (
    <>
      <Typography variant="body2">{by?.full_name ?? ''}</Typography>
      <Typography variant="caption" color="text.secondary">
        {formatDateTime(at)}
      </Typography>
    </>
  );
}

function CategorySelect({
  name,
  value,
  disabled,
  onChange,
}: {
  name: string;
  value: string[];
  disabled: boolean;
  onChange: (v: string[]) => void;
}) {
  const translate = useTranslate();
  const label = (c: string) => translate(`caretaker.organisation.categories.${c}`, { _: c });
  return (
    <Select
      multiple
      size="small"
      fullWidth
      sx={{ minWidth: 240 }}
      disabled={disabled}
      value={value}
      inputProps={{ 'aria-label': translate('caretaker.organisation.categories_for', { name }) }}
      onChange={(e) => {
        const v = e.target.value;
        onChange(typeof v === 'string' ? v.split(',') : v);
      }}
      renderValue={(selected) => (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
          {selected.map((c) => (
            <Chip key={c} size="small" label={label(c)} />
          ))}
        </Box>
      )}
    >
      {CATEGORY_OPTIONS.map((c) => (
        <MenuItem key={c} value={c}>
          <Checkbox size="small" checked={value.includes(c)} />
          <ListItemText primary={label(c)} />
        </MenuItem>
      ))}
    </Select>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card sx={{ mb: 2 }} id={id} component="section" aria-label={title}>
      <CardHeader title={title} slotProps={{ title: { variant: 'h6' } }} />
      <CardContent sx={{ pt: 0, overflowX: 'auto' }}>{children}</CardContent>
    </Card>
  );
}

export function OrganisationEdit({ focus }: { focus?: 'om' | 'ma' }) {
  const { school: schoolId = '' } = useParams();
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<CaretakerDataProvider>();
  const { can } = useAccess();
  const editable = can('user-organization.edit');
  const [oms, setOms] = useState<OmRow[]>([]);
  const [mas, setMas] = useState<MaRow[]>([]);

  const { data, isPending, error, refetch } = useQuery({
    queryKey: ['user-organization', schoolId],
    queryFn: async () =>
      (await dataProvider.send<{ data: Organisation }>({ path: `/user-organization/${enc(schoolId)}` })).data,
    enabled: !!schoolId,
  });

  useEffect(() => {
    if (!data) return;
    setOms(data.operation_managers ?? []);
    setMas(data.managing_agents ?? []);
  }, [data]);

  useEffect(() => {
    if (data && focus)
      document
        .getElementById(focus === 'om' ? 'operation-managers' : 'managing-agents')
        ?.scrollIntoView?.({ block: 'start' });
  }, [data, focus]);

  const add =
    <T extends Person>(list: T[], set: (l: T[]) => void, make: (p: Person) => T) =>
    (person: Person | null) => {
      const r = addMember(list, person, make);
      if (r.duplicate)
        notify('caretaker.organisation.already_added', { type: 'warning', messageArgs: { name: r.duplicate } });
      if (r.added) set(r.list);
    };

  const save = useAction<void, { message?: string }>(
    () => ({
      method: 'PUT',
      path: `/user-organization/${enc(schoolId)}/update`,
      body: savePayload(schoolId, oms, mas),
    }),
    {
      success: (json) => json?.message || translate('caretaker.organisation.updated'),
      onSuccess: () => refetch(),
    },
  );

  const title = translate('caretaker.organisation.title');
  if (isPending) return <Loading />;
  if (error || !data) return <Typography color="error">{(error as Error | null)?.message}</Typography>;

  return (
    <Box sx={{ pb: 4, pt: 2 }}>
      <Title title={`${title} · ${data.school.name}`} />
      <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap' }}>
        <Button
          startIcon={<ArrowBackIcon />}
          onClick={() => navigate(focus ? '/settings/schools' : '/tools/user-organization')}
        >
          {translate('caretaker.organisation.go_back')}
        </Button>
        {can('school-assignment.view') && (
          <Button
            startIcon={<AssignmentIcon />}
            component={Link}
            to={`/tools/user-organization/manage-assignments/${schoolId}`}
          >
            {translate('caretaker.organisation.manage_assignments')}
          </Button>
        )}
      </Stack>
      <Summary school={data.school} />

      <Section id="operation-managers" title={translate('caretaker.organisation.operation_managers')}>
        {editable && (
          <AddMember
            schoolId={schoolId}
            role={OM_ROLE}
            label={translate('caretaker.organisation.select_om')}
            onAdd={add(oms, setOms, newOm)}
          />
        )}
        <MemberTable
          rows={oms}
          editable={editable}
          emptyText="caretaker.organisation.no_oms"
          onRemove={(m) => setOms(oms.filter((o) => o.id !== m.id))}
          labels={['name', 'email', 'send_email', 'updated'].map((f) => `caretaker.organisation.fields.${f}`)}
          cells={(m) => [
            m.full_name,
            m.email,
            <LabelledSwitch
              key="send"
              label={translate('caretaker.organisation.send_email_for', { name: m.full_name })}
              checked={!!m.school_send_email}
              disabled={!editable}
              onChange={(v) => setOms(oms.map((o) => (o.id === m.id ? { ...o, school_send_email: v } : o)))}
            />,
            <Updated key="updated" by={m.school_updated_by} at={m.school_updated_at} />,
          ]}
        />
      </Section>

      <Section id="managing-agents" title={translate('caretaker.organisation.managing_agents')}>
        {editable && (
          <AddMember
            schoolId={schoolId}
            role={MA_ROLE}
            label={translate('caretaker.organisation.select_ma')}
            onAdd={add(mas, setMas, newMa)}
          />
        )}
        <MemberTable
          rows={mas}
          editable={editable}
          emptyText="caretaker.organisation.no_mas"
          onRemove={(m) => setMas(mas.filter((o) => o.id !== m.id))}
          labels={['name', 'email', 'category_options', 'send_email', 'updated'].map(
            (f) => `caretaker.organisation.fields.${f}`,
          )}
          cells={(m) => [
            m.full_name,
            m.email,
            <CategorySelect
              key="categories"
              name={m.full_name}
              value={m.category_options ?? []}
              disabled={!editable}
              onChange={(next) => setMas(mas.map((o) => (o.id === m.id ? { ...o, category_options: next } : o)))}
            />,
            <LabelledSwitch
              key="send"
              label={translate('caretaker.organisation.send_email_for', { name: m.full_name })}
              checked={!!m.is_send_email}
              disabled={!editable}
              onChange={(v) => setMas(mas.map((o) => (o.id === m.id ? { ...o, is_send_email: v } : o)))}
            />,
            <Updated key="updated" by={m.updated_by} at={m.updated_at} />,
          ]}
        />
      </Section>

      {editable && (
        <Box sx={{ mb: 2 }}>
          <Button variant="contained" startIcon={<SaveIcon />} onClick={() => save.mutate()} disabled={save.isPending}>
            {translate('ra.action.save')}
          </Button>
        </Box>
      )}

      <OutstandingItems schoolId={schoolId} />
    </Box>
  );
}
