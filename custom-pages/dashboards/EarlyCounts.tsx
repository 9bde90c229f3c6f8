/**
 * The checklist dashboards' early table in the page's card (countPreviews.tsx): until the page's own table has its
 * rows, the card goes on showing the rows the entry drew from the early answer, in the reader's language and theme,
 * so they do not blink out and back in; once the page has its own answer the early one is forgotten.
 */
import { useEffect, type ReactNode } from 'react';
import { useLocaleState } from 'react-admin';
import { useLocation } from 'react-router-dom';
import type { EarlyIdentity } from '../../src/earlyIdentity.js';
import { forgetEarlyPageContent, pagePreviewAt, settledPageContent } from '../../src/layout/pagePreviews.js';
import { useThemeSettings } from '../../src/layout/themeSettings.js';
import { useIdentity } from '../../src/useIdentity.js';
import { checklistStatusTable, ChecklistSummaryTable } from './countPreviews.js';

export function useEarlyCountsTable(kind: 'summary' | 'status', settled: boolean): ReactNode {
  const where = useLocation();
  const identity = useIdentity().identity as EarlyIdentity | undefined;
  const [locale] = useLocaleState();
  const { settings } = useThemeSettings();
  useEffect(() => {
    if (settled) forgetEarlyPageContent();
  }, [settled]);
  const early = settled ? undefined : settledPageContent(pagePreviewAt(where.pathname), identity, where);
  if (!early || !identity) return null;
  const table =
    kind === 'summary' ? (
      <ChecklistSummaryTable answer={early.answer} locale={locale} />
    ) : (
      checklistStatusTable(early.answer, locale, identity)
    );
  return (
    table && (
      <div className={`ct-preview-theme-${settings.theme}`}>
        <div className="ct-dash-preview">{table}</div>
      </div>
    )
  );
}
