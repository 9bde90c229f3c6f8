/** Kysely tables of the work service order area (migration 0010), merged into `Database`. */
import type { Generated } from 'kysely';

export interface WorkServiceOrderTable {
  id: Generated<number>;
  reference_number: string;
  status: string;
  category: string;
  quotation_id: number | null;
  school_id: number;
  zone: string;
  contact_person: string | null;
  job_location: string | null;
  address: string | null;
  date: string | null;
  time_received: string | null;
  fault_call_ref_no: string | null;
  fault_call_location: string | null;
  time_arrived_onsite: string | null;
  completed_on: string | null;
  completion_time: string | null;
  work_description: string | null;
  details: string | null;
  remark: string | null;
  ma_approved: Generated<number>;
  prepare_signature_id: number | null;
  prepare_name: string | null;
  prepare_details: string | null;
  prepare_options: string | null;
  status_date: string | null;
  status_remarks: string | null;
  report_path: string | null;
  report_version: number | null;
  report_generated_at: string | null;
  version: Generated<number>;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

export interface WsoApprovalTable {
  id: Generated<number>;
  wso_id: number;
  type: string;
  status: string;
  remarks: string | null;
  signature_id: number | null;
  name: string | null;
  details: string | null;
  options: string | null;
  user_id: number | null;
  created_at: string;
}

export interface WsoHistoryTable {
  id: Generated<number>;
  wso_id: number;
  status: string;
  remarks: string | null;
  created_by: number | null;
  created_at: string;
}

declare module './types.js' {
  interface Database {
    work_service_orders: WorkServiceOrderTable;
    wso_approvals: WsoApprovalTable;
    wso_histories: WsoHistoryTable;
    wso_sequences: { year: number; last: number };
  }
}
