/**
 * The COP claim page's breadcrumbs (the list's title, the tab's name) in the four interface languages: the catalogue
 * (i18n*.ts) takes them from here, and so does the page's early preview (pagePreview.ts), which the entry paints
 * before the catalogue has loaded.
 */
import { COP_CATEGORY_LABELS, type CopTab } from '../../domain/cop.js';

export interface CopPageTexts {
  list_title: string;
  /** The breadcrumbs' accessible name. */
  breadcrumb: string;
  tabs: Record<CopTab, string>;
}

export const PAGE_TEXTS: Record<'en' | 'fr' | 'de' | 'nl', CopPageTexts> = {
  en: {
    list_title: 'Cop list',
    breadcrumb: 'Breadcrumb',
    // the categories as the claim's PDF names them
    tabs: { cover: 'Cover', overall: 'Overall', summary: 'Summary', ...COP_CATEGORY_LABELS },
  },
  fr: {
    list_title: 'Liste des décomptes',
    breadcrumb: "Fil d'Ariane",
    tabs: {
      cover: 'Couverture',
      overall: "Vue d'ensemble",
      summary: 'Résumé',
      schedule_maintenance: 'Maintenance planifiée',
      custodial_repairs: 'Réparations courantes',
      general_r_and_r: 'R&R général',
      school_field: "Terrain de l'école",
      synthetic_field: 'Terrain synthétique',
      landscape_exclude_school_field: 'Paysage (hors terrain)',
      landscape_pond: 'Bassin paysager',
      landscape_garden: 'Jardin paysager',
    },
  },
  de: {
    list_title: 'Abschlagsrechnungen',
    breadcrumb: 'Brotkrümelnavigation',
    tabs: {
      cover: 'Deckblatt',
      overall: 'Gesamt',
      summary: 'Zusammenfassung',
      schedule_maintenance: 'Planmäßige Wartung',
      custodial_repairs: 'Hausmeisterreparaturen',
      general_r_and_r: 'Allgemeine R&R',
      school_field: 'Schulsportplatz',
      synthetic_field: 'Kunstrasenplatz',
      landscape_exclude_school_field: 'Grünanlagen (ohne Sportplatz)',
      landscape_pond: 'Teich',
      landscape_garden: 'Garten',
    },
  },
  nl: {
    list_title: 'Termijndeclaraties',
    breadcrumb: 'Kruimelpad',
    tabs: {
      cover: 'Voorblad',
      overall: 'Totaaloverzicht',
      summary: 'Samenvatting',
      schedule_maintenance: 'Gepland onderhoud',
      custodial_repairs: 'Klein onderhoud',
      general_r_and_r: 'Algemeen R&R',
      school_field: 'Schoolveld',
      synthetic_field: 'Kunstgrasveld',
      landscape_exclude_school_field: 'Groen (zonder schoolveld)',
      landscape_pond: 'Vijver',
      landscape_garden: 'Tuin',
    },
  },
};
