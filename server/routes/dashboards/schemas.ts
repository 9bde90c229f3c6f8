/** The answers of the dashboard routes, for the OpenAPI document and the response check of every test. */
import {
  arrayOf,
  int,
  nullableInt,
  nullableStr,
  num,
  objectOf,
  str,
  type JsonSchema,
} from '../../lib/openapi/responses.js';

const counts = objectOf({ pending: int, approved: int, completed: int, paid: int, rejected: int });
const summaryRow = objectOf({
  key: str,
  label: str,
  pending: num,
  approved: num,
  completed: num,
  paid: num,
  rejected: num,
  counts,
});
export const quotationSummaryAnswer = objectOf({ data: arrayOf(summaryRow), total: summaryRow });

const period = { month: nullableInt, year: nullableInt };
export const inspectionSummaryAnswer = objectOf({
  ...period,
  data: arrayOf(
    objectOf({
      school_id: int,
      school: str,
      category: str,
      inspection_type: str,
      SUBMITTED: int,
      ACKNOWLEDGED: int,
      APPROVED: int,
      REJECTED: int,
      SUMMARY: int,
    }),
  ),
});

export const defectSummaryAnswer = objectOf({
  ...period,
  data: arrayOf(
    objectOf({
      school_id: int,
      school: str,
      category: str,
      CHECKLIST_TYPE: str,
      'FOLLOW UP': int,
      REPAIRED: int,
      SUMMARY: int,
    }),
  ),
});

const checklistCounts = { DRAFT: int, SUBMITTED: int, APPROVED: int, TOTAL: int };
export const checklistSummaryAnswer = objectOf({
  ...period,
  data: arrayOf(
    objectOf({ school_id: int, school: str, checklists: arrayOf(objectOf({ name: str, ...checklistCounts })) }),
  ),
});

export const checklistStatusRow: JsonSchema = objectOf({
  checklist_id: int,
  checklist: str,
  frequency: str,
  school_id: nullableInt,
  month: nullableInt,
  year: nullableInt,
  break_down: objectOf({ PENDING_TC: int, PENDING_MA: int, APPROVED: int }),
});

const apvRow = objectOf({
  quotation_id: int,
  quotation_reference: str,
  epi_reference_no: nullableStr,
  epo_reference_no: nullableStr,
  quotation_date: str,
  approved_on: nullableStr,
  wso_date: nullableStr,
  claim_date: nullableStr,
  invoice_date: nullableStr,
  school: str,
  job: str,
  quotation_amount: num,
  claim_submit_amount: num,
  invoice_amount: num,
});
const apvGroup = objectOf({
  total_quotation_amount: num,
  total_claim_amount: num,
  total_invoice_amount: num,
  data: arrayOf(apvRow),
});
export const apvAnswer = objectOf({
  data: objectOf({ start_date: str, end_date: str, schools: objectOf({ SCHOOL: apvGroup, MOE: apvGroup }) }),
});

const exportTask = objectOf({
  id: int,
  report: str,
  status: str,
  report_url: nullableStr,
  file_name: nullableStr,
  error: nullableStr,
});
export const exportAnswer = objectOf({ data: exportTask, message: str }, ['message']);
