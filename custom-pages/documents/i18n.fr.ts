/** French messages (the English, the specification's wording, is in i18n.ts). */

export const fr = {
  resources: {
    'document-repository': {
      name: 'Document |||| Documents',
      fields: {
        name: 'Nom',
        category: 'Catégorie',
        description: 'Description',
        attachments: 'Fichiers',
        created_by: 'Créé par',
        updated_at: 'Mis à jour le',
        actions: 'Actions',
      },
      notifications: {
        created: 'Document créé avec succès',
        updated: 'Document mis à jour avec succès',
        deleted: 'Document supprimé avec succès',
      },
    },
  },
  caretaker: {
    documents: {
      list_title: 'Liste des documents',
      create_title: 'Créer un document',
      edit_title: 'Modifier le document',
      breadcrumb: "Fil d'Ariane",
      create: 'Créer',
      edit: 'Modifier',
      search: 'Rechercher par nom',
      files: 'Fichiers',
      existing_files: 'Fichiers téléversés',
      required: 'Ce champ est obligatoire',
      file_required: 'Le téléversement d’un fichier est obligatoire',
      categories: {
        north: 'nord',
        'north-east': 'nord-est',
        east: 'est',
        south: 'sud',
        'south-west': 'sud-ouest',
        west: 'ouest',
      },
    },
  },
};
