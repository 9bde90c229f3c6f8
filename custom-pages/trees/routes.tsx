/** Tree checklist and tree inspection screens (spec part 3 §2), discovered by src/registry.tsx. */
import type { PageRoute } from '../../src/registry.js';
import { lazyScreen } from '../../src/lazyScreen.js';
import { LIST_PATH, TEMPLATES_PATH } from './api.js';
import { registerOfflineKinds } from '../../src/offline/registry.js';
import { registerOfflinePreparer } from '../../src/offline/preparers.js';

// the tree inspection's writes kept without signal are sent by its own code, fetched when there are some to send
registerOfflineKinds('tree.', () => import('./offlineKinds.js'));
// the user's open ones are kept on the device without being asked, within the budget (src/offline/prepare.ts)
registerOfflinePreparer('tree-inspection', () => import('./offlinePreparer.js'));

const TreeChecklistList = lazyScreen(
  () => import('./TreeChecklistList.js'),
  (m) => m.TreeChecklistList,
);
const TreeInspectionList = lazyScreen(
  () => import('./TreeInspectionList.js'),
  (m) => m.TreeInspectionList,
);
const TreeInspectionForm = lazyScreen(
  () => import('./TreeInspectionForm.js'),
  (m) => m.TreeInspectionForm,
);
const EvidencePage = lazyScreen(
  () => import('./EvidencePage.js'),
  (m) => m.EvidencePage,
);
const TreePreview = lazyScreen(
  () => import('./TreePreview.js'),
  (m) => m.TreePreview,
);

export const routes: PageRoute[] = [
  { path: TEMPLATES_PATH, element: <TreeChecklistList />, permission: 'checklist.view' },
  { path: LIST_PATH, element: <TreeInspectionList />, permission: 'tree-inspection.view' },
  { path: `${LIST_PATH}/:id`, element: <TreeInspectionForm />, permission: 'tree-inspection.view' },
  { path: `${LIST_PATH}/:id/preview`, element: <TreePreview />, permission: 'tree-inspection.view' },
  { path: `${LIST_PATH}/:id/:itemId/create-evidence`, element: <EvidencePage />, permission: 'tree-inspection.view' },
  {
    path: `${LIST_PATH}/:id/:itemId/view-evidence`,
    element: <EvidencePage view />,
    permission: 'tree-inspection.view',
  },
];
export default routes;
