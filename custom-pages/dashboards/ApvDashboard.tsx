/**
 * The APV dashboard (/dashboard/apv/school and /dashboard/apv/moe; spec part 3 §2): the approved quotations of a
 * period with their approval, WSO, claim and invoice dates and amounts, and the three totals. Filters school, start and
 * end date (prefilled from ?start_date=&end_date=&school=); export only when there is data; 'No data' when empty.
 */
import { useRef, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { APV_TABS, monthBounds, type ApvKey } from '../../domain/dashboards.js';
import { IsoDateField } from '../../src/components/date/index.js';
import { formatMoney } from '../../src/format.js';
import { useProvider, type ApvGroup, type ApvRow } from './api.js';
import { FilterForm, SchoolPicker } from './PeriodFilter.js';
import { useOwnSchool } from '../../src/useOwnSchool.js';
import { ExportButton } from './ExportButton.js';
import { DashboardHeading } from './DashboardHeading.js';
import { monthOf } from '../../domain/calendar.js';
import { isIsoDate } from '../../domain/dates.js';
import { useTimeZone } from '../../src/appConfig.js';

interface ApvFilter {
  school: string;
  start_date: string;
  end_date: string;
}

function useApvFilter(): [ApvFilter, (f: ApvFilter) => void] {
  const [search, setSearch] = useSearchParams();
  const { schoolId } = useOwnSchool();
  const now = monthOf(new Date(), useTimeZone());
  const month = monthBounds(now.year, now.month)!;
  const f = {
    school: search.get('school') ?? (schoolId ? String(schoolId) : ''),
    start_date: search.get('start_date') ?? month.start_date,
    end_date: search.get('end_date') ?? month.end_date,
  };
  return [f, (next) => setSearch({ ...next }, { replace: true })];
}

function FilterBar({
  value,
  onSearch,
  children,
}: {
  value: ApvFilter;
  onSearch: (f: ApvFilter) => void;
  children: React.ReactNode;
}) {
  const translate = useTranslate();
  const [v, setV] = useState(value);
  const t = (k: string) => translate(`caretaker.dashboards.filters.${k}`);
  const dateInputs = { start_date: useRef<HTMLInputElement>(null), end_date: useRef<HTMLInputElement>(null) };
  // A date that does not exist is not searched for (the server refuses it): its field says so and takes the focus.
  const search = () => {
    const bad = (['start_date', 'end_date'] as const).find((k) => v[k] !== '' && !isIsoDate(v[k]));
    if (bad) dateInputs[bad].current?.focus();
    else onSearch(v);
  };
  return (
    <FilterForm onSubmit={search} actions={children}>
      <SchoolPicker value={v.school} onChange={(id) => setV({ ...v, school: id })} />
      <IsoDateField
        size="small"
        sx={{ width: 170 }}
        label={t('start_date')}
        value={v.start_date}
        onChange={(d) => setV({ ...v, start_date: d })}
        inputRef={dateInputs.start_date}
      />
      <IsoDateField
        size="small"
        sx={{ width: 170 }}
        label={t('end_date')}
        value={v.end_date}
        onChange={(d) => setV({ ...v, end_date: d })}
        inputRef={dateInputs.end_date}
      />
    </FilterForm>
  );
}

const date = (v: string | null) => v ?? '—';

function ApvTable({ rows, moe }: { rows: ApvRow[]; moe: boolean }) {
  const translate = useTranslate();
  const c = (k: string) => translate(`caretaker.dashboards.apv.columns.${k}`);
  const columns: [string, (r: ApvRow, i: number) => React.ReactNode, boolean?][] = [
    ['sn', (_, i) => i + 1],
    ['quotation_reference', (r) => r.quotation_reference],
    ...(moe
      ? ([
          ['epi_reference_no', (r: ApvRow) => r.epi_reference_no ?? '—'],
          ['epo_reference_no', (r: ApvRow) => r.epo_reference_no ?? '—'],
        ] as [string, (r: ApvRow) => React.ReactNode][])
      : []),
    ['quotation_date', (r) => r.quotation_date],
    ['approved_on', (r) => date(r.approved_on)],
    ...(moe ? ([['wso_date', (r: ApvRow) => date(r.wso_date)]] as [string, (r: ApvRow) => React.ReactNode][]) : []),
    ['claim_date', (r) => date(r.claim_date)],
    ['invoice_date', (r) => date(r.invoice_date)],
    ['school', (r) => r.school],
    ['job', (r) => r.job],
    ['quotation_amount', (r) => formatMoney(r.quotation_amount), true],
    ['claim_submit_amount', (r) => formatMoney(r.claim_submit_amount), true],
    ['invoice_amount', (r) => formatMoney(r.invoice_amount), true],
  ];
  return (
    <TableContainer>
      <Table size="small" aria-label={translate('caretaker.dashboards.apv.title')}>
        <TableHead>
          <TableRow>
            {columns.map(([k, , money]) => (
              <TableCell key={k} align={money ? 'right' : 'left'}>
                {c(k)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r, i) => (
            <TableRow key={r.quotation_id} hover>
              {columns.map(([k, value, money]) => (
                <TableCell key={k} align={money ? 'right' : 'left'} sx={money ? { whiteSpace: 'nowrap' } : undefined}>
                  {k === 'quotation_reference' ? (
                    <Link to={`/works-order/quotation-list/${r.quotation_id}`}>{value(r, i)}</Link>
                  ) : (
                    value(r, i)
                  )}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

export function ApvDashboard() {
  const translate = useTranslate();
  const dp = useProvider();
  const { tab = 'school' } = useParams();
  const key: ApvKey = tab === 'moe' ? APV_TABS.moe : APV_TABS.school;
  const [filter, setFilter] = useApvFilter();
  const { isPending: identityPending } = useOwnSchool();
  const query = useQuery({
    enabled: !identityPending,
    queryKey: ['caretaker.dashboards', 'apv', filter],
    queryFn: () =>
      dp.send<{ data: { schools: Record<ApvKey, ApvGroup> } }>({
        path: '/dashboard/apv-monthly',
        query: {
          start_date: filter.start_date,
          end_date: filter.end_date,
          ...(filter.school ? { school_id: filter.school } : {}),
        },
      }),
  });
  const group = query.data?.data.schools[key];
  const [search] = useSearchParams();
  const totals: [string, number][] = group
    ? [
        ['total_quotation_amount', group.total_quotation_amount],
        ['total_claim_amount', group.total_claim_amount],
        ['total_invoice_amount', group.total_invoice_amount],
      ]
    : [];
  return (
    <Box sx={{ mt: 2 }}>
      <DashboardHeading title={translate('caretaker.dashboards.apv.title')} />
      <Box sx={{ display: 'flex', gap: 1 }}>
        {(['school', 'moe'] as const).map((t) => (
          <Button
            key={t}
            component={Link}
            to={`/dashboard/apv/${t}?${search}`}
            variant={t === tab ? 'contained' : 'outlined'}
            aria-current={t === tab ? 'page' : undefined}
          >
            {translate(`caretaker.dashboards.apv.tabs.${t}`)}
          </Button>
        ))}
      </Box>
      <FilterBar key={JSON.stringify(filter)} value={filter} onSearch={setFilter}>
        {!!group?.data.length && (
          <ExportButton
            body={{
              report: 'APV',
              tab: key,
              start_date: filter.start_date,
              end_date: filter.end_date,
              ...(filter.school ? { school_id: Number(filter.school) } : {}),
            }}
          />
        )}
      </FilterBar>
      {query.isPending ? (
        <CircularProgress aria-label={translate('ra.page.loading')} />
      ) : query.isError || !group ? (
        <Alert severity="error">{translate('caretaker.dashboards.error')}</Alert>
      ) : (
        <>
          <Box sx={{ display: 'grid', gap: 2, mb: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
            {totals.map(([k, v]) => (
              <Card key={k}>
                <CardContent>
                  <Typography variant="body2" color="text.secondary">
                    {translate(`caretaker.dashboards.apv.${k}`)}
                  </Typography>
                  <Typography variant="h6" component="p">
                    {formatMoney(v)}
                  </Typography>
                </CardContent>
              </Card>
            ))}
          </Box>
          <Paper sx={{ p: { xs: 1, sm: 2 } }}>
            {group.data.length ? (
              <ApvTable rows={group.data} moe={key === 'MOE'} />
            ) : (
              <Typography>{translate('caretaker.dashboards.no_data')}</Typography>
            )}
          </Paper>
        </>
      )}
    </Box>
  );
}
