/**
 * /works-order/claims (spec part 2 §2): filters reference number, school (an OM's preselected), status (multi), job, claim
 * and invoice date ranges; the create button for term contractors; row actions from the server's `actions` (the workflow
 * table in domain/claimWorkflow.ts).
 */
import { useMemo, useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import {
  Box,
  Button,
  Chip,
  CircularProgress,
  Link as MuiLink,
  MenuItem,
  TextField,
  Typography,
  useMediaQuery,
} from '@mui/material';
import {
  DataTable,
  List,
  useGetIdentity,
  useListContext,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE } from '../../domain/constants.js';
import { statusColor } from '../../domain/statusColors.js';
import { ConfirmDialog } from '../../src/components/ConfirmDialog.js';
import { IsoDateField } from '../../src/components/date/index.js';
import { formatMoney } from '../../src/format.js';
import { ListPagination, NoRecords } from '../../src/generator/index.js';
import { FilterDrawer } from '../../src/layout/FilterDrawer.js';
import { errorMessage, LIST_PATH, useClaimConfig, useProvider, useSchools, type ClaimRow } from './api.js';

type Filters = Record<string, string | string[] | undefined>;

export function ClaimStatusChip({ status }: { status: string }) {
  const translate = useTranslate();
  const c = statusColor(status);
  return (
    <Chip
      size="small"
      label={translate(`caretaker.claims.status.${status}`, { _: status })}
      color={c === 'default' ? 'default' : c}
    />
  );
}

function FilterForm() {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const config = useClaimConfig().data;
  const schools = useSchools();
  const [v, setV] = useState<Filters>(filterValues as Filters);
  const f = (k: string) => translate(`caretaker.claims.filters.${k}`);
  const set = (k: string, value: Filters[string]) => setV((old) => ({ ...old, [k]: value || undefined }));
  const statuses = [...new Set([...(config?.statuses ?? []), ...(config?.current_statuses ?? [])])];
  return (
    <Box
      component="form"
      role="search"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', my: 2 }}
      onSubmit={(e) => {
        e.preventDefault();
        setFilters(v, undefined);
      }}
    >
      <TextField
        size="small"
        sx={{ width: 180 }}
        label={f('reference_number')}
        value={v.reference_number ?? ''}
        onChange={(e) => set('reference_number', e.target.value)}
      />
      <TextField
        select
        size="small"
        sx={{ width: 220 }}
        label={f('school')}
        value={v.school ?? ''}
        onChange={(e) => set('school', e.target.value)}
      >
        <MenuItem value="">—</MenuItem>
        {schools.map((s) => (
          <MenuItem key={s.id} value={String(s.id)}>
            {s.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        sx={{ width: 220 }}
        label={f('status')}
        value={(v.status as string[] | undefined) ?? []}
        onChange={(e) => set('status', e.target.value as unknown as string[])}
        slotProps={{ select: { multiple: true } }}
      >
        {statuses.map((s) => (
          <MenuItem key={s} value={s}>
            {translate(`caretaker.claims.status.${s}`, { _: s })}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        sx={{ width: 180 }}
        label={f('job')}
        value={v.job ?? ''}
        onChange={(e) => set('job', e.target.value)}
      />
      {(['start_date', 'end_date', 'invoice_start_date', 'invoice_end_date'] as const).map((k) => (
        <IsoDateField
          key={k}
          size="small"
          sx={{ width: 170 }}
          label={f(k)}
          value={v[k] as string | undefined}
          onChange={(d) => set(k, d ?? undefined)}
        />
      ))}
      <Button type="submit" variant="contained">
        {translate('caretaker.claims.search')}
      </Button>
      <Button
        onClick={() => {
          setV({});
          setFilters({}, undefined);
        }}
      >
        {translate('caretaker.claims.reset')}
      </Button>
    </Box>
  );
}

function RowActions() {
  const record = useRecordContext<ClaimRow>();
  const translate = useTranslate();
  const notify = useNotify();
  const dp = useProvider();
  const { refetch } = useListContext();
  const [asking, setAsking] = useState<'delete' | 'regenerate' | null>(null);
  if (!record) return null;
  const can = (a: string) => record.actions.includes(a);
  const a = (k: string) => translate(`caretaker.claims.actions.${k}`);
  // the app's dialog with the spec's questions, not the browser's native confirm
  const run = async () => {
    const what = asking;
    setAsking(null);
    if (what === 'regenerate') {
      try {
        await dp.send({ path: `/claims/${record.id}/report-generation` });
        notify('caretaker.claims.notify.regenerated', { type: 'success' });
      } catch (e) {
        notify(errorMessage(e), { type: 'error' });
      }
    } else if (what === 'delete') {
      try {
        await dp.send({ method: 'DELETE', path: `/claims/${record.id}` });
        notify('caretaker.claims.notify.deleted', { type: 'success' });
        await refetch();
      } catch (e) {
        notify(errorMessage(e), { type: 'error' });
      }
    }
  };
  const word = can('submit') || can('draft') ? 'edit' : can('ma_endorse') ? 'sign' : 'view';
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Button size="small" component={RouterLink} to={`${LIST_PATH}/${record.id}`}>
        {a(word)}
      </Button>
      {record.status !== 'DRAFT' && (
        <Button size="small" component={RouterLink} to={`${LIST_PATH}/${record.id}/preview`}>
          {a('preview')}
        </Button>
      )}
      {record.status !== 'DRAFT' && (
        <Button size="small" onClick={() => setAsking('regenerate')}>
          {a('regenerate')}
        </Button>
      )}
      {can('delete') && (
        <Button size="small" color="error" onClick={() => setAsking('delete')}>
          {a('delete')}
        </Button>
      )}
      {asking && (
        <ConfirmDialog
          open
          title={asking === 'delete' ? 'caretaker.claims.actions.delete' : 'caretaker.claims.actions.regenerate'}
          content={
            asking === 'delete'
              ? 'caretaker.claims.dialog.confirm_delete'
              : 'caretaker.claims.dialog.confirm_regenerate'
          }
          onClose={() => setAsking(null)}
          onConfirm={run}
        />
      )}
    </Box>
  );
}

function ReferenceLink() {
  const record = useRecordContext<ClaimRow>();
  if (!record) return null;
  return (
    <MuiLink component={RouterLink} to={`${LIST_PATH}/${record.id}`} underline="hover">
      {record.reference_number}
    </MuiLink>
  );
}

export function ClaimList() {
  const translate = useTranslate();
  const { identity, isPending } = useGetIdentity();
  const mobile = useMediaQuery('(max-width:767.95px)');
  const me = (identity as { role?: { slug?: string } | null; school_id?: number | null } | undefined) ?? {};
  const role = me.role?.slug ?? '';
  const defaults = useMemo(
    () => (role === 'OPERATIONS-MANAGER' && me.school_id ? { school: String(me.school_id) } : {}),
    [role, me.school_id],
  );
  const title = translate('caretaker.claims.title');
  // the list reads its default filter once, when it mounts: an OM's school must be known by then
  if (isPending) return <CircularProgress sx={{ mt: 4 }} aria-label={translate('ra.page.loading')} />;
  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mt: 2, gap: 1 }}>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        {role === 'TERM-CONTRACTOR' && (
          <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to={`${LIST_PATH}/create`}>
            {translate('caretaker.claims.add')}
          </Button>
        )}
      </Box>
      <List
        resource="claims"
        title={title}
        storeKey="claims.list"
        filterDefaultValues={defaults}
        perPage={DEFAULT_PAGE_SIZE}
        pagination={<ListPagination />}
        actions={false}
        empty={false}
        exporter={false}
        disableSyncWithLocation
      >
        <FilterDrawer>
          <FilterForm />
        </FilterDrawer>
        <DataTable rowClick={false} bulkActionButtons={false} empty={<NoRecords />}>
          <DataTable.Col source="reference_number" label="caretaker.claims.columns.reference_number" disableSort>
            <ReferenceLink />
          </DataTable.Col>
          <DataTable.Col source="school.name" label="caretaker.claims.columns.school" disableSort />
          {!mobile && <DataTable.Col source="date" label="caretaker.claims.columns.date" disableSort />}
          {!mobile && <DataTable.Col source="job" label="caretaker.claims.columns.job" disableSort />}
          <DataTable.Col
            source="total_amount"
            label="caretaker.claims.columns.total"
            disableSort
            render={(r: ClaimRow) => formatMoney(r.total_amount)}
          />
          <DataTable.Col
            source="status"
            label="caretaker.claims.columns.status"
            disableSort
            render={(r: ClaimRow) => <ClaimStatusChip status={r.current_status ?? r.status} />}
          />
          <DataTable.Col label="caretaker.claims.columns.actions" disableSort>
            <RowActions />
          </DataTable.Col>
        </DataTable>
      </List>
    </>
  );
}

export default ClaimList;
