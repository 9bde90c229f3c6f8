/**
 * The quotation form's breadcrumbs and heading as the entry paints them before the shell has loaded
 * (src/layout/pagePreviews.ts): on a phone the form's largest text is its heading, whose word (Edit, Sign, View) the
 * workflow takes from the quotation and the user — so it is drawn from the page's own first answer, handed over to
 * the page. Drawn by src/layout/HeadingPreview.tsx (tests/e2e/earlyRecordPreviews.test.ts compares
 * the boxes with the page's).
 */
import { formMode } from '../../domain/quotationStates.js';
import { HeadingPreview } from '../../src/layout/HeadingPreview.js';
import type { PageContentProps } from '../../src/layout/pagePreviews.js';
import { FORM_TEXTS } from './formTexts.js';
import { LIST_TEXTS } from './listTexts.js';
import type { Quotation } from './types.js';
import { workflowUserOf, type IdentityOfUser } from './workflowUser.js';

type Locale = keyof typeof FORM_TEXTS;

/** `/api/quotations/{id}` of a quotation's address; none for the create form, which has no record. */
export function quotationFormUrl(where: { pathname: string }): string | null {
  const id = where.pathname.split('/')[3];
  return id && id !== 'create' ? `/api/quotations/${encodeURIComponent(id)}` : null;
}

export function QuotationFormPreview({ answer, locale, identity }: PageContentProps) {
  const record = (answer as { data?: Quotation } | null)?.data;
  if (!record) return null;
  const texts = FORM_TEXTS[locale as Locale] ?? FORM_TEXTS.en;
  const word = texts[`mode_${formMode(record, workflowUserOf(identity as IdentityOfUser))}`];
  return (
    <HeadingPreview
      label={texts.breadcrumb}
      trail={[(LIST_TEXTS[locale as Locale] ?? LIST_TEXTS.en).title, word]}
      title={texts.title.replace('%{mode}', word)}
    />
  );
}
