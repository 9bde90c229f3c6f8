/** German messages of field work without signal (the English is in i18n.ts). */
export const de = {
  caretaker: {
    offline: {
      offline: 'Offline',
      banner:
        'Sie sind offline. Ihre Änderungen werden auf diesem Gerät gespeichert und gesendet, sobald die Verbindung zurück ist.',
      queued: 'Auf diesem Gerät gespeichert; wird gesendet, sobald die Verbindung zurück ist',
      unkept:
        'Nicht gespeichert: keine Verbindung, und dieses Gerät hat noch keinen Schlüssel von Ihnen. Melden Sie sich online erneut an.',
      waiting: '%{smart_count} Änderung wartet auf das Senden |||| %{smart_count} Änderungen warten auf das Senden',
      step_waiting: '%{step} wartet auf das Senden',
      step_queued: 'Auf diesem Gerät gespeichert; wird gesendet, sobald die Verbindung zurück ist',
      defect_queued: 'Mangel auf diesem Gerät gespeichert; wird gesendet, sobald die Verbindung zurück ist',
      photo_delete_queued:
        'Foto auf diesem Gerät gelöscht; das Löschen wird gesendet, sobald die Verbindung zurück ist',
      photo_delete_kept: 'Das Foto ist noch auf dem Server.',
      photo_waiting: 'Wartet auf das Senden',
      top_waiting: '%{smart_count} Änderung wartet auf das Senden |||| %{smart_count} Änderungen warten auf das Senden',
      top_check: '%{smart_count} Änderung zu prüfen |||| %{smart_count} Änderungen zu prüfen',
      problems:
        '%{smart_count} Änderung konnte nicht so gesendet werden |||| %{smart_count} Änderungen konnten nicht so gesendet werden',
      review: 'Prüfen',
      make_available: 'Offline verfügbar machen',
      available: 'Offline verfügbar',
      prepared: 'Für die Arbeit ohne Netz auf diesem Gerät gespeichert',
      prepare_failed: 'Konnte nicht auf diesem Gerät gespeichert werden: %{message}',
      not_kept:
        'Keine Verbindung, und dieser Datensatz ist nicht auf diesem Gerät gespeichert. Öffnen Sie ihn einmal online und wählen Sie „Offline verfügbar machen“.',
      problems_title: 'Zu prüfende Änderungen',
      conflict_intro: 'Jemand anderes hat dies geändert, während Sie offline waren. Wählen Sie, welcher Wert bleibt.',
      field: 'Feld',
      theirs: 'Deren Wert (auf dem Server)',
      mine: 'Mein Wert (dieses Gerät)',
      keep_theirs: 'Deren behalten',
      use_mine: 'Meinen verwenden',
      refused: 'Nicht gesendet: %{what}.',
      refused_kept: 'Auf diesem Gerät behalten: %{values}',
      dismiss: 'Verwerfen',
      close: 'Schließen',
      kinds: {
        item: 'Checklistenpunkt',
        details: 'Inspektionsdatum und Check-out',
        defect: 'Neuer Mangel',
        step: 'Speichern oder einreichen',
        photoDelete: 'Foto %{name} löschen',
      },
      fields: {
        status: 'Geprüft',
        remarks: 'Bemerkungen',
        inspected_at: 'Inspektionsdatum',
        check_out: 'Check-out',
        location: 'Ort',
        description: 'Beschreibung',
      },
    },
  },
};
