/**
 * Client-side pre-checks of a chosen file (the server sniffs the content again): extension and size.
 */
import { DOCUMENT_MAX_UPLOAD_BYTES } from '../../../domain/constants.js';
import {
  acceptsContent,
  CLAIM_DOCUMENT_POLICY,
  policyExtensions,
  QUOTATION_DOCUMENT_POLICY,
  WSO_PHOTO_POLICY,
  type FilePolicy,
} from '../../../domain/uploadPolicies.js';

export interface FileRules {
  /** Allowed extensions without the dot, lower case; empty or missing = any. */
  extensions?: readonly string[];
  /** Largest size in bytes. */
  maxSize?: number;
  /** More than one file (default true). */
  multiple?: boolean;
  /** The i18n key (under caretaker.files.upload) of a refused type, when a screen has its own wording. */
  typeMessage?: 'refused_type_photo' | 'refused_not_image';
  /** The field's policy (domain/uploadPolicies.ts): a chosen file's content is sniffed by the server's rule. */
  policy?: FilePolicy;
}

export type FileProblem = 'type' | 'size' | 'empty';

export function extensionOf(name: string): string {
  const i = name.lastIndexOf('.');
  return i < 0 ? '' : name.slice(i + 1).toLowerCase();
}

export function checkFile(file: { name: string; size: number }, rules: FileRules): FileProblem | null {
  if (rules.extensions?.length && !rules.extensions.includes(extensionOf(file.name))) return 'type';
  if (rules.maxSize !== undefined && file.size > rules.maxSize) return 'size';
  if (file.size === 0) return 'empty';
  return null;
}

/** Bytes the sniffing rule reads from the start of a file. */
const HEAD_BYTES = 4096;

/** Whether the file's content is of a type its policy accepts (true when the rules have no policy). */
export async function contentAccepted(file: File, rules: FileRules): Promise<boolean> {
  if (!rules.policy) return true;
  const head = new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer());
  return acceptsContent(rules.policy, head, file.name);
}

/** A picker's rules from a field's upload policy: the same size and types the server enforces. */
export function rulesOf(policy: FilePolicy): FileRules {
  return {
    extensions: policyExtensions(policy),
    maxSize: policy.maxBytes,
    multiple: true,
    policy,
    typeMessage: policy.imagesOnly ? 'refused_not_image' : undefined,
  };
}

export const QUOTATION_DOCUMENT_RULES = rulesOf(QUOTATION_DOCUMENT_POLICY);
export const CLAIM_DOCUMENT_RULES = rulesOf(CLAIM_DOCUMENT_POLICY);
export const WSO_PHOTO_RULES = rulesOf(WSO_PHOTO_POLICY);

/** The `accept` attribute of the file input. */
export function acceptOf(rules: FileRules): string | undefined {
  return rules.extensions?.length ? rules.extensions.map((e) => `.${e}`).join(',') : undefined;
}

/** Document repository (spec part 1 §5, §9): 256 MB per file; the types the server accepts. */
export const DOCUMENT_RULES: FileRules = {
  extensions: ['pdf', 'png', 'jpg', 'jpeg', 'gif', 'webp', 'doc', 'docx', 'xls', 'xlsx', 'pptx', 'txt', 'csv'],
  maxSize: DOCUMENT_MAX_UPLOAD_BYTES,
  multiple: true,
};

/** Tree-inspection photo of a school: one .jpg, .jpeg or .png; a refused type in the spec's tree-photo wording (part 1 §8). */
export const TREE_PHOTO_RULES: FileRules = {
  extensions: ['jpg', 'jpeg', 'png'],
  maxSize: 10 * 1024 * 1024,
  multiple: false,
  typeMessage: 'refused_type_photo',
};
