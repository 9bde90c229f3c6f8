/**
 * The quotation form's heading ('Edit quotation': a mode word in the title) and its breadcrumb's label in the four
 * interface languages: the catalogue (i18n*.ts) takes them from here, and so does the form's early preview
 * (pagePreview.ts), which the entry paints before the catalogue has loaded.
 */
export interface QuotationFormTexts {
  breadcrumb: string;
  /** `%{mode}` is the mode word. */
  title: string;
  mode_create: string;
  mode_edit: string;
  mode_sign: string;
  mode_view: string;
}

export const FORM_TEXTS: Record<'en' | 'fr' | 'de' | 'nl', QuotationFormTexts> = {
  en: {
    breadcrumb: 'Breadcrumb',
    title: '%{mode} quotation',
    mode_create: 'Create',
    mode_edit: 'Edit',
    mode_sign: 'Sign',
    mode_view: 'View',
  },
  fr: {
    breadcrumb: "Fil d'Ariane",
    title: '%{mode} le devis',
    mode_create: 'Créer',
    mode_edit: 'Modifier',
    mode_sign: 'Signer',
    mode_view: 'Afficher',
  },
  de: {
    breadcrumb: 'Brotkrümelnavigation',
    title: 'Angebot: %{mode}',
    mode_create: 'Erstellen',
    mode_edit: 'Bearbeiten',
    mode_sign: 'Unterschreiben',
    mode_view: 'Anzeigen',
  },
  nl: {
    breadcrumb: 'Kruimelpad',
    title: 'Offerte: %{mode}',
    mode_create: 'Aanmaken',
    mode_edit: 'Bewerken',
    mode_sign: 'Ondertekenen',
    mode_view: 'Bekijken',
  },
};
