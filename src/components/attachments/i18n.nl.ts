/** Dutch messages (the English, the specification's wording, is in i18n.ts). */
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
