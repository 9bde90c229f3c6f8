/** Quotations: the hand-written list and the quotation form (create and edit/view/sign) at /works-order/quotation-list. */
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import { registerResourcePath } from '../../src/resourceRegistry.js';
import { QuotationFormPage } from '../../custom-pages/quotations/QuotationFormPage.js';
import { QuotationList } from './QuotationList.js';

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
