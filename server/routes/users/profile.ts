import type { Db } from '../../db/index.js';
import { safeJsonArray } from '../../plugins/auth.js';
import { notFound } from '../../lib/errors.js';
import type { UserStatus } from '../../../schemas/user.js';

const USER_COLUMNS = [
  'users.id',
  'users.full_name',
  'users.email',
  'users.designation',
  'users.mobile_no',
  'users.role_id',
  'users.school_id',
  'users.contractor',
  'users.zone_in_charge',
  'users.created_at',
  'users.updated_at',
  'users.deactivated_at',
  'users.external_id',
  'roles.name as role_name',
  'roles.slug as role_slug',
  'schools.name as school_name',
] as const;

export type UserRow = {
  id: number;
  full_name: string;
  email: string;
  designation: string | null;
  mobile_no: string | null;
  role_id: number | null;
  school_id: number | null;
  contractor: string | null;
  zone_in_charge: string;
  created_at: string;
  updated_at: string;
  deactivated_at: string | null;
  external_id: string | null;
  role_name: string | null;
  role_slug: string | null;
  school_name: string | null;
};

/** The users query every user route starts from: role and school joined in, never the password hash. */
export const selectUsers = (db: Db) =>
  db
    .selectFrom('users')
    .leftJoin('roles', 'roles.id', 'users.role_id')
    .leftJoin('schools', 'schools.id', 'users.school_id')
    .select(USER_COLUMNS);

export function toUserRecord(row: UserRow) {
  return {
    id: row.id,
    full_name: row.full_name,
    email: row.email,
    designation: row.designation,
    mobile_no: row.mobile_no,
    role_id: row.role_id,
    role: row.role_id ? { id: row.role_id, name: row.role_name, slug: row.role_slug } : null,
    school_id: row.school_id,
    school: row.school_id ? { id: row.school_id, name: row.school_name } : null,
    contractor: row.contractor,
    zone_in_charge: safeJsonArray(row.zone_in_charge),
    created_at: row.created_at,
    updated_at: row.updated_at,
    status: (row.deactivated_at ? 'deactivated' : 'active') as UserStatus,
    deactivated_at: row.deactivated_at,
  };
}

export async function loadProfile(db: Db, id: number) {
  const row = await selectUsers(db).where('users.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('User not found.');
  const signatures = await db
    .selectFrom('signatures')
    .select(['id', 'name', 'signature_details', 'path', 'created_at'])
    .where('user_id', '=', id)
    .orderBy('id', 'desc')
    .execute();
  return {
    ...toUserRecord(row as UserRow),
    signatures: signatures.map((s) => ({ ...s, url: `/api/user/${id}/signatures/${s.id}` })),
  };
}
