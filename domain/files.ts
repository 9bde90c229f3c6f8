/**
 * Which stored files a browser may show inline (an <img>, the PDF viewer): raster images and PDF. Everything
 * else (text that could be HTML, office files…) is always served as an attachment, with `nosniff`.
 */
const IMAGE = /^image\/(png|jpe?g|gif|webp)$/i;

export const isImage = (mime: string | null | undefined): boolean => !!mime && IMAGE.test(mime);
export const isPdf = (mime: string | null | undefined): boolean => mime === 'application/pdf';
export const canPreviewInline = (mime: string | null | undefined): boolean => isImage(mime) || isPdf(mime);
