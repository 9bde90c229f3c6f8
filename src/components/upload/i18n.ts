/** Messages of <FileUpload> (`caretaker.files.upload.*`); merged into the catalogue by resources/documents/i18n.ts. */
export const en = {
  caretaker: {
    files: {
      upload: {
        drop_many: 'Drag and drop files here, or',
        drop_one: 'Drag and drop a file here, or',
        browse: 'Browse files',
        hint: 'Allowed: %{types}. Maximum %{max} per file.',
        chosen: 'Chosen files',
        progress: 'Upload progress of %{name}',
        cancel: 'Cancel upload of %{name}',
        remove: 'Remove %{name}',
        cancelled: 'Upload cancelled',
        refused_type: '%{name} is not an allowed file type. Allowed: %{types}.',
        refused_type_photo: 'Something went wrong. Invalid File Type (%{name})',
        refused_size: '%{name} is too large. The maximum is %{max}.',
        refused_empty: '%{name} is empty.',
        single_only: 'Only one file can be uploaded.',
      },
    },
  },
};

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
        refused_size: '%{name} est trop volumineux. Le maximum est %{max}.',
        refused_empty: '%{name} est vide.',
        single_only: 'Un seul fichier peut être téléversé.',
      },
    },
  },
};

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
        refused_size: '%{name} ist zu groß. Das Maximum ist %{max}.',
        refused_empty: '%{name} ist leer.',
        single_only: 'Es kann nur eine Datei hochgeladen werden.',
      },
    },
  },
};

export const nl = {
  caretaker: {
    files: {
      upload: {
        drop_many: 'Sleep bestanden hierheen, of',
        drop_one: 'Sleep een bestand hierheen, of',
        browse: 'Bestanden kiezen',
        hint: 'Toegestaan: %{types}. Maximaal %{max} per bestand.',
        chosen: 'Gekozen bestanden',
        progress: 'Uploadvoortgang van %{name}',
        cancel: 'Upload van %{name} annuleren',
        remove: '%{name} verwijderen',
        cancelled: 'Upload geannuleerd',
        refused_type: '%{name} is geen toegestaan bestandstype. Toegestaan: %{types}.',
        refused_type_photo: 'Er is iets misgegaan. Ongeldig bestandstype (%{name})',
        refused_size: '%{name} is te groot. Het maximum is %{max}.',
        refused_empty: '%{name} is leeg.',
        single_only: 'Er kan maar één bestand worden geüpload.',
      },
    },
  },
};
