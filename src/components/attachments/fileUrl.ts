/**
 * Links to `/api/download` usable by <img>, <iframe> and <a>: the session token goes in `?token=`
 * (the API accepts it there for exactly these links), plus the optional preview flag and download name.
 */
import { getToken } from '../../session.js';

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

export function fileUrl(url: string, opts: { preview?: boolean; name?: string } = {}): string {
  const u = new URL(url, 'http://x');
  if (opts.preview) u.searchParams.set('preview', '1');
  if (opts.name) u.searchParams.set('name', opts.name);
  const token = getToken();
  if (token) u.searchParams.set('token', token);
  return `${u.pathname}${u.search}`;
}

export const isImage = (mime: string | undefined) => !!mime && /^image\/(png|jpe?g|gif|webp)$/i.test(mime);
export const isPdf = (mime: string | undefined) => mime === 'application/pdf';
export const canPreview = (mime: string | undefined) => isImage(mime) || isPdf(mime);
