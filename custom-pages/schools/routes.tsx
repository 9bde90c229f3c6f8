/** School screens under /settings/schools (spec part 1 §2.1, §2.8), discovered by src/registry.tsx. */
import type { PageRoute } from '../../src/registry.js';
import { lazyScreen } from '../../src/lazyScreen.js';

const OrganisationEdit = lazyScreen(
  () => import('../organisation/OrganisationEdit.js'),
  (m) => m.OrganisationEdit,
);
const ContractEdit = lazyScreen(
  () => import('./ContractEdit.js'),
  (m) => m.ContractEdit,
);
const TreePhoto = lazyScreen(
  () => import('./TreePhoto.js'),
  (m) => m.TreePhoto,
);

export const routes: PageRoute[] = [
  { path: '/settings/schools/contract/:id', element: <ContractEdit />, permission: 'school-contract.view' },
  { path: '/settings/schools/file-upload/:id', element: <TreePhoto />, permission: 'school.view' },
  {
    path: '/settings/schools/om/:school',
    element: <OrganisationEdit focus="om" />,
    permission: 'user-organization.view',
  },
  {
    path: '/settings/schools/ma/:school',
    element: <OrganisationEdit focus="ma" />,
    permission: 'user-organization.view',
  },
];
export default routes;
