import { describe, expect, it } from 'vitest';
import { resourceByRoute, resources } from '../../../resources/index.js';

describe('resources/index', () => {
  it('registers the administration resources first, in react-admin <Resource> shape', () => {
    expect(resources.slice(0, 4).map((r) => r.name)).toEqual([
      'settings/users',
      'settings/roles',
      'settings/permissions',
      'settings/audit-log',
    ]);
    for (const r of resources) {
      expect(typeof r.name).toBe('string');
      expect(r.list).toBeDefined();
    }
    expect(new Set(resources.map((r) => r.name)).size).toBe(resources.length);
    expect(resourceByRoute['settings/users'].recordRepresentation).toBe('full_name');
    expect(resourceByRoute['settings/users'].icon).toBeDefined();
    expect(resourceByRoute['settings/roles'].show).toBeUndefined();
    expect(resourceByRoute['settings/permissions'].create).toBeDefined();
    expect(resourceByRoute['settings/audit-log'].edit).toBeUndefined();
  });
});
