/**
 * In the shell, while a page's screen loads: what the entry's skeleton drew under the page's heading from the page's
 * early answer (pagePreviews.ts `content`), in the reader's language and theme, so it does not blink out between the
 * skeleton and the page. Nothing when there is none.
 */
import { useLocaleState } from 'react-admin';
import { useLocation } from 'react-router-dom';
import type { EarlyIdentity } from '../earlyIdentity.js';
import { useIdentity } from '../useIdentity.js';
import { pagePreviewAt, settledPageContent } from './pagePreviews.js';
import { useThemeSettings } from './themeSettings.js';

export function EarlyPageContent() {
  const where = useLocation();
  const identity = useIdentity().identity as EarlyIdentity | undefined;
  const [locale] = useLocaleState();
  const { settings } = useThemeSettings();
  const content = settledPageContent(pagePreviewAt(where.pathname), identity, where);
  return content && identity ? (
    <div className={`ct-preview-theme-${settings.theme}`}>
      <content.Draw answer={content.answer} locale={locale} identity={identity} where={where} />
    </div>
  ) : null;
}
