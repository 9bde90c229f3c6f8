/** Dutch messages (the English is in i18n.ts). */
export const nl = {
  caretaker: {
    jobs: {
      title: 'Mislukte taken',
      intro:
        'Achtergrondtaken van alle gebruikers die na hun laatste poging zijn mislukt, de nieuwste eerst. Opnieuw proberen voert een taak opnieuw uit met nieuwe pogingen.',
      retry: 'Opnieuw proberen',
      retry_named: 'Taak %{id} opnieuw proberen',
      retried: 'De taak wordt opnieuw uitgevoerd.',
      system: 'Systeem',
      kinds: { 'excel-export': 'Excel-export', 'dashboard-export': 'Dashboardexport' },
      columns: {
        id: 'Nr.',
        kind: 'Taak',
        user: 'Gebruiker',
        finished_at: 'Mislukt op',
        error: 'Reden',
        actions: 'Acties',
      },
    },
  },
};
