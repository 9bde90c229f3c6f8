/** The dashboards (spec part 3 §2 "Dashboards"), discovered by src/registry.tsx; each screen loads with its route. */
import type { PageRoute } from '../../src/registry.js';
import { lazyScreen } from '../../src/lazyScreen.js';

const QuotationDashboard = lazyScreen(
  () => import('./QuotationDashboard.js'),
  (m) => m.QuotationDashboard,
);
const InspectionDashboard = lazyScreen(
  () => import('./InspectionDashboards.js'),
  (m) => m.InspectionDashboard,
);
const DefectDashboard = lazyScreen(
  () => import('./InspectionDashboards.js'),
  (m) => m.DefectDashboard,
);
const ApvDashboard = lazyScreen(
  () => import('./ApvDashboard.js'),
  (m) => m.ApvDashboard,
);
const ChecklistSummary = lazyScreen(
  () => import('./ChecklistDashboards.js'),
  (m) => m.ChecklistSummary,
);
const ChecklistStatus = lazyScreen(
  () => import('./ChecklistDashboards.js'),
  (m) => m.ChecklistStatus,
);
const MonthlySummary = lazyScreen(
  () => import('./ChecklistDashboards.js'),
  (m) => m.MonthlySummary,
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
