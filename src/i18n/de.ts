/** German: a few translated labels; everything else falls back to English. */
import { en, type Messages } from './en.js';
import { deepMerge } from './merge.js';

const labels = {
  ra: {
    action: { save: 'Speichern', cancel: 'Abbrechen', delete: 'Löschen', edit: 'Bearbeiten', create: 'Erstellen', search: 'Suchen' },
  },
  app: {
    auth: {
      sign_in: 'Anmelden',
      support: 'Hilfe benötigt? Kontakt: %{email}',
      sign_in_title: 'Bei Ihrem Konto anmelden',
      sign_in_subtitle: 'Melden Sie sich mit Ihrer E-Mail-Adresse und Ihrem Passwort an',
      forgot_title: 'Passwort vergessen?',
      send_reset_link: 'Link zum Zurücksetzen senden',
      reset_title: 'Passwort zurücksetzen',
      reset_button: 'Passwort zurücksetzen',
      email: 'E-Mail',
      password: 'Passwort',
      reset_password_link: 'Passwort zurücksetzen',
      back_to_sign_in: 'Zurück zur Anmeldeseite',
      new_password: 'Neues Passwort',
      confirm_password: 'Passwort bestätigen',
    },
    errors: { not_found_title: 'Seite nicht gefunden', return_home: 'Zurück zur Startseite', server_error_title: 'Interner Serverfehler' },
    layout: { my_profile: 'Mein Profil', sign_out: 'Abmelden', notifications: 'Benachrichtigungen', language: 'Sprache', toggle_sidebar: 'Seitenleiste umschalten' },
    theme: { settings: 'Design-Einstellungen', dark: 'Dunkel', light: 'Hell' },
  },
  menu: {
    dashboard: 'Übersicht',
    works_order: 'Arbeitsaufträge',
    inspections: 'Inspektionen',
    deliverables: 'Leistungen',
    settings: 'Einstellungen',
    tools: 'Werkzeuge',
    users: 'Benutzer',
    roles: 'Rollen',
    permissions: 'Berechtigungen',
    help: 'Hilfe',
    documents: 'Dokumente',
    schools: 'Schulen',
  },
};

export const de: Messages = deepMerge(en, labels);
export default de;
