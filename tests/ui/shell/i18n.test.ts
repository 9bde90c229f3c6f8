import { afterEach, describe, expect, it } from 'vitest';
import { MSG } from '../../../domain/messages.js';
import { i18nProvider, MESSAGES, withAreaMessages } from '../../../src/i18n/index.js';
import { DEFAULT_THEME_SETTINGS, loadThemeSettings } from '../../../src/layout/themeSettings.js';
import { collectResources, collectRoutes } from '../../../src/registry.js';
import { SCHEMAS } from '../../../src/resourceRegistry.js';

describe('i18n', () => {
  it('offers English, French, German and Dutch', () => {
    expect(i18nProvider.getLocales!().map((l) => l.locale)).toEqual(['en', 'fr', 'de', 'nl']);
  });

  it("uses the specification's English wording", () => {
    const en = MESSAGES.en as any;
    expect(en.ra.navigation.no_results).toBe(MSG.noRecords);
    expect(en.ra.message.delete_content).toBe(MSG.deleteConfirm);
    expect(en.ra.validation.required).toBe('This field is required');
    expect(en.app.errors.not_found_title).toBe('Page not found');
    expect(en.app.auth.send_reset_link).toBe('Send password reset link');
    expect(en.menu.users).toBe('Users');
    expect(en.resources['settings/users'].fields.full_name).toBe('Name');
  });

  it('translates a few labels and falls back to English for the rest', () => {
    const fr = MESSAGES.fr as any;
    const de = MESSAGES.de as any;
    const nl = MESSAGES.nl as any;
    expect(fr.app.layout.sign_out).toBe('Se déconnecter');
    expect(de.app.layout.sign_out).toBe('Abmelden');
    expect(nl.app.layout.sign_out).toBe('Uitloggen');
    expect(de.app.errors.forbidden_text).toBe('We are sorry, but you do not have access to this page.');
    expect(fr.app.auth.support_link).toBe('Contact support');
  });

  it("merges the areas' messages over every locale", () => {
    const merged = withAreaMessages({ en: { a: { x: 'X' } }, fr: { a: { x: 'X' } } }, { m: { en: { area: { y: 'Y' } }, fr: { area: { y: 'Y-fr' } } } });
    expect(merged.en).toEqual({ a: { x: 'X' }, area: { y: 'Y' } });
    expect(merged.fr).toEqual({ a: { x: 'X' }, area: { y: 'Y-fr' } });
  });
});

describe('theme settings', () => {
  afterEach(() => localStorage.clear());

  it('defaults to the colored theme, left sticky sidebar, fluid layout', () => {
    expect(loadThemeSettings('')).toEqual(DEFAULT_THEME_SETTINGS);
    expect(DEFAULT_THEME_SETTINGS).toEqual({ theme: 'colored', sidebarPosition: 'left', sidebarBehavior: 'sticky', layout: 'fluid' });
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
    const defs = collectResources({ '../resources/index.tsx': { resources: [{ name: 'settings/users', list: () => null }] } }, SCHEMAS, (s) => ({
      name: s['x-resource'].route,
      list: () => null,
    }));
    const names = defs.map((d) => d.name).sort();
    expect(names).toEqual(Object.keys(SCHEMAS).sort());
  });

  it("collects the areas' routes", () => {
    const routes = collectRoutes({ '../custom-pages/a/routes.tsx': { default: [{ path: '/to-do', element: null }] }, '../custom-pages/b/routes.tsx': { routes: [{ path: '/x', element: null, noLayout: true }] } });
    expect(routes.map((r) => r.path)).toEqual(['/to-do', '/x']);
  });
});
