/**
 * /works-order/wso, 'Work service order' (spec part 2 §2): filters reference number, school, status (Pending, Approved,
 * Rejected), category and — for administrators — zone; an operations manager's school preselected; the add button for
 * term contractors and technicians; row actions from the server's `actions` (the workflow table in domain/wsoWorkflow.ts).
 */
import { useMemo, useState } from 'react';
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
import AddIcon from '@mui/icons-material/Add';
import { DataTable, List, useListContext, useRecordContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE, ZONES } from '../../domain/constants.js';
import { statusColor } from '../../domain/statusColors.js';
import { WSO_CREATORS } from '../../domain/wsoWorkflow.js';
import { ListPagination, NoRecords } from '../../src/generator/index.js';
import { FilterDrawer } from '../../src/layout/FilterDrawer.js';
import { useWsoConfig, LIST_PATH, useSchools, type WsoRow } from './api.js';
import { WsoRowActions } from './WsoRowActions.js';
import { useIdentity } from '../../src/useIdentity.js';

type Filters = Record<string, string | undefined>;

export function WsoStatusChip({ status, display }: { status: string; display?: string }) {
  const translate = useTranslate();
  const c = statusColor(status);
  const label = display ?? status;
  return (
    <Chip
      size="small"
      label={translate(`caretaker.wso.status.${label}`, { _: label })}
      color={c === 'default' ? 'default' : c}
    />
  );
}

function FilterForm({ admin }: { admin: boolean }) {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const config = useWsoConfig().data;
  const schools = useSchools();
  const [v, setV] = useState<Filters>(filterValues as Filters);
  const f = (k: string) => translate(`caretaker.wso.filters.${k}`);
  const set = (k: string, value: string) => setV((old) => ({ ...old, [k]: value || undefined }));
  const select = (key: string, options: readonly { id: string; name: string }[]) => (
    <TextField
      select
      size="small"
      sx={{ width: 200 }}
      label={f(key)}
      value={v[key] ?? ''}
      onChange={(e) => set(key, e.target.value)}
    >
      <MenuItem value="">—</MenuItem>
      {options.map((o) => (
        <MenuItem key={o.id} value={o.id}>
          {o.name}
        </MenuItem>
      ))}
    </TextField>
  );
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
        sx={{ width: 200 }}
        label={f('reference_number')}
        value={v.reference_number ?? ''}
        onChange={(e) => set('reference_number', e.target.value)}
      />
      {select(
        'school',
        schools.map((s) => ({ id: String(s.id), name: s.name })),
      )}
      {select(
        'status',
        (config?.filter_statuses ?? []).map((s) => ({ id: s, name: translate(`caretaker.wso.status.${s}`, { _: s }) })),
      )}
      {select(
        'category',
        (config?.categories ?? []).map((c) => ({ id: c, name: translate(`caretaker.wso.category.${c}`, { _: c }) })),
      )}
      {admin &&
        select(
          'zone',
          ZONES.map((z) => ({ id: z, name: z })),
        )}
      <Button type="submit" variant="contained">
        {translate('caretaker.wso.search')}
      </Button>
      <Button
        onClick={() => {
          setV({});
          setFilters({}, undefined);
        }}
      >
        {translate('caretaker.wso.reset')}
      </Button>
    </Box>
  );
}

function ReferenceLink() {
  const record = useRecordContext<WsoRow>();
  if (!record) return null;
  return (
    <MuiLink component={RouterLink} to={`${LIST_PATH}/${record.id}`} underline="hover">
      {record.reference_number}
    </MuiLink>
  );
}

export function WsoList() {
  const translate = useTranslate();
  const { identity, isPending } = useIdentity();
  const mobile = useMediaQuery('(max-width:767.95px)');
  const me: { role?: { slug: string } | null; school_id?: number | null } = identity ?? {};
  const role = me.role?.slug ?? '';
  const defaults = useMemo(
    () => (role === 'OPERATIONS-MANAGER' && me.school_id ? { school: String(me.school_id) } : {}),
    [role, me.school_id],
  );
  const title = translate('caretaker.wso.title');
  // the list reads its default filter once, when it mounts: an OM's school must be known by then
  if (isPending) return <CircularProgress sx={{ mt: 4 }} aria-label={translate('ra.page.loading')} />;
  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mt: 2, gap: 1 }}>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        {(WSO_CREATORS as readonly string[]).includes(role) && (
          <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to={`${LIST_PATH}/create`}>
            {translate('caretaker.wso.add')}
          </Button>
        )}
      </Box>
      <List
        resource="work-service-order"
        title={title}
        storeKey="wso.list"
        filterDefaultValues={defaults}
        perPage={DEFAULT_PAGE_SIZE}
        pagination={<ListPagination />}
        actions={false}
        empty={false}
        exporter={false}
        disableSyncWithLocation
      >
        <FilterDrawer>
          <FilterForm admin={role === 'ADMIN'} />
        </FilterDrawer>
        <DataTable rowClick={false} bulkActionButtons={false} empty={<NoRecords />}>
          <DataTable.Col source="reference_number" label="caretaker.wso.columns.reference_number" disableSort>
            <ReferenceLink />
          </DataTable.Col>
          <DataTable.Col source="school.name" label="caretaker.wso.columns.school" disableSort />
          {!mobile && (
            <DataTable.Col
              source="category"
              label="caretaker.wso.columns.category"
              disableSort
              render={(r: WsoRow) => translate(`caretaker.wso.category.${r.category}`, { _: r.category })}
            />
          )}
          {!mobile && <DataTable.Col source="date" label="caretaker.wso.columns.date" disableSort />}
          {!mobile && <DataTable.Col source="job_location" label="caretaker.wso.columns.job_location" disableSort />}
          <DataTable.Col
            source="status"
            label="caretaker.wso.columns.status"
            disableSort
            render={(r: WsoRow) => <WsoStatusChip status={r.status} display={r.display_status} />}
          />
          <DataTable.Col label="caretaker.wso.columns.actions" disableSort>
            <WsoRowActions />
          </DataTable.Col>
        </DataTable>
      </List>
    </>
  );
}

export default WsoList;
