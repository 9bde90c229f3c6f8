/**
 * /works-order/quotation-list/{id}/preview: the server's HTML preview (GET /quotations/{id}/preview) with a
 * link to the PDF report and Cancel back to the quotation.
 */
import { ReportPreviewPage } from '../../src/components/preview/ReportPreviewPage.js';
import { LIST_PATH } from './api.js';

export function PreviewPage() {
  return (
    <ReportPreviewPage
      apiBase="/quotations"
      titleKey="caretaker.quotations.preview.title"
      reportKey="caretaker.quotations.actions.report"
      backKey="ra.action.cancel"
      backTo={(id) => `${LIST_PATH}/${id}`}
      crumb={{ to: LIST_PATH, labelKey: 'caretaker.quotations.list.title' }}
    />
  );
}
