/** COP screens (spec part 3 §2 "COP"), discovered by src/registry.tsx. SOI, LD and KPI are generated resources. */
import type { PageRoute } from '../../src/registry.js';
import { Loading } from 'react-admin';
import { lazyScreen } from '../../src/lazyScreen.js';
import { EarlyPageContent } from '../../src/layout/EarlyPageContent.js';

const CopList = lazyScreen(
  () => import('./CopList.js'),
  (m) => m.CopList,
);
const CopDetail = lazyScreen(
  () => import('./CopDetail.js'),
  (m) => m.CopDetail,
  // the breadcrumbs and heading the entry drew from the claim stay while the page loads
  <EarlyPageContent fallback={<Loading />} />,
);

export const routes: PageRoute[] = [
  { path: '/cop/contracts', element: <CopList />, permission: 'cop.view' },
  { path: '/cop/contracts/:id/:tab', element: <CopDetail />, permission: 'cop.view' },
];
export default routes;
