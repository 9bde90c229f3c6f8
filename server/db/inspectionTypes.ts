/** Kysely tables of the inspections area (migration 0009), merged into `Database` so the area owns its own file. */
import type { Generated } from 'kysely';

export interface MaintenanceScheduleTable {
  id: Generated<number>;
  school_id: number;
  type: string;
  title: string;
  start: string;
  month: number;
  year: number;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

export interface ChecklistTable {
  id: Generated<number>;
  name: string;
  category: string;
  type: string;
  frequency: string;
  status: Generated<string>;
  custom_callback: string | null;
  created_at: string;
  updated_at: string;
}

export interface ChecklistElementTable {
  id: Generated<number>;
  checklist_id: number;
  sort: number;
  element: string;
}

export interface ChecklistSubItemTable {
  id: Generated<number>;
  element_id: number;
  sort: number;
  header: Generated<number>;
  serial_no: string | null;
  element: string | null;
  description: string | null;
  frequency: string | null;
}

export interface InspectionTable {
  id: Generated<number>;
  checklist_id: number | null;
  checklist_name: string;
  school_id: number;
  zone: string;
  location: string | null;
  inspection_category: string;
  inspection_type: string;
  frequency: string;
  status: string;
  purpose: string | null;
  check_in: string | null;
  check_out: string | null;
  inspected_at: string | null;
  remarks: string | null;
  rejection_remarks: string | null;
  signatory_date: string | null;
  signatory_remarks: string | null;
  prepare_signature_id: number | null;
  prepare_name: string | null;
  prepare_details: string | null;
  om_signature_id: number | null;
  om_name: string | null;
  om_details: string | null;
  ma_signature_id: number | null;
  ma_name: string | null;
  ma_details: string | null;
  quotation_id: number | null;
  report_path: string | null;
  report_version: number | null;
  report_generated_at: string | null;
  version: Generated<number>;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

export interface InspectionMemberTable {
  inspection_id: number;
  user_id: number;
}

export interface InspectionElementTable {
  id: Generated<number>;
  inspection_id: number;
  sort: number;
  element: string;
}

export interface InspectionSubItemTable {
  id: Generated<number>;
  inspection_id: number;
  element_id: number;
  sort: number;
  header: Generated<number>;
  serial_no: string | null;
  element: string | null;
  description: string | null;
  frequency: string | null;
  status: string | null;
  remarks: string | null;
}

export interface InspectionHistoryTable {
  id: Generated<number>;
  inspection_id: number;
  status: string;
  remarks: string | null;
  created_by: number | null;
  created_at: string;
}

export interface DefectTable {
  id: Generated<number>;
  inspection_id: number;
  sub_item_id: number | null;
  school_id: number;
  defect: Generated<number>;
  status: string;
  location: string | null;
  description: string | null;
  version: Generated<number>;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

declare module './types.js' {
  interface Database {
    maintenance_schedules: MaintenanceScheduleTable;
    checklists: ChecklistTable;
    checklist_elements: ChecklistElementTable;
    checklist_sub_items: ChecklistSubItemTable;
    inspections: InspectionTable;
    inspection_members: InspectionMemberTable;
    inspection_elements: InspectionElementTable;
    inspection_sub_items: InspectionSubItemTable;
    inspection_histories: InspectionHistoryTable;
    defects: DefectTable;
  }
}
