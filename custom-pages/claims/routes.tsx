/** Claim screens (spec part 2 §2), discovered by src/registry.tsx. */
import type { PageRoute } from '../../src/registry.js';
import { lazyScreen } from '../../src/lazyScreen.js';

const ClaimList = lazyScreen(
  () => import('./ClaimList.js'),
  (m) => m.ClaimList,
);
const ClaimFormPage = lazyScreen(
  () => import('./ClaimFormPage.js'),
  (m) => m.ClaimFormPage,
);
const InvoiceEditPage = lazyScreen(
  () => import('./InvoiceEditPage.js'),
  (m) => m.InvoiceEditPage,
);
const ClaimPreview = lazyScreen(
  () => import('./ClaimPreview.js'),
  (m) => m.ClaimPreview,
);

export const routes: PageRoute[] = [
  { path: '/works-order/claims', element: <ClaimList />, permission: 'claim.view' },
  { path: '/works-order/claims/create', element: <ClaimFormPage />, permission: 'claim.create' },
  { path: '/works-order/claims/:id', element: <ClaimFormPage />, permission: 'claim.view' },
  { path: '/works-order/claims/:id/invoiceEdit', element: <InvoiceEditPage />, permission: 'invoice.edit' },
  { path: '/works-order/claims/:id/preview', element: <ClaimPreview />, permission: 'claim.view' },
];
export default routes;
