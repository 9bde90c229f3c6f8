/** German messages (the English is in i18n.ts). */
export const de = {
  caretaker: {
    api_tokens: {
      title: 'API-Tokens',
      intro:
        'Mit Tokens ruft ein anderes System (Finanz- oder Anlagensystem) die API als Dienstkonto auf: ein Benutzer einer Rolle, mit genau deren Berechtigungen und Schulen oder Zonen. Jede Nutzung wird unter dem Namen des Tokens im Prüfprotokoll festgehalten.',
      create: 'Neues Token',
      created_title: 'Token erstellt',
      once_warning:
        'Kopieren Sie dieses Token jetzt und bewahren Sie es sicher auf. Es wird nicht noch einmal angezeigt: Gespeichert wird nur ein Fingerabdruck.',
      token_label: 'Token „%{name}“',
      copy: 'Token kopieren',
      copied: 'Kopiert',
      done: 'Fertig',
      name_help: 'Benennt das Token im Prüfprotokoll, z. B. „finanzsystem“.',
      user_help: 'Das Token handelt als dieser Benutzer, mit den Berechtigungen und dem Bereich seiner Rolle.',
      expires_in: 'Läuft ab in',
      days: '%{smart_count} Tag |||| %{smart_count} Tagen',
      never: 'Nie',
      revoke: 'Widerrufen',
      revoke_named: 'Token %{name} widerrufen',
      revoke_title: 'Token „%{name}“ widerrufen?',
      revoke_question:
        'Das Token wird ab seiner nächsten Anfrage abgewiesen. Dies kann nicht rückgängig gemacht werden.',
      revoked: 'API-Token widerrufen.',
      status: { active: 'Aktiv', expired: 'Abgelaufen', revoked: 'Widerrufen' },
      columns: {
        name: 'Name',
        prefix: 'Token',
        user: 'Dienstkonto',
        expires_at: 'Läuft ab',
        last_used_at: 'Zuletzt genutzt',
        status: 'Status',
        actions: 'Aktionen',
      },
    },
  },
};
