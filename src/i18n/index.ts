/**
 * i18nProvider: English (the specification's wording), French, German and Dutch, each complete for the shell and the
 * areas (tests/ui/shell/i18n.test.ts checks it); a key a locale still lacks falls back to English.
 *
 * One convention for every area folder and shared component (src/components/<name>/): `i18n.ts` exports `en`, and
 * `i18n.fr.ts`, `i18n.de.ts`, `i18n.nl.ts` export `fr`, `de`, `nl`. English is bundled with the
 * shell; the other languages load on demand (translations.ts), before the first paint when the stored language needs
 * them.
 */
import type { TranslationMessages } from 'ra-core';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { en, shellMessages, type Locale, type Messages } from './en.js';
import { deepMerge } from './merge.js';
import { PUBLIC_LOCALES } from '../pages/auth/i18n.js';

export const LOCALES = PUBLIC_LOCALES;

/** The areas' English: every `i18n.ts` among these folders, by path. */
export const AREA_ENGLISH = import.meta.glob(
  [
    '../generator/i18n.ts',
    '../components/*/i18n.ts',
    '../../resources/i18n.ts',
    '../../resources/*/i18n.ts',
    '../../custom-pages/*/i18n.ts',
  ],
  { eager: true, import: 'en' },
) as Record<string, Messages>;

/** `base` with each area's messages merged over it, in path order (so a catalogue does not depend on load order). */
export function withAreas(base: Messages, areas: Record<string, Messages>): Messages {
  return Object.keys(areas)
    .sort()
    .reduce((merged, path) => deepMerge(merged, areas[path]), base);
}

export const ENGLISH: Messages = withAreas(en, AREA_ENGLISH);

const catalogues: Record<string, Messages> = { en: ENGLISH };

/** A language's whole catalogue: English underneath (the fallback), the shell's texts, then the areas'. */
export async function loadMessages(locale: string): Promise<Messages> {
  const loaded = catalogues[locale];
  if (loaded) return loaded;
  const { TRANSLATIONS } = await import('./translations.js');
  const translation = TRANSLATIONS[locale as Locale];
  if (!translation) return ENGLISH;
  catalogues[locale] = withAreas(
    deepMerge(ENGLISH, shellMessages(locale as Locale, translation.shell)),
    translation.areas,
  );
  return catalogues[locale];
}

/**
 * Starts in English; a reader of another language gets it before the first paint all the same: react-admin holds the
 * shell back until the provider has switched to the stored locale (ra-core's I18nContextProvider). No top-level await
 * here: it would make the bundler split the entry and the shell into dozens of extra chunks.
 */
export const i18nProvider = polyglotI18nProvider(
  (locale) => (catalogues[locale] ?? loadMessages(locale)) as TranslationMessages | Promise<TranslationMessages>,
  'en',
  LOCALES,
  { allowMissing: true },
);
