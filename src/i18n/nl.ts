/** Dutch: a few translated labels; everything else falls back to English. */
import { en, type Messages } from './en.js';
import { deepMerge } from './merge.js';

const labels = {
  ra: {
    action: { save: 'Opslaan', cancel: 'Annuleren', delete: 'Verwijderen', edit: 'Bewerken', create: 'Aanmaken', search: 'Zoeken' },
  },
  app: {
    auth: {
      sign_in: 'Inloggen',
      support: 'Hulp nodig? Neem contact op met %{email}',
      sign_in_title: 'Inloggen op uw account',
      sign_in_subtitle: 'Log in met uw e-mailadres en wachtwoord',
      forgot_title: 'Wachtwoord vergeten?',
      send_reset_link: 'Herstellink versturen',
      reset_title: 'Wachtwoord herstellen',
      reset_button: 'Wachtwoord herstellen',
      email: 'E-mail',
      password: 'Wachtwoord',
      reset_password_link: 'Wachtwoord herstellen',
      back_to_sign_in: 'Terug naar de inlogpagina',
      new_password: 'Nieuw wachtwoord',
      confirm_password: 'Bevestig wachtwoord',
    },
    errors: { not_found_title: 'Pagina niet gevonden', return_home: 'Terug naar home', server_error_title: 'Interne serverfout' },
    layout: { my_profile: 'Mijn profiel', sign_out: 'Uitloggen', notifications: 'Meldingen', language: 'Taal', toggle_sidebar: 'Zijbalk tonen/verbergen' },
    theme: { settings: 'Thema-instellingen', dark: 'Donker', light: 'Licht' },
  },
  menu: {
    dashboard: 'Dashboard',
    works_order: 'Werkorders',
    inspections: 'Inspecties',
    deliverables: 'Opleveringen',
    settings: 'Instellingen',
    tools: 'Hulpmiddelen',
    users: 'Gebruikers',
    roles: 'Rollen',
    permissions: 'Rechten',
    help: 'Help',
    documents: 'Documenten',
    schools: 'Scholen',
  },
};

export const nl: Messages = deepMerge(en, labels);
export default nl;
