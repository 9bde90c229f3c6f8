/**
 * The texts of the public pages (sign-in, forgot and reset password) in every language, and the specification's
 * messages: light enough for the sign-in page's own small bundle, and the source the full catalogues
 * (src/i18n/<locale>.ts) take them from, so each text is written once.
 */
import { MSG } from '../../../domain/messages.js';
import { PASSWORD_RULE_MESSAGE } from '../../../domain/password.js';

/** The specification's messages (domain/messages.ts) in one language. */
export type SpecMessages = { [K in keyof typeof MSG]: string };

export const PUBLIC_LOCALES = [
  { locale: 'en', name: 'English' },
  { locale: 'fr', name: 'Français' },
  { locale: 'de', name: 'Deutsch' },
  { locale: 'nl', name: 'Nederlands' },
];

const enAuth = {
  sign_in: 'Sign in',
  sign_in_title: 'Sign in to your account',
  sign_in_subtitle: 'Sign in with your e-mail address and password',
  email: 'Email',
  password: 'Password',
  reset_password_link: 'Reset password',
  forgot_title: 'Forgot password?',
  forgot_subtitle: 'Enter your e-mail address and we will send you a link to reset your password.',
  send_reset_link: 'Send password reset link',
  back_to_sign_in: 'Back to sign in page',
  reset_title: 'Reset password',
  reset_subtitle: 'Choose a new password for your account.',
  new_password: 'New password',
  confirm_password: 'Confirm password',
  reset_button: 'Reset password',
  support: 'Need help? Contact %{email}',
  support_link: 'Contact support',
  show_password: 'Show password',
  hide_password: 'Hide password',
  language: 'Language',
};

const enShell = {
  home: 'Home',
  welcome: 'Welcome, %{name}',
  welcome_text: 'Use the menu to open your work.',
};

export type ShellTexts = { [K in keyof typeof enShell]: string };

export type AuthTexts = { [K in keyof typeof enAuth]: string };

export interface PublicTexts {
  msg: SpecMessages;
  passwordRule: string;
  auth: AuthTexts;
  /** What the entry's skeleton of the signed-in shell shows before the shell arrives (src/layout/ShellSkeleton.tsx). */
  shell: ShellTexts;
}

export const PUBLIC_TEXTS: Record<string, PublicTexts> = {
  en: { msg: MSG, passwordRule: PASSWORD_RULE_MESSAGE, auth: enAuth, shell: enShell },
  fr: {
    msg: {
      required: 'Ce champ est obligatoire.',
      requiredShort: 'Ce champ est obligatoire',
      invalidEmail: 'Doit être une adresse e-mail valide',
      invalidEmailUser: 'Adresse e-mail invalide',
      passwordMismatch: 'Le mot de passe ne correspond pas',
      unauthorized: 'Non autorisé : accès refusé, veuillez vous reconnecter avec des identifiants valides.',
      forbidden: "Page interdite. Nous sommes désolés, mais vous n'avez pas accès à cette page.",
      serverError: 'Une erreur est survenue sur le serveur',
      loginSuccess: 'Connexion réussie, bon retour parmi nous.',
      loginFailed: 'Ces identifiants ne correspondent pas à nos enregistrements.',
      loginThrottled: 'Trop de tentatives de connexion. Veuillez réessayer plus tard.',
      logout: 'Vous avez été déconnecté avec succès',
      notFound: 'Page introuvable',
      resetLinkSent:
        'Si un compte existe pour cette adresse e-mail, un lien de réinitialisation du mot de passe a été envoyé.',
      resetDone: 'Votre mot de passe a été réinitialisé.',
      resetInvalid: 'Ce lien de réinitialisation du mot de passe est invalide ou a expiré.',
      passwordUpdated: 'Le mot de passe a été mis à jour.',
      currentPasswordWrong: 'Le mot de passe actuel est incorrect.',
      deleteConfirm: 'Êtes-vous sûr de vouloir supprimer cet élément ?',
      signatureMissing: 'Veuillez fournir une signature pour continuer.',
      signatureSaved: 'Signature créée avec succès',
      userCreated: 'Utilisateur créé avec succès',
      userUpdated: 'Utilisateur mis à jour avec succès',
      userDeleted: 'Utilisateur supprimé avec succès',
      roleCreated: 'Rôle créé avec succès',
      roleUpdated: 'Rôle mis à jour avec succès',
      roleDeleted: 'Rôle supprimé avec succès',
      permissionCreated: 'Permission créée avec succès',
      permissionUpdated: 'Permission mise à jour avec succès',
      permissionDeleted: 'Permission supprimée avec succès',
      recordDeleted: 'Supprimé avec succès',
      emailTaken: "L'adresse e-mail est déjà utilisée.",
      slugTaken: "L'identifiant est déjà utilisé.",
      stillInUse: 'Cet élément est encore utilisé et ne peut pas être supprimé.',
      roleSlugBuiltIn: "L'identifiant d'un rôle intégré ne peut pas être modifié.",
      noRecords: 'Aucun enregistrement trouvé',
    },
    passwordRule:
      'Le mot de passe doit contenir au moins 12 caractères, une majuscule, une minuscule, un chiffre et un caractère spécial',
    auth: {
      sign_in: 'Se connecter',
      sign_in_title: 'Connexion à votre compte',
      sign_in_subtitle: 'Connectez-vous avec votre adresse e-mail et votre mot de passe',
      email: 'E-mail',
      password: 'Mot de passe',
      reset_password_link: 'Réinitialiser le mot de passe',
      forgot_title: 'Mot de passe oublié ?',
      forgot_subtitle:
        'Saisissez votre adresse e-mail et nous vous enverrons un lien pour réinitialiser votre mot de passe.',
      send_reset_link: 'Envoyer le lien de réinitialisation',
      back_to_sign_in: 'Retour à la page de connexion',
      reset_title: 'Réinitialiser le mot de passe',
      reset_subtitle: 'Choisissez un nouveau mot de passe pour votre compte.',
      new_password: 'Nouveau mot de passe',
      confirm_password: 'Confirmer le mot de passe',
      reset_button: 'Réinitialiser le mot de passe',
      support: "Besoin d'aide ? Contactez %{email}",
      support_link: 'Contacter le support',
      show_password: 'Afficher le mot de passe',
      hide_password: 'Masquer le mot de passe',

      language: 'Langue',
    },
    shell: {
      home: 'Accueil',
      welcome: 'Bienvenue, %{name}',
      welcome_text: 'Utilisez le menu pour accéder à votre travail.',
    },
  },
  de: {
    msg: {
      required: 'Dieses Feld ist erforderlich.',
      requiredShort: 'Dieses Feld ist erforderlich',
      invalidEmail: 'Muss eine gültige E-Mail-Adresse sein',
      invalidEmailUser: 'Ungültige E-Mail-Adresse',
      passwordMismatch: 'Das Passwort stimmt nicht überein',
      unauthorized: 'Nicht autorisiert: Zugriff verweigert, bitte melden Sie sich erneut mit gültigen Zugangsdaten an.',
      forbidden: 'Seite nicht zugänglich. Es tut uns leid, aber Sie haben keinen Zugriff auf diese Seite.',
      serverError: 'Auf dem Server ist ein Fehler aufgetreten',
      loginSuccess: 'Anmeldung erfolgreich, willkommen zurück.',
      loginFailed: 'Diese Zugangsdaten stimmen nicht mit unseren Daten überein.',
      loginThrottled: 'Zu viele Anmeldeversuche. Bitte versuchen Sie es später erneut.',
      logout: 'Sie haben sich erfolgreich abgemeldet',
      notFound: 'Seite nicht gefunden',
      resetLinkSent:
        'Falls ein Konto für diese E-Mail-Adresse existiert, wurde ein Link zum Zurücksetzen des Passworts gesendet.',
      resetDone: 'Ihr Passwort wurde zurückgesetzt.',
      resetInvalid: 'Dieser Link zum Zurücksetzen des Passworts ist ungültig oder abgelaufen.',
      passwordUpdated: 'Das Passwort wurde aktualisiert.',
      currentPasswordWrong: 'Das aktuelle Passwort ist falsch.',
      deleteConfirm: 'Möchten Sie diesen Eintrag wirklich löschen?',
      signatureMissing: 'Bitte leisten Sie eine Unterschrift, um fortzufahren.',
      signatureSaved: 'Unterschrift erfolgreich erstellt',
      userCreated: 'Benutzer erfolgreich erstellt',
      userUpdated: 'Benutzer erfolgreich aktualisiert',
      userDeleted: 'Benutzer erfolgreich gelöscht',
      roleCreated: 'Rolle erfolgreich erstellt',
      roleUpdated: 'Rolle erfolgreich aktualisiert',
      roleDeleted: 'Rolle erfolgreich gelöscht',
      permissionCreated: 'Berechtigung erfolgreich erstellt',
      permissionUpdated: 'Berechtigung erfolgreich aktualisiert',
      permissionDeleted: 'Berechtigung erfolgreich gelöscht',
      recordDeleted: 'Erfolgreich gelöscht',
      emailTaken: 'Diese E-Mail-Adresse ist bereits vergeben.',
      slugTaken: 'Diese Kennung ist bereits vergeben.',
      stillInUse: 'Dieser Eintrag wird noch verwendet und kann nicht gelöscht werden.',
      roleSlugBuiltIn: 'Die Kennung einer eingebauten Rolle kann nicht geändert werden.',
      noRecords: 'Keine Einträge gefunden',
    },
    passwordRule:
      'Das Passwort muss mindestens 12 Zeichen, einen Großbuchstaben, einen Kleinbuchstaben, eine Ziffer und ein Sonderzeichen enthalten',
    auth: {
      sign_in: 'Anmelden',
      sign_in_title: 'Bei Ihrem Konto anmelden',
      sign_in_subtitle: 'Melden Sie sich mit Ihrer E-Mail-Adresse und Ihrem Passwort an',
      email: 'E-Mail',
      password: 'Passwort',
      reset_password_link: 'Passwort zurücksetzen',
      forgot_title: 'Passwort vergessen?',
      forgot_subtitle:
        'Geben Sie Ihre E-Mail-Adresse ein, und wir senden Ihnen einen Link zum Zurücksetzen Ihres Passworts.',
      send_reset_link: 'Link zum Zurücksetzen senden',
      back_to_sign_in: 'Zurück zur Anmeldeseite',
      reset_title: 'Passwort zurücksetzen',
      reset_subtitle: 'Wählen Sie ein neues Passwort für Ihr Konto.',
      new_password: 'Neues Passwort',
      confirm_password: 'Passwort bestätigen',
      reset_button: 'Passwort zurücksetzen',
      support: 'Hilfe benötigt? Kontakt: %{email}',
      support_link: 'Support kontaktieren',
      show_password: 'Passwort anzeigen',
      hide_password: 'Passwort verbergen',

      language: 'Sprache',
    },
    shell: {
      home: 'Startseite',
      welcome: 'Willkommen, %{name}',
      welcome_text: 'Öffnen Sie Ihre Arbeit über das Menü.',
    },
  },
  nl: {
    msg: {
      required: 'Dit veld is verplicht.',
      requiredShort: 'Dit veld is verplicht',
      invalidEmail: 'Moet een geldig e-mailadres zijn',
      invalidEmailUser: 'Ongeldig e-mailadres',
      passwordMismatch: 'Wachtwoord komt niet overeen',
      unauthorized: 'Niet geautoriseerd: toegang geweigerd, log opnieuw in met geldige inloggegevens.',
      forbidden: 'Pagina niet toegankelijk. Het spijt ons, maar u hebt geen toegang tot deze pagina.',
      serverError: 'Er is iets misgegaan op de server',
      loginSuccess: 'Inloggen gelukt, welkom terug.',
      loginFailed: 'Deze inloggegevens komen niet overeen met onze gegevens.',
      loginThrottled: 'Te veel inlogpogingen. Probeer het later opnieuw.',
      logout: 'U bent uitgelogd',
      notFound: 'Pagina niet gevonden',
      resetLinkSent:
        'Als er een account voor dit e-mailadres bestaat, is er een link verstuurd om het wachtwoord te herstellen.',
      resetDone: 'Uw wachtwoord is hersteld.',
      resetInvalid: 'Deze link om het wachtwoord te herstellen is ongeldig of verlopen.',
      passwordUpdated: 'Het wachtwoord is bijgewerkt.',
      currentPasswordWrong: 'Het huidige wachtwoord is onjuist.',
      deleteConfirm: 'Weet u zeker dat u dit item wilt verwijderen?',
      signatureMissing: 'Zet een handtekening om verder te gaan.',
      signatureSaved: 'Handtekening succesvol aangemaakt',
      userCreated: 'Gebruiker succesvol aangemaakt',
      userUpdated: 'Gebruiker succesvol bijgewerkt',
      userDeleted: 'Gebruiker succesvol verwijderd',
      roleCreated: 'Rol succesvol aangemaakt',
      roleUpdated: 'Rol succesvol bijgewerkt',
      roleDeleted: 'Rol succesvol verwijderd',
      permissionCreated: 'Recht succesvol aangemaakt',
      permissionUpdated: 'Recht succesvol bijgewerkt',
      permissionDeleted: 'Recht succesvol verwijderd',
      recordDeleted: 'Succesvol verwijderd',
      emailTaken: 'Dit e-mailadres is al in gebruik.',
      slugTaken: 'Deze code is al in gebruik.',
      stillInUse: 'Dit item is nog in gebruik en kan niet worden verwijderd.',
      roleSlugBuiltIn: 'De code van een ingebouwde rol kan niet worden gewijzigd.',
      noRecords: 'Geen records gevonden',
    },
    passwordRule:
      'Het wachtwoord moet minstens 12 tekens bevatten, een hoofdletter, een kleine letter, een cijfer en een speciaal teken',
    auth: {
      sign_in: 'Inloggen',
      sign_in_title: 'Inloggen op uw account',
      sign_in_subtitle: 'Log in met uw e-mailadres en wachtwoord',
      email: 'E-mail',
      password: 'Wachtwoord',
      reset_password_link: 'Wachtwoord herstellen',
      forgot_title: 'Wachtwoord vergeten?',
      forgot_subtitle: 'Voer uw e-mailadres in, dan sturen wij u een link om uw wachtwoord te herstellen.',
      send_reset_link: 'Herstellink versturen',
      back_to_sign_in: 'Terug naar de inlogpagina',
      reset_title: 'Wachtwoord herstellen',
      reset_subtitle: 'Kies een nieuw wachtwoord voor uw account.',
      new_password: 'Nieuw wachtwoord',
      confirm_password: 'Bevestig wachtwoord',
      reset_button: 'Wachtwoord herstellen',
      support: 'Hulp nodig? Neem contact op met %{email}',
      support_link: 'Contact opnemen met support',
      show_password: 'Wachtwoord tonen',
      hide_password: 'Wachtwoord verbergen',

      language: 'Taal',
    },
    shell: {
      home: 'Home',
      welcome: 'Welkom, %{name}',
      welcome_text: 'Gebruik het menu om uw werk te openen.',
    },
  },
};
