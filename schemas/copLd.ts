import { COP_MONTHS, COP_YEARS } from '../domain/cop.js';
import type { ResourceSchema } from './resource.js';

/** Liquidated damages (spec part 3 §2, §3, §5) of a school in a month: a plain resource the COP cover deducts. */
export const copLdSchema = {
  $id: 'liquidated-damages',
  type: 'object',
  title: 'Liquidated damages',
  'x-i18n': {
    fr: 'Pénalités de retard |||| Pénalités de retard',
    de: 'Vertragsstrafen |||| Vertragsstrafen',
    nl: 'Boetes wegens vertraging |||| Boetes wegens vertraging',
  },
  'x-resource': {
    route: 'cop/ld',
    path: '/cop-ld',
    table: 'cop_liquidated_damages',
    generic: true,
    audit: true,
    icon: 'Gavel',
    menu: { group: 'menu.cop', order: 3, title: 'Liquidated damages' },
    defaultSort: { field: 'id', order: 'DESC' },
    messages: {
      created: {
        en: 'Successfully created Liquidated damage',
        fr: 'Dommages-intérêts créés',
        de: 'Vertragsstrafe erstellt',
        nl: 'Schadevergoeding aangemaakt',
      },
      updated: {
        en: 'Successfully updated Liquidated damage',
        fr: 'Dommages-intérêts mis à jour',
        de: 'Vertragsstrafe aktualisiert',
        nl: 'Schadevergoeding bijgewerkt',
      },
    },
    permissions: { list: 'cop.view', create: 'cop.approve', update: 'cop.approve' },
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
    mo: {
      type: 'integer',
      title: 'Month',
      'x-i18n': { fr: 'Mois', de: 'Monat', nl: 'Maand' },
      enum: COP_MONTHS,
      'x-list': 2,
      'x-filter': 'select',
    },
    yr: {
      type: 'integer',
      title: 'Year',
      'x-i18n': { fr: 'Année', de: 'Jahr', nl: 'Jaar' },
      enum: COP_YEARS,
      'x-list': 3,
      'x-filter': 'select',
    },
    amount: {
      type: 'number',
      title: 'Amount',
      'x-i18n': { fr: 'Montant', de: 'Betrag', nl: 'Bedrag' },
      'x-widget': 'money',
      minimum: 0,
      maximum: 999999999,
      'x-list': 4,
    },
    created_at: { type: 'string', title: 'Created', readOnly: true },
  },
  required: ['school_id', 'mo', 'yr', 'amount'],
  additionalProperties: false,
} as const satisfies ResourceSchema;
