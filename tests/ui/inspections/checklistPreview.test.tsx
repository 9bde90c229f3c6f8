/**
 * A checklist's early card (custom-pages/inspections/checklistPreview.tsx): the address the page asks first, and the
 * card's texts as the page shows them, in the catalogue's words of each language.
 */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'ra-core';
import { ChecklistPreview, checklistUrl } from '../../../custom-pages/inspections/checklistPreview.js';
import { en } from '../../../custom-pages/inspections/i18n.js';
import { de } from '../../../custom-pages/inspections/i18n.de.js';
import { fr } from '../../../custom-pages/inspections/i18n.fr.js';
import { nl } from '../../../custom-pages/inspections/i18n.nl.js';
import { pagePreviewAt } from '../../../src/layout/pagePreviews.js';
import { apiUrl } from '../../../src/http.js';
import type { EarlyIdentity } from '../../../src/earlyIdentity.js';

const inspection = {
  id: 7,
  status: 'SUBMITTED',
  checklist_name: 'Fire safety',
  school: { id: 1, name: 'Ang Mo Kio Primary School' },
  location: 'Block A',
  inspection_category: 'BUILDING-MAINTENANCE',
  frequency: 'MONTHLY',
  quotation: { id: 3, reference_number: 'Q-2026-00003' },
};

describe('a checklist’s early card', () => {
  it.each([
    '/inspection-checklist/inspection-servicing/7',
    '/inspection-checklist/inspection-servicing-pending/7',
    '/inspection-checklist/inspection-servicing-form/7',
  ])('is drawn at %s from what the page asks', (pathname) => {
    expect(pagePreviewAt(pathname)?.access.permission).toBe('inspection.view');
    expect(checklistUrl({ pathname })).toBe(apiUrl('/inspection-schedule/7'));
  });

  it('is not drawn over a checklist’s report or a defect’s dialog', () => {
    expect(pagePreviewAt('/inspection-checklist/inspection-servicing/7/preview')).toBeUndefined();
    expect(pagePreviewAt('/inspection-checklist/inspection-servicing')).toBeUndefined();
  });

  it('reads as the page reads, in every language', () => {
    for (const [locale, messages] of Object.entries({ en, fr, de, nl })) {
      const translate = polyglotI18nProvider(() => messages as unknown as TranslationMessages, locale).translate;
      const { container } = render(
        <ChecklistPreview
          answer={{ data: inspection }}
          locale={locale}
          identity={{} as EarlyIdentity}
          where={{ pathname: '/inspection-checklist/inspection-servicing/7', search: '' }}
        />,
      );
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Fire safety');
      expect(container.textContent).toContain(translate('caretaker.inspections.status.SUBMITTED'));
      expect(container.textContent).toContain(translate('caretaker.inspections.actions.preview'));
      expect(container.querySelector('p')?.textContent).toBe(
        'Ang Mo Kio Primary School · Block A · BUILDING-MAINTENANCE · MONTHLY · Q-2026-00003',
      );
      document.body.innerHTML = '';
    }
  });
});
