/** Dutch messages (the English, the specification's wording, is in i18n.ts). */

export const nl = {
  caretaker: {
    generator: {
      no_records: 'Geen records gevonden',
      delete_title: 'Verwijderen',
      actions: 'Acties',
      filters: 'Filters',
      search: 'Zoeken',
      reset: 'Herstellen',
      delete_confirm: 'Weet u zeker dat u dit item wilt verwijderen?',
      edit_title: '%{name} bewerken',
      breadcrumb: { label: 'Kruimelpad', add: 'Toevoegen', edit: 'Bewerken', show: 'Bekijken' },
      pagination: {
        go_to_page: 'Ga naar pagina',
        go: 'Ga',
        above_last: 'De laatste pagina is %{last}.',
        invalid: 'Voer een paginanummer in.',
        more_than: '%{from}–%{to} van meer dan %{count}',
      },
      validation: { required: 'Dit veld is verplicht.', email: 'Ongeldig e-mailadres', pattern: 'Ongeldig formaat' },
    },
  },
};
