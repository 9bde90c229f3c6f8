/** /works-order/wso/{id}/preview (spec part 2 §2): the server's HTML report with the PDF link; back goes to the previous page. */
import { ReportPreviewPage } from '../../src/components/preview/ReportPreviewPage.js';

export function WsoPreview() {
  return (
    <ReportPreviewPage
      apiBase="/work-service-order"
      titleKey="caretaker.wso.preview_title"
      reportKey="caretaker.wso.buttons.report"
      backKey="caretaker.wso.buttons.cancel"
    />
  );
}

export default WsoPreview;
