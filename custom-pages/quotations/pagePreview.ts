/**
 * The quotation form's breadcrumbs and heading as the entry paints them before the shell has loaded
 * (src/layout/pagePreviews.ts): its heading is the form's largest text on a phone, and its word depends on the record,
 * so the preview is drawn from the page's own first answer (formPreview.tsx). This module and what it imports ship in
 * the entry.
 */
import type { PagePreviewDefinition } from '../../src/layout/pagePreviews.js';
import { QuotationFormPreview, quotationFormUrl } from './formPreview.js';
import { LIST_PATH } from './listPreview.js';

export const pagePreviews: readonly PagePreviewDefinition[] = [
  {
    path: `${LIST_PATH}/:id`,
    access: { permission: 'quotation.view' },
    content: { url: quotationFormUrl, Draw: QuotationFormPreview },
  },
];
