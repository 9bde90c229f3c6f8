/**
 * How the browser reaches stored files without ever putting the session token in a URL:
 * - shown inside the page (thumbnails, image and PDF previews, signatures): fetched with the Authorization header
 *   and shown from a blob URL (`useAuthBlob`) — nothing to expire while the page stays open;
 * - opened by the browser itself (a download, the PDF report in a new tab): a link signed by the API for five
 *   minutes (`POST /api/file-tickets`), asked for on click so it is always fresh; the browser then streams and names
 *   the file itself.
 */
import { canPreviewInline, isImage, isPdf } from '../../../domain/files.js';
import { api } from '../../http.js';

export { isImage, isPdf };
export const canPreview = canPreviewInline;

export interface Attachment {
  id: number | string;
  file_name: string;
  name: string;
  mime: string;
  size?: number | null;
  full_path: string;
  thumbnail?: string | null;
  url: string;
  thumbnail_url?: string | null;
  created_at?: string | null;
  uploader?: { id: number | string; full_name: string } | null;
  additional_fields?: Record<string, unknown> | null;
  can_delete?: boolean;
}

/** A file URL of the API with the optional preview flag and download name (no credentials). */
export function fileUrl(url: string, opts: { preview?: boolean; name?: string } = {}): string {
  const u = new URL(url, 'http://x');
  if (opts.preview) u.searchParams.set('preview', '1');
  if (opts.name) u.searchParams.set('name', opts.name);
  return `${u.pathname}${u.search}`;
}

/** The same link signed by the API for the current session, valid five minutes. */
export async function signedUrl(url: string): Promise<string> {
  const json = await api<{ data: { url: string } }>('/file-tickets', { method: 'POST', body: { url } });
  return json.data.url;
}

/** Saves a file through the browser's own download (streamed, with its name) from a freshly signed link. */
export async function downloadFile(url: string, name: string): Promise<void> {
  const a = document.createElement('a');
  a.href = await signedUrl(fileUrl(url, { name }));
  a.download = name;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
}

/** Opens an API document (the PDF report) in a new tab from a freshly signed link. */
export async function openSigned(url: string): Promise<void> {
  window.open(await signedUrl(url), '_blank', 'noopener');
}
