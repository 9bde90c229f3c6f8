/** Pages of the quotation area inside the shell (picked up by src/registry.tsx). */
import type { PageRoute } from '../../src/registry.js';
import { FsrCreatePage } from '../../resources/fsr/FsrCreate.js';
import { AddItemsPage } from './AddItemsPage.js';
import { PreviewPage } from './PreviewPage.js';

export const routes: PageRoute[] = [
  { path: '/works-order/quotation-list/:action/add-quotation-items', element: <AddItemsPage /> },
  { path: '/works-order/quotation-list/:id/preview', element: <PreviewPage /> },
  { path: '/works-order/fsr/add', element: <FsrCreatePage /> },
];
export default routes;
