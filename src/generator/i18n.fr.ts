/** French messages (the English, the specification's wording, is in i18n.ts). */
export const fr = {
  caretaker: {
    generator: {
      no_records: 'Aucun enregistrement trouvé',
      delete_title: 'Supprimer',
      actions: 'Actions',
      filters: 'Filtres',
      search: 'Rechercher',
      reset: 'Réinitialiser',
      delete_confirm: 'Êtes-vous sûr de vouloir supprimer cet élément ?',
      edit_title: 'Modifier %{name}',
      breadcrumb: { label: "Fil d'Ariane", add: 'Ajouter', edit: 'Modifier', show: 'Afficher' },
      pagination: {
        go_to_page: 'Aller à la page',
        go: 'Aller',
        above_last: 'La dernière page est %{last}.',
        invalid: 'Saisissez un numéro de page.',
        more_than: '%{from}–%{to} sur plus de %{count}',
      },
      validation: {
        required: 'Ce champ est obligatoire.',
        email: 'Adresse e-mail invalide',
        pattern: 'Format invalide',
      },
    },
  },
};
