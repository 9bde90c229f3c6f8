import type { ResourceSchema } from './resource.js';

/** Roles have hand-written routes (their permission list), but share this schema for validation, columns and types. */
export const roleSchema = {
  $id: 'role',
  type: 'object',
  title: 'Role',
  'x-resource': {
    route: 'settings/roles',
    path: '/role',
    table: 'roles',
    audit: true,
    icon: 'Badge',
    recordRepresentation: 'name',
    defaultSort: { field: 'name', order: 'ASC' },
    permissions: {
      list: 'role.view',
      show: 'role.view',
      create: 'role.create',
      update: 'role.edit',
      delete: 'role.delete',
    },
  },
  properties: {
    id: { type: 'integer', readOnly: true },
    name: {
      type: 'string',
      title: 'Name',
      minLength: 1,
      maxLength: 191,
      'x-list': 1,
      'x-filter': 'search',
      'x-sortable': true,
    },
    slug: {
      type: 'string',
      title: 'Slug',
      minLength: 1,
      maxLength: 191,
      'x-list': 2,
      'x-filter': 'search',
      'x-unique': true,
      'x-sortable': true,
    },
    description: {
      type: ['string', 'null'],
      title: 'Description',
      maxLength: 2000,
      'x-list': 3,
      'x-filter': 'search',
      'x-widget': 'textarea',
    },
    /** Users of this role set up an authenticator app on their next sign-in (docs/two-factor.md). */
    requires_two_factor: {
      type: 'boolean',
      title: 'Requires two-factor sign-in',
      default: false,
    },
    /** Off: the role's users sign in through their organisation's provider only (docs/single-sign-on.md). */
    password_sign_in: {
      type: 'boolean',
      title: 'Password sign-in allowed',
      default: true,
    },
    permission_ids: { type: 'array', title: 'Permissions', items: { type: 'integer' }, maxItems: 1000 },
  },
  required: ['name', 'slug'],
  additionalProperties: false,
} as const satisfies ResourceSchema & { properties: Record<string, { maxItems?: number }> };
