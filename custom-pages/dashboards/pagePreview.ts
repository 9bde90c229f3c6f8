/**
 * The dashboards' headings (and the monthly summary's explanation) as the entry paints them before the shell has
 * loaded (src/layout/pagePreviews.ts): each dashboard's largest text on a phone is its heading or that paragraph —
 * or, on the two checklist dashboards, a checklist's name in the table, which the entry draws from the page's own
 * first answer (countAddresses.ts, countPreviews.tsx) — and would otherwise wait seconds for the shell to render. This module and what
 * it imports ship in the entry.
 */
import type { PagePreviewDefinition, PagePreviewTexts } from '../../src/layout/pagePreviews.js';
import { PAGE_TEXTS, type DashboardPageTexts } from './pageTexts.js';
import { checklistStatusUrl, checklistSummaryUrl } from './countAddresses.js';
import { ChecklistStatusPreview, ChecklistSummaryPreview } from './countPreviews.js';

const permission = 'dashboard.view';

type Text = {
  [K in keyof DashboardPageTexts]: DashboardPageTexts[K] extends string ? K : never;
}[keyof DashboardPageTexts];

const textsOf = (title: Text, intro?: Text) =>
  Object.fromEntries(
    Object.entries(PAGE_TEXTS).map(([locale, t]): [string, PagePreviewTexts] => [
      locale,
      { title: t[title], ...(intro ? { intro: t[intro] } : {}) },
    ]),
  );

export const pagePreviews: readonly PagePreviewDefinition[] = [
  // (a role the quotation dashboard is not for sees its heading too, above the notice to contact support)
  { path: '/dashboard/default', access: { permission }, texts: textsOf('quotation') },
  { path: '/dashboard/inspection/:tab', access: { permission }, texts: textsOf('inspection') },
  { path: '/dashboard/defect/:tab', access: { permission }, texts: textsOf('defect') },
  { path: '/dashboard/apv/:tab', access: { permission }, texts: textsOf('apv') },
  // their largest text is a checklist's name in the month's table: drawn from the answer the page will be handed
  {
    path: '/dashboard/checklist-summary/:tab',
    access: { permission },
    texts: textsOf('checklist_summary'),
    content: { url: checklistSummaryUrl, Draw: ChecklistSummaryPreview },
  },
  {
    path: '/dashboard/checklist-status/:tab',
    access: { permission },
    texts: textsOf('checklist_status'),
    content: { url: checklistStatusUrl, Draw: ChecklistStatusPreview },
  },
  {
    path: '/dashboard/monthly-summary/:tab',
    access: { permission },
    texts: textsOf('monthly_summary', 'monthly_summary_help'),
  },
];
