/**
 * The dashboards' headings (and the monthly summary's explanation) as the entry paints them before the shell has
 * loaded (src/layout/pagePreviews.ts): each dashboard's largest text on a phone is its heading or that paragraph,
 * which would otherwise wait seconds for the shell to render. Plain data: this module ships in the entry.
 */
import type { PagePreviewDefinition, PagePreviewTexts } from '../../src/layout/pagePreviews.js';
import { PAGE_TEXTS, type DashboardPageTexts } from './pageTexts.js';

const permission = 'dashboard.view';

const textsOf = (title: keyof DashboardPageTexts, intro?: keyof DashboardPageTexts) =>
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
  { path: '/dashboard/checklist-summary/:tab', access: { permission }, texts: textsOf('checklist_summary') },
  { path: '/dashboard/checklist-status/:tab', access: { permission }, texts: textsOf('checklist_status') },
  {
    path: '/dashboard/monthly-summary/:tab',
    access: { permission },
    texts: textsOf('monthly_summary', 'monthly_summary_help'),
  },
];
