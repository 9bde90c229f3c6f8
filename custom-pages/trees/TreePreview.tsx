/** The tree inspection's service report as the server renders it, with the PDF link. */
import { ReportPreviewPage } from '../../src/components/preview/ReportPreviewPage.js';

export function TreePreview() {
  return (
    <ReportPreviewPage
      apiBase="/tree-inspection"
      titleKey="caretaker.trees.preview_title"
      reportKey="caretaker.trees.actions.download"
      backKey="caretaker.trees.back"
      notFoundKey="caretaker.trees.record_not_found"
    />
  );
}

export default TreePreview;
