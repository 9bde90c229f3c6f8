/**
 * Which stored files a browser may show inline (an <img>, the PDF viewer): raster images and PDF. Everything
 * else (text that could be HTML, office files…) is always served as an attachment, with `nosniff`.
 */
const IMAGE = /^image\/(png|jpe?g|gif|webp)$/i;

export const isImage = (mime: string | null | undefined): boolean => !!mime && IMAGE.test(mime);
export const isPdf = (mime: string | null | undefined): boolean => mime === 'application/pdf';
export const canPreviewInline = (mime: string | null | undefined): boolean => isImage(mime) || isPdf(mime);

/** Types the document repository and the deliverables accept, judged by content: PDF, images, Office (zip and OLE), text and CSV. */
export const OFFICE_DOCUMENT_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/msword',
  'application/vnd.ms-excel',
  'text/plain',
  'text/csv',
] as const;
