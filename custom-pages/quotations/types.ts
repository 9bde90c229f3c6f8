/** Client-side shapes of the quotation screens (spec part 2 §3; the API contract is docs/api-quotations.md). */

/** A custodial discount line under an item (rate 250, unit 'no'). */
export interface SubRow {
  item_description: string;
  quantity: string | number;
  unit: string;
  rate: number | string;
  amount: number;
}

export interface QuotationItem {
  /** Client-side identity for React keys (stable across edits, inserts and sorts). */
  key: string;
  id?: number | null;
  fsr_id?: number | null;
  serial_no: string;
  item_number: string;
  item_group_description: string;
  item_description: string;
  note?: string | null;
  /** As typed (validated on change). */
  quantity: string;
  unit: string;
  /** Text, may carry thousands commas. */
  rate: string;
  /** Row amount in dollars (from domain/pricing.ts). */
  amount: number;
  /** Minimum charge in dollars, or null. */
  minimum?: number | null;
  is_star_rate: boolean;
  is_active?: boolean;
  hasHeader?: boolean;
  header?: string | null;
  subRows?: SubRow[];
  documents?: unknown[];
}

/** An FSR option of `GET /fsrs/options/fsr`. */
export interface FsrOption {
  value: number;
  label?: string;
  item_number: string;
  item_description: string;
  item_group_description?: string | null;
  unit: string;
  rate: number | string;
  minimum?: number | string | null;
  is_star_rate?: boolean | number;
  category?: string | null;
}

export interface SchoolOption {
  id: number;
  name: string;
  zone?: string | null;
  address?: string | null;
  telephone?: string | null;
  fax?: string | null;
  less_percent?: number | null;
  star_rate?: number | null;
  oms?: { id?: number; full_name: string }[];
  mas?: { id?: number; full_name: string }[];
}

export interface HistoryEntry {
  id?: number;
  user?: { id?: number; full_name?: string } | null;
  approval_type?: string | null;
  status?: string | null;
  remarks?: string | null;
  signature?: string | null;
  signature_url?: string | null;
  updated_at?: string | null;
  created_at?: string | null;
}

export interface Attachment {
  id: number;
  file_name?: string;
  name?: string;
  mime?: string;
  url?: string;
  thumbnail_url?: string | null;
  created_at?: string;
  uploader?: { id?: number; full_name?: string } | null;
  additional_fields?: { order?: number | null; report?: boolean | null; type?: string | null } | null;
  can_delete?: boolean;
  /** Whether this user may rename, order and flag it (update-attachments). */
  can_edit?: boolean;
}

export interface Quotation {
  id: number;
  reference_number?: string;
  status: string;
  current_status?: string | null;
  claim_status?: string | null;
  wso_status?: string | null;
  source_fund?: string | null;
  document_type?: string | null;
  date?: string | null;
  school_id?: number | null;
  school?: SchoolOption | null;
  contacts?: { attention?: string; cc?: string; fax?: string; location?: string; tel?: string } | null;
  location?: string | null;
  job?: string | null;
  job_type?: string[] | null;
  trade?: string | null;
  remarks?: string | null;
  gst?: number | null;
  quotation_items?: QuotationItem[];
  sub_total_amount?: number;
  total_gst?: number;
  total_amount?: number;
  fsr_totals?: Record<string, number> | null;
  star_rate?: Record<string, number> | null;
  prepare_details?: { signature_options?: string; signature_details?: string; name?: string } | null;
  prepare_signature?: string | null;
  prepare_signature_url?: string | null;
  approvals?: Record<
    string,
    {
      status?: string;
      remarks?: string;
      signature?: string | null;
      signature_url?: string | null;
      details?: { name?: string; signature_details?: string; source_fund?: string };
      user?: { id?: number; full_name?: string } | null;
      updated_at?: string;
    } | null
  > | null;
  pending_approval?: Record<string, { approval_level?: number; approval_type?: string }> | null;
  documents?:
    Record<string, Attachment[]> | { uploader?: { id?: number; full_name?: string }; files: Attachment[] }[] | null;
  histories?: HistoryEntry[];
  /** Inspections created from this quotation (issue 18). */
  inspections?: { id: number; checklist_name: string; status: string; inspected_at: string | null }[];
  file_info?: { bucket?: string; file_path?: string; url?: string } | null;
  sla_rejection?: string | null;
  sla_claim_submission?: string | null;
  epo_reference_no?: string | null;
  epi_reference_no?: string | null;
  zone?: string | null;
  contractor?: string | null;
  quotation_item_versions?: {
    version: number;
    items: QuotationItem[];
    created_at?: string;
    user?: { full_name?: string } | null;
  }[];
  allowed_actions?: string[];
  version?: number;
  [key: string]: unknown;
}
