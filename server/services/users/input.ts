/**
 * The rules of a user's fields, one place for every way a user is written: the administrator's form
 * (server/routes/users) and the directory's provisioning (server/routes/scim). Keeps only the fields the chosen role
 * uses (spec part 1 §6) and checks that the role and school exist; the body's shape was checked by its JSON Schema.
 */
import type { Db } from '../../db/index.js';
import { MSG } from '../../../domain/messages.js';
import { emptyFieldErrors } from '../../../domain/fieldErrors.js';
import { userFieldsForRole, zonesInCharge } from '../../../domain/roles.js';
import { unprocessable } from '../../lib/errors.js';

export type UserBody = {
  full_name?: string;
  email?: string;
  password?: string;
  designation?: string | null;
  mobile_no?: string | null;
  role_id?: number;
  school_id?: number | null;
  contractor?: string | null;
  zone_in_charge?: string[];
};

/** The columns to write, and `clash`: the id of another user (or this one) already holding the e-mail. */
export type UserValues = Record<string, unknown> & { clash?: number };

/** 422 with every field's message when a rule is broken. `roleId` undefined: the role (and its fields) unchanged. */
export async function normaliseUser(db: Db, body: UserBody, roleId: number | null | undefined): Promise<UserValues> {
  const errors = emptyFieldErrors();
  let roleSlug: string | null = null;
  if (roleId !== undefined && roleId !== null) {
    const role = await db.selectFrom('roles').select('slug').where('id', '=', roleId).executeTakeFirst();
    if (!role) errors.role_id = ['The selected role is invalid.'];
    roleSlug = role?.slug ?? null;
  }
  const rules = userFieldsForRole(roleSlug);
  const values: UserValues = {};
  if (body.full_name !== undefined) values.full_name = body.full_name.trim();
  if (body.email !== undefined) values.email = body.email.trim().toLowerCase();
  if (body.designation !== undefined) values.designation = body.designation;
  if (body.mobile_no !== undefined) values.mobile_no = body.mobile_no;
  if (roleId !== undefined) {
    values.role_id = roleId;
    values.school_id = rules.school_id ? (body.school_id ?? null) : null;
    values.contractor = rules.contractor ? (body.contractor ?? null) : null;
    // A role named after its zone (the arborists) carries that zone; other roles without the field carry none.
    values.zone_in_charge = JSON.stringify(
      zonesInCharge(roleSlug, rules.zone_in_charge ? (body.zone_in_charge ?? []) : []),
    );
    if (rules.school_id && values.school_id !== null) {
      const school = await db
        .selectFrom('schools')
        .select('id')
        .where('id', '=', values.school_id as number)
        .executeTakeFirst();
      if (!school) errors.school_id = ['The selected school is invalid.'];
    }
  }
  if (values.full_name === '') errors.full_name = [MSG.required];
  if (values.email) {
    const clash = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', values.email as string)
      .executeTakeFirst();
    if (clash) values.clash = clash.id;
  }
  if (Object.keys(errors).length) throw unprocessable(errors);
  return values;
}
