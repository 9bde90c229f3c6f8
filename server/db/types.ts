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

export interface Database {
  permissions: PermissionTable;
  roles: RoleTable;
  role_permissions: RolePermissionTable;
  schools: SchoolTable;
  users: UserTable;
  signatures: SignatureTable;
  sessions: SessionTable;
  password_resets: PasswordResetTable;
  audit_logs: AuditLogTable;
  notifications: NotificationTable;
}

export type User = Selectable<UserTable>;
export type NewUser = Insertable<UserTable>;
export type UserUpdate = Updateable<UserTable>;
export type Role = Selectable<RoleTable>;
export type Permission = Selectable<PermissionTable>;
export type School = Selectable<SchoolTable>;
