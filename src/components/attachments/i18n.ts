/** Messages of <AttachmentList> (`caretaker.files.attachments.*`); merged into the catalogue by resources/documents/i18n.ts. */
export const en = {
  caretaker: {
    files: {
      attachments: {
        title: 'Files',
        empty: 'No files',
        preview: 'Preview %{name}',
        download: 'Download %{name}',
        delete: 'Delete %{name}',
        delete_title: 'Delete file',
        delete_confirm: 'Are you sure you want to delete this file?',
        deleted: 'Successfully deleted file',
      },
    },
  },
};

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

export const de = {
  caretaker: {
    files: {
      attachments: {
        title: 'Dateien',
        empty: 'Keine Dateien',
        preview: 'Vorschau von %{name}',
        download: '%{name} herunterladen',
        delete: '%{name} löschen',
        delete_title: 'Datei löschen',
        delete_confirm: 'Möchten Sie diese Datei wirklich löschen?',
        deleted: 'Datei erfolgreich gelöscht',
      },
    },
  },
};

export const nl = {
  caretaker: {
    files: {
      attachments: {
        title: 'Bestanden',
        empty: 'Geen bestanden',
        preview: 'Voorbeeld van %{name}',
        download: '%{name} downloaden',
        delete: '%{name} verwijderen',
        delete_title: 'Bestand verwijderen',
        delete_confirm: 'Weet u zeker dat u dit bestand wilt verwijderen?',
        deleted: 'Bestand succesvol verwijderd',
      },
    },
  },
};
