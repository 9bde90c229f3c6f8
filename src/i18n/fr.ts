/**
 * French: react-admin's French catalogue (ra-language-french) with the specification's wording where en.ts overrides
 * react-admin, and every shell message (auth pages, errors, layout, theme, menu, generated resource titles).
 */
import frenchMessages from 'ra-language-french';
import { en, resourceMenuMessages, resourceMessages, specMessages, type Messages, type SpecMessages } from './en.js';
import { deepMerge } from './merge.js';
import { PUBLIC_TEXTS } from '../pages/auth/i18n.js';

/** The specification's messages (domain/messages.ts). */
const msg: SpecMessages = PUBLIC_TEXTS.fr.msg;

/** Where en.ts replaces react-admin's wording with the specification's, or where the package drops a placeholder. */
const ra = {
  navigation: { no_filtered_results: 'Aucun %{name} trouvé avec les filtres actuels.' },
  message: {
    delete_title: 'Supprimer',
    not_found: 'La page que vous recherchez a peut-être été supprimée.',
    bulk_update_content:
      'Êtes-vous sûr(e) de vouloir modifier %{name} %{recordRepresentation} ? |||| Êtes-vous sûr(e) de vouloir modifier ces %{smart_count} éléments ?',
  },
  action: { confirm: 'Confirmer', cancel: 'Annuler' },
  auth: { logout: 'Se déconnecter', sign_in: 'Se connecter', email: 'E-mail' },
};

const passwordRule = PUBLIC_TEXTS.fr.passwordRule;

const app = {
  name: 'Caretaker',
  auth: PUBLIC_TEXTS.fr.auth,
  errors: {
    not_found_title: 'Page introuvable',
    not_found_text: 'La page que vous recherchez a peut-être été supprimée.',
    return_home: "Retour à l'accueil",
    server_error_title: 'Erreur interne du serveur',
    server_error_text: "Le serveur a rencontré une situation inattendue qui l'a empêché de traiter la requête.",
    go_to_dashboard: 'Retour au tableau de bord',
    forbidden_title: 'Page interdite.',
    forbidden_text: "Nous sommes désolés, mais vous n'avez pas accès à cette page.",
  },
  layout: {
    my_profile: 'Mon profil',
    sign_out: 'Se déconnecter',
    toggle_sidebar: 'Afficher/masquer le menu',
    date_invalid: 'Doit être une date valide',
    date_pick: 'Choisir une date',
    scroll_to_top: 'Remonter en haut',
    notifications: 'Notifications',
    no_notifications: "Il n'y a pas de nouvelles notifications",
    new_notifications: '%{smart_count} nouvelle notification |||| %{smart_count} nouvelles notifications',
    language: 'Langue',
    home: 'Accueil',
    welcome: 'Bienvenue, %{name}',
    welcome_text: 'Utilisez le menu pour accéder à votre travail.',
    footer_support: 'Support',
    all_rights: 'Tous droits réservés.',
  },
  theme: {
    settings: 'Paramètres du thème',
    theme: 'Jeu de couleurs',
    default: 'Par défaut',
    colored: 'Coloré',
    dark: 'Sombre',
    light: 'Clair',
    sidebar_position: 'Position du menu latéral',
    left: 'Gauche',
    right: 'Droite',
    sidebar_behavior: 'Comportement du menu latéral',
    sticky: 'Collant',
    fixed: 'Fixe',
    compact: 'Compact',
    layout: 'Mise en page',
    fluid: 'Fluide',
    boxed: 'Encadrée',
    reset: 'Rétablir les valeurs par défaut',
  },
};

const menu = {
  dashboard: 'Tableau de bord',
  todo: 'À faire',
  dashboards: 'Tableaux de bord',
  dashboard_quotation: 'Devis',
  dashboard_inspection: 'Inspections',
  dashboard_defect: 'Défauts',
  dashboard_apv: 'APV',
  dashboard_checklist_summary: 'Synthèse des listes de contrôle',
  dashboard_checklist_status: 'État des listes de contrôle',
  dashboard_monthly_summary: 'Rapport mensuel de synthèse',
  schedule: 'Planning de maintenance',
  works_order: 'Ordres de travaux',
  quotations: 'Devis',
  claims: 'Réclamations',
  wso: 'Ordres de service (WSO)',
  fsr: 'FSR',
  inspections: 'Inspections',
  inspection_servicing: 'Inspection et entretien',
  tree_inspections: 'Inspections des arbres',
  outstanding_defects: 'Défauts en suspens',
  bm_tp_checklists: 'Listes de contrôle BM et TP',
  tree_checklists: 'Listes de contrôle des arbres',
  deliverables: 'Livrables',
  deliverables_bm: 'Maintenance des bâtiments',
  deliverables_tp: 'Gazon et plantes',
  cop: "Demandes d'avancement du contrat",
  cop_contracts: 'Contrats',
  excel_export: 'Export Excel',
  documents: 'Référentiel de documents',
  settings: 'Paramètres',
  users: 'Utilisateurs',
  roles: 'Rôles',
  permissions: 'Permissions',
  schools: 'Écoles',
  audit: "Journal d'audit",
  tools: 'Outils',
  user_organization: 'Organisation des utilisateurs',
  help: 'Aide',
};

const resources = resourceMessages(
  {
    names: {
      'Audit log': "Journal d'audit |||| Journaux d'audit",
      Document: 'Document |||| Documents',
      FSR: 'FSR |||| FSR',
      Permission: 'Permission |||| Permissions',
      Role: 'Rôle |||| Rôles',
      User: 'Utilisateur |||| Utilisateurs',
      Quotation: 'Devis |||| Devis',
      School: 'École |||| Écoles',
    },
    fields: {
      Action: 'Action',
      Address: 'Adresse',
      After: 'Après',
      Before: 'Avant',
      Bucket: 'Espace de stockage',
      Category: 'Catégorie',
      Contractor: 'Prestataire',
      Created: 'Créé',
      'Created at': 'Créé le',
      Date: 'Date',
      Description: 'Description',
      Designation: 'Fonction',
      Email: 'E-mail',
      Entity: 'Entité',
      Fax: 'Fax',
      Files: 'Fichiers',
      'IP address': 'Adresse IP',
      'Is star rate': 'Tarif étoilé',
      'Item description': "Description de l'article",
      'Item group description': "Description du groupe d'articles",
      'Item number': "Numéro d'article",
      Job: 'Travaux',
      'Less percent': 'Pourcentage de remise',
      'Managing agents': 'Agents gestionnaires',
      'Minimum charge (S$)': 'Montant minimum (S$)',
      'Mobile number': 'Numéro de mobile',
      Name: 'Nom',
      'Operations managers': "Responsables d'exploitation",
      Password: 'Mot de passe',
      'Pending claim status': 'Statut de réclamation en attente',
      Permissions: 'Permissions',
      'Quotation status': 'Statut du devis',
      'Rate (S$)': 'Tarif (S$)',
      Record: 'Enregistrement',
      'Reference number': 'Numéro de référence',
      Role: 'Rôle',
      School: 'École',
      'School type': "Type d'école",
      Section: 'Section',
      'Section description': 'Description de la section',
      Slug: 'Identifiant',
      'Star rate': 'Tarif étoilé',
      'Sub-zone': 'Sous-zone',
      Telephone: 'Téléphone',
      Time: 'Date',
      'Total (S$)': 'Total (S$)',
      Trade: 'Corps de métier',
      Unit: 'Unité',
      Updated: 'Modifié',
      'Updated at': 'Modifié le',
      User: 'Utilisateur',
      'WSO status': 'Statut WSO',
      Zone: 'Zone',
      'Zone in charge': 'Zone de responsabilité',
    },
  },
  'fr',
);

/** The French texts alone, without the English fallback (what the completeness test checks). */
export const frOwn: Messages = deepMerge(
  deepMerge(
    frenchMessages as unknown as Messages,
    { ra, app, menu: { ...menu, ...resourceMenuMessages('fr') }, resources } as unknown as Messages,
  ),
  specMessages(msg, passwordRule),
);
export const fr: Messages = deepMerge(en, frOwn);
export default fr;
