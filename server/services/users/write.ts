/**
 * Writing a user: the one insert and the one update behind the administrator's form (server/routes/users) and the
 * directory's provisioning (server/services/scim/users.ts). The caller has checked the body (its schema, then
 * `normaliseUser`) and refused a clash in its own words (422 on the form, SCIM's 409 uniqueness); here the row is
 * written and audited in one transaction.
 */
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/index.js';
import { audit } from '../../lib/audit.js';
import { revokeSessions } from '../../lib/sessions.js';
import { setUserActive } from './deactivation.js';
import type { UserBody, UserValues } from './input.js';

export interface NewUser {
  body: UserBody;
  /** normaliseUser's answer for the body, its clash already refused. */
  values: UserValues;
  passwordHash: string;
  /** The directory's id for the user (SCIM's externalId); the form leaves it unset. */
  externalId?: string | null;
  /** A directory may create a user already deactivated. */
  active?: boolean;
}

/** What the audit log keeps of a write: the body without its password, and the directory's id when it wrote. */
const audited = (body: UserBody, externalId: string | null | undefined, password?: string) => ({
  ...body,
  password,
  ...(externalId !== undefined ? { external_id: externalId, via: 'scim' } : {}),
});

export async function createUser(db: Db, request: FastifyRequest, user: NewUser): Promise<number> {
  const { values, externalId } = user;
  const now = new Date().toISOString();
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('users')
      .values({
        full_name: values.full_name as string,
        email: values.email as string,
        password_hash: user.passwordHash,
        designation: (values.designation as string | null) ?? null,
        mobile_no: (values.mobile_no as string | null) ?? null,
        role_id: values.role_id as number,
        school_id: values.school_id as number | null,
        contractor: values.contractor as string | null,
        zone_in_charge: values.zone_in_charge as string,
        ...(externalId !== undefined ? { external_id: externalId } : {}),
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await audit(trx, request, {
      action: 'user.create',
      entity: 'user',
      entityId: row.id,
      after: audited(user.body, externalId),
    });
    if (user.active === false) await setUserActive(trx, request, row.id, false);
    return row.id;
  });
}

export interface UserChange {
  body: UserBody;
  /** normaliseUser's answer for the body (and a new password's hash), its clash already refused. */
  values: UserValues;
  /** The user as it stood, for the audit log. */
  before: unknown;
  externalId?: string | null;
  /** A new password or role ends the user's sessions; `keep` spares the editor's own when they edit themselves. */
  endSessions: false | { keep?: number };
  /** The directory's active flag when it changed. */
  active?: boolean;
}

export async function updateUser(db: Db, request: FastifyRequest, id: number, change: UserChange): Promise<void> {
  const { body, externalId } = change;
  const { clash: _clash, ...values } = change.values;
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({
        ...values,
        ...(externalId !== undefined ? { external_id: externalId } : {}),
        updated_at: new Date().toISOString(),
      })
      .where('id', '=', id)
      .execute();
    if (change.endSessions) await revokeSessions(trx, id, change.endSessions);
    await audit(trx, request, {
      action: 'user.update',
      entity: 'user',
      entityId: id,
      before: change.before,
      after: audited(body, externalId, body.password ? '[changed]' : undefined),
    });
    if (change.active !== undefined) await setUserActive(trx, request, id, change.active);
  });
}
