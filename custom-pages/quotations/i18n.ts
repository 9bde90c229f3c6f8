/**
 * Messages of the quotation and FSR screens in the four interface languages. English is the
 * specification's wording (spec part 2 §2, §5, §8); validation texts come from domain/quotationValidation.ts.
 * Merged into the catalogue by src/i18n (any `custom-pages/<area>/i18n.ts`).
 */
import { QUOTATION_MSG } from '../../domain/quotationValidation.js';
import { fsrSchema } from '../../schemas/fsr.js';
import { schemaMessages } from '../../src/generator/i18n.js';
import { signatureMessages } from '../../src/components/signature/i18n.js';
import { deepMerge } from '../../src/i18n/merge.js';
import type { Messages } from '../../src/i18n/en.js';

const STATUS_EN = {
  DRAFT: 'Draft', PENDING: 'Pending', PENDING_TC: 'Pending TC', PENDING_MA: 'Pending MA', REJECTED: 'Rejected', ACKNOWLEDGE: 'Acknowledged',
  APPROVED: 'Approved', COMPLETED: 'Completed', VOID: 'Void', 'PARTIAL-CLAIM': 'Partial claim', 'FULLY-CLAIM': 'Fully claimed',
  WSO_PENDING_CREATION: 'WSO pending creation', WSO_PENDING_MA: 'WSO pending MA', WSO_PENDING_OM: 'WSO pending OM', WSO_REJECTED: 'WSO rejected',
  VERIFIED: 'Verified',
};

const quotationsEn = {
  breadcrumb: 'Breadcrumb',
  list: { title: 'Quotation list' },
  form: { title: '%{mode} quotation', mode_create: 'Create', mode_edit: 'Edit', mode_sign: 'Sign', mode_view: 'View', header: 'Quotation details' },
  items: {
    title: 'Quotation items', serial_no: 'S/N', item_number: 'Item no.', description: 'Description', quantity: 'Quantity', unit: 'Unit',
    rate: 'Rate (S$)', amount: 'Amount (S$)', row_actions: 'Actions for row', star_rate: 'Star rate', remove_discount: 'Remove discount',
    empty: 'No items yet. Use Add item to choose FSR items.', insert: 'Insert FSR item', replace: 'Replace FSR item', add_header: 'Add header',
    edit_header: 'Edit header', add_note: 'Add note', edit_note: 'Edit note', minimum: 'Minimum charge is S$ %{minimum}', apply_discount: 'Apply discount', remove: 'Remove', add_item: 'Add item',
    add_star_rate: 'Add star rate', sort: 'Sort by serial number', apply_discounts: 'Apply discounts',
  },
  totals: {
    title: 'Quotation totals', fsr_total: 'FSR total', custodial_total: 'Custodial discount', fsr_final_total: 'FSR total after discount',
    fsr_less: 'Less %{percent}%', fsr_sub_total: 'FSR sub total', star_rate_total: 'Star rate total', star_rate_add: 'Add %{percent}%',
    star_rate_sub_total: 'Star rate sub total', sub_total: 'Sub total', gst: 'GST %{percent}%', total: 'Total',
  },
  fields: {
    school: 'School', date: 'Date', attention: 'Attention', cc: 'CC', telephone: 'Telephone', fax: 'Fax', location: 'Location', job_type: 'Job type',
    trade: 'Trade', job: 'Job', remarks: 'Remarks', supporting_documents: 'Supporting documents', status: 'Status', document_type: 'Document type',
    epo_reference_no: 'EPO reference number', epi_reference_no: 'EPI reference number', source_fund: 'Source fund', file_name: 'File name',
    order: 'Order', report: 'Include in report', custodial_discount_quantity: 'Quantity', custodial_discount_description: 'Description',
    discount_application: 'Apply to', header: 'Header', note: 'Note', position: 'Position', rate: 'Rate', unit: 'Unit', category: 'Category',
    item_description: 'Item description',
  },
  actions: {
    submit: 'Submit', draft: 'Draft', preview: 'Preview', void: 'Void', reject: 'Reject', clone: 'Clone', delete: 'Delete',
    post_approval: 'Post approval', moe_fund_approve: 'MOE fund approval', wso: 'Work service order', create_claim: 'Create claim',
    update_attachments: 'Update attachments', regenerate_report: 'Regenerate report', report: 'PDF report', documents: 'Documents', menu: 'Actions for %{reference}', apply: 'Apply', insert: 'Insert', replace: 'Replace',
  },
  modals: {
    void_title: 'Void quotation', void_confirm: 'Are you sure you want to void this item?',
    reject_title: 'Reject quotation', reject_confirm: 'Are you sure you want to reject this item?',
    clone_title: 'Clone quotation', delete_title: 'Delete quotation', delete_confirm: 'Are you sure you want to delete this item?',
    regenerate_title: 'Regenerate report', regenerate_confirm: 'Are you sure you want to generate this report?',
    regenerate_note: 'Report will take an estimate of 3 minutes to be generated',
    discount_title: 'Apply discounts', discount_selected: 'Selected item', discount_all: 'All items (except star rates)',
    header_title: 'Add header', note_title: 'Add note', insert_title: 'Insert FSR item', position_up: 'Up', position_down: 'Down',
    replace_title: 'Replace FSR item', star_rate_title: 'Add star rate', post_approval_title: 'Post approval', moe_title: 'MOE fund approval',
    attachments_title: 'Update attachments',
  },
  msg: { ...QUOTATION_MSG },
  notify: {
    created: 'Successfully created quotation', updated: 'Successfully updated quotation', verified: 'Successfully verified quotation',
    rejected: 'Successfully rejected quotation', voided: 'Successfully voided quotation', cloned: 'Successfully cloned quotation',
    deleted: 'Successfully deleted quotation', regenerated: 'Successfully regenerated report. Please wait for 3 minutes.',
    attachments_updated: 'Successfully updated attachments', star_rate_created: 'Successfully created star rate', fsr_added: 'Successfully added FSR item',
    server_error: 'Something went wrong with the server',
  },
  status: STATUS_EN,
  banner: {
    title: 'Work completion', reference_number: 'Reference number', status: 'Quotation status', quotation_sla: 'Quotation SLA',
    claim_status: 'Claim status', claim_sla: 'Claim SLA', epo_reference_no: 'EPO reference number', epi_reference_no: 'EPI reference number',
  },
  documents: { title: 'Documents', none: 'No documents', uploaded_by: 'Uploaded by %{name}', delete: 'Delete %{name}', delete_title: 'Delete file', delete_confirm: 'Are you sure you want to delete this file?', deleted: 'Successfully deleted file' },
  history: {
    title: 'Status history', empty: 'No status history available', user: 'User', approval_type: 'Approval type', status: 'Status',
    remarks: 'Remarks', signature: 'Signature', date: 'Date',
  },
  versions: { title: 'Work flow history', empty: 'No versions yet', version: 'Version %{version}' },
  signatures: { prepared: 'Prepared by', checked: 'Checked and certified' },
  verification: {
    title: 'Verification', status: 'Verification status', VERIFIED: 'Verified', ACKNOWLEDGE: 'Acknowledge and route', REJECTED: 'Rejected',
    next_approval: 'Next approver', remarks: 'Remarks', confirm_title: 'Verify quotation',
    confirm_south: 'Are you sure you want to VERIFY this quotation? If yes, this will be verified and forwarded to TC for approval.',
  },
  filters: {
    reference_number: 'Reference number', school: 'School', all: 'All', status: 'Quotation status', wso_status: 'WSO status',
    claim_status: 'Pending claim status', job: 'Job', start_date: 'Start date', end_date: 'End date', zone: 'Zone', search: 'Search',
  },
  columns: {
    reference_number: 'Reference number', school: 'School', date: 'Date', job: 'Job', trade: 'Trade', status: 'Status',
    claim_status: 'Claim status', wso_status: 'WSO status', total_amount: 'Total amount', actions: 'Actions',
  },
  fsr: { none: 'No FSR items found', item: 'FSR item' },
  add_items: { title: 'Add quotation items', search: 'Search FSR items', add: 'Add selected item |||| Add %{smart_count} selected items' },
  preview: { title: 'Preview' },
  repriced: { row: 'Item %{item}: rate %{from} is now %{to}' },
  common: { yes: 'Yes', no: 'No' },
};

const fsrEn = {
  required: 'This item is required.', numeric: 'Must be a number.',
  fields: {
    category: 'Category', section: 'Section', section_description: 'Section description', item_number: 'Item number',
    item_group_description: 'Item group description', item_description: 'Item description', unit: 'Unit', rate: 'Rate (S$)',
  },
  row: 'Category %{block}, row %{row}', remove_row: 'Remove row', add_row: 'Add row', block: 'Category %{n}', remove_block: 'Remove category',
  add_block: 'Add category', breadcrumb: 'Breadcrumb', list: 'FSR list', create: 'Create', title: 'Create FSR', submit: 'Submit', created: 'Successfully created site',
  import: {
    button: 'Import', title: 'Import a schedule of rates', file: 'Schedule of rates (.xlsx)', submit: 'Import', choose: 'Please upload a file to proceed.', done: 'Successfully imported FSR items',
    help: 'First worksheet, first row the column names: category, section, section_description, item_number, item_group_description, item_description, unit, rate, minimum (optional). A file with any error is not imported.',
    report: 'Rows with errors', row: 'Row', field: 'Column', message: 'Error',
  },
};

const FSR = fsrSchema['x-resource'].route;

export const en: Messages = deepMerge(signatureMessages.en as Messages, {
  resources: {
    [FSR]: { ...schemaMessages(fsrSchema, 'FSR'), notifications: { updated: 'Successfully updated FSR item', deleted: 'Successfully deleted FSR item', created: 'Successfully added FSR item' } },
    'works-order/quotation-list': { name: 'Quotation |||| Quotations' },
  },
  caretaker: { quotations: quotationsEn, fsr: fsrEn },
} as unknown as Messages);

export { fr } from './i18n.fr.js';
export { de } from './i18n.de.js';
export { nl } from './i18n.nl.js';
