import { describe, expect, it } from 'vitest';
import { MENU, menuFor } from '../../../domain/menu.js';
import { PERMISSIONS } from '../../../domain/permissions.js';
import { shortcutsOf } from '../../../src/pages/Home.js';

describe('home shortcuts', () => {
  it('offers every in-app screen of the menu the user has, with the group icon when an entry has none', () => {
    const menu = menuFor(new Set(['user.view', 'audit.view']));
    const shortcuts = shortcutsOf(menu);
    expect(shortcuts.map((s) => s.href)).toEqual(['/settings/users', '/settings/audit-log']);
    expect(shortcuts.every((s) => s.icon === 'Settings')).toBe(true);
    // the to-do page appears with any area whose work it gathers
    expect(shortcutsOf(menuFor(new Set(['wso.view']))).map((s) => s.href)).toContain('/to-do');
  });

  it('leaves out home itself and external links', () => {
    const all = shortcutsOf(menuFor(new Set(PERMISSIONS.map((p) => p.slug)), () => true, MENU));
    expect(all.some((s) => s.href === '/')).toBe(false);
    expect(all.some((s) => s.href?.startsWith('mailto:'))).toBe(false);
    expect(all.length).toBeGreaterThan(20);
  });
});
