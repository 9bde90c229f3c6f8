export { FileUpload, type FileUploadProps } from './FileUpload.js';
export {
  useUploadQueue,
  type UploadItem,
  type UploadQueue,
  type UploadStatus,
  type RunResult,
  type Send,
} from './useUploadQueue.js';
export { xhrUpload, isAbort, UploadAbortedError, type XhrUpload, type XhrUploadOptions } from './xhrUpload.js';
export {
  checkFile,
  extensionOf,
  acceptOf,
  contentAccepted,
  rulesOf,
  DOCUMENT_RULES,
  TREE_PHOTO_RULES,
  QUOTATION_DOCUMENT_RULES,
  CLAIM_DOCUMENT_RULES,
  WSO_PHOTO_RULES,
  type FileRules,
  type FileProblem,
} from './rules.js';
export {
  resumableUpload,
  tusErrorMessage,
  type ResumableUpload,
  type ResumableUploadOptions,
} from './resumableUpload.js';
