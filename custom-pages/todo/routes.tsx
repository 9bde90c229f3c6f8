/** The to-do page (spec part 3 §2 "To-do page"), discovered by src/registry.tsx. */
import type { PageRoute } from '../../src/registry.js';
import { lazyScreen } from '../../src/lazyScreen.js';

const TodoPage = lazyScreen(
  () => import('./TodoPage.js'),
  (m) => m.TodoPage,
);

export const routes: PageRoute[] = [{ path: '/to-do', element: <TodoPage /> }];
export default routes;
