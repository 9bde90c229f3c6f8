/** German messages (the English, the specification's wording, is in i18n.ts). */

export const de = {
  resources: {
    'settings/users': {
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
    'settings/roles': {
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
    'settings/permissions': {
      name: 'Berechtigung |||| Berechtigungen',
      fields: { id: 'ID', name: 'Name', slug: 'Kennung', category: 'Kategorie', description: 'Beschreibung' },
      notifications: {
        created: 'Berechtigung erfolgreich erstellt',
        updated: 'Berechtigung erfolgreich aktualisiert',
        deleted: 'Berechtigung erfolgreich gelöscht',
      },
    },
    'settings/audit-log': {
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
      zoneless_warning: 'Ein Benutzer dieser Rolle ohne zuständige Zone sieht keine Datensätze.',
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
