/** Deliverable screens (spec part 3 §2 "Deliverables"), discovered by src/registry.tsx. */
import type { PageRoute } from '../../src/registry.js';
import { lazyScreen } from '../../src/lazyScreen.js';

const DeliverableList = lazyScreen(
  () => import('./DeliverableList.js'),
  (m) => m.DeliverableList,
);
const DeliverableDetail = lazyScreen(
  () => import('./DeliverableDetail.js'),
  (m) => m.DeliverableDetail,
);

export const routes: PageRoute[] = [
  {
    path: '/deliverables/building-maintenance',
    element: <DeliverableList category="BM" />,
    permission: 'deliverable.view',
  },
  { path: '/deliverables/turf-and-plant', element: <DeliverableList category="TP" />, permission: 'deliverable.view' },
  { path: '/deliverables/building-maintenance/:id', element: <DeliverableDetail />, permission: 'deliverable.view' },
  { path: '/deliverables/turf-and-plant/:id', element: <DeliverableDetail />, permission: 'deliverable.view' },
];
export default routes;
