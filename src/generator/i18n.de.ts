/** German messages (the English, the specification's wording, is in i18n.ts). */
export const de = {
  caretaker: {
    generator: {
      no_records: 'Keine Einträge gefunden',
      delete_title: 'Löschen',
      actions: 'Aktionen',
      filters: 'Filter',
      search: 'Suchen',
      reset: 'Zurücksetzen',
      delete_confirm: 'Möchten Sie diesen Eintrag wirklich löschen?',
      edit_title: '%{name} bearbeiten',
      breadcrumb: { label: 'Brotkrümelnavigation', add: 'Hinzufügen', edit: 'Bearbeiten', show: 'Anzeigen' },
      pagination: {
        go_to_page: 'Gehe zu Seite',
        go: 'Los',
        above_last: 'Die letzte Seite ist %{last}.',
        invalid: 'Geben Sie eine Seitenzahl ein.',
        more_than: '%{from}–%{to} von mehr als %{count}',
      },
      validation: {
        required: 'Dieses Feld ist erforderlich.',
        email: 'Ungültige E-Mail-Adresse',
        pattern: 'Ungültiges Format',
      },
    },
  },
};
