/** Service accounts' API tokens, for administrators (README "Integrating → API tokens"), discovered by src/registry.tsx. */
import type { PageRoute } from '../../src/registry.js';
import { lazyScreen } from '../../src/lazyScreen.js';

const ApiTokens = lazyScreen(
  () => import('./ApiTokens.js'),
  (m) => m.ApiTokens,
);

export const routes: PageRoute[] = [
  { path: '/settings/api-tokens', element: <ApiTokens />, permission: 'api-token.view' },
];
export default routes;
