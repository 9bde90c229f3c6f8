/** Pages of the quotation area inside the shell (picked up by src/registry.tsx). */
import type { PageRoute } from '../../src/registry.js';
import { lazyScreen } from '../../src/lazyScreen.js';

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
];
export default routes;
