/** Kysely tables of tree inspections, deliverables and resumable uploads (migration 0012), merged into `Database`. */
import type { Generated } from 'kysely';

export interface TreeChecklistTable {
  id: Generated<number>;
  name: string;
  category: string;
  school_id: number | null;
  status: Generated<string>;
  created_at: string;
  updated_at: string;
}

export interface TreeChecklistItemTable {
  id: Generated<number>;
  tree_checklist_id: number;
  sequence: number;
  /** JSON: TreeField[] */
  fields: string;
}

export interface TreeInspectionTable {
  id: Generated<number>;
  tree_checklist_id: number | null;
  name: string;
  school_id: number;
  zone: string;
  location: string | null;
  inspection_category: string;
  status: string;
  tree_inspected_at: string | null;
  prepare_signature_id: number | null;
  prepare_name: string | null;
  prepare_details: string | null;
  prepare_options: string | null;
  report_path: string | null;
  report_version: number | null;
  report_generated_at: string | null;
  version: Generated<number>;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

export interface TreeInspectionItemTable {
  id: Generated<number>;
  tree_inspection_id: number;
  sequence: number;
  fields: string;
  defect: Generated<number>;
  remarks: string | null;
}

export interface DeliverableTable {
  id: Generated<number>;
  category: string;
  zone: string;
  year: number;
  month: number;
  status: string;
  reject_remarks: string | null;
  custom_slots: Generated<string>;
  prepare_signature_id: number | null;
  prepare_name: string | null;
  prepare_details: string | null;
  ma_signature_id: number | null;
  ma_name: string | null;
  ma_details: string | null;
  version: Generated<number>;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

export interface DeliverableHistoryTable {
  id: Generated<number>;
  deliverable_id: number;
  approval_type: string;
  status: string;
  remarks: string | null;
  user_id: number | null;
  updated_at: string;
}

export interface UploadSessionTable {
  id: string;
  user_id: number;
  purpose: string;
  target: string;
  file_name: string;
  size: number | string;
  mime: string | null;
  part_key: string;
  attachment_id: number | null;
  created_at: string;
  expires_at: string;
  /** The PATCH writing the upload now, and until when its hold lasts unless renewed (migration 0030). */
  lock_owner: string | null;
  lock_until: string | null;
}

declare module './types.js' {
  interface Database {
    tree_checklists: TreeChecklistTable;
    tree_checklist_items: TreeChecklistItemTable;
    tree_inspections: TreeInspectionTable;
    tree_inspection_items: TreeInspectionItemTable;
    deliverables: DeliverableTable;
    deliverable_histories: DeliverableHistoryTable;
    upload_sessions: UploadSessionTable;
  }
}
