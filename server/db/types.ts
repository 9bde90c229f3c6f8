import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** Timestamps are ISO-8601 strings, dates `yyyy-MM-dd`, booleans 0/1, JSON as text: one shape for SQLite and PostgreSQL. */
export interface PermissionTable {
  id: Generated<number>;
  name: string;
  slug: string;
  category: string;
  description: string | null;
  created_at: string;
  updated_at: string;
}

export interface RoleTable {
  id: Generated<number>;
  name: string;
  slug: string;
  description: string | null;
  created_at: string;
  updated_at: string;
}

export interface RolePermissionTable {
  role_id: number;
  permission_id: number;
}

export interface SchoolTable {
  id: Generated<number>;
  name: string;
  slug: string;
  zone: string;
  sub_zone: string | null;
  address: string | null;
  school_type: string | null;
  telephone: string | null;
  fax: string | null;
  /** Percent in basis points (3100 = 31 %); null falls back to the configured default. */
  less_percent_bp: number | null;
  star_rate_bp: number | null;
  created_at: string;
  updated_at: string;
}

export interface UserTable {
  id: Generated<number>;
  full_name: string;
  email: string;
  password_hash: string;
  designation: string | null;
  mobile_no: string | null;
  role_id: number | null;
  school_id: number | null;
  contractor: string | null;
  /** JSON list of zones. */
  zone_in_charge: string;
  created_at: string;
  updated_at: string;
  /** When the user was deactivated (admin or SCIM); null while active. Column added by migration 0093. */
  deactivated_at: string | null;
  /** The directory's id of the user (SCIM externalId). */
  external_id: string | null;
  /** The key of what the user's devices keep offline (base64url, 32 bytes); null until first asked. Migration 0095. */
  offline_key: string | null;
}

export interface SignatureTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  signature_details: string;
  path: string;
  mime: string;
  created_at: string;
}

export interface SessionTable {
  id: Generated<number>;
  token_hash: string;
  login_id: string;
  user_id: number;
  ip: string | null;
  user_agent: string | null;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export interface PasswordResetTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** One sign-in throttle key (migration 0005); times in epoch milliseconds (bigint: read through Number()). */
export interface LoginThrottleTable {
  bucket: string;
  attempts: number;
  last_at_ms: number;
  /** The account key's next allowed attempt once past its free attempts; 0 when there is no wait. */
  next_at_ms: number;
  delay_ms: number;
}

export interface LoginKnownIpTable {
  user_id: number;
  ip: string;
  last_success_at: string;
}

export interface AuditLogTable {
  id: Generated<number>;
  actor_id: number | null;
  actor_name: string | null;
  action: string;
  entity: string;
  entity_id: string | null;
  before: string | null;
  after: string | null;
  ip: string | null;
  created_at: string;
}

export interface NotificationTable {
  id: Generated<number>;
  user_id: number;
  type: string;
  title: string;
  description: string | null;
  url: string | null;
  ref_id: string | null;
  read_at: string | null;
  created_at: string;
}

export interface AttachmentTable {
  id: Generated<number>;
  /** 'document', 'school_tree_photo', … with owner_id the owner's id. */
  owner_type: string;
  owner_id: number;
  /** Stored name (the last segment of full_path). */
  file_name: string;
  /** The uploader's original file name. */
  name: string;
  mime: string;
  /** Bytes (bigint in PostgreSQL: read through Number()). */
  size: number | string;
  bucket: string;
  /** Storage key relative to the bucket. */
  full_path: string;
  thumbnail: string | null;
  uploader_id: number | null;
  /** JSON object, e.g. {"type":"INVOICE"}. */
  additional_fields: string;
  created_at: string;
}

export interface DocumentTable {
  id: Generated<number>;
  name: string;
  /** JSON list of lower-case zones. */
  category: string;
  description: string | null;
  bucket: string;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

/** Amounts in integer cents (bigint in PostgreSQL: read through Number()). */
export interface SchoolContractTable {
  id: Generated<number>;
  school_id: number;
  contract_year: number;
  from_date: string | null;
  to_date: string | null;
  schedule_maintenance: number | string;
  general_r_and_r: number | string;
  custodial_repairs: number | string;
  school_field: number | string;
  synthetic_field: number | string;
  landscape_exclude_school_field: number | string;
  landscape_pond: number | string;
  landscape_garden: number | string;
  created_at: string;
  updated_at: string;
}

export interface SchoolOperationManagerTable {
  id: Generated<number>;
  school_id: number;
  user_id: number;
  send_email: number;
  updated_by: number | null;
  updated_at: string;
}

export interface SchoolAssignmentTable {
  id: Generated<number>;
  school_id: number;
  /** The managing agent (MANAGING-AGENT or MA-QS). */
  user_id: number;
  /** JSON list of QUOTATIONS, INSPECTIONS, CLAIMS, WORK-SERVICE-ORDERS. */
  category_options: string;
  is_send_email: number;
  is_active: number;
  start_date: string | null;
  end_date: string | null;
  updated_by: number | null;
  updated_at: string;
}

export interface Database {
  permissions: PermissionTable;
  roles: RoleTable;
  role_permissions: RolePermissionTable;
  schools: SchoolTable;
  users: UserTable;
  signatures: SignatureTable;
  sessions: SessionTable;
  password_resets: PasswordResetTable;
  login_throttle: LoginThrottleTable;
  login_known_ips: LoginKnownIpTable;
  audit_logs: AuditLogTable;
  notifications: NotificationTable;
  attachments: AttachmentTable;
  documents: DocumentTable;
  school_contracts: SchoolContractTable;
  school_operation_managers: SchoolOperationManagerTable;
  school_assignments: SchoolAssignmentTable;
}

export type User = Selectable<UserTable>;
export type NewUser = Insertable<UserTable>;
export type UserUpdate = Updateable<UserTable>;
export type Role = Selectable<RoleTable>;
export type Permission = Selectable<PermissionTable>;
export type School = Selectable<SchoolTable>;

/* ---- Issue 4: schedule of rates and quotations (money in integer cents; bigint columns read through Number()). ---- */

export interface FsrTable {
  id: Generated<number>;
  category: string;
  section: string | null;
  section_description: string | null;
  item_number: string;
  /** The item description. */
  name: string;
  item_group_description: string | null;
  unit: string;
  rate_cents: number | string;
  minimum_cents: number | string | null;
  is_star_rate: number;
  /** 1: a star rate not yet carried by a saved quotation (hidden from the schedule, swept when abandoned). */
  draft?: number;
  search_text: string;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

export interface QuotationSequenceTable {
  year: number;
  last: number;
}

export interface QuotationTable {
  id: Generated<number>;
  reference_number: string;
  status: string;
  current_status: string | null;
  claim_status: string | null;
  wso_status: string | null;
  /** Update payment status (issue 18): YES once the invoice team recorded the payment. */
  payment_status?: string | null;
  payment_amount_cents?: number | string | null;
  paid_at?: string | null;
  school_id: number;
  zone: string;
  contractor: string | null;
  trade: string;
  date: string;
  job: string;
  /** JSON list. */
  job_type: string;
  /** JSON object {attention, cc, tel, fax, location}. */
  contacts: string;
  location: string | null;
  remarks: string | null;
  source_fund: string | null;
  document_type: string | null;
  epo_reference_no: string | null;
  epi_reference_no: string | null;
  gst_bp: number;
  less_percent_bp: number;
  star_rate_bp: number;
  fsr_raw_total_cents: number | string;
  custodial_total_cents: number | string;
  custodial_count: number;
  fsr_less_cents: number | string;
  fsr_sub_total_cents: number | string;
  star_rate_total_cents: number | string;
  star_rate_add_cents: number | string;
  star_rate_sub_total_cents: number | string;
  sub_total_cents: number | string;
  gst_cents: number | string;
  total_cents: number | string;
  prepare_name: string | null;
  prepare_signature_id: number | null;
  prepare_signature_options: string | null;
  prepare_signature_details: string | null;
  report_path: string | null;
  report_version: number | null;
  report_generated_at: string | null;
  version: Generated<number>;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

export interface QuotationItemTable {
  id: Generated<number>;
  quotation_id: number;
  sort: number;
  serial_no: number;
  kind: string;
  fsr_id: number | null;
  item_number: string | null;
  item_group_description: string | null;
  item_description: string | null;
  note: string | null;
  header: string | null;
  unit: string | null;
  rate_cents: number | string;
  quantity_milli: number | string;
  minimum_cents: number | string | null;
  amount_cents: number | string;
  is_star_rate: number;
  is_active: number;
  /** JSON list [{item_description, quantity_milli, amount_cents}]. */
  sub_rows: string;
}

export interface QuotationHistoryTable {
  id: Generated<number>;
  quotation_id: number;
  user_id: number | null;
  approval_type: string;
  status: string;
  remarks: string | null;
  signature_id: number | null;
  created_at: string;
}

export interface QuotationItemVersionTable {
  id: Generated<number>;
  quotation_id: number;
  version: number;
  /** JSON list of API-shaped items. */
  items: string;
  user_id: number | null;
  created_at: string;
}

export interface QuotationApprovalTable {
  id: Generated<number>;
  quotation_id: number;
  user_id: number;
  approval_level: number;
  approval_type: string;
  status: string;
  remarks: string | null;
  signature_id: number | null;
  signature_options: string | null;
  signature_details: string | null;
  name: string | null;
  source_fund: string | null;
  created_at: string;
  updated_at: string;
}

/** Declaration merging: the issue-4 tables join the Database interface above. */
export interface Database {
  fsrs: FsrTable;
  quotation_sequences: QuotationSequenceTable;
  quotations: QuotationTable;
  quotation_items: QuotationItemTable;
  quotation_histories: QuotationHistoryTable;
  quotation_item_versions: QuotationItemVersionTable;
  quotation_approvals: QuotationApprovalTable;
}

/** Claims (migration 0008): money in cents (bigint: read through Number()), percentages in basis points. */
export interface ClaimSequenceTable {
  year: number;
  last: number;
}

export interface ClaimTable {
  id: Generated<number>;
  reference_number: string;
  status: string;
  current_status: string | null;
  source_fund: string;
  trade: string;
  school_id: number | null;
  zone: string | null;
  zone_code: string | null;
  contractor: string | null;
  date: string;
  date_of_site_measurement: string | null;
  job: string;
  /** JSON list of job type values. */
  job_type: string;
  /** JSON {attention, cc, tel, fax, location}. */
  contacts: string;
  location: string | null;
  remarks: string | null;
  gst_bp: number;
  /** Where gst_bp came from: 'wso:2026', 'configured' or 'default' (domain/claimGst.ts); null before migration 0040. */
  gst_source: string | null;
  sub_total_cents: number | string;
  gst_cents: number | string;
  total_cents: number | string;
  document_type: string | null;
  invoice_number: string | null;
  invoice_date: string | null;
  payment_status: string | null;
  payment_amount_cents: number | string | null;
  status_date: string | null;
  status_remarks: string | null;
  prepare_name: string | null;
  prepare_signature_id: number | null;
  prepare_signature_options: string | null;
  prepare_signature_details: string | null;
  report_path: string | null;
  report_version: number | null;
  report_generated_at: string | null;
  version: Generated<number>;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

export interface ClaimQuotationTable {
  id: Generated<number>;
  claim_id: number;
  quotation_id: number;
  claim_percentage_bp: number;
  /** 1 while this percentage is counted in quotations.claimed_bp. */
  holds: Generated<number>;
  fsr_total_cents: number | string;
  custodial_total_cents: number | string;
  fsr_less_cents: number | string;
  star_rate_total_cents: number | string;
  star_rate_add_cents: number | string;
  sub_total_cents: number | string;
  gst_cents: number | string;
  total_cents: number | string;
}

export interface ClaimItemTable {
  id: Generated<number>;
  claim_quotation_id: number;
  quotation_item_id: number;
  claim_percentage_bp: number;
  amount_cents: number | string;
  custodial_cents: number | string;
}

export interface ClaimHistoryTable {
  id: Generated<number>;
  claim_id: number;
  user_id: number | null;
  approval_type: string;
  status: string;
  remarks: string | null;
  signature_id: number | null;
  created_at: string;
}

export interface ClaimApprovalTable {
  id: Generated<number>;
  claim_id: number;
  user_id: number;
  approval_level: number;
  approval_type: string;
  status: string;
  remarks: string | null;
  signature_id: number | null;
  signature_options: string | null;
  signature_details: string | null;
  name: string | null;
  created_at: string;
  updated_at: string;
}

/** The percentage of a completed quotation that live claims hold (migration 0008). */
export interface QuotationTable {
  /** Optional so the quotation code that predates claims keeps compiling; the column defaults to 0. */
  claimed_bp?: number;
}

/** Declaration merging: the claim tables join the Database interface above. */
export interface Database {
  claim_sequences: ClaimSequenceTable;
  claims: ClaimTable;
  claim_quotations: ClaimQuotationTable;
  claim_items: ClaimItemTable;
  claim_histories: ClaimHistoryTable;
  claim_approvals: ClaimApprovalTable;
}
