/** French messages of field work without signal (the English is in i18n.ts). */
export const fr = {
  caretaker: {
    offline: {
      offline: 'Hors ligne',
      banner:
        'Vous êtes hors ligne. Vos modifications sont conservées sur cet appareil et envoyées au retour de la connexion.',
      queued: 'Conservé sur cet appareil ; envoyé au retour de la connexion',
      unkept:
        'Non enregistré : pas de connexion et cet appareil ne détient pas encore votre clé. Reconnectez-vous en ligne.',
      waiting: "%{smart_count} modification en attente d'envoi |||| %{smart_count} modifications en attente d'envoi",
      step_waiting: "%{step} en attente d'envoi",
      step_queued: 'Conservé sur cet appareil ; il sera envoyé au retour de la connexion',
      defect_queued: 'Défaut conservé sur cet appareil ; il sera envoyé au retour de la connexion',
      photo_delete_queued: 'Photo supprimée sur cet appareil ; la suppression sera envoyée au retour de la connexion',
      photo_delete_kept: 'La photo est toujours sur le serveur.',
      photo_waiting: "En attente d'envoi",
      top_waiting:
        "%{smart_count} modification en attente d'envoi |||| %{smart_count} modifications en attente d'envoi",
      top_check: '%{smart_count} modification à vérifier |||| %{smart_count} modifications à vérifier',
      problems:
        "%{smart_count} modification n'a pas pu être envoyée telle quelle |||| %{smart_count} modifications n'ont pas pu être envoyées telles quelles",
      review: 'Vérifier',
      make_available: 'Rendre disponible hors ligne',
      available: 'Disponible hors ligne',
      prepared: 'Conservé sur cet appareil pour travailler sans réseau',
      prepare_failed: 'Impossible de le conserver sur cet appareil : %{message}',
      not_kept:
        "Pas de connexion et cet enregistrement n'est pas conservé sur cet appareil. Ouvrez-le une fois en ligne et choisissez « Rendre disponible hors ligne ».",
      problems_title: 'Modifications à vérifier',
      conflict_intro:
        "Quelqu'un d'autre a modifié ceci pendant que vous étiez hors ligne. Choisissez la valeur à garder.",
      field: 'Champ',
      theirs: 'La leur (sur le serveur)',
      mine: 'La mienne (cet appareil)',
      keep_theirs: 'Garder la leur',
      use_mine: 'Utiliser la mienne',
      refused: 'Non envoyé : %{what}.',
      refused_kept: 'Conservé sur cet appareil : %{values}',
      dismiss: 'Ignorer',
      close: 'Fermer',
      kinds: {
        item: 'Élément de la liste',
        details: "Date d'inspection et départ",
        defect: 'Nouveau défaut',
        step: 'Enregistrer ou soumettre',
        photoDelete: 'Supprimer la photo %{name}',
      },
      fields: {
        status: 'Vérifié',
        remarks: 'Remarques',
        inspected_at: "Date d'inspection",
        check_out: 'Départ',
        location: 'Emplacement',
        description: 'Description',
      },
    },
  },
};
