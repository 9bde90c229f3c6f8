/**
 * The quotation form's early heading (custom-pages/quotations/formPreview.tsx): the word the workflow gives this user
 * on this quotation, in the catalogue's wording of each language, and the address the form itself asks.
 */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'ra-core';
import { QuotationFormPreview, quotationFormUrl } from '../../../custom-pages/quotations/formPreview.js';
import { en } from '../../../custom-pages/quotations/i18n.js';
import { de } from '../../../custom-pages/quotations/i18n.de.js';
import { fr } from '../../../custom-pages/quotations/i18n.fr.js';
import { nl } from '../../../custom-pages/quotations/i18n.nl.js';
import type { EarlyIdentity } from '../../../src/earlyIdentity.js';

const contractor = { id: 5, role: { slug: 'TERM-CONTRACTOR' }, contractor: 'SH', permissions: ['quotation.view'] };
const agent = { id: 9, role: { slug: 'MANAGING-AGENT' }, permissions: ['quotation.view'] };
const admin = { id: 1, role: { slug: 'ADMIN' }, permissions: ['quotation.view'] };

function heading(record: object, identity: object, locale = 'en') {
  render(
    <QuotationFormPreview
      answer={{ data: record }}
      locale={locale}
      identity={identity as EarlyIdentity}
      where={{ pathname: '/works-order/quotation-list/3', search: '' }}
    />,
  );
  return {
    title: screen.getByRole('heading', { level: 1 }).textContent,
    trail: screen.getByRole('navigation').textContent,
  };
}

describe('the quotation form’s early heading', () => {
  it.each([
    ['a draft, to its contractor', { id: 3, status: 'DRAFT' }, contractor, 'Edit quotation', 'Quotation list/Edit'],
    [
      'a rejected one, to its contractor',
      { id: 3, status: 'REJECTED' },
      contractor,
      'Edit quotation',
      'Quotation list/Edit',
    ],
    [
      'a pending one, to its contractor',
      { id: 3, status: 'PENDING' },
      contractor,
      'View quotation',
      'Quotation list/View',
    ],
    [
      'one waiting for this managing agent',
      { id: 3, status: 'PENDING', current_status: 'PENDING_MA', pending_approval: { 9: 'MA' } },
      agent,
      'Sign quotation',
      'Quotation list/Sign',
    ],
    [
      'one waiting for another managing agent',
      { id: 3, status: 'PENDING', current_status: 'PENDING_MA', pending_approval: { 10: 'MA' } },
      agent,
      'View quotation',
      'Quotation list/View',
    ],
    ['a draft, to an administrator', { id: 3, status: 'DRAFT' }, admin, 'View quotation', 'Quotation list/View'],
  ])('%s reads as the form reads', (_, record, identity, title, trail) => {
    expect(heading(record, identity)).toEqual({ title, trail });
  });

  it('uses the catalogue’s words in every language', () => {
    for (const [locale, messages] of Object.entries({ en, fr, de, nl })) {
      const translate = polyglotI18nProvider(() => messages as TranslationMessages, locale).translate;
      const mode = translate('caretaker.quotations.form.mode_edit');
      const { title, trail } = heading({ id: 3, status: 'DRAFT' }, contractor, locale);
      expect(title).toBe(translate('caretaker.quotations.form.title', { mode }));
      expect(trail).toBe(`${translate('caretaker.quotations.list.title')}/${mode}`);
      document.body.innerHTML = '';
    }
  });

  it('asks what the form asks, and nothing for a new quotation', () => {
    expect(quotationFormUrl({ pathname: '/works-order/quotation-list/42' })).toBe('/api/quotations/42');
    expect(quotationFormUrl({ pathname: '/works-order/quotation-list/create' })).toBeNull();
  });
});
