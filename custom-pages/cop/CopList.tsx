/**
 * /cop/contracts (spec part 3 §2 "COP"): one claim per zone and month, filters zone, status, year and month, a view action
 * to the cover; the preparing roles create a month's claim (the server also creates each month's on its first day).
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
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE } from '../../domain/constants.js';
import { statusColor } from '../../domain/statusColors.js';
import { formatMoney } from '../../src/format.js';
import { FilterDrawer } from '../../src/layout/FilterDrawer.js';
import { useCopConfig, useProvider, type CopHeader } from './api.js';
import { CreateCopDialog } from './CreateCopDialog.js';

interface Filters {
  zone: string;
  status: string;
  year: string;
  month: string;
}
const NO_FILTERS: Filters = { zone: '', status: '', year: '', month: '' };

export function CopStatusChip({ status }: { status: string }) {
  const translate = useTranslate();
  const c = statusColor(status);
  return (
    <Chip
      size="small"
      label={translate(`caretaker.cop.status.${status}`, { _: status })}
      color={c === 'default' ? 'default' : c}
    />
  );
}

export const period = (c: { year: number; month: number }) => `${c.year}-${String(c.month).padStart(2, '0')}`;

function FilterForm({ value, onSearch }: { value: Filters; onSearch: (f: Filters) => void }) {
  const translate = useTranslate();
  const config = useCopConfig().data;
  const [v, setV] = useState(value);
  const select = (key: keyof Filters, options: { value: string; label: string }[]) => (
    <TextField
      select
      size="small"
      sx={{ width: 160 }}
      label={translate(`caretaker.cop.filters.${key}`)}
      value={v[key]}
      onChange={(e) => setV({ ...v, [key]: e.target.value })}
    >
      <MenuItem value="">{translate('caretaker.cop.filters.all')}</MenuItem>
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
  const plain = (values: (string | number)[] = []) => values.map((x) => ({ value: String(x), label: String(x) }));
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
      {select('zone', plain(config?.zones))}
      {select(
        'status',
        (config?.statuses ?? []).map((s) => ({ value: s, label: translate(`caretaker.cop.status.${s}`, { _: s }) })),
      )}
      {select('year', plain(config?.years))}
      {select('month', plain(config?.months))}
      <Button type="submit" variant="contained">
        {translate('caretaker.cop.search')}
      </Button>
    </Box>
  );
}

export function CopList() {
  const translate = useTranslate();
  const dp = useProvider();
  const config = useCopConfig().data;
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(0);
  const [creating, setCreating] = useState(false);
  const { data, isPending } = useQuery({
    queryKey: ['caretaker.cop.list', filters, page],
    queryFn: () =>
      dp.copList<{ data: CopHeader[]; meta: { total: number } }>({
        ...Object.fromEntries(Object.entries(filters).filter(([, x]) => x !== '')),
        page: page + 1,
        per_page: DEFAULT_PAGE_SIZE,
      }),
  });
  const title = translate('caretaker.cop.list_title');
  const rows = data?.data ?? [];
  const c = (k: string) => translate(`caretaker.cop.columns.${k}`);
  return (
    <Box sx={{ pb: 4 }}>
      <Box
        sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mt: 2, gap: 1, flexWrap: 'wrap' }}
      >
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        {config?.can_create && (
          <Button variant="contained" onClick={() => setCreating(true)}>
            {translate('caretaker.cop.create')}
          </Button>
        )}
      </Box>
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
              {['reference', 'zone', 'period', 'claim_no', 'status', 'grand_total', 'actions'].map((k) => (
                <TableCell key={k} align={k === 'grand_total' ? 'right' : undefined}>
                  {c(k)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {!isPending && !rows.length && (
              <TableRow>
                <TableCell colSpan={7}>{translate('caretaker.cop.no_records')}</TableCell>
              </TableRow>
            )}
            {rows.map((r) => (
              <TableRow key={r.id}>
                <TableCell>{r.reference_number}</TableCell>
                <TableCell>{r.zone}</TableCell>
                <TableCell>{period(r)}</TableCell>
                <TableCell>{r.payment_claim_no}</TableCell>
                <TableCell>
                  <CopStatusChip status={r.status} />
                </TableCell>
                <TableCell align="right">{r.grand_total === null ? '' : formatMoney(r.grand_total)}</TableCell>
                <TableCell>
                  <Button
                    size="small"
                    component={RouterLink}
                    to={`/cop/contracts/${r.id}/cover`}
                    aria-label={`${translate('caretaker.cop.view')} ${r.reference_number}`}
                  >
                    {translate('caretaker.cop.view')}
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
      {creating && config && <CreateCopDialog config={config} onClose={() => setCreating(false)} />}
    </Box>
  );
}

export default CopList;
