/**
 * Pages whose heading (and the fixed text under it) the entry paints before react-admin has loaded (PagePreview.tsx),
 * as list previews paint a list's first rows: on a slow phone the shell takes seconds to render a screen, and a page
 * whose largest text is its own heading or explanation need not wait for it. An area declares them in
 * `custom-pages/<area>/pagePreview.ts` (`export const pagePreviews`): the page's address, who sees it, its texts in
 * each language. The page renders the same texts in the same places (its catalogue takes them from the same module),
 * so the hand-over does not move a line. A record page whose heading depends on the record (the quotation form, a COP
 * tab, a checklist) has no fixed texts: its `content` draws the heading from the page's first answer.
 */
import type { ComponentType } from 'react';
import { askEarly } from '../earlyAnswers.js';
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
  /** The heading (and paragraph) every reader sees; absent when the heading itself comes from the answer. */
  texts?: Record<string, PagePreviewTexts>;
  /**
   * What the page shows under its heading from its first answer, when the entry can tell the address the page will
   * ask (`url`, null when it cannot tell): the skeleton asks it early (the page is handed the answer) and draws it with
   * `Draw`. (Loading the drawing apart from the entry was tried: its file came with the shell's shared ones, which
   * cost the paint a second on a phone.)
   */
  content?: { url(where: Where, identity: EarlyIdentity): string | null; Draw: ComponentType<PageContentProps> };
}

type Where = Pick<Location, 'pathname' | 'search'>;

export interface PageContentProps {
  /** The early answer's body (null when it failed). */
  answer: unknown;
  locale: string;
  identity: EarlyIdentity;
  where: Where;
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

/** A page's early answer, arrived, and the page's drawing of it. */
export interface EarlyContent {
  answer: unknown;
  Draw: ComponentType<PageContentProps>;
}

let early: { url: string; content: Promise<EarlyContent | null>; settled?: EarlyContent | null } | null = null;

/**
 * Asks the address a page with content will ask (once per address while it is kept); resolves to the answer with the
 * page's drawing, or to null when the page has none, the answer failed or the reader is signed out.
 */
export function prefetchPageContent(
  definition: PagePreviewDefinition,
  identity: EarlyIdentity,
  where: Where = window.location,
): Promise<EarlyContent | null> {
  const url = definition.content?.url(where, identity) ?? null;
  if (!url || !definition.content) return Promise.resolve(null);
  if (early?.url === url) return early.content;
  const response = askEarly(url);
  const { Draw } = definition.content;
  const content = response
    ? response
        // the page reads the answer itself: this reads a copy
        .then((res) => (res.ok ? res.clone().json() : null))
        .then((answer: unknown) => (answer === null ? null : { answer, Draw }))
        .catch(() => null)
    : Promise.resolve(null);
  const entry: NonNullable<typeof early> = { url, content };
  void content.then((value) => (entry.settled = value));
  early = entry;
  return content;
}

/**
 * A page's early answer once it has arrived, with its drawing — for a skeleton drawn again and the shell's loading
 * states to go on showing what the skeleton showed; undefined while it has not (or no longer: the page forgets it once
 * it has its own answer), null when it failed.
 */
export function settledPageContent(
  definition: PagePreviewDefinition | undefined,
  identity: EarlyIdentity | null | undefined,
  where: Where = window.location,
): EarlyContent | null | undefined {
  const url = definition && identity ? (definition.content?.url(where, identity) ?? null) : null;
  return url && early?.url === url ? early.settled : undefined;
}

/** Called by the page once it has its own answer: later visits wait for theirs rather than show this one. */
export function forgetEarlyPageContent(): void {
  early = null;
}
