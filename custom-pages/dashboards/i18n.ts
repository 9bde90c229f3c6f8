/** Messages of the dashboards (`caretaker.dashboards.*`) in the four interface languages; English is the spec's wording. */
import { COUNT_TEXTS } from './countTexts.js';
import { PAGE_TEXTS } from './pageTexts.js';

export const en = {
  caretaker: {
    dashboards: {
      filters: COUNT_TEXTS.en.filters,
      months: COUNT_TEXTS.en.months,
      tabs: COUNT_TEXTS.en.tabs,
      category: 'Category',
      total: 'Total',
      no_data: COUNT_TEXTS.en.no_data,
      error: 'The dashboard could not be loaded.',
      support: 'This dashboard is not available for your role. Please contact support if you need access.',
      all_schools: COUNT_TEXTS.en.all_schools,
      export: 'Export',
      exporting: 'Preparing the export…',
      export_failed: 'The export could not be prepared.',
      by: {
        zone: 'Zone',
        school: 'School',
        month: 'Month',
      },
      columns: COUNT_TEXTS.en.columns,
      quotation: {
        title: PAGE_TEXTS.en.quotation,
        by_zone: 'Summary by zone',
        by_month: 'Summary by month',
        by_school: 'Summary by school',
        zone_chart: 'Quotation amounts by zone',
        month_chart: 'Quotation amounts by month',
      },
      inspection: {
        title: PAGE_TEXTS.en.inspection,
      },
      defect: {
        title: PAGE_TEXTS.en.defect,
      },
      checklist_summary: {
        title: PAGE_TEXTS.en.checklist_summary,
      },
      checklist_status: {
        title: PAGE_TEXTS.en.checklist_status,
      },
      monthly_summary: {
        title: PAGE_TEXTS.en.monthly_summary,
        help: PAGE_TEXTS.en.monthly_summary_help,
      },
      apv: {
        title: PAGE_TEXTS.en.apv,
        tabs: {
          school: 'School',
          moe: 'MOE',
        },
        total_quotation_amount: 'Total quotation amount',
        total_claim_amount: 'Total claim amount',
        total_invoice_amount: 'Total invoice amount',
        columns: {
          sn: 'S/N',
          quotation_reference: 'Quotation reference number',
          epi_reference_no: 'EPI reference number',
          epo_reference_no: 'EPO reference number',
          quotation_date: 'Quotation date',
          approved_on: 'Approved on',
          wso_date: 'WSO date',
          claim_date: 'Claim date',
          invoice_date: 'Invoice date',
          school: 'School',
          job: 'Job',
          quotation_amount: 'Quotation amount',
          claim_submit_amount: 'Claim submit amount',
          invoice_amount: 'Invoice amount',
        },
      },
    },
  },
};
