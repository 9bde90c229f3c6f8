/**
 * Messages of the document repository (`resources.document-repository.*`, `caretaker.documents.*`) and of the
 * shared file components it uses (`caretaker.files.*`), in the four interface languages. English is the
 * specification's wording (spec part 1 §2.4, §5, §8).
 */
import * as attachments from '../../src/components/attachments/i18n.js';
import * as upload from '../../src/components/upload/i18n.js';
import type { Messages } from '../../src/i18n/en.js';
import { deepMerge } from '../../src/i18n/merge.js';

const merge = (...trees: Messages[]): Messages => trees.reduce((acc, t) => deepMerge(acc, t), {} as Messages);

const ROUTE = 'document-repository';

export const en = merge(upload.en, attachments.en, {
  resources: {
    [ROUTE]: {
      name: 'Document |||| Documents',
      fields: {
        name: 'Name',
        category: 'Category',
        description: 'Description',
        attachments: 'Files',
        created_by: 'Created by',
        updated_at: 'Updated at',
      },
      notifications: {
        created: 'Successfully created document repository',
        updated: 'Successfully updated document repository',
        deleted: 'Successfully deleted document repository',
      },
    },
  },
  caretaker: {
    documents: {
      list_title: 'Document list',
      create_title: 'Create document',
      edit_title: 'Edit document',
      breadcrumb: 'Breadcrumb',
      create: 'Create',
      edit: 'Edit',
      search: 'Search by name',
      files: 'Files',
      existing_files: 'Uploaded files',
      required: 'This field is required',
      file_required: 'File upload is required',
      categories: {
        north: 'north',
        'north-east': 'north-east',
        east: 'east',
        south: 'south',
        'south-west': 'south-west',
        west: 'west',
      },
    },
  },
});

export const fr = merge(upload.fr, attachments.fr, {
  resources: {
    [ROUTE]: {
      name: 'Document |||| Documents',
      fields: {
        name: 'Nom',
        category: 'Catégorie',
        description: 'Description',
        attachments: 'Fichiers',
        created_by: 'Créé par',
        updated_at: 'Mis à jour le',
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
});

export const de = merge(upload.de, attachments.de, {
  resources: {
    [ROUTE]: {
      name: 'Dokument |||| Dokumente',
      fields: {
        name: 'Name',
        category: 'Kategorie',
        description: 'Beschreibung',
        attachments: 'Dateien',
        created_by: 'Erstellt von',
        updated_at: 'Aktualisiert am',
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
});

export const nl = merge(upload.nl, attachments.nl, {
  resources: {
    [ROUTE]: {
      name: 'Document |||| Documenten',
      fields: {
        name: 'Naam',
        category: 'Categorie',
        description: 'Beschrijving',
        attachments: 'Bestanden',
        created_by: 'Gemaakt door',
        updated_at: 'Bijgewerkt op',
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
});
