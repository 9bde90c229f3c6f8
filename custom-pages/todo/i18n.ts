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
