/**
 * The quotation dashboard (/dashboard/default; spec part 3 §2): quotation amounts by zone (with a bar chart), by month
 * (with a line chart) and — for SCD — by school, each with a Total row and amounts linking to the filtered quotation
 * list. Other roles than those of domain/dashboards.ts see the support-contact message only; the server refuses them
 * too, and scopes the figures as the quotation list does (an operations manager sees their own school).
 */
import { Alert, Box, CircularProgress, Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { seesQuotationDashboard, seesSchoolSummary } from '../../domain/dashboards.js';
import { useQuotationSummary, type QuotationSummary, type SummaryRow } from './api.js';
import { LazySummaryChart } from './LazySummaryChart.js';
import { SummaryTable } from './SummaryTable.js';
import { useIdentity } from '../../src/useIdentity.js';
import { DashboardHeading } from './DashboardHeading.js';

const zoneLabel = (r: SummaryRow) => r.label.replace(/_/g, ' ');

function Section({
  title,
  summary,
  children,
}: {
  title: string;
  summary: { data?: QuotationSummary; isPending: boolean; isError: boolean };
  children: (s: QuotationSummary) => React.ReactNode;
}) {
  const translate = useTranslate();
  return (
    <Paper component="section" sx={{ p: 2, mb: 2 }} aria-label={title}>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {summary.isPending ? (
        <CircularProgress aria-label={translate('ra.page.loading')} />
      ) : summary.isError || !summary.data ? (
        <Alert severity="error">{translate('caretaker.dashboards.error')}</Alert>
      ) : (
        children(summary.data)
      )}
    </Paper>
  );
}

export function QuotationDashboard() {
  const translate = useTranslate();
  const { identity, isPending } = useIdentity();
  const role = identity?.role?.slug;
  const allowed = seesQuotationDashboard(role);
  const zone = useQuotationSummary('zone', allowed);
  const month = useQuotationSummary('month', allowed);
  const school = useQuotationSummary('school', allowed && seesSchoolSummary(role));
  // the sections appear together: one arriving above another that is drawn would push it down the screen
  const loading =
    isPending || (allowed && (zone.isPending || month.isPending || (seesSchoolSummary(role) && school.isPending)));
  return (
    <Box sx={{ mt: 2 }}>
      <DashboardHeading title={translate('caretaker.dashboards.quotation.title')} />
      {loading ? (
        // a screen's room while the sections come (they are taller than one), so the frame's footer is not drawn
        // under the heading first and pushed away a moment later
        <Box sx={{ minHeight: '100vh' }}>
          <CircularProgress aria-label={translate('ra.page.loading')} />
        </Box>
      ) : !allowed ? (
        <Alert severity="info">{translate('caretaker.dashboards.support')}</Alert>
      ) : (
        <>
          <Section title={translate('caretaker.dashboards.quotation.by_zone')} summary={zone}>
            {(s) => (
              <>
                <SummaryTable
                  summary={s}
                  by="zone"
                  caption={translate('caretaker.dashboards.quotation.by_zone')}
                  labelOf={zoneLabel}
                />
                {s.data.length > 0 && (
                  <LazySummaryChart
                    kind="bar"
                    rows={s.data.map((r) => ({ ...r, label: zoneLabel(r) }))}
                    label={translate('caretaker.dashboards.quotation.zone_chart')}
                  />
                )}
              </>
            )}
          </Section>
          <Section title={translate('caretaker.dashboards.quotation.by_month')} summary={month}>
            {(s) => (
              <>
                <SummaryTable summary={s} by="month" caption={translate('caretaker.dashboards.quotation.by_month')} />
                {s.data.length > 0 && (
                  <LazySummaryChart
                    kind="line"
                    rows={s.data}
                    label={translate('caretaker.dashboards.quotation.month_chart')}
                  />
                )}
              </>
            )}
          </Section>
          {seesSchoolSummary(role) && (
            <Section title={translate('caretaker.dashboards.quotation.by_school')} summary={school}>
              {(s) => (
                <SummaryTable summary={s} by="school" caption={translate('caretaker.dashboards.quotation.by_school')} />
              )}
            </Section>
          )}
        </>
      )}
    </Box>
  );
}
