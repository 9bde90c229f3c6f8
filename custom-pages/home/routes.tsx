/** The home page (/) with each role's work and figures; src/App.tsx makes a '/' route the shell's dashboard. */
import type { PageRoute } from '../../src/registry.js';
import { lazyScreen } from '../../src/lazyScreen.js';

const HomePage = lazyScreen(
  () => import('./HomePage.js'),
  (m) => m.HomePage,
);

export const routes: PageRoute[] = [{ path: '/', element: <HomePage /> }];
export default routes;
