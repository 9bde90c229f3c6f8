/** Work service order screens (spec part 2 §2), discovered by src/registry.tsx. */
import type { PageRoute } from '../../src/registry.js';
import { lazyScreen } from '../../src/lazyScreen.js';
import { registerOfflineKinds } from '../../src/offline/registry.js';
import { registerOfflinePreparer } from '../../src/offline/preparers.js';

// the order's writes kept without signal are sent by its own code, fetched when there are some to send
registerOfflineKinds('wso.', () => import('./offlineKinds.js'));
// the user's open ones are kept on the device without being asked, within the budget (src/offline/prepare.ts)
registerOfflinePreparer('wso', () => import('./offlinePreparer.js'));

const WsoList = lazyScreen(
  () => import('./WsoList.js'),
  (m) => m.WsoList,
);
const WsoFormPage = lazyScreen(
  () => import('./WsoFormPage.js'),
  (m) => m.WsoFormPage,
);
const WsoPreview = lazyScreen(
  () => import('./WsoPreview.js'),
  (m) => m.WsoPreview,
);

export const routes: PageRoute[] = [
  { path: '/works-order/wso', element: <WsoList />, permission: 'wso.view' },
  { path: '/works-order/wso/create', element: <WsoFormPage />, permission: 'wso.create' },
  { path: '/works-order/wso/:id', element: <WsoFormPage />, permission: 'wso.view' },
  { path: '/works-order/wso/:id/preview', element: <WsoPreview />, permission: 'wso.view' },
  {
    path: '/works-order/quotation-list/:quotationId/work-service-order',
    element: <WsoFormPage />,
    permission: 'wso.view',
  },
];
export default routes;
