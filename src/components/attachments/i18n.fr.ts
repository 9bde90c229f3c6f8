/** French messages (the English, the specification's wording, is in i18n.ts). */
export const fr = {
  caretaker: {
    files: {
      attachments: {
        title: 'Fichiers',
        empty: 'Aucun fichier',
        preview: 'Aperçu de %{name}',
        download: 'Télécharger %{name}',
        delete: 'Supprimer %{name}',
        delete_title: 'Supprimer le fichier',
        delete_confirm: 'Êtes-vous sûr de vouloir supprimer ce fichier ?',
        deleted: 'Fichier supprimé avec succès',
      },
    },
  },
};
