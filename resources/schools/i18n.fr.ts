/** French messages (the English, the specification's wording, is in i18n.ts). */

export const fr = {
  resources: {
    'settings/schools': {
      name: 'École |||| Écoles',
      fields: { name: 'Nom', zone: 'Zone', oms: "Responsables d'exploitation", mas: 'Agents gestionnaires' },
    },
  },
  caretaker: {
    zones: { NORTH: 'Nord', NORTH_EAST: 'Nord-est', EAST: 'Est', SOUTH: 'Sud', SOUTH_WEST: 'Sud-ouest', WEST: 'Ouest' },
    schools: {
      title: 'Écoles',
      search: 'Rechercher une école',
      zone: 'Zone',
      breadcrumb: "Fil d'Ariane",
      actions: {
        label: 'Actions',
        edit_om: "Modifier les responsables d'exploitation de %{name}",
        edit_ma: 'Modifier les agents gestionnaires de %{name}',
        file_upload: "Photo d'inspection des arbres de %{name}",
        contract: 'Modifier le contrat de %{name}',
      },
    },
    contracts: {
      title: "Contrat de l'école",
      year: 'Année %{year}',
      add_year: "Ajouter l'année %{year}",
      remove_year: "Retirer l'année %{year}",
      from_date: 'Date de début',
      to_date: 'Date de fin',
      none: 'Aucun contrat pour %{school}',
      updated: "Contrat de l'école mis à jour",
      amounts: {
        schedule_maintenance: 'Maintenance planifiée',
        general_r_and_r: 'Réparations et remplacements généraux',
        custodial_repairs: "Réparations d'entretien",
        school_field: "Terrain de l'école",
        synthetic_field: 'Terrain synthétique',
        landscape_exclude_school_field: "Espaces verts (hors terrain de l'école)",
        landscape_pond: 'Bassin paysager',
        landscape_garden: 'Jardin paysager',
      },
      validation: {
        amount: 'Saisissez un montant, p. ex. 1,234.56',
        negative: 'Le montant ne peut pas être négatif',
        decimals: 'Au plus 2 décimales',
        date_order: 'La date de fin ne peut pas précéder la date de début',
      },
    },
    tree_photo: {
      title: "Photo d'inspection des arbres",
      current: 'Photo actuelle',
      none: 'Aucune donnée',
      alt: "Photo d'inspection des arbres %{name}",
      upload_title: 'Téléverser une photo',
      submit: 'Téléverser',
      missing: 'Veuillez téléverser un fichier pour continuer.',
      uploaded: "Photo d'inspection des arbres téléversée avec succès",
      deleted: "Photo d'inspection des arbres supprimée avec succès",
      delete_title: 'Supprimer la photo',
    },
  },
};
