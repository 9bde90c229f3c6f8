/** Quotations: the hand-written list and the quotation form (create and edit/view/sign) at /works-order/quotation-list. */
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import { registerResourcePath } from '../../src/resourceRegistry.js';
import { Loading } from 'react-admin';
import { lazyScreen } from '../../src/lazyScreen.js';
import { EarlyPageContent } from '../../src/layout/EarlyPageContent.js';

const QuotationFormPage = lazyScreen(
  () => import('../../custom-pages/quotations/QuotationFormPage.js'),
  (m) => m.QuotationFormPage,
  // the breadcrumbs and heading the entry drew from the quotation stay while the form loads
  <EarlyPageContent fallback={<Loading />} />,
);
const QuotationList = lazyScreen(
  () => import('../../custom-pages/quotations/QuotationList.js'),
  (m) => m.QuotationList,
);

export const QUOTATIONS_ROUTE = 'works-order/quotation-list';
registerResourcePath(QUOTATIONS_ROUTE, '/quotations');

export const quotations = {
  name: QUOTATIONS_ROUTE,
  list: QuotationList,
  create: QuotationFormPage,
  edit: QuotationFormPage,
  icon: RequestQuoteIcon,
  recordRepresentation: 'reference_number',
  hasCreate: true,
  hasEdit: true,
};
export default quotations;
