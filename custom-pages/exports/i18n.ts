/**
 * Messages of the Excel export screens (`caretaker.exports.*`) in the four interface languages; English from the
 * specification (spec part 2 §2, §5, §8).
 */
const modules = { QUOTATION: 'Quotation', WSO: 'Work service order', INSPECTION: 'Inspection', CLAIM: 'Claim' };

export const en = {
  caretaker: {
    exports: {
      title: 'Excel export',
      create_title: 'Create excel export',
      breadcrumb_list: 'Excel export list',
      breadcrumb_create: 'Create',
      add: 'Add',
      search: 'Search',
      reset: 'Reset',
      submit: 'Submit',
      cancel: 'Cancel',
      download: 'Download',
      download_named: 'Download %{name}',
      delete: 'Delete',
      delete_named: 'Delete export %{id}',
      confirm_delete: 'Are you sure you want to delete this item?',
      deleted: 'Successfully deleted',
      created: 'Successfully created excel export',
      progress: 'Export progress',
      rows: '%{done} of %{total} rows',
      any: 'Any',
      fields: {
        module: 'Module',
        school: 'School',
        start_date: 'Start date',
        end_date: 'End date',
        status: 'Status',
        current_status: 'Current status',
      },
      columns: {
        id: 'No.',
        module: 'Module',
        filters: 'Filters',
        created_at: 'Created at',
        status: 'Status',
        file: 'File',
        remarks: 'Remarks',
        actions: 'Actions',
      },
      module: modules,
      task_status: {
        PENDING: 'Pending',
        PROCESSING: 'Processing',
        SUCCESS: 'Success',
        FAILED: 'Failed',
        CANCELLED: 'Cancelled',
      },
    },
  },
};
