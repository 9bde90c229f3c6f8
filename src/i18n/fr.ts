/** French: react-admin's French messages and a few translated labels; everything else falls back to English. */
import frenchMessages from 'ra-language-french';
import { en, type Messages } from './en.js';
import { deepMerge } from './merge.js';

const labels = {
  app: {
    auth: {
      sign_in: 'Se connecter',
      support: "Besoin d'aide ? Contactez %{email}",
      sign_in_title: 'Connexion à votre compte',
      sign_in_subtitle: 'Connectez-vous avec votre adresse e-mail et votre mot de passe',
      forgot_title: 'Mot de passe oublié ?',
      send_reset_link: 'Envoyer le lien de réinitialisation',
      reset_title: 'Réinitialiser le mot de passe',
      reset_button: 'Réinitialiser le mot de passe',
      email: 'E-mail',
      password: 'Mot de passe',
      reset_password_link: 'Réinitialiser le mot de passe',
      back_to_sign_in: 'Retour à la page de connexion',
      new_password: 'Nouveau mot de passe',
      confirm_password: 'Confirmer le mot de passe',
    },
    errors: { not_found_title: 'Page introuvable', return_home: "Retour à l'accueil", server_error_title: 'Erreur interne du serveur' },
    layout: { my_profile: 'Mon profil', sign_out: 'Se déconnecter', notifications: 'Notifications', language: 'Langue', toggle_sidebar: 'Afficher/masquer le menu' },
    theme: { settings: 'Paramètres du thème', dark: 'Sombre', light: 'Clair' },
  },
  menu: {
    dashboard: 'Tableau de bord',
    works_order: 'Ordres de travaux',
    inspections: 'Inspections',
    deliverables: 'Livrables',
    settings: 'Paramètres',
    tools: 'Outils',
    users: 'Utilisateurs',
    roles: 'Rôles',
    permissions: 'Permissions',
    help: 'Aide',
    documents: 'Documents',
    schools: 'Écoles',
  },
};

export const fr: Messages = deepMerge(deepMerge(en, frenchMessages as unknown as Messages), labels);
export default fr;
