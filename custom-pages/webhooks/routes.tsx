/** Settings → Webhooks for administrators (docs/webhooks.md), discovered by src/registry.tsx. */
import type { PageRoute } from '../../src/registry.js';
import { lazyScreen } from '../../src/lazyScreen.js';

const Webhooks = lazyScreen(
  () => import('./Webhooks.js'),
  (m) => m.Webhooks,
);

export const routes: PageRoute[] = [{ path: '/settings/webhooks', element: <Webhooks />, permission: 'webhook.view' }];
export default routes;
