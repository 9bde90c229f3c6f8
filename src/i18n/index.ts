/**
 * i18nProvider: English (the specification's wording), French, German and Dutch, each complete for the shell and the
 * areas (tests/ui/shell/i18n.test.ts checks it); a key a locale still lacks falls back to English.
 */
import type { TranslationMessages } from 'ra-core';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { de } from './de.js';
import { en, type Messages } from './en.js';
import { deepMerge } from './merge.js';
import { fr } from './fr.js';
import { nl } from './nl.js';
import { PUBLIC_LOCALES } from '../pages/auth/i18n.js';

export const LOCALES = PUBLIC_LOCALES;

/**
 * Messages the areas bring: any `i18n.ts` among these exporting `en` (and optionally `fr`, `de`, `nl`) is merged
 * over the shell's messages; a locale an area leaves out falls back to that area's English. Shared component messages
 * (src/components/<name>/i18n.ts) are not listed: the areas that use them merge them into their own `i18n.ts`.
 */
export const AREA_MODULES = import.meta.glob(
  [
    '../generator/i18n.ts',
    '../../resources/i18n.ts',
    '../../resources/*/i18n.ts',
    '../../custom-pages/i18n.ts',
    '../../custom-pages/*/i18n.ts',
  ],
  { eager: true },
) as Record<string, Partial<Record<string, Messages>>>;

export function withAreaMessages(
  base: Record<string, Messages>,
  modules: Record<string, Partial<Record<string, Messages>>>,
): Record<string, Messages> {
  const out: Record<string, Messages> = {};
  const mods = Object.keys(modules)
    .sort()
    .map((k) => modules[k]);
  for (const [locale, messages] of Object.entries(base)) {
    let merged = messages;
    for (const mod of mods) {
      if (mod.en && typeof mod.en === 'object') merged = deepMerge(merged, mod.en);
      const own = mod[locale];
      if (locale !== 'en' && own && typeof own === 'object') merged = deepMerge(merged, own);
    }
    out[locale] = merged;
  }
  return out;
}

export const MESSAGES: Record<string, Messages> = withAreaMessages({ en, fr, de, nl }, AREA_MODULES);

export function initialLocale(): string {
  try {
    const stored = localStorage.getItem('RaStore.locale');
    if (stored) {
      const value = JSON.parse(stored);
      if (typeof value === 'string' && MESSAGES[value]) return value;
    }
  } catch {
    // no storage
  }
  return 'en';
}

export const i18nProvider = polyglotI18nProvider(
  (locale) => (MESSAGES[locale] ?? MESSAGES.en) as unknown as TranslationMessages,
  initialLocale(),
  LOCALES,
  { allowMissing: true },
);

export { en, fr, de, nl };
