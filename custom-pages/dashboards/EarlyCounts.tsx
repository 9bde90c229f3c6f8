/**
 * The checklist dashboards' early table in the page's card (countPreviews.tsx): until the page's own table has its
 * rows, the card goes on showing the rows the entry drew from the early answer, in the reader's language and theme,
 * so they do not blink out and back in; once the page has its own answer the early one is forgotten.
 */
import { useEffect, type ReactNode } from 'react';
import { useEarlyPageContent } from '../../src/layout/EarlyPageContent.js';
import { forgetEarlyPageContent } from '../../src/layout/pagePreviews.js';
import { checklistStatusTable, ChecklistSummaryTable } from './countPreviews.js';

export function useEarlyCountsTable(kind: 'summary' | 'status', settled: boolean): ReactNode {
  const { content, props, themed } = useEarlyPageContent(settled);
  useEffect(() => {
    if (settled) forgetEarlyPageContent();
  }, [settled]);
  if (!content || !props) return null;
  const table =
    kind === 'summary' ? (
      <ChecklistSummaryTable answer={content.answer} locale={props.locale} />
    ) : (
      checklistStatusTable(content.answer, props.locale, props.identity)
    );
  return table && themed(<div className="ct-dash-preview">{table}</div>);
}
