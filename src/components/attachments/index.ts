export { AttachmentList, type AttachmentListProps } from './AttachmentList.js';
export { fileUrl, isImage, isPdf, canPreview, type Attachment } from './fileUrl.js';
