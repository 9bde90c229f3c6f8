/** A server-rendered report (HTML) shown in a sandboxed frame as tall as the report, and the query that reads it. */
export { PreviewFrame } from './PreviewFrame.js';
export { usePreviewHtml } from './usePreviewHtml.js';
export { ReportPreviewPage } from './ReportPreviewPage.js';
export { ReportButton } from './ReportButton.js';
