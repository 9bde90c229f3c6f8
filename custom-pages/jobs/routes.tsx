/** Failed background jobs of every user, for administrators (README "Running in production"), discovered by src/registry.tsx. */
import type { PageRoute } from '../../src/registry.js';
import { lazyScreen } from '../../src/lazyScreen.js';

const FailedJobs = lazyScreen(
  () => import('./FailedJobs.js'),
  (m) => m.FailedJobs,
);

export const routes: PageRoute[] = [{ path: '/settings/failed-jobs', element: <FailedJobs />, permission: 'job.view' }];
export default routes;
