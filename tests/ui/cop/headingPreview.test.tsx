/**
 * A COP claim's early heading (custom-pages/cop/headingPreview.tsx): the address the page asks first, and the
 * breadcrumbs and heading in the catalogue's words of each language.
 */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'ra-core';
import { CopHeadingPreview, copTabUrl } from '../../../custom-pages/cop/headingPreview.js';
import { en } from '../../../custom-pages/cop/i18n.js';
import { de } from '../../../custom-pages/cop/i18n.de.js';
import { fr } from '../../../custom-pages/cop/i18n.fr.js';
import { nl } from '../../../custom-pages/cop/i18n.nl.js';
import { apiUrl } from '../../../src/http.js';
import type { EarlyIdentity } from '../../../src/earlyIdentity.js';

describe('a COP claim’s early heading', () => {
  it.each([
    ['/cop/contracts/12/general_r_and_r', 'general_r_and_r'],
    ['/cop/contracts/12/summary', 'summary'],
    // the page reads an unknown tab as the cover
    ['/cop/contracts/12/nonsense', 'cover'],
  ])('%s asks what the page asks', (pathname, category) => {
    expect(copTabUrl({ pathname })).toBe(apiUrl('/cops/12', { category }));
  });

  it('reads as the page reads, in every language', () => {
    for (const [locale, messages] of Object.entries({ en, fr, de, nl })) {
      const translate = polyglotI18nProvider(() => messages as unknown as TranslationMessages, locale).translate;
      render(
        <CopHeadingPreview
          answer={{ data: { claim: { reference_number: 'COP-WEST-202601' } } }}
          locale={locale}
          identity={{} as EarlyIdentity}
          where={{ pathname: '/cop/contracts/12/landscape_pond', search: '' }}
        />,
      );
      const tab = translate('caretaker.cop.tabs.landscape_pond');
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(`COP-WEST-202601 · ${tab}`);
      expect(screen.getByRole('navigation', { name: translate('caretaker.cop.breadcrumb') }).textContent).toBe(
        `${translate('caretaker.cop.list_title')}/${tab}`,
      );
      document.body.innerHTML = '';
    }
  });

  it('draws nothing from an answer without a claim', () => {
    const { container } = render(
      <CopHeadingPreview
        answer={{ message: 'Not found' }}
        locale="en"
        identity={{} as EarlyIdentity}
        where={{ pathname: '/cop/contracts/12/cover', search: '' }}
      />,
    );
    expect(container.textContent).toBe('');
  });
});
