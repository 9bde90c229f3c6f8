/**
 * The single sign-on texts of the public pages (docs/single-sign-on.md) in every language, spread into the catalogues
 * of i18n.ts: the messages of domain/messages.ts (`msg`) and the sign-in page's words (`auth`).
 */
export const SSO_TEXTS = {
  en: {
    auth: {
      sso_sign_in_with: 'Sign in with %{provider}',
      sso_or: 'or',
      sso_completing: 'Signing you in…',
    },
  },
  fr: {
    msg: {
      passwordSignInOff:
        "Votre rôle se connecte avec le compte de votre organisation : utilisez le bouton de connexion de l'organisation.",
      ssoNotMapped: "Votre compte d'organisation n'a pas accès à Caretaker. Demandez l'accès à votre administrateur.",
      ssoNoEmail: "Votre compte d'organisation n'a pas fourni d'adresse e-mail. Contactez votre administrateur.",
      ssoEmailUnverified: "Votre organisation n'a pas vérifié cette adresse e-mail. Contactez votre administrateur.",
      ssoExpired: 'Cette connexion a expiré ou a déjà été utilisée. Veuillez vous reconnecter.',
      ssoRefused: "La connexion avec votre organisation n'a pas abouti. Veuillez réessayer.",
      ssoUnavailable:
        'La connexion de votre organisation est injoignable pour le moment. Veuillez réessayer plus tard.',
    },
    auth: {
      sso_sign_in_with: 'Se connecter avec %{provider}',
      sso_or: 'ou',
      sso_completing: 'Connexion en cours…',
    },
  },
  de: {
    msg: {
      passwordSignInOff:
        'Ihre Rolle meldet sich mit dem Konto Ihrer Organisation an: Verwenden Sie die Anmeldeschaltfläche der Organisation.',
      ssoNotMapped: 'Ihr Organisationskonto hat keinen Zugang zu Caretaker. Bitten Sie Ihren Administrator darum.',
      ssoNoEmail:
        'Ihr Organisationskonto hat keine E-Mail-Adresse übermittelt. Wenden Sie sich an Ihren Administrator.',
      ssoEmailUnverified:
        'Ihre Organisation hat diese E-Mail-Adresse nicht bestätigt. Wenden Sie sich an Ihren Administrator.',
      ssoExpired: 'Diese Anmeldung ist abgelaufen oder wurde bereits verwendet. Bitte melden Sie sich erneut an.',
      ssoRefused: 'Die Anmeldung über Ihre Organisation ist nicht gelungen. Bitte versuchen Sie es erneut.',
      ssoUnavailable:
        'Die Anmeldung Ihrer Organisation ist gerade nicht erreichbar. Bitte versuchen Sie es später erneut.',
    },
    auth: {
      sso_sign_in_with: 'Mit %{provider} anmelden',
      sso_or: 'oder',
      sso_completing: 'Sie werden angemeldet…',
    },
  },
  nl: {
    msg: {
      passwordSignInOff:
        'Uw rol meldt zich aan met het account van uw organisatie: gebruik de aanmeldknop van de organisatie.',
      ssoNotMapped: 'Uw organisatieaccount heeft geen toegang tot Caretaker. Vraag uw beheerder om toegang.',
      ssoNoEmail: 'Uw organisatieaccount gaf geen e-mailadres door. Neem contact op met uw beheerder.',
      ssoEmailUnverified: 'Uw organisatie heeft dit e-mailadres niet bevestigd. Neem contact op met uw beheerder.',
      ssoExpired: 'Deze aanmelding is verlopen of al gebruikt. Meld u opnieuw aan.',
      ssoRefused: 'Het aanmelden via uw organisatie is niet gelukt. Probeer het opnieuw.',
      ssoUnavailable: 'Het aanmelden van uw organisatie is nu niet bereikbaar. Probeer het later opnieuw.',
    },
    auth: {
      sso_sign_in_with: 'Aanmelden met %{provider}',
      sso_or: 'of',
      sso_completing: 'U wordt aangemeld…',
    },
  },
};
