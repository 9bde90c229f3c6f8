/** French messages (the English, the specification's wording, is in i18n.ts). */
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
