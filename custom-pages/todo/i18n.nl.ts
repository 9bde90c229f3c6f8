/** Dutch messages (the English, the specification's wording, is in i18n.ts). */
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
