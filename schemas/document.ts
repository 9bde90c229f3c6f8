import { DOCUMENT_BUCKET, DOCUMENT_CATEGORIES } from '../domain/constants.js';
import type { ResourceSchema } from './resource.js';

/** Document repository items: hand-written multipart routes (server/routes/documents), this schema for columns, forms and types. */
export const documentSchema = {
  $id: 'document',
  type: 'object',
  title: 'Document',
  'x-resource': {
    route: 'document-repository',
    path: '/documents',
    table: 'documents',
    generic: false,
    audit: true,
    icon: 'Folder',
    recordRepresentation: 'name',
    defaultSort: { field: 'created_at', order: 'DESC' },
    permissions: {
      list: 'document.view',
      show: 'document.view',
      create: 'document.create',
      update: 'document.edit',
      delete: 'document.delete',
    },
  },
  properties: {
    id: { type: 'integer', readOnly: true },
    name: { type: 'string', title: 'Name', minLength: 1, maxLength: 191, 'x-list': 1, 'x-filter': 'search' },
    category: {
      type: 'array',
      title: 'Category',
      items: { type: 'string', enum: DOCUMENT_CATEGORIES },
      minItems: 1,
      uniqueItems: true,
      'x-widget': 'multiselect',
      'x-list': 2,
    },
    description: {
      type: ['string', 'null'],
      title: 'Description',
      maxLength: 5000,
      'x-widget': 'textarea',
      'x-list': 3,
    },
    bucket: { type: 'string', title: 'Bucket', enum: [DOCUMENT_BUCKET], default: DOCUMENT_BUCKET },
    attachments: { type: 'array', title: 'Files', items: { type: 'object' }, readOnly: true, 'x-widget': 'files' },
    created_at: { type: 'string', title: 'Created', readOnly: true, 'x-list': 4 },
    updated_at: { type: 'string', title: 'Updated', readOnly: true },
  },
  required: ['name', 'category'],
  additionalProperties: false,
} as const satisfies ResourceSchema & { properties: Record<string, { minItems?: number; uniqueItems?: boolean }> };
