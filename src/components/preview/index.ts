/** A server-rendered report (HTML) shown in a sandboxed frame as tall as the report. */
export { PreviewFrame } from './PreviewFrame.js';
