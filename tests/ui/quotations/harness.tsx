/** Test harness for the quotation screens: react-admin context with the real English catalogue (the shell's, the
 * areas' and the shared components', as the app merges them). */
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { AdminContext, Notification } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'ra-core';
import { ENGLISH } from '../../../src/i18n/index.js';
import { memoryDataProvider } from '../resources/harness.js';

export const i18nProvider = polyglotI18nProvider(() => ENGLISH as TranslationMessages, 'en', [], {
  allowMissing: true,
});

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
