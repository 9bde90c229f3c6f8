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
        status: 'Status',
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
        requires_two_factor: 'Erfordert Zwei-Faktor-Anmeldung',
        password_sign_in: 'Anmeldung mit Passwort erlaubt',
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
      tabs: {
        basic: 'Basisinformationen',
        signature: 'Unterschrift',
        change_password: 'Passwort ändern',
        two_factor: 'Zwei-Faktor-Anmeldung',
      },
      status: { active: 'Aktiv', deactivated: 'Deaktiviert' },
      deactivate: 'Deaktivieren',
      reactivate: 'Reaktivieren',
      deactivate_question:
        'Diesen Benutzer deaktivieren? Er wird sofort überall abgemeldet, seine API-Tokens werden widerrufen und er kann sich erst nach der Reaktivierung wieder anmelden. Seine Datensätze bleiben erhalten.',
      reactivate_question:
        'Diesen Benutzer reaktivieren? Er kann sich wieder anmelden (bei der Deaktivierung widerrufene API-Tokens bleiben widerrufen).',
      deactivated_note: 'Dieser Benutzer ist deaktiviert: Er kann sich nicht anmelden.',
      two_factor_reset: 'Zwei-Faktor zurücksetzen',
      two_factor_reset_question:
        'Die Zwei-Faktor-Anmeldung dieses Benutzers entfernen und ihn überall abmelden? Wenn seine Rolle sie erfordert, richtet er sie bei der nächsten Anmeldung neu ein.',
      zoneless_warning: 'Ein Benutzer dieser Rolle ohne zuständige Zone sieht keine Datensätze.',
      password_rule:
        'Das Passwort muss mindestens 12 Zeichen, einen Großbuchstaben, einen Kleinbuchstaben, eine Ziffer und ein Sonderzeichen enthalten',
    },
    roles: { slug_helper: 'Beispiel: GROUP_SLUG', select_category: 'Alle %{category}-Berechtigungen auswählen' },
    profile: {
      two_factor: {
        title: 'Zwei-Faktor-Anmeldung',
        off: 'Die Zwei-Faktor-Anmeldung ist deaktiviert. Wenn sie aktiv ist, fragt die Anmeldung zusätzlich nach einem Code aus einer Authenticator-App auf Ihrem Telefon.',
        set_up: 'Einrichten',
        required: 'Ihre Rolle erfordert die Zwei-Faktor-Anmeldung.',
        scan: 'Scannen Sie diesen QR-Code mit einer Authenticator-App und geben Sie den angezeigten 6-stelligen Code ein.',
        qr_alt: 'QR-Code für Ihre Authenticator-App',
        key: 'Oder geben Sie diesen Schlüssel in der App ein:',
        code: 'Code',
        confirm: 'Bestätigen',
        codes_help:
          'Bewahren Sie diese Wiederherstellungscodes sicher auf. Jeder meldet Sie einmal an, falls Sie Ihr Telefon verlieren. Sie werden nur jetzt angezeigt.',
        codes_saved: 'Ich habe meine Wiederherstellungscodes gespeichert',
        on: 'Die Zwei-Faktor-Anmeldung ist aktiviert. Verbleibende Wiederherstellungscodes: %{count}.',
        required_on: 'Ihre Rolle erfordert die Zwei-Faktor-Anmeldung: Sie kann nicht deaktiviert werden.',
        turn_off_help: 'Geben Sie Ihr aktuelles Passwort ein, um die Zwei-Faktor-Anmeldung zu deaktivieren.',
        turn_off: 'Deaktivieren',
      },
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
