/** French messages of the settings of work without signal (the English is in i18n.ts). */
export const fr = {
  caretaker: {
    users: { tabs: { offline: 'Travail sans réseau' } },
    offline_settings: {
      title: 'Travail sans réseau',
      intro:
        'Vos inspections ouvertes sont gardées automatiquement sur cet appareil, pour travailler là où le réseau manque.',
      keep_originals: 'Garder les photos originales',
      keep_originals_help:
        "Les photos sont gardées et envoyées telles que prises au lieu d'être réduites (1600 px au plus). Elles prennent plus de place sur cet appareil et plus de temps à envoyer.",
      budget: 'Espace pour les dossiers gardés automatiquement',
      budget_help:
        "La préparation s'arrête quand cet appareil en contient autant. Les modifications en attente d'envoi ne sont jamais supprimées.",
      measuring: "Mesure de l'espace utilisé…",
      used: '%{used} utilisés sur %{budget}',
      used_label: 'Espace utilisé sur cet appareil',
      last_run:
        'Dernière préparation à %{at} : %{smart_count} dossier nouvellement gardé |||| Dernière préparation à %{at} : %{smart_count} dossiers nouvellement gardés',
      over_budget:
        "%{smart_count} dossier ouvert n'est pas gardé : l'espace est plein |||| %{smart_count} dossiers ouverts ne sont pas gardés : l'espace est plein",
      prepare_now: 'Préparer maintenant',
    },
  },
};
