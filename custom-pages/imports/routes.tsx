/** The import screen under /settings/imports, discovered by src/registry.tsx. */
import type { PageRoute } from '../../src/registry.js';
import { lazyScreen } from '../../src/lazyScreen.js';

const ImportPage = lazyScreen(
  () => import('./ImportPage.js'),
  (m) => m.ImportPage,
);

// Whoever may import anything may open it; the page offers only the imports the server lists for the caller.
export const routes: PageRoute[] = [
  { path: '/settings/imports', element: <ImportPage />, permission: 'school.create' },
];
export default routes;
