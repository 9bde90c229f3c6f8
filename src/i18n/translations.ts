/**
 * French, German and Dutch: the shell's texts and every area's and shared component's `i18n.<locale>.ts`. One module, loaded only when a
 * user's language is not English (index.ts imports it on demand), so English readers never download it. These files
 * import nothing but each other and react-admin's French catalogue: a shell module imported here would be split out of
 * the shell's chunk into one more request.
 */
import { de } from './de.js';
import type { Locale, Messages, ShellTranslation } from './en.js';
import { fr } from './fr.js';
import { nl } from './nl.js';

export interface Translation {
  /** The shell's own texts (index.ts completes them with the specification's messages). */
  shell: ShellTranslation;
  /** Each area module's texts, by its path. */
  areas: Record<string, Messages>;
}

export const TRANSLATIONS: Record<Locale, Translation> = {
  fr: {
    shell: fr,
    areas: import.meta.glob(
      [
        '../generator/i18n.fr.ts',
        '../components/*/i18n.fr.ts',
        '../../resources/i18n.fr.ts',
        '../../resources/*/i18n.fr.ts',
        '../../custom-pages/*/i18n.fr.ts',
      ],
      { eager: true, import: 'fr' },
    ),
  },
  de: {
    shell: de,
    areas: import.meta.glob(
      [
        '../generator/i18n.de.ts',
        '../components/*/i18n.de.ts',
        '../../resources/i18n.de.ts',
        '../../resources/*/i18n.de.ts',
        '../../custom-pages/*/i18n.de.ts',
      ],
      { eager: true, import: 'de' },
    ),
  },
  nl: {
    shell: nl,
    areas: import.meta.glob(
      [
        '../generator/i18n.nl.ts',
        '../components/*/i18n.nl.ts',
        '../../resources/i18n.nl.ts',
        '../../resources/*/i18n.nl.ts',
        '../../custom-pages/*/i18n.nl.ts',
      ],
      { eager: true, import: 'nl' },
    ),
  },
};
