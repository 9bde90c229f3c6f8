import { ZONES } from '../domain/constants.js';
import { COP_MONTHS, COP_YEARS, KPI_TYPES } from '../domain/cop.js';
import type { ResourceSchema } from './resource.js';

/** A zone's KPI adjustment of a month (spec part 3 §2, §3, §5): a percentage of the COP total, added or deducted. */
export const copKpiSchema = {
  $id: 'kpi',
  type: 'object',
  title: 'KPI',
  'x-i18n': { fr: 'KPI |||| KPI', de: 'KPI |||| KPI', nl: 'KPI |||| KPI' },
  'x-resource': {
    route: 'cop/kpi',
    path: '/cop-kpi',
    table: 'cop_kpis',
    generic: true,
    audit: true,
    icon: 'Speed',
    menu: { group: 'menu.cop', order: 4, title: 'KPI' },
    defaultSort: { field: 'id', order: 'DESC' },
    updateVia: ['put', 'patch', 'post'],
    messages: {
      created: { en: 'Successfully created KPI', fr: 'KPI créé', de: 'KPI erstellt', nl: 'KPI aangemaakt' },
      updated: { en: 'Successfully updated KPI', fr: 'KPI mis à jour', de: 'KPI aktualisiert', nl: 'KPI bijgewerkt' },
    },
    permissions: { list: 'cop.view', create: 'cop.approve', update: 'cop.approve' },
  },
  properties: {
    id: { type: 'integer', readOnly: true, 'x-sortable': true },
    zone: {
      type: 'string',
      title: 'Zone',
      'x-i18n': { fr: 'Zone', de: 'Zone', nl: 'Zone' },
      enum: ZONES,
      'x-options-url': '/config/zones-in-charge',
      'x-scope': 'zone',
      'x-list': 1,
    },
    type: {
      type: 'string',
      title: 'Type',
      'x-i18n': { fr: 'Type', de: 'Art', nl: 'Soort' },
      enum: KPI_TYPES,
      'x-list': 2,
      'x-filter': 'select',
    },
    month: {
      type: 'integer',
      title: 'Month',
      'x-i18n': { fr: 'Mois', de: 'Monat', nl: 'Maand' },
      enum: COP_MONTHS,
      'x-list': 3,
      'x-filter': 'select',
    },
    year: {
      type: 'integer',
      title: 'Year',
      'x-i18n': { fr: 'Année', de: 'Jahr', nl: 'Jaar' },
      enum: COP_YEARS,
      'x-list': 4,
      'x-filter': 'select',
    },
    total_percentage: {
      type: 'number',
      title: 'Total percentage',
      'x-i18n': { fr: 'Pourcentage total', de: 'Gesamtprozentsatz', nl: 'Totaal percentage' },
      minimum: 0,
      maximum: 100,
      'x-decimals': 2,
      'x-list': 5,
    },
    created_at: { type: 'string', title: 'Created', readOnly: true },
  },
  required: ['zone', 'type', 'month', 'year', 'total_percentage'],
  additionalProperties: false,
} as const satisfies ResourceSchema;
