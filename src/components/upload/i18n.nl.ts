/** Dutch messages (the English, the specification's wording, is in i18n.ts). */
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
        refused_not_image: '%{name} is geen afbeelding',
        refused_size: '%{name} is te groot. Het maximum is %{max}.',
        refused_empty: '%{name} is leeg.',
        single_only: 'Er kan maar één bestand worden geüpload.',
      },
    },
  },
};
