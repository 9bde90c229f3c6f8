/**
 * Messages of the COP screens (`caretaker.cop.*`) in the four interface languages. English is the specification's
 * wording (spec part 3 §2, §5, §8): 'Update successful', 'Successfully approved COP', 'No data', the column names.
 */
import { PAGE_TEXTS } from './pageTexts.js';
const en = {
  caretaker: {
    cop: {
      list_title: PAGE_TEXTS.en.list_title,
      breadcrumb: PAGE_TEXTS.en.breadcrumb,
      create: 'Create claim',
      create_title: 'Create a monthly claim',
      created: 'Successfully created COP',
      cancel: 'Cancel',
      search: 'Search',
      view: 'View',
      pdf: 'PDF',
      no_data: 'No data',
      filters: { zone: 'Zone', status: 'Status', year: 'Year', month: 'Month' },
      columns: {
        reference_number: 'Reference',
        zone: 'Zone',
        period: 'Month',
        payment_claim_no: 'Claim no.',
        status: 'Status',
        grand_total: 'Grand total',
        actions: 'Actions',
      },
      status: { DRAFT: 'Draft', PENDING: 'Pending' },
      tabs: PAGE_TEXTS.en.tabs,
      table: {
        schools: 'Schools',
        contract_amount: 'Contract amount',
        grn_percentage: 'Percentage of completion (%)',
        summarygrnpercentage: 'Cumulative percentage (%)',
        monthly_claim: 'Monthly claim',
        variation: 'Variation',
        addition: 'Addition',
        omission: 'Omission',
        deduction: 'Deduction',
        summarypayment: 'Cumulative payment',
        summarydeduction: 'Cumulative deduction',
        payment: 'This payment',
        reference: 'Reference',
        sub_total: 'Sub-total',
        total: 'Total',
        ld: 'Liquidated damages',
        school_type: 'School type',
        previously_paid: 'Previously paid',
        row_label: '%{field} for %{school}',
      },
      update: 'Update',
      updated: 'Update successful',
      cover: {
        reference: 'Claim reference',
        contract_number: 'Contract number',
        attention: 'Attention',
        description: 'Description',
        contract_sum: 'Contract sum',
        claim_no: 'Progress claim no.',
        payment_for: 'Payment for %{type} schools',
        kpi: 'KPI %{percent}',
        ld: 'Liquidated damages',
        sub_total: 'Sub-total',
        gst: 'GST %{percent} %',
        grand_total: 'Grand total',
        claim_date: 'Claim date',
        prepared_by: 'Prepared by',
        checked_by: 'Checked & certified correct by',
        not_signed: 'Not signed yet',
        sign: 'Sign',
        submit: 'Submit',
        submitted: 'Successfully approved COP',
        signed: 'Signature saved',
        needs_check: 'The managing agent checks and certifies the claim before it is submitted.',
      },
    },
  },
};

export type Messages = typeof en;

export { en };
