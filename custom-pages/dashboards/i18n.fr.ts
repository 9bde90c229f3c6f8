/** French messages (the English, the specification's wording, is in i18n.ts). */
import { COUNT_TEXTS } from './countTexts.js';
import { PAGE_TEXTS } from './pageTexts.js';

export const fr = {
  caretaker: {
    dashboards: {
      filters: COUNT_TEXTS.fr.filters,
      months: COUNT_TEXTS.fr.months,
      tabs: COUNT_TEXTS.fr.tabs,
      category: 'Catégorie',
      total: 'Total',
      no_data: COUNT_TEXTS.fr.no_data,
      error: "Le tableau de bord n'a pas pu être chargé.",
      support:
        "Ce tableau de bord n'est pas disponible pour votre rôle. Contactez le support si vous avez besoin d'un accès.",
      all_schools: COUNT_TEXTS.fr.all_schools,
      export: 'Exporter',
      exporting: "Préparation de l'export…",
      export_failed: "L'export n'a pas pu être préparé.",
      by: {
        zone: 'Zone',
        school: 'École',
        month: 'Mois',
      },
      columns: COUNT_TEXTS.fr.columns,
      quotation: {
        title: PAGE_TEXTS.fr.quotation,
        by_zone: 'Synthèse par zone',
        by_month: 'Synthèse par mois',
        by_school: 'Synthèse par école',
        zone_chart: 'Montants des devis par zone',
        month_chart: 'Montants des devis par mois',
      },
      inspection: {
        title: PAGE_TEXTS.fr.inspection,
      },
      defect: {
        title: PAGE_TEXTS.fr.defect,
      },
      checklist_summary: {
        title: PAGE_TEXTS.fr.checklist_summary,
      },
      checklist_status: {
        title: PAGE_TEXTS.fr.checklist_status,
      },
      monthly_summary: {
        title: PAGE_TEXTS.fr.monthly_summary,
        help: PAGE_TEXTS.fr.monthly_summary_help,
      },
      apv: {
        title: PAGE_TEXTS.fr.apv,
        tabs: {
          school: 'École',
          moe: 'MOE',
        },
        total_quotation_amount: 'Montant total des devis',
        total_claim_amount: 'Montant total réclamé',
        total_invoice_amount: 'Montant total facturé',
        columns: {
          sn: 'N°',
          quotation_reference: 'Référence du devis',
          epi_reference_no: 'Référence EPI',
          epo_reference_no: 'Référence EPO',
          quotation_date: 'Date du devis',
          approved_on: 'Approuvé le',
          wso_date: "Date de l'ordre de service",
          claim_date: 'Date de réclamation',
          invoice_date: 'Date de facture',
          school: 'École',
          job: 'Travaux',
          quotation_amount: 'Montant du devis',
          claim_submit_amount: 'Montant réclamé',
          invoice_amount: 'Montant facturé',
        },
      },
    },
  },
};
