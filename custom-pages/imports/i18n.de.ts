/** German messages (the English is in i18n.ts). */
export const de = {
  caretaker: {
    imports: {
      title: 'Daten importieren',
      intro:
        'Befüllen Sie die Anwendung aus Tabellen, in dieser Reihenfolge: Schulen, ihre Verträge, Benutzer, wer sich um welche Schule kümmert, dann das Leistungsverzeichnis (FSR). Laden Sie eine Vorlage herunter, füllen Sie sie in Excel oder als CSV aus, prüfen Sie sie und importieren Sie sie dann. Eine Datei wird ganz oder gar nicht importiert; dieselbe Datei erneut zu importieren ändert nichts.',
      kind: 'Was importieren',
      kinds: {
        schools: 'Schulen',
        contracts: 'Schulverträge',
        users: 'Benutzer',
        organisation: 'Betriebsleiter und Verwaltungsagenten der Schulen',
        fsr: 'FSR-Positionen (Leistungsverzeichnis)',
      },
      help: {
        schools: 'Eine Zeile je Schule. Die Kennung wird aus dem Namen gebildet, wenn sie leer bleibt.',
        contracts: 'Eine Zeile je Schule und Vertragsjahr (1 bis 5), Beträge in S$.',
        users:
          'Eine Zeile je Benutzer. Neue Benutzer erhalten eine E-Mail, mit der sie ihr Passwort wählen; es gibt keine Passwortspalte.',
        organisation:
          'Eine Zeile je Schule, E-Mails durch Semikolons getrennt. Eine gefüllte Zelle ersetzt diese Liste; eine leere Zelle lässt sie unverändert.',
        fsr: 'Eine Zeile je FSR-Position, Preise in S$. Eine Positionsnummer gehört zu einer Kategorie; eine bekannte Nummer in derselben Kategorie wird aktualisiert. Angebote behalten die Preise, mit denen sie berechnet wurden.',
      },
      key: 'Zeilen werden bestehenden Datensätzen zugeordnet über: %{columns}.',
      columns: 'Spalten (* Pflicht):',
      template_xlsx: 'Excel-Vorlage',
      template_csv: 'CSV-Vorlage',
      file: 'Ausgefüllte Datei (.xlsx oder .csv)',
      check: 'Datei prüfen',
      import: 'Importieren',
      choose: 'Wählen Sie zuerst eine Datei.',
      no_problems: 'Keine Probleme gefunden.',
      imported: 'Importiert.',
      counts: '%{rows} Zeilen: %{create} neu, %{update} geändert, %{unchanged} unverändert.',
      problems:
        'Die Datei hat 1 Problem; nichts wurde importiert. |||| Die Datei hat %{smart_count} Probleme; nichts wurde importiert.',
      first_shown: 'Die ersten %{count} werden angezeigt.',
      report: 'Probleme der Datei',
      row: 'Zeile',
      column: 'Spalte',
      message: 'Problem',
      done: 'Importiert',
      failed: 'Die Datei konnte nicht importiert werden.',
      none_allowed: 'Ihre Rolle darf nichts importieren.',
      running: 'Import läuft im Hintergrund: %{percent} %',
      progress: 'Fortschritt des Imports',
    },
  },
};
