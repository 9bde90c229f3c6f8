/**
 * In the shell, while a page's screen loads: what the entry's skeleton drew under the page's heading from the page's
 * early answer (pagePreviews.ts `content`), in the reader's language and theme, so it does not blink out between the
 * skeleton and the page; the usual loading state when there is none.
 */
import type { ReactNode } from 'react';
import { useLocaleState } from 'react-admin';
import { useLocation } from 'react-router-dom';
import type { EarlyIdentity } from '../earlyIdentity.js';
import { useIdentity } from '../useIdentity.js';
import { pagePreviewAt, settledPageContent, type EarlyContent, type PageContentProps } from './pagePreviews.js';
import { useThemeSettings } from './themeSettings.js';

/**
 * This address's early answer as the shell sees it (undefined while there is none, or once `skip`), with what a
 * drawing of it needs and `themed`, which wraps a drawing in the reader's theme.
 */
export function useEarlyPageContent(skip = false): {
  content: EarlyContent | null | undefined;
  props: Omit<PageContentProps, 'answer'> | null;
  themed: (drawing: ReactNode) => ReactNode;
} {
  const where = useLocation();
  const identity = useIdentity().identity as EarlyIdentity | undefined;
  const [locale] = useLocaleState();
  const { settings } = useThemeSettings();
  const content = skip ? undefined : settledPageContent(pagePreviewAt(where.pathname), identity, where);
  return {
    content,
    props: identity ? { locale, identity, where } : null,
    themed: (drawing) => drawing && <div className={`ct-preview-theme-${settings.theme}`}>{drawing}</div>,
  };
}

/** The early drawing, or `fallback` (nothing unless told) when this address has none. */
export function EarlyPageContent({ fallback = null }: { fallback?: ReactNode }) {
  const { content, props, themed } = useEarlyPageContent();
  return content && props ? themed(<content.Draw answer={content.answer} {...props} />) : fallback;
}
