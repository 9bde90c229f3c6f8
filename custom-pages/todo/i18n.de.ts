/** German messages (the English, the specification's wording, is in i18n.ts). */
export const de = {
  caretaker: {
    todo: {
      title: 'Aufgaben',
      empty: 'Sie haben keine Aufgaben zu prüfen.',
      error: 'Die Liste konnte nicht geladen werden.',
      tabs: {
        inspections: 'Inspektionen',
        quotations: 'Angebote',
        claims: 'Abrechnungen',
        wso: 'Arbeitsaufträge',
        deliverables: 'Leistungen',
      },
      columns: {
        reference_number: 'Referenznummer',
        status: 'Status',
        status_date: 'Statusdatum',
        status_remarks: 'Statusbemerkungen',
        school: 'Schule',
        inspected_at: 'Inspiziert am',
        inspection_type: 'Inspektionsart',
        inspection_category: 'Inspektionskategorie',
        job: 'Arbeiten',
        quotation_reference_number: 'Angebotsreferenz',
        category: 'Kategorie',
        zone: 'Zone',
        month: 'Monat',
      },
      home: {
        work: 'Ihre Arbeit',
        waiting: 'offen',
        open: 'Aufgaben öffnen',
        figures: 'Angebote auf einen Blick',
        inspections: 'Inspektionen dieses Monats',
      },
    },
  },
};
