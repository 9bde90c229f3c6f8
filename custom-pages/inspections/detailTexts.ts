/**
 * The checklist page's status names and its Preview button in the four interface languages: the catalogue (i18n*.ts)
 * takes them from here, and so does the page's early preview (pagePreview.ts), which the entry paints before the
 * catalogue has loaded.
 */
import { INSPECTION_STATUS_LABELS } from '../../domain/inspections.js';

export interface ChecklistDetailTexts {
  status: Record<string, string>;
  /** The button to the checklist's report. */
  preview: string;
}

export const DETAIL_TEXTS: Record<'en' | 'fr' | 'de' | 'nl', ChecklistDetailTexts> = {
  en: {
    // as the lists and the PDF name them
    status: INSPECTION_STATUS_LABELS,
    preview: 'Preview',
  },
  fr: {
    status: {
      DRAFT: 'En attente (entrepreneur)',
      REJECTED: 'Rejetée',
      SUBMITTED: 'En attente (agent)',
      ACKNOWLEDGED: 'Prise en compte',
      APPROVED: 'Approuvée',
      PENDING_CONFIRMATION: 'En attente de confirmation',
    },
    preview: 'Aperçu',
  },
  de: {
    status: {
      DRAFT: 'Wartet auf Auftragnehmer',
      REJECTED: 'Abgelehnt',
      SUBMITTED: 'Wartet auf Verwalter',
      ACKNOWLEDGED: 'Zur Kenntnis genommen',
      APPROVED: 'Genehmigt',
      PENDING_CONFIRMATION: 'Bestätigung ausstehend',
    },
    preview: 'Vorschau',
  },
  nl: {
    status: {
      DRAFT: 'Wacht op aannemer',
      REJECTED: 'Afgewezen',
      SUBMITTED: 'Wacht op beheerder',
      ACKNOWLEDGED: 'Voor gezien getekend',
      APPROVED: 'Goedgekeurd',
      PENDING_CONFIRMATION: 'Wacht op bevestiging',
    },
    preview: 'Voorbeeld',
  },
};
