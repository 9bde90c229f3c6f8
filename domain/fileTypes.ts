/**
 * Content sniffing by magic bytes: the declared content type of an upload is never trusted. One rule for both sides:
 * the server refuses by it, and a file picker names a bad file with it before anything is sent.
 */
export type Sniffed =
  | 'image/png'
  | 'image/jpeg'
  | 'image/gif'
  | 'image/webp'
  | 'application/pdf'
  | 'application/zip'
  | 'application/x-ole-storage'
  | null;

export function sniff(head: Uint8Array): Sniffed {
  const b = (i: number) => head[i];
  if (b(0) === 0x89 && b(1) === 0x50 && b(2) === 0x4e && b(3) === 0x47) return 'image/png';
  if (b(0) === 0xff && b(1) === 0xd8 && b(2) === 0xff) return 'image/jpeg';
  if (b(0) === 0x47 && b(1) === 0x49 && b(2) === 0x46 && b(3) === 0x38) return 'image/gif';
  if (
    b(0) === 0x52 &&
    b(1) === 0x49 &&
    b(2) === 0x46 &&
    b(3) === 0x46 &&
    b(8) === 0x57 &&
    b(9) === 0x45 &&
    b(10) === 0x42 &&
    b(11) === 0x50
  )
    return 'image/webp';
  if (b(0) === 0x25 && b(1) === 0x50 && b(2) === 0x44 && b(3) === 0x46) return 'application/pdf';
  if (b(0) === 0x50 && b(1) === 0x4b && b(2) === 0x03 && b(3) === 0x04) return 'application/zip';
  if (
    b(0) === 0xd0 &&
    b(1) === 0xcf &&
    b(2) === 0x11 &&
    b(3) === 0xe0 &&
    b(4) === 0xa1 &&
    b(5) === 0xb1 &&
    b(6) === 0x1a &&
    b(7) === 0xe1
  )
    return 'application/x-ole-storage';
  return null;
}

/** Plain text: valid UTF-8 (a sequence cut at the end of the sample is fine) with no NUL byte. */
export function looksLikeText(head: Uint8Array): boolean {
  if (head.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    return true;
  } catch {
    return false;
  }
}

/** Container formats need the extension to say which document they hold. */
const ZIP_TYPES: Record<string, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};
const OLE_TYPES: Record<string, string> = { doc: 'application/msword', xls: 'application/vnd.ms-excel' };
const TEXT_TYPES: Record<string, string> = { txt: 'text/plain', csv: 'text/csv' };
const IMAGE_EXTS: Record<string, readonly string[]> = {
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
  'application/pdf': ['pdf'],
};

export const extensionOf = (fileName: string) => (/\.([A-Za-z0-9]{1,10})$/.exec(fileName)?.[1] ?? '').toLowerCase();

/** The upload's real type from its first bytes (up to 4 KB) and its name, or null when it is none we know. */
export function detectUploadType(head: Uint8Array, fileName: string): string | null {
  const ext = extensionOf(fileName);
  const magic = sniff(head);
  if (magic === 'application/zip') return ZIP_TYPES[ext] ?? null;
  if (magic === 'application/x-ole-storage') return OLE_TYPES[ext] ?? null;
  if (magic) return magic;
  if (TEXT_TYPES[ext] && looksLikeText(head)) return TEXT_TYPES[ext];
  return null;
}

/** The extension stored with a detected type (the client's own extension when it names the same type). */
export function extensionFor(mime: string, fileName: string): string {
  const ext = extensionOf(fileName);
  const known = IMAGE_EXTS[mime];
  if (known) return known.includes(ext) ? ext : known[0];
  for (const table of [ZIP_TYPES, OLE_TYPES, TEXT_TYPES])
    for (const [e, m] of Object.entries(table)) if (m === mime) return e;
  return 'bin';
}
