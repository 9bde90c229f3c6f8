/**
 * A COP claim's tab as the entry paints it before the shell has loaded (src/layout/pagePreviews.ts): the breadcrumbs
 * and the heading (the claim's reference and the tab's name), its largest text on a phone, which needs the claim —
 * so it is drawn from the page's own first answer, handed over to the page (src/layout/HeadingPreview.tsx draws it;
 * tests/e2e/earlyRecordPreviews.test.ts compares the boxes with the page's).
 */
import { COP_TABS, type CopTab } from '../../domain/cop.js';
import { HeadingPreview } from '../../src/layout/HeadingPreview.js';
import type { PageContentProps } from '../../src/layout/pagePreviews.js';
import type { CopTabData } from './api.js';
import { PAGE_TEXTS } from './pageTexts.js';

/** The tab of a claim's address, as the page reads it: an unknown one is the cover. */
export function copTabOf(pathname: string): { id: string; tab: CopTab } {
  const [, , , id = '', raw = 'cover'] = pathname.split('/');
  return { id, tab: (COP_TABS as readonly string[]).includes(raw) ? (raw as CopTab) : 'cover' };
}

/** What the page asks first (the data provider's `copTab`): the claim's tab. */
export function copTabUrl(where: { pathname: string }): string | null {
  const { id, tab } = copTabOf(where.pathname);
  return id ? `/api/cops/${encodeURIComponent(id)}?category=${tab}` : null;
}

/** The heading the page shows: the claim's reference, then the tab's name. */
export const copHeading = (reference: string, tabName: string) => `${reference} · ${tabName}`;

export function CopHeadingPreview({ answer, locale, where }: PageContentProps) {
  const claim = (answer as { data?: CopTabData } | null)?.data?.claim;
  if (!claim) return null;
  const texts = PAGE_TEXTS[locale as keyof typeof PAGE_TEXTS] ?? PAGE_TEXTS.en;
  const tabName = texts.tabs[copTabOf(where.pathname).tab];
  return (
    <HeadingPreview
      label={texts.breadcrumb}
      trail={[texts.list_title, tabName]}
      title={copHeading(claim.reference_number, tabName)}
    />
  );
}
