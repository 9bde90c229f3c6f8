/** French messages (the English is in i18n.ts). */
export const fr = {
  caretaker: {
    jobs: {
      title: 'Tâches en échec',
      intro:
        'Tâches en arrière-plan de tous les utilisateurs qui ont échoué à leur dernière tentative, les plus récentes en premier. Relancer en exécute une à nouveau avec de nouvelles tentatives.',
      retry: 'Relancer',
      retry_named: 'Relancer la tâche %{id}',
      retried: 'La tâche va être exécutée à nouveau.',
      system: 'Système',
      kinds: { 'excel-export': 'Export Excel', 'dashboard-export': 'Export du tableau de bord' },
      columns: {
        id: 'N°',
        kind: 'Tâche',
        user: 'Utilisateur',
        finished_at: 'Échec le',
        error: 'Motif',
        actions: 'Actions',
      },
    },
  },
};
