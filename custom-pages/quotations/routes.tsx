/** Pages of the quotation area inside the shell (picked up by src/registry.tsx). */
import type { PageRoute } from '../../src/registry.js';
import { lazyScreen } from '../../src/lazyScreen.js';

const FsrCreatePage = lazyScreen(
  () => import('../fsr/FsrCreate.js'),
  (m) => m.FsrCreatePage,
);
const AddItemsPage = lazyScreen(
  () => import('./AddItemsPage.js'),
  (m) => m.AddItemsPage,
);
const PreviewPage = lazyScreen(
  () => import('./PreviewPage.js'),
  (m) => m.PreviewPage,
);

export const routes: PageRoute[] = [
  { path: '/works-order/quotation-list/:action/add-quotation-items', element: <AddItemsPage /> },
  { path: '/works-order/quotation-list/:id/preview', element: <PreviewPage /> },
  { path: '/works-order/fsr/add', element: <FsrCreatePage />, permission: 'fsr.create' },
];
export default routes;
