/** German messages (the English is in i18n.ts). */
export const de = {
  caretaker: {
    jobs: {
      title: 'Fehlgeschlagene Aufträge',
      intro:
        'Hintergrundaufträge aller Benutzer, die nach ihrem letzten Versuch fehlgeschlagen sind, die neuesten zuerst. Wiederholen führt einen Auftrag mit neuen Versuchen erneut aus.',
      retry: 'Wiederholen',
      retry_named: 'Auftrag %{id} wiederholen',
      retried: 'Der Auftrag wird erneut ausgeführt.',
      system: 'System',
      kinds: { 'excel-export': 'Excel-Export', 'dashboard-export': 'Dashboard-Export' },
      columns: {
        id: 'Nr.',
        kind: 'Auftrag',
        user: 'Benutzer',
        finished_at: 'Fehlgeschlagen am',
        error: 'Grund',
        actions: 'Aktionen',
      },
    },
  },
};
