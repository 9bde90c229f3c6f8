/** /works-order/claims/{id}/preview (spec part 2 §7 preview): the server's HTML report with the PDF link; back goes to the previous page. */
import { ReportPreviewPage } from '../../src/components/preview/ReportPreviewPage.js';

export function ClaimPreview() {
  return (
    <ReportPreviewPage
      apiBase="/claims"
      titleKey="caretaker.claims.preview_title"
      reportKey="caretaker.claims.buttons.report"
      backKey="caretaker.claims.buttons.cancel"
      notFoundKey="caretaker.claims.record_not_found"
    />
  );
}

export default ClaimPreview;
