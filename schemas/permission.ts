import type { ResourceSchema } from './resource.js';

export const permissionSchema = {
  $id: 'permission',
  type: 'object',
  title: 'Permission',
  'x-resource': {
    route: 'settings/permissions',
    path: '/permission',
    table: 'permissions',
    generic: true,
    audit: true,
    icon: 'Key',
    recordRepresentation: 'name',
    defaultSort: { field: 'category', order: 'ASC' },
    permissions: { list: 'permission.view', show: 'permission.view', create: 'permission.create', update: 'permission.edit', delete: 'permission.delete' },
  },
  properties: {
    id: { type: 'integer', readOnly: true },
    name: { type: 'string', title: 'Name', minLength: 1, maxLength: 191, 'x-list': 1, 'x-filter': 'search', 'x-sortable': true },
    slug: { type: 'string', title: 'Slug', minLength: 1, maxLength: 191, pattern: '^[A-Za-z0-9._-]+$', 'x-list': 2, 'x-filter': 'search', 'x-unique': true, 'x-sortable': true },
    category: { type: 'string', title: 'Category', minLength: 1, maxLength: 100, 'x-list': 3, 'x-filter': 'search', 'x-widget': 'select', 'x-options-url': '/permission/config', 'x-sortable': true },
    description: { type: ['string', 'null'], title: 'Description', maxLength: 2000, 'x-widget': 'textarea' },
  },
  required: ['name', 'slug', 'category'],
  additionalProperties: false,
} as const satisfies ResourceSchema & { properties: Record<string, { pattern?: string }> };
