/** Pages of the FSR area beside its react-admin resource (picked up by src/registry.tsx): the Create FSR page. */
import type { PageRoute } from '../../src/registry.js';
import { lazyScreen } from '../../src/lazyScreen.js';

const FsrCreatePage = lazyScreen(
  () => import('./FsrCreate.js'),
  (m) => m.FsrCreatePage,
);

export const routes: PageRoute[] = [
  { path: '/works-order/fsr/add', element: <FsrCreatePage />, permission: 'fsr.create' },
];
export default routes;
