export { AttachmentList, type AttachmentListProps } from './AttachmentList.js';
export {
  fileUrl,
  signedUrl,
  downloadFile,
  openSigned,
  isImage,
  isPdf,
  canPreview,
  type Attachment,
} from './fileUrl.js';
export { useAuthBlob } from './useAuthBlob.js';
