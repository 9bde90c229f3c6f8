/**
 * A category's monthly deliverables (spec part 3 §2): filters year, month and zone; one row per zone and month, the
 * stored deliverable or PENDING until first opened; the row action (edit, sign, view) comes from the workflow table.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Box,
  Button,
  Chip,
  MenuItem,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE } from '../../domain/constants.js';
import { DELIVERABLE_ROUTES, type DeliverableCategory } from '../../domain/deliverables.js';
import { statusColor } from '../../domain/statusColors.js';
import { FilterDrawer } from '../../src/layout/FilterDrawer.js';
import { errorMessage, useDeliverableConfig, useProvider, type DeliverableRow } from './api.js';
import { yearOf } from '../../domain/calendar.js';
import { useTimeZone } from '../../src/appConfig.js';

interface Filters {
  year: string;
  month: string;
  zone: string;
}

export function StatusChip({ status }: { status: string }) {
  const translate = useTranslate();
  const c = statusColor(status);
  return (
    <Chip
      size="small"
      label={translate(`caretaker.deliverables.status.${status}`, { _: status })}
      color={c === 'default' ? 'default' : c}
    />
  );
}

function FilterForm({ value, onSearch }: { value: Filters; onSearch: (f: Filters) => void }) {
  const translate = useTranslate();
  const config = useDeliverableConfig().data;
  const [v, setV] = useState(value);
  const t = (k: string) => translate(`caretaker.deliverables.filters.${k}`);
  const select = (key: keyof Filters, options: { value: string; label: string }[], blank: boolean) => (
    <TextField
      select
      size="small"
      sx={{ width: 180 }}
      label={t(key)}
      value={v[key]}
      onChange={(e) => setV({ ...v, [key]: e.target.value })}
    >
      {blank && <MenuItem value="">{translate('caretaker.deliverables.filters.all')}</MenuItem>}
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
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
        onSearch(v);
      }}
    >
      {select(
        'year',
        (config?.years ?? []).map((y) => ({ value: String(y), label: String(y) })),
        false,
      )}
      {select(
        'month',
        (config?.months ?? []).map((m) => ({
          value: m.value,
          label: translate(`caretaker.deliverables.months.${m.value}`, { _: m.label }),
        })),
        true,
      )}
      {select(
        'zone',
        (config?.zones ?? []).map((z) => ({
          value: z.value,
          label: translate(`caretaker.deliverables.zones.${z.value}`, { _: z.label }),
        })),
        true,
      )}
      <Button type="submit" variant="contained">
        {translate('caretaker.deliverables.search')}
      </Button>
    </Box>
  );
}

export function DeliverableList({ category }: { category: DeliverableCategory }) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const dp = useProvider();
  const slug = DELIVERABLE_ROUTES[category].slug;
  const timeZone = useTimeZone();
  const [filters, setFilters] = useState<Filters>(() => ({
    year: String(yearOf(new Date(), timeZone)),
    month: '',
    zone: '',
  }));
  const [page, setPage] = useState(0);
  const { data, isPending } = useQuery({
    queryKey: ['caretaker.deliverables', category, filters, page],
    queryFn: () =>
      dp.send<{ data: DeliverableRow[]; meta: { total: number } }>({
        path: `/deliverable/${slug}`,
        query: { ...filters, page: page + 1, per_page: DEFAULT_PAGE_SIZE },
      }),
  });
  const open = async (row: DeliverableRow) => {
    try {
      const id =
        row.id ??
        (
          await dp.send<{ data: { id: number } }>({
            method: 'POST',
            path: '/deliverable/open',
            body: { category, zone: row.zone, year: row.year, month: row.month },
          })
        ).data.id;
      navigate(`/deliverables/${slug}/${id}`, { state: { mode: row.action === 'view' ? 'view' : 'sign' } });
    } catch (e) {
      notify(errorMessage(e), { type: 'error' });
    }
  };
  const title = translate(`caretaker.deliverables.title_${category}`);
  const rows = data?.data ?? [];
  const c = (k: string) => translate(`caretaker.deliverables.columns.${k}`);
  return (
    <Box sx={{ pb: 4 }}>
      <Typography variant="h5" component="h1" sx={{ mt: 2 }}>
        {title}
      </Typography>
      <FilterDrawer>
        <FilterForm
          value={filters}
          onSearch={(f) => {
            setPage(0);
            setFilters(f);
          }}
        />
      </FilterDrawer>
      <TableContainer component={Paper}>
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              <TableCell>{c('month')}</TableCell>
              <TableCell>{c('zone')}</TableCell>
              <TableCell>{c('status')}</TableCell>
              <TableCell>{c('actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {!isPending && !rows.length && (
              <TableRow>
                <TableCell colSpan={4}>{translate('caretaker.deliverables.no_records')}</TableCell>
              </TableRow>
            )}
            {rows.map((r) => (
              <TableRow key={`${r.zone}-${r.year}-${r.month}`}>
                <TableCell>
                  {translate(`caretaker.deliverables.months.${r.month}`, { _: r.month_name })} {r.year}
                </TableCell>
                <TableCell>{translate(`caretaker.deliverables.zones.${r.zone}`, { _: r.zone_name })}</TableCell>
                <TableCell>
                  <StatusChip status={r.status} />
                </TableCell>
                <TableCell>
                  <Button
                    size="small"
                    onClick={() => void open(r)}
                    aria-label={`${translate(`caretaker.deliverables.actions.${r.action}`)} ${r.month_name} ${r.year} ${r.zone_name}`}
                  >
                    {translate(`caretaker.deliverables.actions.${r.action}`)}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={data?.meta.total ?? 0}
        page={page}
        onPageChange={(_e, p) => setPage(p)}
        rowsPerPage={DEFAULT_PAGE_SIZE}
        rowsPerPageOptions={[DEFAULT_PAGE_SIZE]}
      />
    </Box>
  );
}

export default DeliverableList;
