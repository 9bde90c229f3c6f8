import { describe, expect, it } from 'vitest';
import { MENU, menuFor, type MenuEntry } from '../../domain/menu.js';
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
              { title: 'C', key: 'c', permission: 'x' },
              { title: 'D', key: 'd', permission: 'y' },
            ],
          },
        ],
      },
      {
        title: 'E',
        key: 'e',
        children: [{ title: 'F', key: 'f', children: [{ title: 'G', key: 'g', permission: 'y' }] }],
      },
    ];
    const copy = JSON.parse(JSON.stringify(tree));
    const menu = menuFor(new Set(['x']), () => true, tree);
    expect(menu).toEqual([
      {
        title: 'A',
        key: 'a',
        children: [{ title: 'B', key: 'b', children: [{ title: 'C', key: 'c', permission: 'x' }] }],
      },
    ]);
    expect(tree).toEqual(copy);
  });

  it('names a known permission on every entry that has one', () => {
    for (const e of walk(MENU)) if (e.permission) expect(ALL_PERMISSION_SLUGS, e.title).toContain(e.permission);
    for (const e of walk(MENU)) expect(e.key).toMatch(/^menu\./);
  });
});
