/**
 * The home page (/): what a user meets on sign-in (issue 15) — the welcome card, a card per kind of work waiting in
 * their to-do (the same counts as the to-do page's badges, live), the quotation figures for the roles that read the
 * quotation dashboard (this month's inspections for the others with dashboards), then the shortcuts. No charts here: the page stays light on a phone.
 */
import { Box, Card, CardActionArea, CardContent, Skeleton, Typography } from '@mui/material';
import { useMemo } from 'react';
import { Title, usePermissions, useTranslate } from 'react-admin';
import { useIdentity } from '../../src/useIdentity.js';
import { Link } from 'react-router-dom';
import { INSPECTION_SUMMARY_STATUSES, seesQuotationDashboard } from '../../domain/dashboards.js';
import { todoTabsFor } from '../../domain/todo.js';
import { useAccess } from '../../src/access.js';
import { formatMoney } from '../../src/format.js';
import { Shortcuts, Welcome } from '../../src/pages/Home.js';
import { useDashboard, useQuotationSummary, type InspectionSummaryRow } from '../dashboards/api.js';
import { useTodoCounts } from '../todo/api.js';
import { monthOf } from '../../domain/calendar.js';
import { useTimeZone } from '../../src/appConfig.js';

const grid = { display: 'grid', gap: 2, mt: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))' };

function WorkCards({ role }: { role: string | null }) {
  const translate = useTranslate();
  const { ready, can } = useAccess();
  const tabs = ready ? todoTabsFor(role, can) : [];
  const counts = useTodoCounts(tabs);
  if (!tabs.length) return null;
  return (
    <Box component="section" aria-labelledby="home-work" sx={{ mt: 2 }}>
      <Typography id="home-work" variant="h6" component="h2">
        {translate('caretaker.todo.home.work')}
      </Typography>
      <Box sx={grid}>
        {tabs.map((tab) => (
          <Card key={tab}>
            <CardActionArea component={Link} to={`/to-do?tab=${tab}`} sx={{ p: 2 }}>
              <Typography variant="h4" component="p">
                {counts[tab] ?? <Skeleton width={40} />}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {translate(`caretaker.todo.tabs.${tab}`)} {translate('caretaker.todo.home.waiting')}
              </Typography>
            </CardActionArea>
          </Card>
        ))}
      </Box>
    </Box>
  );
}

function QuotationFigures() {
  const translate = useTranslate();
  const { data } = useQuotationSummary('zone');
  const fields = ['pending', 'approved', 'completed', 'paid', 'rejected'] as const;
  return (
    <FigureCards
      id="home-figures"
      title={translate('caretaker.todo.home.figures')}
      cards={fields.map((f) => ({
        key: f,
        label: translate(`caretaker.dashboards.columns.${f}`),
        value: data ? formatMoney(data.total[f]) : undefined,
        to: '/dashboard/default',
      }))}
    />
  );
}

function FigureCards({
  title,
  id,
  cards,
}: {
  title: string;
  id: string;
  cards: { key: string; label: string; value?: string; to: string }[];
}) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: 2 }}>
      <Typography id={id} variant="h6" component="h2">
        {title}
      </Typography>
      <Box sx={grid}>
        {cards.map((c) => (
          <Card key={c.key}>
            <CardActionArea component={Link} to={c.to} sx={{ height: '100%' }}>
              <CardContent>
                <Typography variant="body2" color="text.secondary">
                  {c.label}
                </Typography>
                <Typography variant="h6" component="p">
                  {c.value ?? <Skeleton width={100} />}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Box>
    </Box>
  );
}

/** The roles without the quotation dashboard read this month's inspections by status instead. */
function InspectionFigures() {
  const translate = useTranslate();
  const timeZone = useTimeZone();
  const period = useMemo(() => {
    const now = monthOf(new Date(), timeZone);
    return { school_id: '', month: String(now.month), year: String(now.year) };
  }, [timeZone]);
  const { data } = useDashboard<{ data: InspectionSummaryRow[] }>('/dashboard/inspection-summary', period);
  const sum = (s: (typeof INSPECTION_SUMMARY_STATUSES)[number]) =>
    data ? String(data.data.reduce((n, r) => n + r[s], 0)) : undefined;
  return (
    <FigureCards
      id="home-inspections"
      title={translate('caretaker.todo.home.inspections')}
      cards={INSPECTION_SUMMARY_STATUSES.map((s) => ({
        key: s,
        label: translate(`caretaker.dashboards.columns.${s}`),
        value: sum(s),
        to: '/dashboard/inspection/building-maintenance',
      }))}
    />
  );
}

export function HomePage() {
  const { identity, role } = useIdentity();
  const { permissions } = usePermissions<string[]>();
  const dashboards = Array.isArray(permissions) && permissions.includes('dashboard.view');
  return (
    <Box sx={{ mt: 2 }}>
      <Title title="app.layout.home" />
      <Welcome />
      {identity && <WorkCards role={role} />}
      {identity && seesQuotationDashboard(role) && <QuotationFigures />}
      {identity && !seesQuotationDashboard(role) && dashboards && <InspectionFigures />}
      <Shortcuts />
    </Box>
  );
}
