/** COP screens (spec part 3 §2 "COP"), discovered by src/registry.tsx. SOI, LD and KPI are generated resources. */
import type { PageRoute } from '../../src/registry.js';
import { lazyScreen } from '../../src/lazyScreen.js';

const CopList = lazyScreen(
  () => import('./CopList.js'),
  (m) => m.CopList,
);
const CopDetail = lazyScreen(
  () => import('./CopDetail.js'),
  (m) => m.CopDetail,
);

export const routes: PageRoute[] = [
  { path: '/cop/contracts', element: <CopList />, permission: 'cop.view' },
  { path: '/cop/contracts/:id/:tab', element: <CopDetail />, permission: 'cop.view' },
];
export default routes;
