/**
 * The dashboards (spec part 3 §2 "Dashboards"), discovered by src/registry.tsx; each screen loads with its route,
 * showing its heading meanwhile (where the entry's preview painted it: pagePreview.ts).
 */
import type { PageRoute } from '../../src/registry.js';
import { lazyScreen } from '../../src/lazyScreen.js';
import { DashboardLoading } from './DashboardHeading.js';
import { EarlyPageContent } from '../../src/layout/EarlyPageContent.js';

const titled = (area: string) => <DashboardLoading titleKey={`caretaker.dashboards.${area}.title`} />;

const QuotationDashboard = lazyScreen(
  () => import('./QuotationDashboard.js'),
  (m) => m.QuotationDashboard,
  titled('quotation'),
);
const InspectionDashboard = lazyScreen(
  () => import('./InspectionDashboards.js'),
  (m) => m.InspectionDashboard,
  titled('inspection'),
);
const DefectDashboard = lazyScreen(
  () => import('./InspectionDashboards.js'),
  (m) => m.DefectDashboard,
  titled('defect'),
);
const ApvDashboard = lazyScreen(
  () => import('./ApvDashboard.js'),
  (m) => m.ApvDashboard,
  titled('apv'),
);
const ChecklistSummary = lazyScreen(
  () => import('./ChecklistDashboards.js'),
  (m) => m.ChecklistSummary,
  <DashboardLoading titleKey="caretaker.dashboards.checklist_summary.title">
    <EarlyPageContent />
  </DashboardLoading>,
);
const ChecklistStatus = lazyScreen(
  () => import('./ChecklistDashboards.js'),
  (m) => m.ChecklistStatus,
  <DashboardLoading titleKey="caretaker.dashboards.checklist_status.title">
    <EarlyPageContent />
  </DashboardLoading>,
);
const MonthlySummary = lazyScreen(
  () => import('./ChecklistDashboards.js'),
  (m) => m.MonthlySummary,
  <DashboardLoading
    titleKey="caretaker.dashboards.monthly_summary.title"
    introKey="caretaker.dashboards.monthly_summary.help"
  />,
);

const permission = 'dashboard.view' as const;
export const routes: PageRoute[] = [
  { path: '/dashboard/default', element: <QuotationDashboard />, permission },
  { path: '/dashboard/inspection/:tab', element: <InspectionDashboard />, permission },
  { path: '/dashboard/defect/:tab', element: <DefectDashboard />, permission },
  { path: '/dashboard/apv/:tab', element: <ApvDashboard />, permission },
  { path: '/dashboard/checklist-summary/:tab', element: <ChecklistSummary />, permission },
  { path: '/dashboard/checklist-status/:tab', element: <ChecklistStatus />, permission },
  { path: '/dashboard/monthly-summary/:tab', element: <MonthlySummary />, permission },
];
export default routes;
