/**
 * The frame of an inspection-side dashboard: title, the category tab buttons (§2: building maintenance and turfing and
 * planting), the period filter and the body; the filter and the tab live in the address, so a dashboard is a link.
 */
import type { ReactNode } from 'react';
import { Box, Button, ButtonGroup, CircularProgress, Alert, Paper } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { INSPECTION_TAB_BUTTONS, categoryOfTab, monthBounds } from '../../domain/dashboards.js';
import { useOwnSchool } from '../../src/useOwnSchool.js';
import type { PeriodFilter } from './api.js';
import { PeriodFilterBar } from './PeriodFilter.js';
import { periodOfAddress } from './period.js';
import { useTimeZone } from '../../src/appConfig.js';
import { DashboardHeading } from './DashboardHeading.js';

/**
 * The period in the address (?school_id=&month=&year=), the current month when absent; without a school in the address
 * an operations manager's own school (spec part 3 §6).
 */
export function usePeriod(): [PeriodFilter, (f: PeriodFilter) => void] {
  const [search, setSearch] = useSearchParams();
  const { schoolId } = useOwnSchool();
  const f = periodOfAddress(search, schoolId, useTimeZone());
  return [f, (next) => setSearch({ school_id: next.school_id, month: next.month, year: next.year }, { replace: true })];
}

/** The link parameters of a period: the month's first and last day, when a month is chosen. */
export function periodDates(f: PeriodFilter): { start_date?: string; end_date?: string } {
  return (f.month && f.year ? monthBounds(Number(f.year), Number(f.month)) : null) ?? {};
}

export function useCategory(): { tab: string; category: string } {
  const { tab = INSPECTION_TAB_BUTTONS[0] } = useParams();
  return { tab, category: categoryOfTab(tab) };
}

export function DashboardPage({
  titleKey,
  introKey,
  base,
  withTabs = true,
  withSchool = true,
  actions,
  state,
  pending,
  children,
}: {
  titleKey: string;
  /** A paragraph under the heading. */
  introKey?: string;
  base: string;
  withTabs?: boolean;
  withSchool?: boolean;
  actions?: ReactNode;
  state: { isPending: boolean; isError: boolean };
  /** What the card shows while its content is pending (a spinner unless given). */
  pending?: ReactNode;
  /** The card's content; a page without one (the monthly summary: a filter and its export) has no card. */
  children?: ReactNode;
}) {
  const translate = useTranslate();
  const { tab } = useCategory();
  const [period, setPeriod] = usePeriod();
  const [search] = useSearchParams();
  return (
    <Box sx={{ mt: 2 }}>
      <DashboardHeading title={translate(titleKey)} intro={introKey ? translate(introKey) : undefined} />
      {withTabs && (
        <ButtonGroup aria-label={translate('caretaker.dashboards.category')} sx={{ flexWrap: 'wrap' }}>
          {INSPECTION_TAB_BUTTONS.map((t) => (
            <Button
              key={t}
              component={Link}
              to={`${base}/${t}?${search}`}
              variant={t === tab ? 'contained' : 'outlined'}
              aria-current={t === tab ? 'page' : undefined}
            >
              {translate(`caretaker.dashboards.tabs.${t}`)}
            </Button>
          ))}
        </ButtonGroup>
      )}
      <PeriodFilterBar
        key={`${period.school_id}-${period.month}-${period.year}`}
        value={period}
        onSearch={setPeriod}
        withSchool={withSchool}
      >
        {actions}
      </PeriodFilterBar>
      {children !== undefined && (
        <Paper sx={{ p: { xs: 1, sm: 2 } }}>
          {state.isPending ? (
            (pending ?? <CircularProgress aria-label={translate('ra.page.loading')} />)
          ) : state.isError ? (
            <Alert severity="error">{translate('caretaker.dashboards.error')}</Alert>
          ) : (
            children
          )}
        </Paper>
      )}
    </Box>
  );
}
