/**
 * Pages whose heading (and the fixed text under it) the entry paints before react-admin has loaded (PagePreview.tsx),
 * as list previews paint a list's first rows: on a slow phone the shell takes seconds to render a screen, and a page
 * whose largest text is its own heading or explanation need not wait for it. An area declares them in
 * `custom-pages/<area>/pagePreview.ts` (`export const pagePreviews`): the page's address, who sees it, its texts in
 * each language. The page renders the same texts in the same places (its catalogue takes them from the same module),
 * so the hand-over does not move a line.
 */
import type { EarlyIdentity } from '../earlyIdentity.js';

export interface PagePreviewTexts {
  title: string;
  /** A paragraph under the heading, when the page has one. */
  intro?: string;
}

export interface PagePreviewDefinition {
  /** The page's address; a `:name` segment stands for any one segment (`/dashboard/defect/:tab`). */
  path: string;
  /** Who sees the page: a permission, and these roles when given; anyone else sees no preview. */
  access: { permission: string; roles?: readonly string[] };
  texts: Record<string, PagePreviewTexts>;
}

const modules = import.meta.glob('../../custom-pages/*/pagePreview.ts', { eager: true }) as Record<
  string,
  { pagePreviews?: readonly PagePreviewDefinition[] }
>;
const PREVIEWS = Object.values(modules).flatMap((m) => m.pagePreviews ?? []);

/** Whether `pattern` (with `:name` segments) is the address `pathname`. */
export function pathMatches(pattern: string, pathname: string): boolean {
  const want = pattern.split('/');
  const got = pathname.replace(/\/+$/, '').split('/');
  return (
    want.length === got.length && want.every((segment, i) => (segment.startsWith(':') ? !!got[i] : segment === got[i]))
  );
}

/** The page at `pathname` that has a preview. */
export function pagePreviewAt(
  pathname: string,
  previews: readonly PagePreviewDefinition[] = PREVIEWS,
): PagePreviewDefinition | undefined {
  return previews.find((p) => pathMatches(p.path, pathname));
}

/** Whether this identity sees the page (so the preview never paints a heading the shell would replace by a refusal). */
export function seesPage(definition: PagePreviewDefinition, identity: EarlyIdentity | null | undefined): boolean {
  const permissions = identity?.permissions;
  const role = (identity?.role as { slug?: string } | null | undefined)?.slug ?? '';
  const { permission, roles } = definition.access;
  return Array.isArray(permissions) && permissions.includes(permission) && (!roles || roles.includes(role));
}
