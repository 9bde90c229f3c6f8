/** Test harness for the quotation screens: react-admin context with the real English catalogue of the area. */
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { AdminContext, Notification } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'ra-core';
import englishMessages from 'ra-language-english';
import { en as quotationsEn } from '../../../custom-pages/quotations/i18n.js';
import { deepMerge, memoryDataProvider } from '../resources/harness.js';

export const i18nProvider = polyglotI18nProvider(
  () => deepMerge(englishMessages, quotationsEn) as TranslationMessages,
  'en',
  [],
  {
    allowMissing: true,
  },
);

export function QHarness({ children }: { children: ReactNode }) {
  return (
    <AdminContext dataProvider={memoryDataProvider({})} i18nProvider={i18nProvider}>
      {children}
      <Notification />
    </AdminContext>
  );
}

/** jsdom has no canvas: the signature pad gets a 2D context that does nothing. */
export function stubCanvas() {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () =>
      new Proxy(
        {},
        { get: (_t, p) => (p === 'canvas' ? document.createElement('canvas') : () => undefined), set: () => true },
      ) as never,
  );
}
