/** Messages of the to-do page and the home page's work cards (`caretaker.todo.*`); English is the spec's wording. */
export const en = {
  caretaker: {
    todo: {
      title: 'To-do',
      empty: "You don't have tasks to review.",
      error: 'The list could not be loaded.',
      tabs: {
        inspections: 'Inspections',
        quotations: 'Quotations',
        claims: 'Claims',
        wso: 'Work service orders',
        deliverables: 'Deliverables',
      },
      columns: {
        reference_number: 'Reference number',
        status: 'Status',
        status_date: 'Status date',
        status_remarks: 'Status remarks',
        school: 'School',
        inspected_at: 'Inspected at',
        inspection_type: 'Inspection type',
        inspection_category: 'Inspection category',
        job: 'Job',
        quotation_reference_number: 'Quotation reference number',
        category: 'Category',
        zone: 'Zone',
        month: 'Month',
      },
      home: {
        work: 'Your work',
        waiting: 'waiting',
        open: 'Open to-do',
        figures: 'Quotations at a glance',
        inspections: 'Inspections this month',
      },
    },
  },
};

export const fr = {
  caretaker: {
    todo: {
      title: 'À faire',
      empty: "Vous n'avez aucune tâche à examiner.",
      error: "La liste n'a pas pu être chargée.",
      tabs: {
        inspections: 'Inspections',
        quotations: 'Devis',
        claims: 'Réclamations',
        wso: 'Ordres de service',
        deliverables: 'Livrables',
      },
      columns: {
        reference_number: 'Numéro de référence',
        status: 'Statut',
        status_date: 'Date du statut',
        status_remarks: 'Remarques sur le statut',
        school: 'École',
        inspected_at: "Date d'inspection",
        inspection_type: "Type d'inspection",
        inspection_category: "Catégorie d'inspection",
        job: 'Travaux',
        quotation_reference_number: 'Référence du devis',
        category: 'Catégorie',
        zone: 'Zone',
        month: 'Mois',
      },
      home: {
        work: 'Votre travail',
        waiting: 'en attente',
        open: 'Ouvrir la liste à faire',
        figures: 'Les devis en un coup d’œil',
        inspections: 'Inspections du mois',
      },
    },
  },
};

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

export const nl = {
  caretaker: {
    todo: {
      title: 'Te doen',
      empty: 'U heeft geen taken om te beoordelen.',
      error: 'De lijst kon niet worden geladen.',
      tabs: {
        inspections: 'Inspecties',
        quotations: 'Offertes',
        claims: 'Declaraties',
        wso: 'Werkorders',
        deliverables: 'Opleveringen',
      },
      columns: {
        reference_number: 'Referentienummer',
        status: 'Status',
        status_date: 'Statusdatum',
        status_remarks: 'Statusopmerkingen',
        school: 'School',
        inspected_at: 'Geïnspecteerd op',
        inspection_type: 'Inspectietype',
        inspection_category: 'Inspectiecategorie',
        job: 'Werk',
        quotation_reference_number: 'Offertereferentie',
        category: 'Categorie',
        zone: 'Zone',
        month: 'Maand',
      },
      home: {
        work: 'Uw werk',
        waiting: 'wachtend',
        open: 'Te doen openen',
        figures: 'Offertes in één oogopslag',
        inspections: 'Inspecties deze maand',
      },
    },
  },
};
