/**
 * Messages of the administration resources and the profile tabs, in the four interface languages:
 * `resources.<route>.{name, fields, notifications}` (react-admin's keys) and `caretaker.{users,roles,profile}`.
 * English field labels come from the schema titles; success notices are the specification's wording.
 */
import { MSG } from '../domain/messages.js';
import { PASSWORD_RULE_MESSAGE } from '../domain/password.js';
import { auditLogSchema } from '../schemas/auditLog.js';
import { permissionSchema } from '../schemas/permission.js';
import { roleSchema } from '../schemas/role.js';
import { userSchema } from '../schemas/user.js';
import { schemaMessages } from '../src/generator/i18n.js';

const USERS = userSchema['x-resource'].route;
const ROLES = roleSchema['x-resource'].route;
const PERMISSIONS = permissionSchema['x-resource'].route;
const AUDIT = auditLogSchema['x-resource'].route;

export const en = {
  resources: {
    [USERS]: {
      ...schemaMessages(userSchema),
      notifications: { created: MSG.userCreated, updated: MSG.userUpdated, deleted: MSG.userDeleted },
    },
    [ROLES]: {
      ...schemaMessages(roleSchema),
      notifications: { created: MSG.roleCreated, updated: MSG.roleUpdated, deleted: MSG.roleDeleted },
    },
    [PERMISSIONS]: {
      ...schemaMessages(permissionSchema),
      notifications: { created: MSG.permissionCreated, updated: MSG.permissionUpdated, deleted: MSG.permissionDeleted },
    },
    [AUDIT]: { ...schemaMessages(auditLogSchema, 'Audit log') },
  },
  caretaker: {
    users: {
      tabs: { basic: 'Basic Information', signature: 'Signature', change_password: 'Change password' },
      password_rule: PASSWORD_RULE_MESSAGE,
    },
    roles: { slug_helper: 'Example: GROUP_SLUG', select_category: 'Select every %{category} permission' },
    profile: {
      signature: {
        name: 'Name',
        details: 'Signature details',
        option: 'Signature',
        option_new: 'New signature',
        option_upload: 'Upload signature',
        pad: 'Signature pad',
        clear: 'Clear',
        upload: 'Signature image (PNG or JPEG)',
        submit: 'Save signature',
        missing: MSG.signatureMissing,
        saved: MSG.signatureSaved,
        saved_list: 'Saved signatures',
        none: 'No signatures yet',
      },
      password: {
        current: 'Current password',
        new: 'New password',
        confirm: 'Confirm password',
        submit: 'Change password',
        mismatch: MSG.passwordMismatch,
        updated: MSG.passwordUpdated,
      },
    },
  },
};

export const fr = {
  resources: {
    [USERS]: {
      name: 'Utilisateur |||| Utilisateurs',
      fields: {
        id: 'ID',
        full_name: 'Nom',
        email: 'E-mail',
        password: 'Mot de passe',
        designation: 'Fonction',
        mobile_no: 'Numéro de mobile',
        role_id: 'Rôle',
        school_id: 'École',
        contractor: 'Prestataire',
        zone_in_charge: 'Zone de responsabilité',
      },
      notifications: {
        created: 'Utilisateur créé avec succès',
        updated: 'Utilisateur mis à jour avec succès',
        deleted: 'Utilisateur supprimé avec succès',
      },
    },
    [ROLES]: {
      name: 'Rôle |||| Rôles',
      fields: { id: 'ID', name: 'Nom', slug: 'Identifiant', description: 'Description', permission_ids: 'Permissions' },
      notifications: {
        created: 'Rôle créé avec succès',
        updated: 'Rôle mis à jour avec succès',
        deleted: 'Rôle supprimé avec succès',
      },
    },
    [PERMISSIONS]: {
      name: 'Permission |||| Permissions',
      fields: { id: 'ID', name: 'Nom', slug: 'Identifiant', category: 'Catégorie', description: 'Description' },
      notifications: {
        created: 'Permission créée avec succès',
        updated: 'Permission mise à jour avec succès',
        deleted: 'Permission supprimée avec succès',
      },
    },
    [AUDIT]: {
      name: "Journal d'audit |||| Journal d'audit",
      fields: {
        id: 'ID',
        created_at: 'Date',
        actor_name: 'Utilisateur',
        action: 'Action',
        entity: 'Entité',
        entity_id: 'Enregistrement',
        ip: 'Adresse IP',
        before: 'Avant',
        after: 'Après',
      },
    },
  },
  caretaker: {
    users: {
      tabs: { basic: 'Informations générales', signature: 'Signature', change_password: 'Changer le mot de passe' },
      password_rule:
        'Le mot de passe doit contenir au moins 12 caractères, une majuscule, une minuscule, un chiffre et un caractère spécial',
    },
    roles: { slug_helper: 'Exemple : GROUP_SLUG', select_category: 'Sélectionner toutes les permissions %{category}' },
    profile: {
      signature: {
        name: 'Nom',
        details: 'Détails de la signature',
        option: 'Signature',
        option_new: 'Nouvelle signature',
        option_upload: 'Téléverser une signature',
        pad: 'Zone de signature',
        clear: 'Effacer',
        upload: 'Image de signature (PNG ou JPEG)',
        submit: 'Enregistrer la signature',
        missing: 'Veuillez fournir une signature pour continuer.',
        saved: 'Signature créée avec succès',
        saved_list: 'Signatures enregistrées',
        none: 'Aucune signature pour le moment',
      },
      password: {
        current: 'Mot de passe actuel',
        new: 'Nouveau mot de passe',
        confirm: 'Confirmer le mot de passe',
        submit: 'Changer le mot de passe',
        mismatch: 'Les mots de passe ne correspondent pas',
        updated: 'Le mot de passe a été mis à jour.',
      },
    },
  },
};

export const de = {
  resources: {
    [USERS]: {
      name: 'Benutzer |||| Benutzer',
      fields: {
        id: 'ID',
        full_name: 'Name',
        email: 'E-Mail',
        password: 'Passwort',
        designation: 'Funktion',
        mobile_no: 'Mobilnummer',
        role_id: 'Rolle',
        school_id: 'Schule',
        contractor: 'Auftragnehmer',
        zone_in_charge: 'Zuständige Zone',
      },
      notifications: {
        created: 'Benutzer erfolgreich erstellt',
        updated: 'Benutzer erfolgreich aktualisiert',
        deleted: 'Benutzer erfolgreich gelöscht',
      },
    },
    [ROLES]: {
      name: 'Rolle |||| Rollen',
      fields: {
        id: 'ID',
        name: 'Name',
        slug: 'Kennung',
        description: 'Beschreibung',
        permission_ids: 'Berechtigungen',
      },
      notifications: {
        created: 'Rolle erfolgreich erstellt',
        updated: 'Rolle erfolgreich aktualisiert',
        deleted: 'Rolle erfolgreich gelöscht',
      },
    },
    [PERMISSIONS]: {
      name: 'Berechtigung |||| Berechtigungen',
      fields: { id: 'ID', name: 'Name', slug: 'Kennung', category: 'Kategorie', description: 'Beschreibung' },
      notifications: {
        created: 'Berechtigung erfolgreich erstellt',
        updated: 'Berechtigung erfolgreich aktualisiert',
        deleted: 'Berechtigung erfolgreich gelöscht',
      },
    },
    [AUDIT]: {
      name: 'Prüfprotokoll |||| Prüfprotokoll',
      fields: {
        id: 'ID',
        created_at: 'Zeit',
        actor_name: 'Benutzer',
        action: 'Aktion',
        entity: 'Objekt',
        entity_id: 'Datensatz',
        ip: 'IP-Adresse',
        before: 'Vorher',
        after: 'Nachher',
      },
    },
  },
  caretaker: {
    users: {
      tabs: { basic: 'Basisinformationen', signature: 'Unterschrift', change_password: 'Passwort ändern' },
      password_rule:
        'Das Passwort muss mindestens 12 Zeichen, einen Großbuchstaben, einen Kleinbuchstaben, eine Ziffer und ein Sonderzeichen enthalten',
    },
    roles: { slug_helper: 'Beispiel: GROUP_SLUG', select_category: 'Alle %{category}-Berechtigungen auswählen' },
    profile: {
      signature: {
        name: 'Name',
        details: 'Angaben zur Unterschrift',
        option: 'Unterschrift',
        option_new: 'Neue Unterschrift',
        option_upload: 'Unterschrift hochladen',
        pad: 'Unterschriftenfeld',
        clear: 'Löschen',
        upload: 'Bild der Unterschrift (PNG oder JPEG)',
        submit: 'Unterschrift speichern',
        missing: 'Bitte leisten Sie eine Unterschrift, um fortzufahren.',
        saved: 'Unterschrift erfolgreich erstellt',
        saved_list: 'Gespeicherte Unterschriften',
        none: 'Noch keine Unterschriften',
      },
      password: {
        current: 'Aktuelles Passwort',
        new: 'Neues Passwort',
        confirm: 'Passwort bestätigen',
        submit: 'Passwort ändern',
        mismatch: 'Die Passwörter stimmen nicht überein',
        updated: 'Das Passwort wurde aktualisiert.',
      },
    },
  },
};

export const nl = {
  resources: {
    [USERS]: {
      name: 'Gebruiker |||| Gebruikers',
      fields: {
        id: 'ID',
        full_name: 'Naam',
        email: 'E-mail',
        password: 'Wachtwoord',
        designation: 'Functie',
        mobile_no: 'Mobiel nummer',
        role_id: 'Rol',
        school_id: 'School',
        contractor: 'Aannemer',
        zone_in_charge: 'Verantwoordelijke zone',
      },
      notifications: {
        created: 'Gebruiker succesvol aangemaakt',
        updated: 'Gebruiker succesvol bijgewerkt',
        deleted: 'Gebruiker succesvol verwijderd',
      },
    },
    [ROLES]: {
      name: 'Rol |||| Rollen',
      fields: { id: 'ID', name: 'Naam', slug: 'Code', description: 'Omschrijving', permission_ids: 'Rechten' },
      notifications: {
        created: 'Rol succesvol aangemaakt',
        updated: 'Rol succesvol bijgewerkt',
        deleted: 'Rol succesvol verwijderd',
      },
    },
    [PERMISSIONS]: {
      name: 'Recht |||| Rechten',
      fields: { id: 'ID', name: 'Naam', slug: 'Code', category: 'Categorie', description: 'Omschrijving' },
      notifications: {
        created: 'Recht succesvol aangemaakt',
        updated: 'Recht succesvol bijgewerkt',
        deleted: 'Recht succesvol verwijderd',
      },
    },
    [AUDIT]: {
      name: 'Auditlog |||| Auditlog',
      fields: {
        id: 'ID',
        created_at: 'Tijd',
        actor_name: 'Gebruiker',
        action: 'Actie',
        entity: 'Entiteit',
        entity_id: 'Record',
        ip: 'IP-adres',
        before: 'Voor',
        after: 'Na',
      },
    },
  },
  caretaker: {
    users: {
      tabs: { basic: 'Basisinformatie', signature: 'Handtekening', change_password: 'Wachtwoord wijzigen' },
      password_rule:
        'Het wachtwoord moet minstens 12 tekens bevatten, een hoofdletter, een kleine letter, een cijfer en een speciaal teken',
    },
    roles: { slug_helper: 'Voorbeeld: GROUP_SLUG', select_category: 'Alle %{category}-rechten selecteren' },
    profile: {
      signature: {
        name: 'Naam',
        details: 'Handtekeninggegevens',
        option: 'Handtekening',
        option_new: 'Nieuwe handtekening',
        option_upload: 'Handtekening uploaden',
        pad: 'Handtekeningveld',
        clear: 'Wissen',
        upload: 'Afbeelding van de handtekening (PNG of JPEG)',
        submit: 'Handtekening opslaan',
        missing: 'Zet een handtekening om verder te gaan.',
        saved: 'Handtekening succesvol aangemaakt',
        saved_list: 'Opgeslagen handtekeningen',
        none: 'Nog geen handtekeningen',
      },
      password: {
        current: 'Huidig wachtwoord',
        new: 'Nieuw wachtwoord',
        confirm: 'Wachtwoord bevestigen',
        submit: 'Wachtwoord wijzigen',
        mismatch: 'Wachtwoorden komen niet overeen',
        updated: 'Het wachtwoord is bijgewerkt.',
      },
    },
  },
};
