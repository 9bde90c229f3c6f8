/** German messages (the English, the specification's wording, is in i18n.ts). */
import { COUNT_TEXTS } from './countTexts.js';
import { PAGE_TEXTS } from './pageTexts.js';

export const de = {
  caretaker: {
    dashboards: {
      filters: COUNT_TEXTS.de.filters,
      months: COUNT_TEXTS.de.months,
      tabs: COUNT_TEXTS.de.tabs,
      category: 'Kategorie',
      total: 'Summe',
      no_data: COUNT_TEXTS.de.no_data,
      error: 'Das Dashboard konnte nicht geladen werden.',
      support:
        'Dieses Dashboard ist für Ihre Rolle nicht verfügbar. Wenden Sie sich an den Support, wenn Sie Zugriff benötigen.',
      all_schools: COUNT_TEXTS.de.all_schools,
      export: 'Exportieren',
      exporting: 'Export wird vorbereitet…',
      export_failed: 'Der Export konnte nicht erstellt werden.',
      by: {
        zone: 'Zone',
        school: 'Schule',
        month: 'Monat',
      },
      columns: COUNT_TEXTS.de.columns,
      quotation: {
        title: PAGE_TEXTS.de.quotation,
        by_zone: 'Übersicht nach Zone',
        by_month: 'Übersicht nach Monat',
        by_school: 'Übersicht nach Schule',
        zone_chart: 'Angebotsbeträge nach Zone',
        month_chart: 'Angebotsbeträge nach Monat',
      },
      inspection: {
        title: PAGE_TEXTS.de.inspection,
      },
      defect: {
        title: PAGE_TEXTS.de.defect,
      },
      checklist_summary: {
        title: PAGE_TEXTS.de.checklist_summary,
      },
      checklist_status: {
        title: PAGE_TEXTS.de.checklist_status,
      },
      monthly_summary: {
        title: PAGE_TEXTS.de.monthly_summary,
        help: PAGE_TEXTS.de.monthly_summary_help,
      },
      apv: {
        title: PAGE_TEXTS.de.apv,
        tabs: {
          school: 'Schule',
          moe: 'MOE',
        },
        total_quotation_amount: 'Angebotsbetrag gesamt',
        total_claim_amount: 'Abrechnungsbetrag gesamt',
        total_invoice_amount: 'Rechnungsbetrag gesamt',
        columns: {
          sn: 'Nr.',
          quotation_reference: 'Angebotsreferenz',
          epi_reference_no: 'EPI-Referenz',
          epo_reference_no: 'EPO-Referenz',
          quotation_date: 'Angebotsdatum',
          approved_on: 'Genehmigt am',
          wso_date: 'Arbeitsauftragsdatum',
          claim_date: 'Abrechnungsdatum',
          invoice_date: 'Rechnungsdatum',
          school: 'Schule',
          job: 'Arbeiten',
          quotation_amount: 'Angebotsbetrag',
          claim_submit_amount: 'Abgerechneter Betrag',
          invoice_amount: 'Rechnungsbetrag',
        },
      },
    },
  },
};
