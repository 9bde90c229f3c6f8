import { DOCUMENT_BUCKET, DOCUMENT_CATEGORIES } from '../domain/constants.js';
import type { AreaListSchema, ResourceSchema } from './resource.js';

/**
 * Document repository items: hand-written multipart routes (server/routes/documents), this schema for the form, the
 * record's types and the react-admin resource; the list's columns and filters are documentListSchema's below.
 */
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
    name: { type: 'string', title: 'Name', minLength: 1, maxLength: 191 },
    category: {
      type: 'array',
      title: 'Category',
      items: { type: 'string', enum: DOCUMENT_CATEGORIES },
      minItems: 1,
      uniqueItems: true,
      'x-widget': 'multiselect',
    },
    description: {
      type: ['string', 'null'],
      title: 'Description',
      maxLength: 5000,
      'x-widget': 'textarea',
    },
    bucket: { type: 'string', title: 'Bucket', enum: [DOCUMENT_BUCKET], default: DOCUMENT_BUCKET },
    attachments: { type: 'array', title: 'Files', items: { type: 'object' }, readOnly: true, 'x-widget': 'files' },
    created_at: { type: 'string', title: 'Created', readOnly: true },
    updated_at: { type: 'string', title: 'Updated', readOnly: true },
  },
  required: ['name', 'category'],
  additionalProperties: false,
} as const satisfies ResourceSchema & { properties: Record<string, { minItems?: number; uniqueItems?: boolean }> };

/**
 * /document-repository (spec part 1 §2.4): its columns (`x-list`, in that order) and its one filter, the name search
 * (applied as one types, spec part 1 §7), read by the list route (server/routes/documents/list.ts), `GET /config/document`
 * and the page (custom-pages/documents/DocumentList.tsx). An `x-area-list`: documentSchema above stays the discovered
 * react-admin resource (the form, the data provider's path). A new column or filter is one property here.
 */
export const documentListSchema = {
  $id: 'document-list',
  type: 'object',
  title: 'Document',
  'x-area-list': {
    route: '/document-repository',
    path: '/documents',
    resource: 'document-repository',
    table: 'documents',
    defaultSort: { field: 'created_at', order: 'DESC' },
    title: 'caretaker.documents.list_title',
    labels: { columns: 'resources.document-repository.fields.', filters: 'resources.document-repository.fields.' },
    permissions: { list: 'document.view' },
    create: { permission: 'document.create', label: 'ra.action.create' },
    liveFilters: true,
  },
  properties: {
    name: {
      type: 'string',
      title: 'Name',
      maxLength: 191,
      'x-list': 1,
      'x-filter': 'search',
      'x-placeholder': 'caretaker.documents.search',
    },
    // Drawn by the page as a chip per category.
    category: { type: 'array', title: 'Category', 'x-list': 2 },
    description: { type: ['string', 'null'], title: 'Description', 'x-list': 3 },
    // Drawn by the page as the number of files.
    attachments: { type: 'array', title: 'Files', 'x-list': 4 },
    created_by: { type: 'object', title: 'Created by', 'x-list': 5, 'x-display': ['created_by.full_name'] },
    updated_at: {
      type: 'string',
      title: 'Updated at',
      format: 'date-time',
      'x-list': 6,
      'x-display': ['updated_at', 'created_at'],
    },
  },
} as const satisfies AreaListSchema;
