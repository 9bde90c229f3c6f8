/** User organisation routes (spec part 1 §2.1 /tools/...), discovered by src/registry.tsx. */
import type { PageRoute } from '../../src/registry.js';
import { lazyScreen } from '../../src/lazyScreen.js';

const Assignments = lazyScreen(
  () => import('./Assignments.js'),
  (m) => m.Assignments,
);
const OrganisationEdit = lazyScreen(
  () => import('./OrganisationEdit.js'),
  (m) => m.OrganisationEdit,
);
const OrganisationList = lazyScreen(
  () => import('./OrganisationList.js'),
  (m) => m.OrganisationList,
);

export const routes: PageRoute[] = [
  { path: '/tools/user-organization', element: <OrganisationList />, permission: 'user-organization.view' },
  {
    path: '/tools/user-organization/manage-users/:school',
    element: <OrganisationEdit />,
    permission: 'user-organization.view',
  },
  {
    path: '/tools/user-organization/manage-assignments/:school',
    element: <Assignments />,
    permission: 'school-assignment.view',
  },
  { path: '/tools/user-organization/:school', element: <OrganisationEdit />, permission: 'user-organization.view' },
];
export default routes;
