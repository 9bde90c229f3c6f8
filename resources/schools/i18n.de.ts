/** German messages (the English, the specification's wording, is in i18n.ts). */

export const de = {
  resources: {
    'settings/schools': {
      name: 'Schule |||| Schulen',
      fields: { name: 'Name', zone: 'Zone', oms: 'Betriebsleiter', mas: 'Verwaltungsagenten' },
    },
  },
  caretaker: {
    zones: { NORTH: 'Nord', NORTH_EAST: 'Nordost', EAST: 'Ost', SOUTH: 'Süd', SOUTH_WEST: 'Südwest', WEST: 'West' },
    schools: {
      title: 'Schulen',
      search: 'Schule suchen',
      zone: 'Zone',
      breadcrumb: 'Brotkrümelnavigation',
      actions: {
        label: 'Aktionen',
        edit_om: 'Betriebsleiter von %{name} bearbeiten',
        edit_ma: 'Verwaltungsagenten von %{name} bearbeiten',
        file_upload: 'Baumkontrollfoto von %{name}',
        contract: 'Schulvertrag von %{name} bearbeiten',
      },
    },
    contracts: {
      title: 'Schulvertrag',
      year: 'Jahr %{year}',
      add_year: 'Jahr %{year} hinzufügen',
      remove_year: 'Jahr %{year} entfernen',
      from_date: 'Von',
      to_date: 'Bis',
      none: 'Kein Schulvertrag für %{school}',
      updated: 'Schulvertrag aktualisiert',
      amounts: {
        schedule_maintenance: 'Planmäßige Wartung',
        general_r_and_r: 'Allgemeine Reparatur und Ersatz',
        custodial_repairs: 'Hausmeisterreparaturen',
        school_field: 'Schulsportplatz',
        synthetic_field: 'Kunstrasenplatz',
        landscape_exclude_school_field: 'Landschaftspflege (ohne Schulsportplatz)',
        landscape_pond: 'Teich',
        landscape_garden: 'Garten',
      },
      validation: {
        amount: 'Geben Sie einen Betrag ein, z. B. 1,234.56',
        negative: 'Der Betrag darf nicht negativ sein',
        decimals: 'Höchstens 2 Nachkommastellen',
        date_order: 'Das Enddatum darf nicht vor dem Anfangsdatum liegen',
      },
    },
    tree_photo: {
      title: 'Baumkontrollfoto',
      current: 'Aktuelles Foto',
      none: 'Keine Daten',
      alt: 'Baumkontrollfoto %{name}',
      upload_title: 'Foto hochladen',
      submit: 'Hochladen',
      missing: 'Bitte laden Sie eine Datei hoch.',
      uploaded: 'Baumkontrollfoto erfolgreich hochgeladen',
      deleted: 'Baumkontrollfoto erfolgreich gelöscht',
      delete_title: 'Foto löschen',
    },
  },
};
