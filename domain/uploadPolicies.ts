/**
 * One upload policy per works-order file field: how large a file may be and which types (by content, see fileTypes.ts)
 * it may have. The server enforces it, the file picker shows it ("Maximum 20 MB per file", the extensions) and checks
 * a chosen file by the same rule, so a refused file is named before it travels.
 */
import { detectUploadType } from './fileTypes.js';

export const MB = 1024 * 1024;

/** The extensions a user knows each accepted type by (the sniffing rule needs them for the Office and text types). */
const EXTENSIONS_BY_TYPE: Record<string, readonly string[]> = {
  'application/pdf': ['pdf'],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': ['pptx'],
  'application/msword': ['doc'],
  'application/vnd.ms-excel': ['xls'],
  'text/plain': ['txt'],
  'text/csv': ['csv'],
};

export interface FilePolicy {
  /** Largest file in bytes. */
  maxBytes: number;
  /** Accepted types, as detected from the content. */
  types: readonly string[];
  /** Photos: a refused file "is not an image". */
  imagesOnly?: boolean;
}

const IMAGES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
const OFFICE = [
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/msword',
  'application/vnd.ms-excel',
] as const;

/** A quotation's supporting documents (its form and its post approval). */
export const QUOTATION_DOCUMENT_POLICY: FilePolicy = {
  maxBytes: 20 * MB,
  types: [
    'application/pdf',
    ...IMAGES,
    ...OFFICE,
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    'text/plain',
    'text/csv',
  ],
};

/** A claim's supporting documents (its form and the invoice team's steps). */
export const CLAIM_DOCUMENT_POLICY: FilePolicy = {
  maxBytes: 50 * MB,
  types: ['application/pdf', 'image/png', 'image/jpeg', ...OFFICE],
};

/** A WSO's before and after photos. */
export const WSO_PHOTO_POLICY: FilePolicy = { maxBytes: 20 * MB, types: IMAGES, imagesOnly: true };

/** The extensions (without the dot) a policy's types go by, for the picker's `accept` and its hint. */
export function policyExtensions(policy: FilePolicy): string[] {
  return policy.types.flatMap((t) => EXTENSIONS_BY_TYPE[t] ?? []);
}

/** "20 MB" (whole megabytes as integers). */
export const megabytesText = (bytes: number) => `${Math.round((bytes / MB) * 10) / 10} MB`;

/** Whether a file whose first bytes (up to 4 KB) and name are these is of an accepted type. */
export function acceptsContent(policy: FilePolicy, head: Uint8Array, fileName: string): boolean {
  const type = detectUploadType(head, fileName);
  return type !== null && policy.types.includes(type);
}

/** The refusal of a file of another type, naming it. */
export function refusedTypeMessage(policy: FilePolicy, fileName: string): string {
  return policy.imagesOnly
    ? `${fileName} is not an image`
    : `${fileName} is not an accepted file type (${policyExtensions(policy).join(', ')})`;
}

/** The refusal of a file over the size limit, naming it. */
export function tooLargeMessage(policy: FilePolicy, fileName: string): string {
  return `${fileName} is larger than the maximum of ${megabytesText(policy.maxBytes)} per file`;
}
