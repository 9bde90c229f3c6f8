/**
 * {list path}/{id}/preview, 'Inspection servicing preview' (spec part 3 §2): the server's HTML report with the PDF link and a
 * way back to the checklist.
 */
import { ReportPreviewPage } from '../../src/components/preview/ReportPreviewPage.js';
import { LIST_PATH } from './api.js';

export function InspectionPreview() {
  return (
    <ReportPreviewPage
      apiBase="/inspection-schedule"
      titleKey="caretaker.inspections.preview_title"
      reportKey="caretaker.inspections.actions.report"
      backKey="ra.action.cancel"
      backTo={(id) => `${LIST_PATH}/${id}`}
      notFoundKey="caretaker.inspections.record_not_found"
    />
  );
}

export default InspectionPreview;
