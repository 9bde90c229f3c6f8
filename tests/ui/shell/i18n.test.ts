import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { msg } from '../../support/messages.js';
import { MSG } from '../../../domain/messages.js';
import { en as shellEn, shellMessages, type Messages } from '../../../src/i18n/en.js';
import { AREA_ENGLISH, ENGLISH, i18nProvider, loadMessages, withAreas } from '../../../src/i18n/index.js';
import { TRANSLATIONS } from '../../../src/i18n/translations.js';
import { DEFAULT_THEME_SETTINGS, loadThemeSettings } from '../../../src/layout/themeSettings.js';
import { collectResources, collectRoutes } from '../../../src/registry.js';
import { SCHEMAS } from '../../../src/resourceRegistry.js';

const LANGS = ['fr', 'de', 'nl'] as const;

/** The shell's own texts per language, without the English fallback. */
const SHELL_OWN = Object.fromEntries(LANGS.map((l) => [l, shellMessages(l, TRANSLATIONS[l].shell)])) as Record<
  (typeof LANGS)[number],
  Messages
>;

/** Texts that legitimately read the same in every language (counted neither way in the 80% check). */
const SAME_IN_EVERY_LANGUAGE = new Set([
  'Caretaker',
  'S$',
  'SOI',
  'KPI',
  'FSR',
  'WSO',
  'OK',
  'ID',
  'Fax',
  'Zone',
  'Details',
  'Compact',
  'Support',
]);

/** A text with words to translate: not on the list above and not made of placeholders alone (e.g. '%{name}'). */
function needsTranslation(text: string): boolean {
  return !SAME_IN_EVERY_LANGUAGE.has(text) && /[A-Za-z]/.test(text.replace(/%\{\w+\}/g, ''));
}

function flatten(tree: Messages | undefined, prefix = '', out: Record<string, string> = {}): Record<string, string> {
  for (const [k, v] of Object.entries(tree ?? {})) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out[key] = v;
    else flatten(v, key, out);
  }
  return out;
}

type Locales = Partial<Record<string, Messages>>;

/** Every area's and shared component's `i18n.ts` with its `i18n.<locale>.ts` beside it (a missing file leaves that language empty). */
const AREAS: { path: string; locales: Locales }[] = [
  ...Object.entries(AREA_ENGLISH).map(([path, en]) => ({
    path: path.replace(/^(\.\.\/)+/, ''),
    locales: Object.fromEntries([
      ['en', en],
      ...LANGS.map((l) => [l, TRANSLATIONS[l].areas[path.replace(/i18n\.ts$/, `i18n.${l}.ts`)]]),
    ]) as Locales,
  })),
];

function areaKeys(locale: string): Set<string> {
  const keys = new Set<string>();
  for (const area of AREAS) for (const k of Object.keys(flatten(area.locales[locale]))) keys.add(k);
  return keys;
}

const MESSAGES: Record<string, Messages> = { en: ENGLISH };

describe('i18n', () => {
  beforeAll(async () => {
    for (const locale of LANGS) MESSAGES[locale] = await loadMessages(locale);
  });

  it('offers English, French, German and Dutch', () => {
    expect(i18nProvider.getLocales!().map((l) => l.locale)).toEqual(['en', 'fr', 'de', 'nl']);
  });

  it("uses the specification's English wording", () => {
    const en = MESSAGES.en;
    expect(msg(en, 'ra.navigation.no_results')).toBe(MSG.noRecords);
    expect(msg(en, 'ra.message.delete_content')).toBe(MSG.deleteConfirm);
    expect(msg(en, 'ra.validation.required')).toBe('This field is required');
    expect(msg(en, 'app.errors.not_found_title')).toBe('Page not found');
    expect(msg(en, 'app.auth.send_reset_link')).toBe('Send password reset link');
    expect(msg(en, 'menu.users')).toBe('Users');
    expect(msg(en, 'resources.settings/users.fields.full_name')).toBe('Name');
  });

  it('switches every shell text: French, German and Dutch, menu entries included', () => {
    const fr = MESSAGES.fr;
    const de = MESSAGES.de;
    const nl = MESSAGES.nl;
    expect(msg(fr, 'app.layout.sign_out')).toBe('Se déconnecter');
    expect(msg(de, 'app.layout.sign_out')).toBe('Abmelden');
    expect(msg(nl, 'app.layout.sign_out')).toBe('Uitloggen');
    expect(msg(de, 'app.errors.forbidden_text')).toBe(
      'Es tut uns leid, aber Sie haben keinen Zugriff auf diese Seite.',
    );
    expect(msg(fr, 'app.auth.support_link')).toBe('Contacter le support');
    expect([MESSAGES.en, fr, de, nl].map((m) => msg(m, 'menu.audit'))).toEqual([
      'Audit log',
      "Journal d'audit",
      'Prüfprotokoll',
      'Auditlog',
    ]);
    expect([fr, de, nl].map((m) => msg(m, 'ra.navigation.no_results'))).toEqual([
      'Aucun enregistrement trouvé',
      'Keine Einträge gefunden',
      'Geen records gevonden',
    ]);
  });

  it("has a French, German and Dutch text of the shell's own for every key of en.ts (react-admin's catalogue included)", () => {
    const en = flatten(shellEn);
    for (const locale of LANGS) {
      const own = flatten(SHELL_OWN[locale]);
      const byAreas = areaKeys(locale);
      // A generated resource's title may come from the area that owns the resource instead.
      const missing = Object.keys(en).filter((k) => !(k in own) && !(k.startsWith('resources.') && byAreas.has(k)));
      expect(missing, `${locale}: shell keys without a translation`).toEqual([]);
    }
  });

  it('has, in every area module, a French, German and Dutch text for every key of its English', () => {
    expect(AREAS.length).toBeGreaterThan(5);
    for (const area of AREAS) {
      const en = flatten(area.locales.en);
      expect(Object.keys(en).length, `${area.path}: no English`).toBeGreaterThan(0);
      for (const locale of LANGS) {
        const own = flatten(area.locales[locale]);
        expect(
          Object.keys(en).filter((k) => !(k in own)),
          `${area.path} (${locale}): keys without a translation`,
        ).toEqual([]);
      }
    }
  });

  it('has a text of its own in every language for every key of the merged catalogue', () => {
    const all = Object.keys(flatten(MESSAGES.en));
    for (const locale of LANGS) {
      const own = new Set([...Object.keys(flatten(SHELL_OWN[locale])), ...areaKeys(locale)]);
      expect(
        all.filter((k) => !own.has(k)),
        `${locale}: keys that only fall back to English`,
      ).toEqual([]);
    }
  });

  it('keeps every %{placeholder} and the |||| plural forms', () => {
    const sources = [
      { path: 'src/i18n', locales: { en: shellEn, ...SHELL_OWN } as Partial<Record<string, Messages>> },
      ...AREAS,
    ];
    const problems: string[] = [];
    for (const { path, locales } of sources) {
      const en = flatten(locales.en);
      for (const locale of LANGS) {
        const own = flatten(locales[locale]);
        for (const [key, text] of Object.entries(en)) {
          const translated = own[key];
          if (translated === undefined) continue;
          const lost = (text.match(/%\{\w+\}/g) ?? []).filter((token) => !translated.includes(token));
          if (lost.length) problems.push(`${path} ${locale} ${key} lost ${lost.join(' ')}: "${translated}"`);
          if (text.includes('||||') && !translated.includes('||||'))
            problems.push(`${path} ${locale} ${key} lost its plural forms: "${translated}"`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("translates at least 80% of the shell's texts (no English copied over)", () => {
    const en = flatten(shellEn);
    const keys = Object.keys(en).filter((k) => needsTranslation(en[k]));
    for (const locale of LANGS) {
      const own = flatten(SHELL_OWN[locale]);
      const differ = keys.filter((k) => own[k] !== undefined && own[k] !== en[k]).length;
      expect(differ / keys.length, `${locale}: share of shell texts that differ from English`).toBeGreaterThanOrEqual(
        0.8,
      );
    }
  });

  it("merges the areas' messages over every locale", () => {
    const merged = withAreas(
      { a: { x: 'X' } },
      { 'b/i18n.ts': { area: { y: 'Y', z: 'Z' } }, 'a/i18n.ts': { area: { y: 'first' } } },
    );
    expect(merged).toEqual({ a: { x: 'X' }, area: { y: 'Y', z: 'Z' } });
  });

  it('loads a language on demand and switches the provider to it, English filling what it lacks', async () => {
    const fr = await loadMessages('fr');
    expect(await loadMessages('fr')).toBe(fr);
    expect(msg(fr, 'caretaker.cop.search')).toBe('Rechercher');
    expect(await loadMessages('xx')).toBe(ENGLISH);
    await i18nProvider.changeLocale('de');
    try {
      expect(i18nProvider.translate('app.layout.sign_out')).toBe('Abmelden');
      expect(i18nProvider.translate('ra.navigation.no_results')).toBe('Keine Einträge gefunden');
    } finally {
      await i18nProvider.changeLocale('en');
    }
    expect(i18nProvider.translate('app.layout.sign_out')).toBe('Sign out');
  });
});

describe('theme settings', () => {
  afterEach(() => localStorage.clear());

  it('defaults to the colored theme, left sticky sidebar, fluid layout', () => {
    expect(loadThemeSettings('')).toEqual(DEFAULT_THEME_SETTINGS);
    expect(DEFAULT_THEME_SETTINGS).toEqual({
      theme: 'colored',
      sidebarPosition: 'left',
      sidebarBehavior: 'sticky',
      layout: 'fluid',
    });
  });

  it('reads stored values and lets URL parameters preset (and store) them', () => {
    localStorage.setItem('theme', 'light');
    localStorage.setItem('layout', 'boxed');
    expect(loadThemeSettings('')).toMatchObject({ theme: 'light', layout: 'boxed' });
    expect(loadThemeSettings('?theme=dark&sidebarPosition=right&sidebarBehavior=compact&layout=bogus')).toEqual({
      theme: 'dark',
      sidebarPosition: 'right',
      sidebarBehavior: 'compact',
      layout: 'boxed',
    });
    expect(localStorage.getItem('theme')).toBe('dark');
  });
});

describe('registry', () => {
  it('takes resources/index, then generates screens for schemas left without one', () => {
    const defs = collectResources(
      { '../resources/index.tsx': { resources: [{ name: 'settings/users', list: () => null }] } },
      SCHEMAS,
      (s) => ({
        name: s['x-resource'].route,
        list: () => null,
      }),
    );
    const names = defs.map((d) => d.name).sort();
    expect(names).toEqual(Object.keys(SCHEMAS).sort());
  });

  it("collects the areas' routes", () => {
    const routes = collectRoutes({
      '../custom-pages/a/routes.tsx': { default: [{ path: '/to-do', element: null }] },
      '../custom-pages/b/routes.tsx': { routes: [{ path: '/x', element: null, noLayout: true }] },
    });
    expect(routes.map((r) => r.path)).toEqual(['/to-do', '/x']);
  });
});
