/** Permission slugs are a type derived from the catalogue (issue 9 §1): a misspelt slug is a compile error. */
import { describe, expect, it } from 'vitest';
import { ALL_PERMISSION_SLUGS, type PermissionSlug } from '../../domain/permissions.js';
import type { ResourceAnnotation } from '../../schemas/resource.js';

describe('PermissionSlug', () => {
  it('admits the catalogue and nothing else (npm run typecheck fails if the marked lines ever compile)', () => {
    const good: PermissionSlug = 'excel-export.create';
    // @ts-expect-error a misspelt area
    const badArea: PermissionSlug = 'excel-exports.create';
    // @ts-expect-error an action the area does not have
    const badAction: PermissionSlug = 'dashboard.edit';
    // @ts-expect-error a schema naming a slug that does not exist
    const permissions: ResourceAnnotation['permissions'] = { list: 'school.list' };
    expect(ALL_PERMISSION_SLUGS).toContain(good);
    for (const bad of [badArea, badAction, permissions.list]) expect(ALL_PERMISSION_SLUGS).not.toContain(bad);
    expect(new Set(ALL_PERMISSION_SLUGS).size).toBe(ALL_PERMISSION_SLUGS.length);
  });
});
