/** Dutch messages (the English, the specification's wording, is in i18n.ts). */

export const nl = {
  resources: {
    'document-repository': {
      name: 'Document |||| Documenten',
      fields: {
        name: 'Naam',
        category: 'Categorie',
        description: 'Beschrijving',
        attachments: 'Bestanden',
        created_by: 'Gemaakt door',
        updated_at: 'Bijgewerkt op',
        actions: 'Acties',
      },
      notifications: {
        created: 'Document succesvol aangemaakt',
        updated: 'Document succesvol bijgewerkt',
        deleted: 'Document succesvol verwijderd',
      },
    },
  },
  caretaker: {
    documents: {
      list_title: 'Documentenlijst',
      create_title: 'Document aanmaken',
      edit_title: 'Document bewerken',
      breadcrumb: 'Kruimelpad',
      create: 'Aanmaken',
      edit: 'Bewerken',
      search: 'Zoeken op naam',
      files: 'Bestanden',
      existing_files: 'Geüploade bestanden',
      required: 'Dit veld is verplicht',
      file_required: 'Een bestand uploaden is verplicht',
      categories: {
        north: 'noord',
        'north-east': 'noordoost',
        east: 'oost',
        south: 'zuid',
        'south-west': 'zuidwest',
        west: 'west',
      },
    },
  },
};
