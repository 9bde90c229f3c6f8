/** User organisation routes (spec part 1 §2.1 /tools/...), discovered by src/registry.tsx. */
import type { PageRoute } from '../../src/registry.js';
import { Assignments } from './Assignments.js';
import { OrganisationEdit } from './OrganisationEdit.js';
import { OrganisationList } from './OrganisationList.js';

export const routes: PageRoute[] = [
  { path: '/tools/user-organization', element: <OrganisationList /> },
  { path: '/tools/user-organization/manage-users/:school', element: <OrganisationEdit /> },
  { path: '/tools/user-organization/manage-assignments/:school', element: <Assignments /> },
  { path: '/tools/user-organization/:school', element: <OrganisationEdit /> },
];
export default routes;
