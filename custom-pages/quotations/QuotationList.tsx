/**
 * Quotation list /works-order/quotation-list (spec part 2 §2): filters reference number, school, quotation
 * status, WSO status, pending-claim status, job, start and end date, with a Search button; URL prefill
 * (status PENDING → PENDING_TC + PENDING_MA, month= or date=YYYY-MM → that month, school by label, zone); an OM's
 * school preselected; actions by role and status; row links open in a new tab.
 */
import { useEffect, useMemo, useState } from 'react';
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
  CreateButton,
  DataTable,
  List,
  TopToolbar,
  useListContext,
  useLocaleState,
  useRecordContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { IsoDateField } from '../../src/components/date/index.js';
import { useLocation, useNavigate } from 'react-router-dom';
import { monthBounds } from '../../domain/dashboards.js';
import { ListPagination, NoRecords } from '../../src/generator/index.js';
import { DeferredRows } from '../../src/components/DeferredRows.js';
import { FilterDrawer } from '../../src/layout/FilterDrawer.js';
import { ListPreviewTable } from '../../src/layout/ListPreview.js';
import type { PreviewRow } from '../../src/layout/listPreviews.js';
import { useThemeSettings } from '../../src/layout/themeSettings.js';
import { LIST_PATH, useQuotationConfig, useSchools } from './api.js';
import { QuotationActions } from './QuotationActions.js';
import { QUOTATION_COLUMNS, listPreview, type QuotationRow } from './listPreview.js';
import { LIST_TEXTS } from './listTexts.js';
import { StatusBadge } from './status.js';
import { sgd } from './pricing.js';
import type { Quotation, SchoolOption } from './types.js';
import { useWorkflowUser, type QuotationUser } from './useWorkflowUser.js';

export type QuotationFilters = {
  reference_number?: string;
  school?: string | number;
  status?: string[];
  wso_status?: string[];
  claim_status?: string[];
  job?: string;
  start_date?: string;
  end_date?: string;
  zone?: string;
};

/** First and last day of a 'YYYY-MM' month. */
export function monthRange(ym: string): { start_date: string; end_date: string } | null {
  const m = /^(\d{4})-(\d{2})$/.exec(ym);
  return m ? monthBounds(Number(m[1]), Number(m[2])) : null;
}

/** The filters the URL asks for (dashboard links): status, school (by label), date (year-month), zone. */
export function prefillFromSearch(search: string, schools: SchoolOption[]): QuotationFilters | null {
  const q = new URLSearchParams(search);
  if (q.has('filter')) return null; // react-admin's own list state
  const out: QuotationFilters = {};
  const statuses = q
    .getAll('status')
    .flatMap((s) => s.split(','))
    .filter(Boolean);
  if (statuses.length)
    out.status = [...new Set(statuses.flatMap((s) => (s === 'PENDING' ? ['PENDING_TC', 'PENDING_MA'] : [s])))];
  const school = q.get('school');
  if (school) {
    const match = schools.find((s) => s.name.toLowerCase() === school.toLowerCase() || String(s.id) === school);
    if (match) out.school = match.id;
  }
  const date = q.get('month') ?? q.get('date');
  const range = date ? monthRange(date) : null;
  if (range) Object.assign(out, range);
  const zone = q.get('zone');
  if (zone) out.zone = zone;
  return Object.keys(out).length ? out : null;
}

function MultiSelect({
  label,
  value,
  options,
  onChange,
  translateKey,
}: {
  label: string;
  value: string[];
  options: string[];
  onChange: (v: string[]) => void;
  translateKey: string;
}) {
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      sx={{ width: 210 }}
      label={label}
      value={value}
      onChange={(e) => {
        const v = e.target.value as unknown as string[] | string;
        onChange(typeof v === 'string' ? v.split(',') : v);
      }}
      slotProps={{
        select: {
          multiple: true,
          renderValue: (sel) => (sel as string[]).map((s) => translate(`${translateKey}.${s}`, { _: s })).join(', '),
        },
      }}
    >
      {options.map((o) => (
        <MenuItem key={o} value={o}>
          {translate(`${translateKey}.${o}`, { _: o })}
        </MenuItem>
      ))}
    </TextField>
  );
}

function FilterForm({ schools }: { schools: SchoolOption[] }) {
  const translate = useTranslate();
  const config = useQuotationConfig();
  const { filterValues, setFilters } = useListContext();
  const [v, setV] = useState<QuotationFilters>(() => ({ ...(filterValues as QuotationFilters) }));
  const set = <K extends keyof QuotationFilters>(k: K, value: QuotationFilters[K]) =>
    setV((o) => ({ ...o, [k]: value }));
  const f = (k: string) => translate(`caretaker.quotations.filters.${k}`);
  const search = () => {
    const clean = Object.fromEntries(
      Object.entries(v).filter(
        ([, x]) => x !== '' && x !== undefined && x !== null && !(Array.isArray(x) && x.length === 0),
      ),
    );
    setFilters(clean, {}, false);
  };
  return (
    <Box
      component="form"
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        search();
      }}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1.5,
        alignItems: 'center',
        py: 2,
        px: 2,
        '& .MuiFormControl-root': { my: 0 },
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
        sx={{ width: 230 }}
        label={f('school')}
        value={v.school ?? ''}
        onChange={(e) => set('school', e.target.value)}
      >
        <MenuItem value="">{f('all')}</MenuItem>
        {schools.map((s) => (
          <MenuItem key={s.id} value={s.id}>
            {s.name}
          </MenuItem>
        ))}
      </TextField>
      <MultiSelect
        label={f('status')}
        value={v.status ?? []}
        options={config.statuses}
        onChange={(x) => set('status', x)}
        translateKey="caretaker.quotations.status"
      />
      <MultiSelect
        label={f('wso_status')}
        value={v.wso_status ?? []}
        options={config.wso_statuses}
        onChange={(x) => set('wso_status', x)}
        translateKey="caretaker.quotations.status"
      />
      <MultiSelect
        label={f('claim_status')}
        value={v.claim_status ?? []}
        options={config.claim_statuses}
        onChange={(x) => set('claim_status', x)}
        translateKey="caretaker.quotations.status"
      />
      <TextField
        size="small"
        sx={{ width: 180 }}
        label={f('job')}
        value={v.job ?? ''}
        onChange={(e) => set('job', e.target.value)}
      />
      <IsoDateField
        size="small"
        sx={{ width: 170 }}
        label={f('start_date')}
        value={v.start_date}
        onChange={(d) => set('start_date', d)}
      />
      <IsoDateField
        size="small"
        sx={{ width: 170 }}
        label={f('end_date')}
        value={v.end_date}
        onChange={(d) => set('end_date', d)}
      />
      {v.zone && <Chip label={`${f('zone')}: ${v.zone}`} onDelete={() => set('zone', undefined)} />}
      <Button type="submit" variant="contained">
        {f('search')}
      </Button>
    </Box>
  );
}

function ReferenceLink() {
  const record = useRecordContext<Quotation>();
  if (!record) return null;
  return (
    <MuiLink href={`${LIST_PATH}/${record.id}`} target="_blank" rel="noopener" underline="hover">
      {record.reference_number ?? `#${record.id}`}
    </MuiLink>
  );
}

function RowActions({ user, schools }: { user: QuotationUser; schools: SchoolOption[] }) {
  const record = useRecordContext<Quotation>();
  const { refetch } = useListContext();
  if (!record) return null;
  return (
    <QuotationActions
      compact
      record={record}
      allowed={record.allowed_actions ?? []}
      user={user}
      schools={schools}
      onChanged={() => refetch()}
    />
  );
}

/** The rows as the entry's preview showed them, while the data table renders its own (src/components/DeferredRows). */
function RowsPreview({ rows }: { rows: RaRecord[] }) {
  const [locale] = useLocaleState();
  const { settings } = useThemeSettings();
  const texts = LIST_TEXTS[locale as keyof typeof LIST_TEXTS] ?? LIST_TEXTS.en;
  return (
    <div className={`ct-preview-theme-${settings.theme}`}>
      <ListPreviewTable definition={listPreview} rows={rows as PreviewRow[]} texts={texts} />
    </div>
  );
}

function ListActions() {
  const { user } = useWorkflowUser();
  const canCreate = user?.role === 'TERM-CONTRACTOR' || user?.role === 'TERM-CONTRACTOR-QS';
  return <TopToolbar>{canCreate && <CreateButton />}</TopToolbar>;
}

export function QuotationList() {
  const translate = useTranslate();
  const { search } = useLocation();
  const schools = useSchools();
  const { user } = useWorkflowUser();
  const navigate = useNavigate();
  // mobile below 768 px (spec part 2 §9): the essential columns only
  const mobile = useMediaQuery('(max-width:767.95px)');
  const needsSchools = new URLSearchParams(search).has('school') && !new URLSearchParams(search).has('filter');
  const prefill = useMemo(
    () => (needsSchools && schools.length === 0 ? null : prefillFromSearch(search, schools)),
    [search, schools, needsSchools],
  );
  // dashboard links (?status=PENDING&date=2026-05&zone=…) become react-admin's list filter in the address
  useEffect(() => {
    if (prefill) navigate({ search: `?filter=${encodeURIComponent(JSON.stringify(prefill))}` }, { replace: true });
  }, [prefill, navigate]);
  if (!user || prefill || (needsSchools && schools.length === 0)) {
    return (
      <Box sx={{ p: 4, textAlign: 'center' }}>
        <CircularProgress />
      </Box>
    );
  }
  const omSchool: QuotationFilters =
    user.role === 'OPERATIONS-MANAGER' && user.school_id ? { school: user.school_id } : {};

  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mt: 2 }}>
        {translate('caretaker.quotations.list.title')}
      </Typography>
      <List
        title={translate('caretaker.quotations.list.title')}
        filterDefaultValues={omSchool}
        perPage={listPreview.perPage}
        pagination={<ListPagination />}
        actions={<ListActions />}
        empty={false}
        exporter={false}
        sort={listPreview.sort}
      >
        <FilterDrawer>
          <FilterForm schools={schools} />
        </FilterDrawer>
        <DeferredRows fallback={(rows) => <RowsPreview rows={rows} />}>
          <DataTable rowClick={false} bulkActionButtons={false} empty={<NoRecords />}>
            {QUOTATION_COLUMNS.filter((c) => !mobile || !c.wide).map((c) => (
              <DataTable.Col
                key={c.key}
                source={c.source}
                label={`caretaker.quotations.columns.${c.key}`}
                disableSort={!c.sortable}
                align={c.align}
                render={
                  c.kind === 'status'
                    ? (r: QuotationRow) => <StatusBadge status={c.value?.(r) as string | null} />
                    : c.kind === 'money'
                      ? (r: QuotationRow) => sgd(c.value?.(r))
                      : undefined
                }
              >
                {c.kind === 'link' ? (
                  <ReferenceLink />
                ) : c.kind === 'actions' ? (
                  <RowActions user={user} schools={schools} />
                ) : undefined}
              </DataTable.Col>
            ))}
          </DataTable>
        </DeferredRows>
      </List>
    </>
  );
}
