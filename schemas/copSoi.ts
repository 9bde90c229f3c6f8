import { COP_CATEGORIES, COP_CATEGORY_LABELS, SOI_TYPES } from '../domain/cop.js';
import type { ResourceSchema } from './resource.js';

/**
 * Schedule of instructions (spec part 3 §2, §3, §5): a variation ordered for a school and category. A plain resource
 * (generic CRUD and generated screens); the COP reads the additions and omissions starting in a claim's month.
 */
export const copSoiSchema = {
  $id: 'soi',
  type: 'object',
  title: 'SOI',
  'x-i18n': { fr: 'SOI |||| SOI', de: 'SOI |||| SOI', nl: 'SOI |||| SOI' },
  'x-resource': {
    route: 'cop/soi',
    path: '/cop-soi',
    table: 'cop_sois',
    generic: true,
    audit: true,
    icon: 'PlaylistAdd',
    menu: { group: 'menu.cop', order: 2, title: 'SOI' },
    defaultSort: { field: 'start_date', order: 'DESC' },
    updateVia: ['put', 'patch', 'post'],
    messages: {
      created: { en: 'Successfully created SOI', fr: 'SOI créé', de: 'SOI erstellt', nl: 'SOI aangemaakt' },
      updated: { en: 'Successfully updated SOI', fr: 'SOI mis à jour', de: 'SOI aktualisiert', nl: 'SOI bijgewerkt' },
    },
    permissions: { list: 'cop.view', create: 'cop.edit', update: 'cop.edit', delete: 'cop.delete' },
  },
  properties: {
    id: { type: 'integer', readOnly: true, 'x-sortable': true },
    school_id: {
      type: 'integer',
      title: 'School',
      'x-i18n': { fr: 'École', de: 'Schule', nl: 'School' },
      'x-reference': { resource: 'settings/schools', display: 'name' },
      'x-scope': 'school',
      'x-list': 1,
      'x-filter': 'reference',
    },
    category: {
      type: 'string',
      title: 'Category',
      'x-i18n': { fr: 'Catégorie', de: 'Kategorie', nl: 'Categorie' },
      enum: COP_CATEGORIES,
      'x-enum-labels': COP_CATEGORY_LABELS,
      'x-list': 2,
      'x-filter': 'select',
    },
    type: {
      type: 'string',
      title: 'Type',
      'x-i18n': { fr: 'Type', de: 'Art', nl: 'Soort' },
      enum: SOI_TYPES,
      'x-list': 3,
      'x-filter': 'select',
    },
    start_date: {
      type: 'string',
      format: 'date',
      title: 'Start date',
      'x-i18n': { fr: 'Date de début', de: 'Beginn', nl: 'Begindatum' },
      'x-list': 4,
      'x-filter': 'date',
      'x-filter-op': 'gte',
      'x-sortable': true,
    },
    end_date: {
      type: ['string', 'null'],
      format: 'date',
      title: 'End date',
      'x-i18n': { fr: 'Date de fin', de: 'Ende', nl: 'Einddatum' },
      'x-list': 5,
      'x-filter': 'date',
      'x-filter-op': 'lte',
    },
    amount: {
      type: ['number', 'null'],
      title: 'Amount',
      'x-i18n': { fr: 'Montant', de: 'Betrag', nl: 'Bedrag' },
      'x-widget': 'money',
      minimum: 0,
      maximum: 999999999,
      'x-list': 6,
    },
    remarks: {
      type: ['string', 'null'],
      title: 'Remarks',
      'x-i18n': { fr: 'Remarques', de: 'Bemerkungen', nl: 'Opmerkingen' },
      maxLength: 2000,
      'x-widget': 'textarea',
      'x-filter': 'search',
    },
    created_at: { type: 'string', title: 'Created', readOnly: true },
  },
  required: ['school_id', 'category', 'type', 'start_date'],
  additionalProperties: false,
} as const satisfies ResourceSchema;
