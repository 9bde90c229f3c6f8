/**
 * The home page (/): what a user meets on sign-in (issue 15) — the welcome card, a card per kind of work waiting in
 * their to-do (the same counts as the to-do page's badges, live), the quotation figures for the roles that read the
 * quotation dashboard, then the shortcuts. No charts here: the page stays light on a phone.
 */
import { Box, Card, CardActionArea, CardContent, Skeleton, Typography } from '@mui/material';
import { Title, useGetIdentity, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { seesQuotationDashboard } from '../../domain/dashboards.js';
import { todoTabsOf } from '../../domain/todo.js';
import { formatMoney } from '../../src/format.js';
import { Shortcuts, Welcome } from '../../src/pages/Home.js';
import { useQuotationSummary } from '../dashboards/api.js';
import { roleOf, useTodoCounts } from '../todo/api.js';

const grid = { display: 'grid', gap: 2, mt: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))' };

function WorkCards({ role }: { role: string | null }) {
  const translate = useTranslate();
  const tabs = todoTabsOf(role);
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
    <Box component="section" aria-labelledby="home-figures" sx={{ mt: 2 }}>
      <Typography id="home-figures" variant="h6" component="h2">
        {translate('caretaker.todo.home.figures')}
      </Typography>
      <Box sx={grid}>
        {fields.map((f) => (
          <Card key={f}>
            <CardActionArea component={Link} to="/dashboard/default" sx={{ height: '100%' }}>
              <CardContent>
                <Typography variant="body2" color="text.secondary">
                  {translate(`caretaker.dashboards.columns.${f}`)}
                </Typography>
                <Typography variant="h6" component="p">
                  {data ? formatMoney(data.total[f]) : <Skeleton width={100} />}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Box>
    </Box>
  );
}

export function HomePage() {
  const { identity } = useGetIdentity();
  const role = roleOf(identity);
  return (
    <Box sx={{ mt: 2 }}>
      <Title title="app.layout.home" />
      <Welcome />
      {identity && <WorkCards role={role} />}
      {identity && seesQuotationDashboard(role) && <QuotationFigures />}
      <Shortcuts />
    </Box>
  );
}
