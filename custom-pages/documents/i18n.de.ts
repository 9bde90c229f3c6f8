/** German messages (the English, the specification's wording, is in i18n.ts). */

export const de = {
  resources: {
    'document-repository': {
      name: 'Dokument |||| Dokumente',
      fields: {
        name: 'Name',
        category: 'Kategorie',
        description: 'Beschreibung',
        attachments: 'Dateien',
        created_by: 'Erstellt von',
        updated_at: 'Aktualisiert am',
        actions: 'Aktionen',
      },
      notifications: {
        created: 'Dokument erfolgreich erstellt',
        updated: 'Dokument erfolgreich aktualisiert',
        deleted: 'Dokument erfolgreich gelöscht',
      },
    },
  },
  caretaker: {
    documents: {
      list_title: 'Dokumentenliste',
      create_title: 'Dokument erstellen',
      edit_title: 'Dokument bearbeiten',
      breadcrumb: 'Brotkrümelnavigation',
      create: 'Erstellen',
      edit: 'Bearbeiten',
      search: 'Nach Namen suchen',
      files: 'Dateien',
      existing_files: 'Hochgeladene Dateien',
      required: 'Dieses Feld ist erforderlich',
      file_required: 'Ein Datei-Upload ist erforderlich',
      categories: {
        north: 'Nord',
        'north-east': 'Nordost',
        east: 'Ost',
        south: 'Süd',
        'south-west': 'Südwest',
        west: 'West',
      },
    },
  },
};
