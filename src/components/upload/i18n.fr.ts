/** French messages (the English, the specification's wording, is in i18n.ts). */
export const fr = {
  caretaker: {
    files: {
      upload: {
        drop_many: 'Glissez-déposez des fichiers ici, ou',
        drop_one: 'Glissez-déposez un fichier ici, ou',
        browse: 'Parcourir',
        hint: 'Autorisés : %{types}. Maximum %{max} par fichier.',
        chosen: 'Fichiers choisis',
        progress: 'Progression du téléversement de %{name}',
        cancel: 'Annuler le téléversement de %{name}',
        remove: 'Retirer %{name}',
        cancelled: 'Téléversement annulé',
        refused_type: "%{name} n'est pas un type de fichier autorisé. Autorisés : %{types}.",
        refused_type_photo: "Une erreur s'est produite. Type de fichier non valide (%{name})",
        refused_not_image: "%{name} n'est pas une image",
        refused_size: '%{name} est trop volumineux. Le maximum est %{max}.',
        refused_empty: '%{name} est vide.',
        single_only: 'Un seul fichier peut être téléversé.',
      },
    },
  },
};
