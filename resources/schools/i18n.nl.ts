/** Dutch messages (the English, the specification's wording, is in i18n.ts). */

export const nl = {
  resources: {
    'settings/schools': {
      name: 'School |||| Scholen',
      fields: { name: 'Naam', zone: 'Zone', oms: 'Operationeel managers', mas: 'Beheeragenten' },
    },
  },
  caretaker: {
    zones: {
      NORTH: 'Noord',
      NORTH_EAST: 'Noordoost',
      EAST: 'Oost',
      SOUTH: 'Zuid',
      SOUTH_WEST: 'Zuidwest',
      WEST: 'West',
    },
    schools: {
      title: 'Scholen',
      search: 'School zoeken',
      zone: 'Zone',
      breadcrumb: 'Kruimelpad',
      actions: {
        label: 'Acties',
        edit_om: 'Operationeel managers van %{name} bewerken',
        edit_ma: 'Beheeragenten van %{name} bewerken',
        file_upload: 'Boominspectiefoto van %{name}',
        contract: 'Schoolcontract van %{name} bewerken',
      },
    },
    contracts: {
      title: 'Schoolcontract',
      year: 'Jaar %{year}',
      add_year: 'Jaar %{year} toevoegen',
      remove_year: 'Jaar %{year} verwijderen',
      from_date: 'Van',
      to_date: 'Tot',
      none: 'Geen schoolcontract voor %{school}',
      updated: 'Schoolcontract bijgewerkt',
      amounts: {
        schedule_maintenance: 'Gepland onderhoud',
        general_r_and_r: 'Algemene reparatie en vervanging',
        custodial_repairs: 'Conciërgereparaties',
        school_field: 'Schoolveld',
        synthetic_field: 'Kunstgrasveld',
        landscape_exclude_school_field: 'Groenvoorziening (zonder schoolveld)',
        landscape_pond: 'Vijver',
        landscape_garden: 'Tuin',
      },
      validation: {
        amount: 'Voer een bedrag in, bijv. 1,234.56',
        negative: 'Het bedrag mag niet negatief zijn',
        decimals: 'Hoogstens 2 decimalen',
        date_order: 'De einddatum mag niet voor de begindatum liggen',
      },
    },
    tree_photo: {
      title: 'Boominspectiefoto',
      current: 'Huidige foto',
      none: 'Geen gegevens',
      alt: 'Boominspectiefoto %{name}',
      upload_title: 'Foto uploaden',
      submit: 'Uploaden',
      missing: 'Upload een bestand om te verzenden.',
      uploaded: 'Boominspectiefoto succesvol geüpload',
      deleted: 'Boominspectiefoto succesvol verwijderd',
      delete_title: 'Foto verwijderen',
    },
  },
};
