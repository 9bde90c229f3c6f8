/**
 * Messages of the schools list, the school contract screen and the tree-inspection photo screen
 * (`resources.settings/schools.*`, `caretaker.{zones,schools,contracts,tree_photo}.*`), in the four
 * interface languages. English is the specification's wording (spec part 1 §2.8, §5, §8).
 */
const ROUTE = 'settings/schools';

export const en = {
  resources: {
    [ROUTE]: {
      name: 'School |||| Schools',
      fields: { name: 'Name', zone: 'Zone', oms: 'Operations managers', mas: 'Managing agents' },
    },
  },
  caretaker: {
    zones: {
      NORTH: 'North',
      NORTH_EAST: 'North-east',
      EAST: 'East',
      SOUTH: 'South',
      SOUTH_WEST: 'South-west',
      WEST: 'West',
    },
    schools: {
      title: 'Schools',
      search: 'Search school',
      zone: 'Zone',
      breadcrumb: 'Breadcrumb',
      actions: {
        label: 'Actions',
        edit_om: 'Edit operations managers of %{name}',
        edit_ma: 'Edit managing agents of %{name}',
        file_upload: 'Tree inspection photo of %{name}',
        contract: 'Edit school contract of %{name}',
      },
    },
    contracts: {
      title: 'School contract',
      year: 'Year %{year}',
      add_year: 'Add Year %{year}',
      remove_year: 'Remove Year %{year}',
      from_date: 'From date',
      to_date: 'To date',
      none: 'No school contract for %{school}',
      updated: 'School contract updated',
      amounts: {
        schedule_maintenance: 'Schedule maintenance',
        general_r_and_r: 'General R&R',
        custodial_repairs: 'Custodial repairs',
        school_field: 'School field',
        synthetic_field: 'Synthetic field',
        landscape_exclude_school_field: 'Landscape (excluding school field)',
        landscape_pond: 'Landscape pond',
        landscape_garden: 'Landscape garden',
      },
      validation: {
        amount: 'Enter an amount, e.g. 1,234.56',
        negative: 'The amount cannot be negative',
        decimals: 'At most 2 decimals',
        date_order: 'The to date must not be before the from date',
      },
    },
    tree_photo: {
      title: 'Tree inspection photo',
      current: 'Current photo',
      none: 'No data',
      alt: 'Tree inspection photo %{name}',
      upload_title: 'Upload photo',
      submit: 'Upload',
      missing: 'Please upload a file to submit.',
      uploaded: 'Successfully uploaded tree inspection photo',
      deleted: 'Successfully deleted tree inspection photo',
      delete_title: 'Delete photo',
    },
  },
};

export const fr = {
  resources: {
    [ROUTE]: {
      name: 'École |||| Écoles',
      fields: { name: 'Nom', zone: 'Zone', oms: "Responsables d'exploitation", mas: 'Agents gestionnaires' },
    },
  },
  caretaker: {
    zones: { NORTH: 'Nord', NORTH_EAST: 'Nord-est', EAST: 'Est', SOUTH: 'Sud', SOUTH_WEST: 'Sud-ouest', WEST: 'Ouest' },
    schools: {
      title: 'Écoles',
      search: 'Rechercher une école',
      zone: 'Zone',
      breadcrumb: "Fil d'Ariane",
      actions: {
        label: 'Actions',
        edit_om: "Modifier les responsables d'exploitation de %{name}",
        edit_ma: 'Modifier les agents gestionnaires de %{name}',
        file_upload: "Photo d'inspection des arbres de %{name}",
        contract: 'Modifier le contrat de %{name}',
      },
    },
    contracts: {
      title: "Contrat de l'école",
      year: 'Année %{year}',
      add_year: "Ajouter l'année %{year}",
      remove_year: "Retirer l'année %{year}",
      from_date: 'Date de début',
      to_date: 'Date de fin',
      none: 'Aucun contrat pour %{school}',
      updated: "Contrat de l'école mis à jour",
      amounts: {
        schedule_maintenance: 'Maintenance planifiée',
        general_r_and_r: 'Réparations et remplacements généraux',
        custodial_repairs: "Réparations d'entretien",
        school_field: "Terrain de l'école",
        synthetic_field: 'Terrain synthétique',
        landscape_exclude_school_field: "Espaces verts (hors terrain de l'école)",
        landscape_pond: 'Bassin paysager',
        landscape_garden: 'Jardin paysager',
      },
      validation: {
        amount: 'Saisissez un montant, p. ex. 1,234.56',
        negative: 'Le montant ne peut pas être négatif',
        decimals: 'Au plus 2 décimales',
        date_order: 'La date de fin ne peut pas précéder la date de début',
      },
    },
    tree_photo: {
      title: "Photo d'inspection des arbres",
      current: 'Photo actuelle',
      none: 'Aucune donnée',
      alt: "Photo d'inspection des arbres %{name}",
      upload_title: 'Téléverser une photo',
      submit: 'Téléverser',
      missing: 'Veuillez téléverser un fichier pour continuer.',
      uploaded: "Photo d'inspection des arbres téléversée avec succès",
      deleted: "Photo d'inspection des arbres supprimée avec succès",
      delete_title: 'Supprimer la photo',
    },
  },
};

export const de = {
  resources: {
    [ROUTE]: {
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

export const nl = {
  resources: {
    [ROUTE]: {
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
