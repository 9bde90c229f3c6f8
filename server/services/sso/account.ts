/**
 * Which Caretaker account an SSO sign-in opens (docs/single-sign-on.md), in one place: the account linked to the
 * provider's subject; else the account of the provider's e-mail, linked now; else a new account when the provider's
 * groups map to a role; else none. Mappings give role, zones and school only to an account created here: an
 * existing account keeps what administrators set.
 */
import type { FastifyRequest } from 'fastify';
import { userFieldsForRole, zonesInCharge } from '../../../domain/roles.js';
import type { Db } from '../../db/index.js';
import { audit } from '../../lib/audit.js';
import { hashPassword, newToken } from '../../lib/tokens.js';
import type { SsoMapping, SsoProvider } from '../../ssoConfig.js';

/** Why a sign-in was refused: the short code the sign-in page translates (`?sso_error=`). */
export type SsoRefusal = 'no_email' | 'email_unverified' | 'not_mapped' | 'mapping_invalid' | 'deactivated';

export type AccountOutcome =
  { user: { id: number; full_name: string }; how: 'identity' | 'linked' | 'created' } | { refused: SsoRefusal };

export type Claims = Record<string, unknown> & { sub: string };

/** The provider's claim as a list of text values (a single value, a list, or nothing). */
export function claimValues(claims: Claims, name: string): string[] {
  const value = claims[name];
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  return [];
}

/** The first mapping (in the configured order) whose group the user has. */
export function mappingFor(provider: SsoProvider, claims: Claims): SsoMapping | undefined {
  const groups = new Set(claimValues(claims, provider.groupsClaim));
  return provider.mappings.find((m) => groups.has(m.group));
}

export async function accountFor(
  db: Db,
  request: FastifyRequest,
  provider: SsoProvider,
  claims: Claims,
): Promise<AccountOutcome> {
  try {
    return await findOrCreate(db, request, provider, claims);
  } catch (err) {
    // two first sign-ins of one person at once: the other request's link or new account made this one's insert fail
    // on a unique key; that account is the answer
    const linked = await linkedAccount(db, provider, claims.sub);
    if (linked) return linked.deactivated ? { refused: 'deactivated' } : { user: linked, how: 'identity' };
    throw err;
  }
}

async function linkedAccount(db: Db, provider: SsoProvider, subject: string) {
  const linked = await db
    .selectFrom('user_identities')
    .innerJoin('users', 'users.id', 'user_identities.user_id')
    .select(['users.id', 'users.full_name', 'users.deactivated_at', 'user_identities.id as identity_id'])
    .where('user_identities.provider', '=', provider.id)
    .where('user_identities.subject', '=', subject)
    .executeTakeFirst();
  if (!linked) return undefined;
  await db
    .updateTable('user_identities')
    .set({ last_used_at: new Date().toISOString() })
    .where('id', '=', linked.identity_id)
    .execute();
  return { id: linked.id, full_name: linked.full_name, deactivated: !!linked.deactivated_at };
}

async function findOrCreate(
  db: Db,
  request: FastifyRequest,
  provider: SsoProvider,
  claims: Claims,
): Promise<AccountOutcome> {
  const now = new Date().toISOString();
  const linked = await linkedAccount(db, provider, claims.sub);
  // A deactivated account stays closed whichever door is tried (docs/provisioning.md).
  if (linked) return linked.deactivated ? { refused: 'deactivated' } : { user: linked, how: 'identity' };

  const email = claimValues(claims, provider.emailClaim)[0]?.trim().toLowerCase();
  if (!email || !/^[^\s@]+@[^\s@]+$/.test(email)) return { refused: 'no_email' };
  // A provider that says the address is not verified cannot claim the account of that address.
  if (claims.email_verified === false) return { refused: 'email_unverified' };
  const link = (userId: number) =>
    db
      .insertInto('user_identities')
      .values({
        user_id: userId,
        provider: provider.id,
        subject: claims.sub,
        email,
        created_at: now,
        last_used_at: now,
      })
      .execute();
  const actor = (id: number, name: string) => ({ id, name });

  const known = await db
    .selectFrom('users')
    .select(['id', 'full_name', 'deactivated_at'])
    .where('email', '=', email)
    .executeTakeFirst();
  if (known?.deactivated_at) return { refused: 'deactivated' };
  if (known) {
    await link(known.id);
    await audit(db, request, {
      action: 'user.sso_link',
      entity: 'user',
      entityId: known.id,
      after: { provider: provider.id, email },
      actor: actor(known.id, known.full_name),
    });
    return { user: known, how: 'linked' };
  }

  const mapping = mappingFor(provider, claims);
  if (!mapping) return { refused: 'not_mapped' };
  const role = await db.selectFrom('roles').select(['id', 'slug']).where('slug', '=', mapping.role).executeTakeFirst();
  const rules = userFieldsForRole(role?.slug);
  const school =
    mapping.school && rules.school_id
      ? await db.selectFrom('schools').select('id').where('slug', '=', mapping.school).executeTakeFirst()
      : undefined;
  // a mapping naming a role or school this installation does not have creates nobody (logged by the caller)
  if (!role || (mapping.school && rules.school_id && !school)) return { refused: 'mapping_invalid' };
  const fullName = nameOf(claims, email);
  const user = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('users')
      .values({
        full_name: fullName,
        email,
        // no password of its own: an unguessable hash until an administrator or a reset link sets one
        password_hash: await hashPassword(newToken()),
        designation: null,
        mobile_no: null,
        role_id: role.id,
        school_id: school?.id ?? null,
        contractor: null,
        zone_in_charge: JSON.stringify(zonesInCharge(role.slug, rules.zone_in_charge ? mapping.zones : [])),
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('user_identities')
      .values({
        user_id: row.id,
        provider: provider.id,
        subject: claims.sub,
        email,
        created_at: now,
        last_used_at: now,
      })
      .execute();
    await audit(trx, request, {
      action: 'user.sso_create',
      entity: 'user',
      entityId: row.id,
      after: { provider: provider.id, email, group: mapping.group, role: role.slug, zones: mapping.zones },
      actor: actor(row.id, fullName),
    });
    return { id: row.id, full_name: fullName };
  });
  return { user, how: 'created' };
}

/** The provider's display name, else given and family names, else the e-mail's local part; at most 100 characters. */
function nameOf(claims: Claims, email: string): string {
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  const joined = [text(claims.given_name), text(claims.family_name)].filter(Boolean).join(' ');
  return (text(claims.name) || joined || email.split('@')[0]).slice(0, 100);
}
