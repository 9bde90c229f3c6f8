/**
 * The dashboards' titles (the APV dashboard's spelled out as the specification names the page, like its siblings; the
 * menu keeps 'APV') and the monthly summary's explanation in the four interface languages: the catalogue (i18n*.ts)
 * takes them from here, and so does the pages' early preview (pagePreview.ts), which the entry paints before the
 * catalogue has loaded.
 */
export interface DashboardPageTexts {
  quotation: string;
  inspection: string;
  defect: string;
  checklist_summary: string;
  checklist_status: string;
  monthly_summary: string;
  apv: string;
  monthly_summary_help: string;
}

export const PAGE_TEXTS: Record<'en' | 'fr' | 'de' | 'nl', DashboardPageTexts> = {
  en: {
    quotation: 'Quotation dashboard',
    inspection: 'Inspection dashboard',
    defect: 'Defect dashboard',
    checklist_summary: 'Checklist summary',
    checklist_status: 'Checklist status',
    monthly_summary: 'Monthly summary report',
    apv: 'APV dashboard',
    monthly_summary_help:
      "Choose the month and year, then Export: the report lists each school's checklists (pending TC, pending MA, approved) and its defects (follow up, repaired) of that month.",
  },
  fr: {
    quotation: 'Tableau de bord des devis',
    inspection: 'Tableau de bord des inspections',
    defect: 'Tableau de bord des défauts',
    checklist_summary: 'Synthèse des listes de contrôle',
    checklist_status: 'État des listes de contrôle',
    monthly_summary: 'Rapport mensuel de synthèse',
    apv: 'Tableau de bord APV',
    monthly_summary_help:
      "Choisissez le mois et l'année, puis Exporter : le rapport liste pour chaque école les listes de contrôle (en attente TC, en attente MA, approuvées) et les défauts (à suivre, réparés) du mois.",
  },
  de: {
    quotation: 'Angebots-Dashboard',
    inspection: 'Inspektions-Dashboard',
    defect: 'Mängel-Dashboard',
    checklist_summary: 'Checklisten-Übersicht',
    checklist_status: 'Checklisten-Status',
    monthly_summary: 'Monatlicher Zusammenfassungsbericht',
    apv: 'APV-Dashboard',
    monthly_summary_help:
      'Wählen Sie Monat und Jahr, dann Exportieren: Der Bericht listet je Schule die Checklisten (offen TC, offen MA, genehmigt) und die Mängel (nachverfolgen, repariert) des Monats.',
  },
  nl: {
    quotation: 'Offertedashboard',
    inspection: 'Inspectiedashboard',
    defect: 'Gebrekendashboard',
    checklist_summary: 'Overzicht checklists',
    checklist_status: 'Status checklists',
    monthly_summary: 'Maandelijks overzichtsrapport',
    apv: 'APV-dashboard',
    monthly_summary_help:
      'Kies maand en jaar en klik op Exporteren: het rapport toont per school de checklists (wacht op TC, wacht op MA, goedgekeurd) en de gebreken (opvolgen, hersteld) van die maand.',
  },
};
