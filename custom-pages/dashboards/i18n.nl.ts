/** Dutch messages (the English, the specification's wording, is in i18n.ts). */
import { COUNT_TEXTS } from './countTexts.js';
import { PAGE_TEXTS } from './pageTexts.js';

export const nl = {
  caretaker: {
    dashboards: {
      filters: COUNT_TEXTS.nl.filters,
      months: COUNT_TEXTS.nl.months,
      tabs: COUNT_TEXTS.nl.tabs,
      category: 'Categorie',
      total: 'Totaal',
      no_data: COUNT_TEXTS.nl.no_data,
      error: 'Het dashboard kon niet worden geladen.',
      support: 'Dit dashboard is niet beschikbaar voor uw rol. Neem contact op met support als u toegang nodig heeft.',
      all_schools: COUNT_TEXTS.nl.all_schools,
      export: 'Exporteren',
      exporting: 'Export wordt voorbereid…',
      export_failed: 'De export kon niet worden gemaakt.',
      by: {
        zone: 'Zone',
        school: 'School',
        month: 'Maand',
      },
      columns: COUNT_TEXTS.nl.columns,
      quotation: {
        title: PAGE_TEXTS.nl.quotation,
        by_zone: 'Overzicht per zone',
        by_month: 'Overzicht per maand',
        by_school: 'Overzicht per school',
        zone_chart: 'Offertebedragen per zone',
        month_chart: 'Offertebedragen per maand',
      },
      inspection: {
        title: PAGE_TEXTS.nl.inspection,
      },
      defect: {
        title: PAGE_TEXTS.nl.defect,
      },
      checklist_summary: {
        title: PAGE_TEXTS.nl.checklist_summary,
      },
      checklist_status: {
        title: PAGE_TEXTS.nl.checklist_status,
      },
      monthly_summary: {
        title: PAGE_TEXTS.nl.monthly_summary,
        help: PAGE_TEXTS.nl.monthly_summary_help,
      },
      apv: {
        title: PAGE_TEXTS.nl.apv,
        tabs: {
          school: 'School',
          moe: 'MOE',
        },
        total_quotation_amount: 'Totaal offertebedrag',
        total_claim_amount: 'Totaal gedeclareerd bedrag',
        total_invoice_amount: 'Totaal gefactureerd bedrag',
        columns: {
          sn: 'Nr.',
          quotation_reference: 'Offertereferentie',
          epi_reference_no: 'EPI-referentie',
          epo_reference_no: 'EPO-referentie',
          quotation_date: 'Offertedatum',
          approved_on: 'Goedgekeurd op',
          wso_date: 'Werkorderdatum',
          claim_date: 'Declaratiedatum',
          invoice_date: 'Factuurdatum',
          school: 'School',
          job: 'Werk',
          quotation_amount: 'Offertebedrag',
          claim_submit_amount: 'Gedeclareerd bedrag',
          invoice_amount: 'Factuurbedrag',
        },
      },
    },
  },
};
