import { describe, expect, it } from 'vitest';
import { MENU, menuFor, withResourceEntries, type MenuEntry } from '../../domain/menu.js';
import { ALL_PERMISSION_SLUGS, permissionsForRole } from '../../domain/permissions.js';

const titles = (entries: MenuEntry[]) => entries.map((e) => e.title);
const find = (entries: MenuEntry[], title: string) => entries.find((e) => e.title === title);

describe('menuFor', () => {
  const walk = (entries: MenuEntry[]): MenuEntry[] => entries.flatMap((e) => [e, ...walk(e.children ?? [])]);
  const ADMIN_ONLY = ['Users', 'Roles', 'Permissions', 'Audit log'];

  it('gives an administrator Dashboard, Settings (Users, Roles, Permissions, Audit log) and Help', () => {
    const menu = menuFor(new Set(ALL_PERMISSION_SLUGS));
    expect(titles(menu)).toEqual(expect.arrayContaining(['Dashboard', 'Settings', 'Help']));
    expect(titles(find(menu, 'Settings')!.children!)).toEqual(expect.arrayContaining(ADMIN_ONLY));
    expect(menu.at(-1)!.title).toBe('Help');
  });

  it('leaves planned entries out by default and shows them when asked', () => {
    const all = new Set(ALL_PERMISSION_SLUGS);
    expect(titles(menuFor(all, () => true))).toEqual(titles(MENU));
    const shown = walk(menuFor(all)).map((e) => e.key);
    for (const e of walk(MENU)) if (e.planned) expect(shown, e.key).not.toContain(e.key);
    const tree: MenuEntry[] = [
      { title: 'Built', key: 'menu.built', href: '/b' },
      {
        title: 'Group',
        key: 'menu.group',
        children: [{ title: 'Later', key: 'menu.later', href: '/l', planned: true }],
      },
    ];
    expect(titles(menuFor(new Set(), undefined, tree))).toEqual(['Built']);
    expect(titles(menuFor(new Set(), () => true, tree))).toEqual(['Built', 'Group']);
  });

  it('drops entries without the permission and groups left with no children', () => {
    const menu = menuFor(new Set(['role.view']));
    expect(titles(menu)).toEqual(['Settings', 'Help']);
    expect(titles(find(menu, 'Settings')!.children!)).toEqual(['Roles']);
    expect(titles(menuFor(new Set()))).toEqual(['Help']);
  });

  it('gives a technician none of the administration entries', () => {
    const menu = walk(menuFor(new Set(permissionsForRole('TECHNICIAN'))));
    for (const title of ADMIN_ONLY) expect(titles(menu)).not.toContain(title);
    expect(titles(menu)).toContain('Dashboard');
  });

  it('nests children at any depth and does not change its input', () => {
    const tree: MenuEntry[] = [
      {
        title: 'A',
        key: 'a',
        children: [
          {
            title: 'B',
            key: 'b',
            children: [
              { title: 'C', key: 'c', permission: 'fsr.view' },
              { title: 'D', key: 'd', permission: 'cop.view' },
            ],
          },
        ],
      },
      {
        title: 'E',
        key: 'e',
        children: [{ title: 'F', key: 'f', children: [{ title: 'G', key: 'g', permission: 'cop.view' }] }],
      },
    ];
    const copy = JSON.parse(JSON.stringify(tree));
    const menu = menuFor(new Set(['fsr.view']), () => true, tree);
    expect(menu).toEqual([
      {
        title: 'A',
        key: 'a',
        children: [{ title: 'B', key: 'b', children: [{ title: 'C', key: 'c', permission: 'fsr.view' }] }],
      },
    ]);
    expect(tree).toEqual(copy);
  });

  it('names a known permission on every entry that has one', () => {
    for (const e of walk(MENU)) if (e.permission) expect(ALL_PERMISSION_SLUGS, e.title).toContain(e.permission);
    for (const e of walk(MENU)) expect(e.key).toMatch(/^menu\./);
  });

  it('places schema resources under their group at their order, or at the top level when the group is unknown', () => {
    const base: MenuEntry[] = [
      {
        title: 'Settings',
        key: 'menu.settings',
        children: [{ title: 'Users', key: 'menu.users', href: '/u', permission: 'user.view' }],
      },
      { title: 'Help', key: 'menu.help', href: 'mailto:x' },
    ];
    const out = withResourceEntries(base, [
      { key: 'menu.resource_a', title: 'A', href: '/a', permission: 'school.view', group: 'menu.settings', order: 0 },
      { key: 'menu.resource_b', title: 'B', href: '/b', permission: 'school.view', group: 'menu.settings' },
      { key: 'menu.resource_c', title: 'C', href: '/c', permission: 'school.view', group: 'menu.nowhere', order: 1 },
    ]);
    expect(out.map((e) => e.key)).toEqual(['menu.settings', 'menu.resource_c', 'menu.help']);
    expect(out[0].children!.map((e) => e.key)).toEqual(['menu.resource_a', 'menu.users', 'menu.resource_b']);
    expect(base[0].children).toHaveLength(1);
    expect(menuFor(new Set(['document.view']), () => true, out).map((e) => e.key)).toEqual(['menu.help']);
  });
});
