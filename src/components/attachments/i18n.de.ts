/** German messages (the English, the specification's wording, is in i18n.ts). */
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
