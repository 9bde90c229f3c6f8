/** Excel export screens (spec part 2 §2 "Excel export"), discovered by src/registry.tsx. */
import type { PageRoute } from '../../src/registry.js';
import { lazyScreen } from '../../src/lazyScreen.js';

const ExportList = lazyScreen(
  () => import('./ExportList.js'),
  (m) => m.ExportList,
);
const ExportCreate = lazyScreen(
  () => import('./ExportCreate.js'),
  (m) => m.ExportCreate,
);

export const routes: PageRoute[] = [
  { path: '/excel-export', element: <ExportList />, permission: 'excel-export.view' },
  { path: '/excel-export/create', element: <ExportCreate />, permission: 'excel-export.create' },
];
export default routes;
