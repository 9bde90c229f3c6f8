/**
 * The directory's side of users (docs/provisioning.md): find, create, replace and (de)activate, through the same rules
 * as the administrator's user form — the shape rules of schemas/user.ts and the user service's `normaliseUser` — and
 * audited the same way, under the API token's service account.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { sql } from 'kysely';
import type { Db } from '../../db/index.js';
import { MSG } from '../../../domain/messages.js';
import { ANNOTATION_KEYWORDS } from '../../../schemas/resource.js';
import { userSchema } from '../../../schemas/user.js';
import { HttpError } from '../../lib/errors.js';
import { updateBodySchema } from '../../lib/schemaRegistry.js';
import { announceSessionsEnded } from '../../lib/sessions.js';
import { newToken } from '../../lib/tokens.js';
import { fieldErrors } from '../../lib/validation.js';
import { setUserActive } from '../users/deactivation.js';
import { normaliseUser, type UserBody } from '../users/input.js';
import { createUser, updateUser } from '../users/write.js';
import { ScimError, invalidValue } from './errors.js';
import type { FilterTerm } from './filter.js';
import { draftOf, type ScimUserRow, type UserDraft } from './resource.js';

/** A provisioned user signs in by single sign-on or chooses a password through "Forgot password": nothing verifies against this. */
const NO_PASSWORD = () => `!provisioned:${newToken()}`;

export const selectScimUsers = (db: Db) =>
  db
    .selectFrom('users')
    .leftJoin('roles', 'roles.id', 'users.role_id')
    .leftJoin('schools', 'schools.id', 'users.school_id')
    .select([
      'users.id',
      'users.full_name',
      'users.email',
      'users.designation',
      'users.mobile_no',
      'users.contractor',
      'users.zone_in_charge',
      'users.created_at',
      'users.updated_at',
      'users.deactivated_at',
      'users.external_id',
      'roles.slug as role_slug',
      'schools.slug as school_slug',
    ]);

/** A page of the users a filter finds, oldest first (a stable order: `startIndex` pages do not shift). */
export async function listScimUsers(db: Db, terms: FilterTerm[], startIndex: number, count: number) {
  let qb = selectScimUsers(db);
  for (const t of terms) {
    if (t.attribute === 'active') qb = qb.where('users.deactivated_at', t.value ? 'is' : 'is not', null);
    else if (t.attribute === 'id')
      qb = /^\d{1,9}$/.test(t.value) ? qb.where('users.id', '=', Number(t.value)) : qb.where(sql<boolean>`1 = 0`);
    // userName and e-mails are not case-exact (RFC 7643): addresses are stored lower-cased.
    else if (t.attribute === 'userName' || t.attribute === 'email')
      qb = qb.where('users.email', '=', t.value.trim().toLowerCase());
    else if (t.attribute === 'externalId') qb = qb.where('users.external_id', '=', t.value);
    else qb = qb.where('users.full_name', '=', t.value);
  }
  const total = Number(
    (
      await qb
        .clearSelect()
        .select(sql<number>`count(*)`.as('n'))
        .executeTakeFirst()
    )?.n ?? 0,
  );
  const rows =
    count === 0
      ? []
      : await qb
          .orderBy('users.id')
          .limit(count)
          .offset(startIndex - 1)
          .execute();
  return { total, rows: rows as ScimUserRow[] };
}

export async function findScimUser(db: Db, id: string): Promise<ScimUserRow> {
  const row = /^\d{1,9}$/.test(id)
    ? await selectScimUsers(db).where('users.id', '=', Number(id)).executeTakeFirst()
    : undefined;
  if (!row) throw new ScimError(404, `No user has the id ${id}.`);
  return row as ScimUserRow;
}

const ajv = new Ajv({ allErrors: true, strict: false, keywords: [...ANNOTATION_KEYWORDS] });
addFormats.default(ajv);
const checkShape = ajv.compile(updateBodySchema(userSchema));

/** Caretaker's field names in SCIM's words, so the directory's log names what the directory sends. */
const SCIM_NAMES: Record<string, string> = {
  email: 'userName',
  full_name: 'displayName',
  mobile_no: 'phoneNumbers',
  role_id: 'role',
  school_id: 'school',
  zone_in_charge: 'zones',
};
const detailOf = (errors: Record<string, string[]>) =>
  Object.entries(errors)
    .map(([field, messages]) => `${SCIM_NAMES[field] ?? field}: ${messages.join(' ')}`)
    .join('; ');

/** The draft in the admin form's body, checked by the admin form's rules; a broken rule is SCIM's 400 invalidValue. */
async function bodyOf(db: Db, draft: UserDraft): Promise<{ body: UserBody; roleId: number }> {
  if (!draft.ext.role) throw invalidValue('role (in the Caretaker extension) is required.');
  const role = await db.selectFrom('roles').select('id').where('slug', '=', draft.ext.role).executeTakeFirst();
  if (!role) throw invalidValue(`role: ${draft.ext.role} is not a role.`);
  let schoolId: number | null = null;
  if (draft.ext.school) {
    const school = await db.selectFrom('schools').select('id').where('slug', '=', draft.ext.school).executeTakeFirst();
    if (!school) throw invalidValue(`school: no school has the slug ${draft.ext.school}.`);
    schoolId = school.id;
  }
  const body: UserBody = {
    full_name: draft.fullName.trim(),
    email: draft.email.trim().toLowerCase(),
    designation: draft.ext.designation,
    mobile_no: draft.mobile,
    role_id: role.id,
    school_id: schoolId,
    contractor: draft.ext.contractor,
    zone_in_charge: draft.ext.zones,
  };
  if (!checkShape(body)) throw invalidValue(detailOf(fieldErrors(checkShape.errors ?? [], MSG.invalidEmailUser)));
  if (draft.externalId !== null && draft.externalId.length > 191)
    throw invalidValue('externalId: May not be greater than 191 characters.');
  return { body, roleId: role.id };
}

async function normalised(db: Db, body: UserBody, roleId: number) {
  try {
    return await normaliseUser(db, body, roleId);
  } catch (err) {
    if (err instanceof HttpError && err.errors) throw invalidValue(detailOf(err.errors));
    throw err;
  }
}

const uniqueness = () => new ScimError(409, 'A user with this userName (e-mail address) already exists.', 'uniqueness');

/** A deactivation asked of the service account's own user would lock the directory out. */
function checkNotSelf(request: FastifyRequest, id: number, draft: UserDraft) {
  if (!draft.active && request.user?.id === id) throw new ScimError(403, MSG.deactivateOwn);
}

export async function createScimUser(app: FastifyInstance, request: FastifyRequest, draft: UserDraft): Promise<number> {
  const { body, roleId } = await bodyOf(app.db, draft);
  const values = await normalised(app.db, body, roleId);
  if (values.clash) throw uniqueness();
  return createUser(app.db, request, {
    body,
    values,
    passwordHash: NO_PASSWORD(),
    externalId: draft.externalId,
    active: draft.active,
  });
}

export async function replaceScimUser(
  app: FastifyInstance,
  request: FastifyRequest,
  current: ScimUserRow,
  draft: UserDraft,
) {
  checkNotSelf(request, current.id, draft);
  const { body, roleId } = await bodyOf(app.db, draft);
  const values = await normalised(app.db, body, roleId);
  if (values.clash && values.clash !== current.id) throw uniqueness();
  const before = draftOf(current);
  const roleChanged = before.ext.role !== draft.ext.role;
  await updateUser(app.db, request, current.id, {
    body,
    values,
    before,
    externalId: draft.externalId,
    // A new role ends the user's sessions, as the administrator's change of role does.
    endSessions: roleChanged && {},
    ...(before.active !== draft.active ? { active: draft.active } : {}),
  });
  if (roleChanged) app.invalidatePermissions();
  if (roleChanged || !draft.active) announceSessionsEnded(app, current.id);
}

/** DELETE: the user is deactivated, not removed — quotations, inspections and the audit log name them. */
export async function deactivateScimUser(app: FastifyInstance, request: FastifyRequest, current: ScimUserRow) {
  const draft = { ...draftOf(current), active: false };
  checkNotSelf(request, current.id, draft);
  await app.db.transaction().execute((trx) => setUserActive(trx, request, current.id, false));
  announceSessionsEnded(app, current.id);
}
