/** Inspection screens (spec part 3 §2), discovered by src/registry.tsx. */
import type { PageRoute } from '../../src/registry.js';
import { Loading } from 'react-admin';
import { lazyScreen } from '../../src/lazyScreen.js';
import { EarlyPageContent } from '../../src/layout/EarlyPageContent.js';
import { evidencePaths } from './evidence.js';
import { registerOfflineKinds } from '../../src/offline/registry.js';
import { registerOfflinePreparer } from '../../src/offline/preparers.js';

// the checklist's writes kept without signal are sent by its own code, fetched when there are some to send
registerOfflineKinds('inspection.', () => import('./offlineKinds.js'));
// the user's open checklists are kept on the device automatically, within their budget
registerOfflinePreparer('inspection', () => import('./offlinePreparer.js'));

const InspectionList = lazyScreen(
  () => import('./InspectionList.js'),
  (m) => m.InspectionList,
);
const ChecklistDetail = lazyScreen(
  () => import('./ChecklistDetail.js'),
  (m) => m.ChecklistDetail,
  // the card the entry drew from the inspection stays while the page loads
  <EarlyPageContent fallback={<Loading />} />,
);
const InspectionPreview = lazyScreen(
  () => import('./InspectionPreview.js'),
  (m) => m.InspectionPreview,
);
const OutstandingDefects = lazyScreen(
  () => import('./OutstandingDefects.js'),
  (m) => m.OutstandingDefects,
);
const MaintenanceCalendar = lazyScreen(
  () => import('./MaintenanceCalendar.js'),
  (m) => m.MaintenanceCalendar,
);
const ChecklistTemplates = lazyScreen(
  () => import('./ChecklistTemplates.js'),
  (m) => m.ChecklistTemplates,
);

const LIST = '/inspection-checklist/inspection-servicing';
const PENDING = '/inspection-checklist/inspection-servicing-pending';

export const routes: PageRoute[] = [
  { path: '/inspection-checklist/inspection-servicing', element: <InspectionList />, permission: 'inspection.view' },
  {
    path: '/inspection-checklist/inspection-servicing-pending',
    element: <InspectionList pending />,
    permission: 'inspection.view',
  },
  {
    path: '/inspection-checklist/inspection-servicing/:id',
    element: <ChecklistDetail />,
    permission: 'inspection.view',
  },
  {
    path: '/inspection-checklist/inspection-servicing-pending/:id',
    element: <ChecklistDetail />,
    permission: 'inspection.view',
  },
  {
    path: '/inspection-checklist/inspection-servicing-form/:id',
    element: <ChecklistDetail form />,
    permission: 'inspection.view',
  },
  {
    path: '/inspection-checklist/inspection-servicing/:id/preview',
    element: <InspectionPreview />,
    permission: 'inspection.view',
  },
  {
    path: '/inspection-checklist/outstanding-defects',
    element: <OutstandingDefects />,
    permission: 'inspection.view',
  },
  // the spec's evidence addresses: the checklist with the defect's dialog open (evidence.ts)
  ...[LIST, PENDING].flatMap((list) =>
    evidencePaths(list).map(({ path, mode }) => ({
      path,
      element: <ChecklistDetail evidence={mode} />,
      permission: 'inspection.view' as const,
    })),
  ),
  { path: '/checklist/bm-tp-checklist', element: <ChecklistTemplates />, permission: 'checklist.view' },
  { path: '/maintenance-schedules', element: <MaintenanceCalendar />, permission: 'schedule.view' },
];
export default routes;
