/** German messages (the English, the specification's wording, is in i18n.ts). */
export const de = {
  caretaker: {
    files: {
      upload: {
        drop_many: 'Dateien hierher ziehen oder',
        drop_one: 'Eine Datei hierher ziehen oder',
        browse: 'Dateien auswählen',
        hint: 'Erlaubt: %{types}. Höchstens %{max} pro Datei.',
        chosen: 'Ausgewählte Dateien',
        progress: 'Upload-Fortschritt von %{name}',
        cancel: 'Upload von %{name} abbrechen',
        remove: '%{name} entfernen',
        cancelled: 'Upload abgebrochen',
        refused_type: '%{name} ist kein zulässiger Dateityp. Erlaubt: %{types}.',
        refused_type_photo: 'Etwas ist schiefgelaufen. Ungültiger Dateityp (%{name})',
        refused_not_image: '%{name} ist kein Bild',
        refused_size: '%{name} ist zu groß. Das Maximum ist %{max}.',
        refused_empty: '%{name} ist leer.',
        single_only: 'Es kann nur eine Datei hochgeladen werden.',
      },
    },
  },
};
